import { AdminFunction } from '@gps/domain';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { Tenants, businessEvents, type FleetFixture } from '../support/tenants';
import { doorsOf, ok, type Door } from '../support/two-doors';

jest.setTimeout(60_000);

/**
 * Maintenance items through both doors (docs/decisions/mileage-maintenance.md): added, listed per
 * device and per fleet (20 a page), edited, serviced and deleted; each answer row with its next
 * due point and whether it is due; tenancy as every per-device call; each rule on its field with
 * nothing stored; a device whose service expired refused.
 */

/** The test clock starts on 2026-11-01 at 16:00 in Taipei, the platform's zone. */
const TODAY = '2026-11-01';
const item = (deviceSerialNumber: string, fields: Record<string, unknown> = {}) => ({
  deviceSerialNumber,
  name: 'Engine oil',
  intervalKm: 5000,
  intervalDays: 30,
  lastServiceOdometerKm: 0,
  lastServiceDate: '2026-10-01',
  remark: 'synthetic',
  ...fields,
});

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 869_000_000_000_000);
let main: FleetFixture;
let sub: FleetFixture;
let other: FleetFixture;
let mainDevices: string[];
let subDevice: string;
let otherDevice: string;
let expiredDevice: string;
let deviceAccount: { serial: string; password: string };

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
  ({ main, sub, other, mainDevices, subDevice, otherDevice, expiredDevice, deviceAccount } =
    await tenants.deviceDataWorld(admin));
});
beforeEach(async () => {
  admin = await app.adminToken();
});
afterAll(() => app.stop());

const list = (door: Door, input: Record<string, unknown>, token: string) =>
  ok(door, 'getMileageMaintances', input, token);

