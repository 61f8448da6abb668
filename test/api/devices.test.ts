import { randomUUID } from 'node:crypto';
import { DEFAULT_TELEMETRY_CONFIG, emptyTelemetrySnapshot, streams, telemetryDecider } from '@gps/domain';
import { TestApp, sha } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { doorsOf, ok, type CallName, type Door } from '../support/two-doors';
import { Tenants, businessEvents } from '../support/tenants';

/**
 * Devices through the running app, every case through /api and through GraphQL: adding a batch,
 * every filter of getDevices and its page sizes, allocation to fleets and sub-fleets, editing by an
 * administrator and by clients (only their fields, only with slot 1), moving between a fleet and its
 * sub-fleet, the service-expiry window and stopping service in bulk.
 */

// Generous budgets for a loaded machine (every account costs a password hash); no case asserts timing.
jest.setTimeout(30_000);

const DAY = 86_400_000;
const micros = (ms: number) => ms * 1000;

/** A device row's editableFields, named as editDevice takes them: a device administrator's. */
const EVERY_FIELD = [
  'carName',
  'ownerName',
  'ownerPhone',
  'email',
  'simCardNumber',
  'deviceIcon',
  'firmwareVersion',
  'model',
  'speedLimitKmh',
  'esimId',
  'isValueAddedVisible',
  'isCarElectricity',
  'serviceStatusCode',
  'password',
];
/** A client with slot 1: the spec's update payload. */
const CLIENT_FIELDS = ['carName', 'ownerName', 'ownerPhone', 'email', 'deviceIcon', 'password'];
/** An administrator with CUSTOMER edit but not DEVICE edit: no SIM, phone, password, firmware, model, service status. */
const CUSTOMER_EDITOR_FIELDS = [
  'carName',
  'ownerName',
  'email',
  'deviceIcon',
  'speedLimitKmh',
  'esimId',
  'isValueAddedVisible',
  'isCarElectricity',
];

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 862_000_000_000_000);

beforeAll(async () => {
  app = await TestApp.start();
});
// Some cases move the clock by months, which idles every session out: sign in afresh for each case.
beforeEach(async () => {
  admin = await app.adminToken();
});
afterAll(() => app.stop());

/** 1001 devices in one fleet, built once: enough to show both default page sizes. */
let crowd: Promise<{ fleet: any; serials: string[] }> | undefined;
function crowdedFleet() {
  crowd ??= (async () => {
    const fleet = await tenants.fleet(admin);
    const serials = await tenants.devices(admin, 1001, fleet.id);
    return { fleet, serials };
  })();
  return crowd;
}

describe.each(doorsOf(() => app))('devices through $name', (door: Door) => {
  const call = (name: CallName, input: Record<string, unknown>, token = admin) =>
    door.call(name, input, token);
  const must = (name: CallName, input: Record<string, unknown>, token = admin) =>
    ok(door, name, input, token);
  const device = async (serial: string, token = admin) =>
    (await must('getDevices', { deviceSerialNumber: serial }, token)).rows[0];
  const serialsOf = (page: { rows: any[] }) => page.rows.map((d) => d.deviceSerialNumber);

  describe('addDevices', () => {
    test('adds the valid serials and reports duplicates and invalid ones per serial', async () => {
      const [existing] = await tenants.devices(admin, 1);
      const [a, b, c] = tenants.serials(3);
      const result = await must('addDevices', {
        deviceSerialNumbers: [a, b, a, existing, 'bad', '12ab', '', ` ${c} `, '1'.repeat(21)],
      });
      expect(result).toEqual({
        added: [a, b, c],
        duplicates: [a, existing],
        invalid: ['bad', '12ab', '1'.repeat(21)],
      });
      const page = await must('getDevices', { deviceSerialNumbers: [a, b, c, existing] });
      expect(serialsOf(page)).toEqual([a, b, c, existing].sort());
      const created = (await businessEvents(app)).filter((e) => [a, b, c].includes(e.streamId.slice(7)));
      expect(created.map((e) => e.type)).toEqual(['DeviceAdded', 'DeviceAdded', 'DeviceAdded']);
    });

    test("holds new serials to the trackers' rule: an IMEI with its check digit, an H02 or phone id of 6 to 14 digits", async () => {
      const [imei] = tenants.serials(1);
      const typo = imei.slice(0, 14) + String((Number(imei[14]) + 1) % 10);
      // An H02 terminal number (10 digits) and a Traccar Client id (6 digits), fresh for this door.
      const [h02, phone] = [imei.slice(5), imei.slice(9)];
      const result = await must('addDevices', {
        deviceSerialNumbers: [imei, typo, h02, phone, '12', '12345', '1'.repeat(16)],
      });
      expect(result).toEqual({
        added: [imei, h02, phone],
        duplicates: [],
        invalid: [typo, '12', '12345', '1'.repeat(16)],
      });
      expect(serialsOf(await must('getDevices', { deviceSerialNumbers: [typo, '12'] }))).toEqual([]);
    });

    test('a new device starts unallocated, with one year of service and the documented defaults', async () => {
      const [serial] = tenants.serials(1);
      await must('addDevices', { deviceSerialNumbers: [serial] });
      const now = app.clock.now();
      expect(await device(serial)).toEqual({
        deviceId: serial,
        deviceSerialNumber: serial,
        carName: null,
        alias: null,
        deviceOwnerName: null,
        phoneNumber: null,
        email: null,
        simNumber: null,
        carElectricity: 1,
        firmwareVersion: null,
        model: null,
        speedLimitKmh: null,
        esimId: null,
        isValueAddedVisible: 0,
        serviceStatusCode: 1,
        status: 1,
        fleetId: null,
        fleetAlias: null,
        parentFleetId: null,
        planId: 0,
        planName: null,
        serviceExpiredDate: micros(now + 365 * DAY),
        valueExpiredDate: null,
        addressPlanExpiredDate: null,
        createDate: micros(now),
        deviceStatusCode: 1,
        warnings: 0,
        locateType: null,
        speed: null,
        isProtected: null,
        latitude: null,
        longitude: null,
        gpsLatitude: null,
        gpsLongitude: null,
        address: null,
        deviceIcon: 1,
        convertGpsToAddressTimes: 0,
        hasPassword: false,
        allocated: 0,
        updatedTimestamp: micros(now),
        // Live telemetry: nothing until the device first reports.
        course: null,
        altitude: null,
        satellites: null,
        batteryLevel: null,
        batteryVoltage: null,
        powerVoltage: null,
        gsmSignal: null,
        acc: null,
        lastFixTimestamp: null,
        odometerMeters: null,
        deviceOdometerMeters: null,
        vehicleStatus: null,
        protection: null,
        online: false,
        lastSeenTimestamp: null,
        rejectedPositions: 0,
        editableFields: EVERY_FIELD,
      });
    });

    test('a batch of nothing but bad serials adds nothing', async () => {
      const before = (await businessEvents(app)).length;
      expect(await must('addDevices', { deviceSerialNumbers: ['x', 'y'] })).toEqual({
        added: [],
        duplicates: [],
        invalid: ['x', 'y'],
      });
      expect((await businessEvents(app)).length).toBe(before);
      expect((await call('addDevices', { deviceSerialNumbers: [] })).code).toBe(-2);
    });
  });

  test("serves the vehicle's supply voltage and the tracker's own odometer beside the platform's odometer", async () => {
    const [serial] = await tenants.devices(admin, 1);
    const at = app.clock.now();
    // What the gateway records for a fix carrying external power and the tracker's odometer.
    const events = telemetryDecider.decide(
      {
        type: 'RecordPosition',
        serial,
        receivedAt: at,
        config: DEFAULT_TELEMETRY_CONFIG,
        carried: emptyTelemetrySnapshot(serial),
        report: {
          fixTime: at - 1_000,
          valid: true,
          latitude: 25.0339,
          longitude: 121.5645,
          speedKmh: 0,
          course: 0,
          locateType: 'gps',
          powerVoltage: 13.8,
          deviceOdometerMeters: 81_234_500,
        },
      },
      telemetryDecider.initialState,
    );
    const written = await app.platform.events.append(
      streams.telemetry(serial, at),
      events.map((e) => ({ id: randomUUID(), type: e.type, data: { ...e.data } })),
      'any',
    );
    await app.platform.runner.waitFor(written.position);
    expect(await device(serial)).toMatchObject({
      powerVoltage: 13.8,
      deviceOdometerMeters: 81_234_500,
      odometerMeters: 0,
    });
  });

  describe('getDevices filters', () => {
    test('keyword matches serial, car name, owner and fleet alias, case-insensitively', async () => {
      const word = tenants.name('Kw').replace(/-/g, '');
      const fleet = await tenants.fleet(admin, { alias: `Fleet ${word.toUpperCase()}` });
      const [inFleet] = await tenants.devices(admin, 1, fleet.id);
      const [byCar, byOwner, unrelated] = await tenants.devices(admin, 3);
      await app.ok('editDevice', { deviceSerialNumber: byCar, carName: `Car ${word}` }, admin);
      await app.ok(
        'editDevice',
        { deviceSerialNumber: byOwner, ownerName: `${word.toLowerCase()} Lin` },
        admin,
      );
      await app.ok('editDevice', { deviceSerialNumber: unrelated, carName: 'Other' }, admin);

      const page = await must('getDevices', { keyword: word.toLowerCase() });
      expect(serialsOf(page)).toEqual([inFleet, byCar, byOwner].sort());
      expect(page.total).toBe(3);

      const bySerial = await must('getDevices', { keyword: byOwner.slice(-6) });
      expect(serialsOf(bySerial)).toContain(byOwner);
      expect(bySerial.rows.every((d: any) => d.deviceSerialNumber.includes(byOwner.slice(-6)))).toBe(true);
    });

    test('deviceSerialNumber finds one device, deviceSerialNumbers several', async () => {
      const serials = await tenants.devices(admin, 3);
      expect(serialsOf(await must('getDevices', { deviceSerialNumber: serials[1] }))).toEqual([serials[1]]);
      const some = await must('getDevices', { deviceSerialNumbers: [serials[2], serials[0], '999'] });
      expect(some.total).toBe(2);
      expect(serialsOf(some)).toEqual([serials[0], serials[2]]);
      expect(await must('getDevices', { deviceSerialNumber: '999' })).toEqual({ total: 0, rows: [] });
      expect((await call('getDevices', { deviceSerialNumber: 'abc' })).code).toBe(-2);
    });

    test('fleetId lists a fleet’s devices; isContainSubFleet adds its sub-fleets’ devices', async () => {
      const fleet = await tenants.fleet(admin);
      const sub = await tenants.subFleet(admin, fleet.id);
      const own = await tenants.devices(admin, 2, fleet.id);
      const subs = await tenants.devices(admin, 1, sub.id);
      await tenants.devices(admin, 1, (await tenants.fleet(admin)).id);

      expect(serialsOf(await must('getDevices', { fleetId: fleet.id }))).toEqual(own);
      expect(serialsOf(await must('getDevices', { fleetId: fleet.id, isContainSubFleet: false }))).toEqual(
        own,
      );
      const family = await must('getDevices', { fleetId: fleet.id, isContainSubFleet: true });
      expect(serialsOf(family)).toEqual([...own, ...subs].sort());
      expect(serialsOf(await must('getDevices', { fleetId: sub.id, isContainSubFleet: true }))).toEqual(subs);
    });

    test('filterServiceExpiredDate keeps devices whose service ends at or before it', async () => {
      const [early] = await tenants.devices(admin, 1);
      const firstExpiry = (await device(early)).serviceExpiredDate;
      app.clock.advance(DAY);
      admin = await app.adminToken();
      const [late] = await tenants.devices(admin, 1);
      expect((await device(late)).serviceExpiredDate).toBe(firstExpiry + micros(DAY));

      const both = [early, late];
      const atFirst = await must('getDevices', {
        deviceSerialNumbers: both,
        filterServiceExpiredDate: firstExpiry,
      });
      expect(serialsOf(atFirst)).toEqual([early]);
      const before = await must('getDevices', {
        deviceSerialNumbers: both,
        filterServiceExpiredDate: firstExpiry - 1,
      });
      expect(before.total).toBe(0);
      const later = await must('getDevices', {
        deviceSerialNumbers: both,
        filterServiceExpiredDate: firstExpiry + micros(DAY),
      });
      expect(serialsOf(later)).toEqual(both);
    });

    test('lastLoadingTimestamp returns only the devices changed after it', async () => {
      const fleet = await tenants.fleet(admin);
      const serials = await tenants.devices(admin, 5, fleet.id);
      const [edited, moved, stopped, withPassword, untouched] = serials;
      const since = micros(app.clock.now());
      app.clock.advance(1000);

      await app.ok('editDevice', { deviceSerialNumber: edited, carName: 'Changed' }, admin);
      await app.ok('allocationDevice', { deviceSerialNumbers: [moved], fleetId: null }, admin);
      await app.ok('stopDeviceService', { deviceSerialNumbers: [stopped] }, admin);
      await app.ok('editDevice', { deviceSerialNumber: withPassword, password: 'x-password' }, admin);

      const changed = await must('getDevices', { deviceSerialNumbers: serials, lastLoadingTimestamp: since });
      expect(serialsOf(changed)).toEqual([edited, moved, stopped, withPassword]);
      expect(changed.rows.every((d: any) => d.updatedTimestamp > since)).toBe(true);
      expect(serialsOf(changed)).not.toContain(untouched);

      // Polling again from the newest change returns nothing until something else changes.
      const newest = Math.max(...changed.rows.map((d: any) => d.updatedTimestamp));
      expect(
        (await must('getDevices', { deviceSerialNumbers: serials, lastLoadingTimestamp: newest })).total,
      ).toBe(0);
    });

    test('a fleet’s new alias reaches its devices, and pollers see them as changed', async () => {
      const fleet = await tenants.fleet(admin);
      const serials = await tenants.devices(admin, 2, fleet.id);
      const since = micros(app.clock.now());
      app.clock.advance(1000);
      admin = await app.adminToken();
      await app.ok('editFleet', { id: fleet.id, alias: 'Renamed fleet' }, admin);

      const changed = await must('getDevices', { fleetId: fleet.id, lastLoadingTimestamp: since });
      expect(serialsOf(changed)).toEqual(serials);
      expect(changed.rows.map((d: any) => d.fleetAlias)).toEqual(['Renamed fleet', 'Renamed fleet']);
    });

    test('filters combine', async () => {
      const fleet = await tenants.fleet(admin);
      const [a, b] = await tenants.devices(admin, 2, fleet.id);
      await app.ok('editDevice', { deviceSerialNumber: a, carName: 'Blue van' }, admin);
      await app.ok('editDevice', { deviceSerialNumber: b, carName: 'Red van' }, admin);
      const page = await must('getDevices', {
        fleetId: fleet.id,
        keyword: 'blue',
        deviceSerialNumbers: [a, b],
      });
      expect(serialsOf(page)).toEqual([a]);
    });
  });

  describe('getDevices page sizes', () => {
    test('a client gets 1000 devices a call by default, an administrator 200', async () => {
      const { fleet, serials } = await crowdedFleet();
      const token = await tenants.signIn(fleet);

      const client = await must('getDevices', {}, token);
      expect(client.total).toBe(1001);
      expect(client.rows).toHaveLength(1000);
      expect(serialsOf(client)).toEqual(serials.slice(0, 1000));
      const rest = await must('getDevices', { pageIndex: 1 }, token);
      expect(serialsOf(rest)).toEqual(serials.slice(1000));

      const byAdmin = await must('getDevices', { fleetId: fleet.id });
      expect(byAdmin.total).toBe(1001);
      expect(serialsOf(byAdmin)).toEqual(serials.slice(0, 200));
      const page3 = await must('getDevices', { fleetId: fleet.id, pageIndex: 3, pageRows: 50 });
      expect(serialsOf(page3)).toEqual(serials.slice(150, 200));
    }, 120_000);

    test('page sizes outside 1..1000 are refused (-2)', async () => {
      const [serial] = await tenants.devices(admin, 1);
      for (const pageRows of [0, 1001, -5]) {
        expect((await call('getDevices', { pageRows })).code).toBe(-2);
      }
      expect((await call('getDevices', { pageIndex: -1 })).code).toBe(-2);
      expect((await must('getDevices', { deviceSerialNumber: serial, pageRows: 1000 })).total).toBe(1);
    });
  });

  describe('allocationDevice', () => {
    test('allocates to a fleet, to a sub-fleet and back to unallocated; device counts follow', async () => {
      const fleet = await tenants.fleet(admin, { alias: 'Main alias' });
      const sub = await tenants.subFleet(admin, fleet.id, { alias: 'Sub alias' });
      const serials = await tenants.devices(admin, 3);
      const count = async (id: string) => (await tenants.fleetById(admin, id)).numberOfDevices;

      const toFleet = await must('allocationDevice', { deviceSerialNumbers: serials, fleetId: fleet.id });
      expect(toFleet.map((d: any) => [d.fleetId, d.fleetAlias, d.parentFleetId, d.allocated])).toEqual(
        serials.map(() => [fleet.id, 'Main alias', null, 1]),
      );
      expect([await count(fleet.id), await count(sub.id)]).toEqual([3, 0]);

      const toSub = await must('allocationDevice', {
        deviceSerialNumbers: serials.slice(0, 2),
        fleetId: sub.id,
      });
      expect(toSub.map((d: any) => [d.fleetId, d.fleetAlias, d.parentFleetId])).toEqual([
        [sub.id, 'Sub alias', fleet.id],
        [sub.id, 'Sub alias', fleet.id],
      ]);
      expect([await count(fleet.id), await count(sub.id)]).toEqual([1, 2]);

      const back = await must('allocationDevice', {
        deviceSerialNumbers: [serials[0], serials[2]],
        fleetId: null,
      });
      expect(back.map((d: any) => [d.fleetId, d.fleetAlias, d.parentFleetId, d.allocated])).toEqual([
        [null, null, null, 0],
        [null, null, null, 0],
      ]);
      expect([await count(fleet.id), await count(sub.id)]).toEqual([0, 1]);
    });

    test('allocating where a device already is records nothing', async () => {
      const fleet = await tenants.fleet(admin);
      const serials = await tenants.devices(admin, 2, fleet.id);
      const before = (await businessEvents(app)).length;
      await must('allocationDevice', { deviceSerialNumbers: serials, fleetId: fleet.id });
      expect((await businessEvents(app)).length).toBe(before);
      expect((await tenants.fleetById(admin, fleet.id)).numberOfDevices).toBe(2);
    });

    test('an unknown fleet or an unknown serial is not found (-3) and nothing moves', async () => {
      const fleet = await tenants.fleet(admin);
      const serials = await tenants.devices(admin, 2);
      const noFleet = await call('allocationDevice', {
        deviceSerialNumbers: serials,
        fleetId: 'no-such-fleet',
      });
      expect(noFleet.code).toBe(-3);
      const [unknown] = tenants.serials(1);
      const noDevice = await call('allocationDevice', {
        deviceSerialNumbers: [serials[0], unknown, serials[1]],
        fleetId: fleet.id,
      });
      expect(noDevice.code).toBe(-3);
      expect(noDevice.message).toContain(unknown);
      const page = await must('getDevices', { deviceSerialNumbers: serials });
      expect(page.rows.map((d: any) => d.fleetId)).toEqual([null, null]);
      expect((await tenants.fleetById(admin, fleet.id)).numberOfDevices).toBe(0);
    });
  });

  describe('editDevice by an administrator', () => {
    test('changes the admin editor’s fields and only those given', async () => {
      const [serial] = await tenants.devices(admin, 1);
      const before = await device(serial);
      const edited = await must('editDevice', {
        deviceSerialNumber: serial,
        carName: 'Taxi 7',
        ownerName: 'Wang',
        ownerPhone: '0912-345-678',
        email: 'wang@example.com',
        simCardNumber: '0987654321',
        deviceIcon: 4,
        firmwareVersion: 'v2.1',
        esimId: 'ESIM-1',
        isValueAddedVisible: 0,
        isCarElectricity: 0,
        serviceStatusCode: 2,
      });
      expect(edited).toEqual({
        ...before,
        carName: 'Taxi 7',
        deviceOwnerName: 'Wang',
        phoneNumber: '0912-345-678',
        email: 'wang@example.com',
        simNumber: '0987654321',
        deviceIcon: 4,
        firmwareVersion: 'v2.1',
        esimId: 'ESIM-1',
        isValueAddedVisible: 0,
        carElectricity: 0,
        serviceStatusCode: 2,
        status: 2,
        updatedTimestamp: expect.any(Number),
      });

      const again = await must('editDevice', {
        deviceSerialNumber: serial,
        carName: 'Taxi 8',
        isValueAddedVisible: 1,
      });
      expect(again).toEqual({ ...edited, carName: 'Taxi 8', isValueAddedVisible: 1 });
      const events = (await businessEvents(app)).filter((e) => e.streamId === `device-${serial}`);
      expect(events.map((e) => e.type)).toEqual(['DeviceAdded', 'DeviceEdited', 'DeviceEdited']);
      expect(events[2].data.changes).toEqual({ carName: 'Taxi 8', isValueAddedVisible: 1 });
    });

    test('an edit that changes nothing records nothing; a blank clears a text field', async () => {
      const [serial] = await tenants.devices(admin, 1);
      await must('editDevice', { deviceSerialNumber: serial, carName: 'Same' });
      const before = (await businessEvents(app)).length;
      await must('editDevice', { deviceSerialNumber: serial, carName: 'Same', deviceIcon: 1 });
      expect((await businessEvents(app)).length).toBe(before);
      expect(await must('editDevice', { deviceSerialNumber: serial, carName: '  ' })).toMatchObject({
        carName: null,
      });
    });

    test('the model is set trimmed, read back, cleared with blank text, and refused over 40 characters', async () => {
      const [serial] = await tenants.devices(admin, 1);
      expect(await must('editDevice', { deviceSerialNumber: serial, model: ' LW-01 ' })).toMatchObject({
        model: 'LW-01',
      });
      expect(await device(serial)).toMatchObject({ model: 'LW-01' });
      const tooLong = await call('editDevice', { deviceSerialNumber: serial, model: 'm'.repeat(41) });
      expect(tooLong.code).toBe(-2);
      expect(tooLong.data.issues).toEqual([
        { field: 'model', code: 'too_long', params: { max: 40 }, message: expect.any(String) },
      ]);
      expect(await device(serial)).toMatchObject({ model: 'LW-01' });
      expect(await must('editDevice', { deviceSerialNumber: serial, model: '  ' })).toMatchObject({
        model: null,
      });
      expect(await device(serial)).toMatchObject({ model: null });
    });

    test('the speed limit is set in whole km/h from 1 to 300, read back, cleared with null, and refused outside', async () => {
      const [serial] = await tenants.devices(admin, 1);
      expect(await must('editDevice', { deviceSerialNumber: serial, speedLimitKmh: 80 })).toMatchObject({
        speedLimitKmh: 80,
      });
      expect(await device(serial)).toMatchObject({ speedLimitKmh: 80 });
      for (const [speedLimitKmh, code] of [
        [0, 'too_small'],
        [301, 'too_large'],
      ] as const) {
        const refused = await call('editDevice', { deviceSerialNumber: serial, speedLimitKmh });
        expect(refused.code).toBe(-2);
        expect(refused.data.issues).toEqual([
          { field: 'speedLimitKmh', code, params: expect.any(Object), message: expect.any(String) },
        ]);
      }
      expect(await device(serial)).toMatchObject({ speedLimitKmh: 80 });
      expect(await must('editDevice', { deviceSerialNumber: serial, speedLimitKmh: null })).toMatchObject({
        speedLimitKmh: null,
      });
    });

    test('serviceStatusCode null clears the service status', async () => {
      const [serial] = await tenants.devices(admin, 1);
      const cleared = await must('editDevice', { deviceSerialNumber: serial, serviceStatusCode: null });
      expect(cleared).toMatchObject({ serviceStatusCode: null });
      expect(await must('editDevice', { deviceSerialNumber: serial, serviceStatusCode: 1 })).toMatchObject({
        serviceStatusCode: 1,
        status: 1,
      });
    });

    test('a password lets the device sign in with its serial number', async () => {
      const [serial] = await tenants.devices(admin, 1);
      const signIn = () => app.api('login', { deviceSerialNumber: serial, password: sha('dev-pass') });
      expect((await signIn()).code).toBe(-6);
      const edited = await must('editDevice', { deviceSerialNumber: serial, password: 'dev-pass' });
      expect(edited.hasPassword).toBe(true);
      expect(JSON.stringify(await app.api('getDevices', { deviceSerialNumber: serial }, admin))).not.toMatch(
        /scrypt/,
      );
      expect((await signIn()).code).toBe(0);
    });

    test.each([
      ['deviceIcon', { deviceIcon: 8 }],
      ['deviceIcon', { deviceIcon: 0 }],
      ['carName', { carName: 'x'.repeat(51) }],
      ['ownerName', { ownerName: 'x'.repeat(51) }],
      ['ownerPhone', { ownerPhone: 'phone' }],
      ['email', { email: 'nobody' }],
      ['simNumber', { simCardNumber: '09-12' }],
      ['firmwareVersion', { firmwareVersion: 'x'.repeat(41) }],
      ['esimId', { esimId: 'x'.repeat(41) }],
      ['isValueAddedVisible', { isValueAddedVisible: 2 }],
      ['carElectricity', { isCarElectricity: -1 }],
      ['serviceStatusCode', { serviceStatusCode: 5 }],
      ['password', { password: 'plain' }],
    ])('refuses an invalid %s (%j) with -2 and changes nothing', async (field, bad) => {
      const [serial] = await tenants.devices(admin, 1);
      const before = await device(serial);
      const res = await call('editDevice', { deviceSerialNumber: serial, carName: 'Would change', ...bad });
      expect(res.code).toBe(-2);
      expect(res.message).toContain(field);
      expect(await device(serial)).toEqual(before);
    });

    test('an unknown device is not found (-3)', async () => {
      const [unknown] = tenants.serials(1);
      expect((await call('editDevice', { deviceSerialNumber: unknown, carName: 'X' })).code).toBe(-3);
    });

    test('fleetId moves the device, null takes it out of its fleet', async () => {
      const fleet = await tenants.fleet(admin);
      const [serial] = await tenants.devices(admin, 1);
      expect(await must('editDevice', { deviceSerialNumber: serial, fleetId: fleet.id })).toMatchObject({
        fleetId: fleet.id,
        allocated: 1,
      });
      expect(await must('editDevice', { deviceSerialNumber: serial, fleetId: null })).toMatchObject({
        fleetId: null,
        allocated: 0,
      });
      expect((await tenants.fleetById(admin, fleet.id)).numberOfDevices).toBe(0);
    });
  });

  describe('editDevice by a client', () => {
    const clientFields = {
      carName: 'My car',
      ownerName: 'Me',
      ownerPhone: '+886 912 000 111',
      email: 'me@example.com',
      deviceIcon: 2,
    };

    test('a fleet with slot 1 changes the client fields of its devices', async () => {
      const fleet = await tenants.fleet(admin, { permissions: '100' });
      const [serial] = await tenants.devices(admin, 1, fleet.id);
      const token = await tenants.signIn(fleet);
      const edited = await must('editDevice', { deviceSerialNumber: serial, ...clientFields }, token);
      expect(edited).toMatchObject({
        carName: 'My car',
        deviceOwnerName: 'Me',
        phoneNumber: '+886 912 000 111',
        email: 'me@example.com',
        deviceIcon: 2,
      });
      const withPassword = await must(
        'editDevice',
        { deviceSerialNumber: serial, password: 'pw-password' },
        token,
      );
      expect(withPassword.hasPassword).toBe(true);
      expect(
        (await app.api('login', { deviceSerialNumber: serial, password: sha('pw-password') })).code,
      ).toBe(0);
    });

    test.each([
      ['simCardNumber', '0911222333'],
      ['firmwareVersion', 'v9'],
      ['model', 'LW-01'],
      ['speedLimitKmh', 90],
      ['serviceStatusCode', 3],
      ['esimId', 'E1'],
      ['isValueAddedVisible', 0],
      ['isCarElectricity', 0],
    ])('a fleet may not change %s: -4 naming the field, nothing changed', async (field, value) => {
      const fleet = await tenants.fleet(admin);
      const [serial] = await tenants.devices(admin, 1, fleet.id);
      const token = await tenants.signIn(fleet);
      const before = await device(serial);
      const res = await call(
        'editDevice',
        { deviceSerialNumber: serial, carName: 'Mine', [field]: value },
        token,
      );
      expect(res.code).toBe(-4);
      expect(res.message).toContain(field);
      expect(await device(serial)).toEqual(before);
    });

    test('a fleet without slot 1 may not edit its devices (-4)', async () => {
      const fleet = await tenants.fleet(admin, { permissions: '011' });
      const [serial] = await tenants.devices(admin, 1, fleet.id);
      const token = await tenants.signIn(fleet);
      const res = await call('editDevice', { deviceSerialNumber: serial, carName: 'Nope' }, token);
      expect(res.code).toBe(-4);
      expect((await device(serial)).carName).toBeNull();
    });

    test('a sub-fleet with slot 1 edits its own devices; a device account edits itself', async () => {
      const fleet = await tenants.fleet(admin);
      const sub = await tenants.subFleet(admin, fleet.id);
      const [serial] = await tenants.devices(admin, 1, sub.id);
      const subToken = await tenants.signIn(sub);
      expect(
        await must('editDevice', { deviceSerialNumber: serial, carName: 'By sub' }, subToken),
      ).toMatchObject({
        carName: 'By sub',
      });

      const account = await tenants.deviceAccount(admin, serial);
      const deviceToken = await tenants.signInDevice(account);
      expect(
        await must(
          'editDevice',
          { deviceSerialNumber: serial, carName: 'By itself', deviceIcon: 7 },
          deviceToken,
        ),
      ).toMatchObject({ carName: 'By itself', deviceIcon: 7 });
      const denied = await call(
        'editDevice',
        { deviceSerialNumber: serial, simCardNumber: '1' },
        deviceToken,
      );
      expect(denied.code).toBe(-4);
      expect(denied.message).toContain('simCardNumber');
    });
  });

  describe("each row's editableFields: what the caller may change, as editDevice names it", () => {
    test('a device administrator may change every field, in the answer of every device call', async () => {
      const fleet = await tenants.fleet(admin);
      const [serial, other] = await tenants.devices(admin, 2);
      expect((await device(serial)).editableFields).toEqual(EVERY_FIELD);
      const edited = await must('editDevice', { deviceSerialNumber: serial, carName: 'Any' });
      expect(edited.editableFields).toEqual(EVERY_FIELD);
      const moved = await must('allocationDevice', { deviceSerialNumbers: [serial], fleetId: fleet.id });
      expect(moved.map((d: any) => d.editableFields)).toEqual([EVERY_FIELD]);
      const stopped = await must('stopDeviceService', { deviceSerialNumbers: [other] });
      expect(stopped.map((d: any) => d.editableFields)).toEqual([EVERY_FIELD]);
    });

    test('a customer editor (CUSTOMER edit, no DEVICE edit) is offered exactly what editDevice accepts', async () => {
      const editor = await createAdmin(app, { rights: { 3: '0001', 5: '0101' } });
      const token = (
        await app.ok('loginAccount', { account: editor.account, password: sha(editor.password) })
      ).token;
      const [serial] = await tenants.devices(admin, 1);
      const row = await device(serial, token);
      expect(row.editableFields).toEqual(CUSTOMER_EDITOR_FIELDS);
      const edited = await must(
        'editDevice',
        { deviceSerialNumber: serial, carName: 'Edited', esimId: 'E2' },
        token,
      );
      expect(edited).toMatchObject({
        carName: 'Edited',
        esimId: 'E2',
        editableFields: CUSTOMER_EDITOR_FIELDS,
      });
      for (const field of EVERY_FIELD.filter((f) => !CUSTOMER_EDITOR_FIELDS.includes(f))) {
        const value = field === 'serviceStatusCode' ? 2 : field === 'password' ? 'pw-password' : 'x';
        const res = await call('editDevice', { deviceSerialNumber: serial, [field]: value }, token);
        expect([field, res.code]).toEqual([field, -4]);
      }
    });

    test('a client with slot 1 gets the update payload; without slot 1, nothing; a device account, its own', async () => {
      const fleet = await tenants.fleet(admin, { permissions: '100' });
      const readOnly = await tenants.fleet(admin, { permissions: '011' });
      const [serial] = await tenants.devices(admin, 1, fleet.id);
      const [locked] = await tenants.devices(admin, 1, readOnly.id);
      expect((await device(serial, await tenants.signIn(fleet))).editableFields).toEqual(CLIENT_FIELDS);
      expect((await device(locked, await tenants.signIn(readOnly))).editableFields).toEqual([]);
      const account = await tenants.deviceAccount(admin, serial);
      expect((await device(serial, await tenants.signInDevice(account))).editableFields).toEqual(
        CLIENT_FIELDS,
      );
    });
  });

  describe('moving a device with editDevice.fleetId', () => {
    async function family(permissions = '111') {
      const fleet = await tenants.fleet(admin, { permissions });
      const sub = await tenants.subFleet(admin, fleet.id);
      const [serial] = await tenants.devices(admin, 1, fleet.id);
      return { fleet, sub, serial, token: await tenants.signIn(fleet) };
    }
    const counts = async (...ids: string[]) =>
      Promise.all(ids.map(async (id) => (await tenants.fleetById(admin, id)).numberOfDevices));

    test('a main fleet with fleet management moves devices between itself and its sub-fleet', async () => {
      const { fleet, sub, serial, token } = await family();
      const moved = await must('editDevice', { deviceSerialNumber: serial, fleetId: sub.id }, token);
      expect(moved).toMatchObject({ fleetId: sub.id, parentFleetId: fleet.id, fleetAlias: sub.alias });
      expect(await counts(fleet.id, sub.id)).toEqual([0, 1]);
      const back = await must(
        'editDevice',
        { deviceSerialNumber: serial, fleetId: fleet.id, carName: 'Home' },
        token,
      );
      expect(back).toMatchObject({ fleetId: fleet.id, parentFleetId: null, carName: 'Home' });
      expect(await counts(fleet.id, sub.id)).toEqual([1, 0]);
    });

    test('without fleet management the move is refused (-4) and nothing changes, the edit included', async () => {
      const { fleet, sub, serial, token } = await family('101');
      const res = await call(
        'editDevice',
        { deviceSerialNumber: serial, carName: 'Moved?', fleetId: sub.id },
        token,
      );
      expect(res.code).toBe(-4);
      expect(await device(serial)).toMatchObject({ fleetId: fleet.id, carName: null });
      expect(await counts(fleet.id, sub.id)).toEqual([1, 0]);
    });

    test('a client can never unallocate a device (-4)', async () => {
      const { fleet, serial, token } = await family();
      const res = await call('editDevice', { deviceSerialNumber: serial, fleetId: null }, token);
      expect(res.code).toBe(-4);
      expect((await device(serial)).fleetId).toBe(fleet.id);
    });

    test('a sub-fleet cannot move devices, not even back to its main fleet (-4)', async () => {
      const { fleet, sub } = await family();
      const [serial] = await tenants.devices(admin, 1, sub.id);
      const subToken = await tenants.signIn(sub);
      const res = await call('editDevice', { deviceSerialNumber: serial, fleetId: fleet.id }, subToken);
      // Moving is fleet management, which a sub-fleet never has: refused whatever the target.
      expect(res.code).toBe(-4);
      expect((await device(serial)).fleetId).toBe(sub.id);
    });

    test('allocationDevice follows the same rule for main fleets', async () => {
      const { fleet, sub, serial, token } = await family();
      const moved = await must('allocationDevice', { deviceSerialNumbers: [serial], fleetId: sub.id }, token);
      expect(moved).toEqual([expect.objectContaining({ fleetId: sub.id })]);
      const noManagement = await family('101');
      const res = await call(
        'allocationDevice',
        { deviceSerialNumbers: [noManagement.serial], fleetId: noManagement.sub.id },
        noManagement.token,
      );
      expect(res.code).toBe(-4);
      expect((await device(noManagement.serial)).fleetId).toBe(noManagement.fleet.id);
      expect(await counts(fleet.id, sub.id)).toEqual([0, 1]);
    });
  });

  describe('getExpireServiceDevices', () => {
    /** Every page of the list (the crowded fleet alone has more than one). */
    async function everyExpiring(token = admin) {
      const rows: any[] = [];
      for (let pageIndex = 0; ; pageIndex++) {
        const page = await must('getExpireServiceDevices', { pageIndex, pageRows: 1000 }, token);
        rows.push(...page.rows);
        if (rows.length >= page.total) return { total: page.total, rows };
      }
    }

    test('lists the devices whose service ends within 30 days, soonest first, within the caller’s scope', async () => {
      const fleet = await tenants.fleet(admin);
      const other = await tenants.fleet(admin);
      const [soon] = await tenants.devices(admin, 1, fleet.id);
      const [othersSoon] = await tenants.devices(admin, 1, other.id);
      app.clock.advance(200 * DAY);
      admin = await app.adminToken();
      const [later] = await tenants.devices(admin, 1, fleet.id);
      app.clock.advance(140 * DAY); // 340 days after the first devices: their year ends in 25 days
      admin = await app.adminToken();

      const limit = micros(app.clock.now() + 30 * DAY);
      const all = await everyExpiring();
      expect(serialsOf(all)).toEqual(expect.arrayContaining([soon, othersSoon]));
      expect(serialsOf(all)).not.toContain(later);
      const dates = all.rows.map((d: any) => d.serviceExpiredDate);
      expect(dates.every((d: number) => d <= limit)).toBe(true);
      expect(dates).toEqual([...dates].sort((a, b) => a - b));

      const byFleet = await must('getExpireServiceDevices', {}, await tenants.signIn(fleet));
      expect(byFleet).toEqual({ total: 1, rows: [expect.objectContaining({ deviceSerialNumber: soon })] });
      expect(byFleet.rows[0].editableFields).toEqual(CLIENT_FIELDS);
      expect(all.rows[0].editableFields).toEqual(EVERY_FIELD);

      const deviceToken = await tenants.signInDevice(await tenants.deviceAccount(admin, othersSoon));
      const byDevice = await must('getExpireServiceDevices', {}, deviceToken);
      expect(serialsOf(byDevice)).toEqual([othersSoon]);
    });

    test('pages like every list', async () => {
      const [a, b] = await tenants.devices(admin, 2);
      app.clock.advance(340 * DAY);
      admin = await app.adminToken();
      const everything = await everyExpiring();
      expect(serialsOf(everything)).toEqual(expect.arrayContaining([a, b]));
      const byDefault = await must('getExpireServiceDevices', {});
      expect(byDefault.total).toBe(everything.total);
      expect(serialsOf(byDefault)).toEqual(serialsOf(everything).slice(0, 200));
      const second = await must('getExpireServiceDevices', { pageIndex: 1, pageRows: 3 });
      expect(serialsOf(second)).toEqual(serialsOf(everything).slice(3, 6));
      expect((await call('getExpireServiceDevices', { pageRows: 1001 })).code).toBe(-2);
    });
  });

  describe('stopDeviceService', () => {
    test('stops the service of several devices at once: status 3, service status 3', async () => {
      const serials = await tenants.devices(admin, 3);
      const stopped = await must('stopDeviceService', { deviceSerialNumbers: serials.slice(0, 2) });
      expect(stopped.map((d: any) => [d.deviceSerialNumber, d.status, d.serviceStatusCode])).toEqual([
        [serials[0], 3, 3],
        [serials[1], 3, 3],
      ]);
      expect(await device(serials[2])).toMatchObject({ status: 1, serviceStatusCode: 1 });

      const before = (await businessEvents(app)).length;
      await must('stopDeviceService', { deviceSerialNumbers: serials.slice(0, 2) });
      expect((await businessEvents(app)).length).toBe(before);

      // An administrator can put a device back in service.
      expect(
        await must('editDevice', { deviceSerialNumber: serials[0], serviceStatusCode: 1 }),
      ).toMatchObject({
        status: 1,
        serviceStatusCode: 1,
      });
    });

    test('an unknown serial stops nothing (-3)', async () => {
      const serials = await tenants.devices(admin, 2);
      const [unknown] = tenants.serials(1);
      const res = await call('stopDeviceService', { deviceSerialNumbers: [serials[0], unknown, serials[1]] });
      expect(res.code).toBe(-3);
      const page = await must('getDevices', { deviceSerialNumbers: serials });
      expect(page.rows.map((d: any) => d.status)).toEqual([1, 1]);
    });
  });
});