describe.each(doorsOf(() => app))('mileage maintenance through $name', (door) => {
  test('a fleet adds an item, lists it with its due point, edits, services and deletes it', async () => {
    const token = await tenants.signIn(main);
    // A device of its own for each door: the list is compared whole.
    const serial = door.name === 'api' ? mainDevices[0] : mainDevices[3];
    const oil = await ok(door, 'addMileageMaintance', item(serial), token);
    expect(oil).toEqual({
      id: expect.any(String),
      deviceSerialNumber: serial,
      carName: null,
      name: 'Engine oil',
      intervalKm: 5000,
      intervalDays: 30,
      lastServiceOdometerKm: 0,
      lastServiceDate: '2026-10-01',
      remark: 'synthetic',
      nextDueOdometerKm: 5000,
      nextDueDate: '2026-10-31',
      odometerKm: null,
      // 31 October has passed in Taipei: due by date, the odometer unknown.
      due: true,
      dueBy: ['date'],
    });
    app.clock.advance(1000);
    const tyres = await ok(
      door,
      'addMileageMaintance',
      item(serial, { name: 'Tyres', intervalDays: undefined, intervalKm: 40_000, remark: undefined }),
      token,
    );
    expect(tyres).toMatchObject({
      intervalDays: null,
      nextDueDate: null,
      remark: null,
      due: false,
      dueBy: [],
    });
    expect(await list(door, { deviceSerialNumber: serial }, token)).toEqual({ total: 2, rows: [oil, tyres] });

    const edited = await ok(
      door,
      'editMileageMaintance',
      { ...item(serial, { intervalDays: 60 }), id: oil.id },
      token,
    );
    expect(edited).toEqual({ ...oil, intervalDays: 60, nextDueDate: '2026-11-30', due: false, dueBy: [] });

    const serviced = await ok(
      door,
      'recordMileageMaintanceService',
      { deviceSerialNumber: serial, id: tyres.id, odometerKm: 120 },
      token,
    );
    expect(serviced).toMatchObject({
      lastServiceOdometerKm: 120,
      lastServiceDate: TODAY,
      nextDueOdometerKm: 40_120,
    });
    // Without a reading, the platform odometer is the default; before the device's first position
    // no distance is known since the last service, so its reading stays.
    const again = await ok(
      door,
      'recordMileageMaintanceService',
      { deviceSerialNumber: serial, id: tyres.id },
      token,
    );
    expect(again).toMatchObject({ lastServiceOdometerKm: 120, lastServiceDate: TODAY });

    expect(
      await ok(door, 'deleteMileageMaintance', { deviceSerialNumber: serial, id: tyres.id }, token),
    ).toBe(true);
    expect((await list(door, { deviceSerialNumber: serial }, token)).rows).toEqual([edited]);
    expect(
      (await door.call('deleteMileageMaintance', { deviceSerialNumber: serial, id: tyres.id }, token)).code,
    ).toBe(-3);
  });

  test("a fleet's list holds its own and its sub-fleets' devices, 20 a page; a sub-fleet only its own", async () => {
    const token = await tenants.signIn(main);
    const serial = mainDevices[1];
    const onSub = await ok(door, 'addMileageMaintance', item(subDevice, { name: `Sub ${door.name}` }), token);
    for (let i = 0; i < 20; i++) {
      await ok(door, 'addMileageMaintance', item(serial, { name: `Item ${i}` }), token);
    }
    const first = await list(door, { fleetId: main.id }, token);
    expect(first.rows).toHaveLength(20);
    const everything = [
      first,
      await list(door, { fleetId: main.id, pageIndex: 1 }, token),
      await list(door, { fleetId: main.id, pageIndex: 2 }, token),
    ];
    const ids = everything.flatMap((p) => p.rows.map((r: { id: string }) => r.id));
    expect(ids).toContain(onSub.id);
    expect(new Set(ids).size).toBe(first.total);

    const subToken = await tenants.signIn(sub);
    const subList = await list(door, { fleetId: sub.id }, subToken);
    expect(subList.rows.map((r: { deviceSerialNumber: string }) => r.deviceSerialNumber)).toEqual(
      subList.rows.map(() => subDevice),
    );
    expect(subList.rows).toContainEqual(onSub);
    expect((await door.call('getMileageMaintances', { fleetId: main.id }, subToken)).code).toBe(-3);
    expect((await door.call('getMileageMaintances', { fleetId: other.id }, token)).code).toBe(-3);
    // Neither: every device of the caller's; both: the device, if in the fleet.
    expect((await list(door, {}, subToken)).rows).toEqual(subList.rows);
    expect((await list(door, { fleetId: sub.id, deviceSerialNumber: subDevice }, token)).rows).toEqual(
      subList.rows,
    );
    expect((await list(door, { fleetId: sub.id, deviceSerialNumber: serial }, token)).total).toBe(0);
  });

  test('tenancy: another fleet, a sub-fleet reaching its parent, a device account, administrators', async () => {
    const mainToken = await tenants.signIn(main);
    const subToken = await tenants.signIn(sub);
    const otherToken = await tenants.signIn(other);
    for (const [serial, token] of [
      [otherDevice, mainToken],
      [mainDevices[0], subToken],
      [mainDevices[0], otherToken],
    ]) {
      expect((await door.call('getMileageMaintances', { deviceSerialNumber: serial }, token)).code).toBe(-3);
      expect((await door.call('addMileageMaintance', item(serial), token)).code).toBe(-3);
    }
    // An item of one device cannot be reached through another, even one's own.
    const theirs = await ok(door, 'addMileageMaintance', item(otherDevice), otherToken);
    expect(
      (await door.call('editMileageMaintance', { ...item(mainDevices[0]), id: theirs.id }, mainToken)).code,
    ).toBe(-3);
    expect(
      (
        await door.call(
          'recordMileageMaintanceService',
          { deviceSerialNumber: mainDevices[0], id: theirs.id, odometerKm: 1 },
          mainToken,
        )
      ).code,
    ).toBe(-3);

    const deviceToken = await tenants.signInDevice(deviceAccount);
    expect(await ok(door, 'addMileageMaintance', item(deviceAccount.serial), deviceToken)).toMatchObject({
      name: 'Engine oil',
    });
    expect(
      (await door.call('getMileageMaintances', { deviceSerialNumber: mainDevices[0] }, deviceToken)).code,
    ).toBe(-3);
    expect((await door.call('getMileageMaintances', { fleetId: main.id }, deviceToken)).code).toBe(-3);

    expect((await ok(door, 'addMileageMaintance', item(otherDevice), admin)).deviceSerialNumber).toBe(
      otherDevice,
    );
    const viewer = await createAdmin(app, { rights: { [AdminFunction.CUSTOMER]: '0001' } });
    const viewerToken = await app.adminToken(viewer.account, viewer.password);
    expect(
      (await door.call('getMileageMaintances', { deviceSerialNumber: otherDevice }, viewerToken)).code,
    ).toBe(0);
    expect((await door.call('addMileageMaintance', item(otherDevice), viewerToken)).code).toBe(-4);
    expect(
      (
        await door.call(
          'deleteMileageMaintance',
          { deviceSerialNumber: otherDevice, id: theirs.id },
          viewerToken,
        )
      ).code,
    ).toBe(-4);
  });

  test('each broken rule is answered on its field and nothing is stored', async () => {
    const token = await tenants.signIn(main);
    const serial = mainDevices[2];
    const eventsBefore = (await businessEvents(app)).length;
    const refusals: [Record<string, unknown>, string, string][] = [
      [item(serial, { name: ' ' }), 'name', 'required'],
      [item(serial, { name: 'x'.repeat(51) }), 'name', 'too_long'],
      [item(serial, { intervalKm: undefined, intervalDays: undefined }), 'intervalKm', 'required'],
      [item(serial, { intervalKm: 0 }), 'intervalKm', 'too_small'],
      [item(serial, { intervalDays: -3 }), 'intervalDays', 'too_small'],
      [item(serial, { lastServiceOdometerKm: -1 }), 'lastServiceOdometerKm', 'too_small'],
      [item(serial, { lastServiceDate: '2026-11-02' }), 'lastServiceDate', 'in_future'],
      [item(serial, { lastServiceDate: '1/11/2026' }), 'lastServiceDate', 'pattern'],
      [item(serial, { remark: 'x'.repeat(281) }), 'remark', 'too_long'],
    ];
    for (const [input, field, code] of refusals) {
      const answer = await door.call('addMileageMaintance', input, token);
      expect({ field, code: answer.code }).toEqual({ field, code: -2 });
      expect(answer.data).toMatchObject({ issues: [expect.objectContaining({ field, code })] });
    }
    expect((await list(door, { deviceSerialNumber: serial }, token)).total).toBe(0);
    expect((await businessEvents(app)).length).toBe(eventsBefore);
  });

  test('a device whose service expired cannot get or change its items, and leaves the fleet list', async () => {
    const token = await tenants.signIn(main);
    for (const [call, input] of [
      ['getMileageMaintances', { deviceSerialNumber: expiredDevice }],
      ['addMileageMaintance', item(expiredDevice)],
    ] as const) {
      const answer = await door.call(call, input, token);
      expect({ call, code: answer.code, reason: answer.data?.reason }).toEqual({
        call,
        code: -5,
        reason: 'service_expired',
      });
    }
    const fleetRows = (await list(door, { fleetId: main.id, pageRows: 20 }, token)).rows;
    expect(fleetRows.map((r: { deviceSerialNumber: string }) => r.deviceSerialNumber)).not.toContain(
      expiredDevice,
    );
  });
});
