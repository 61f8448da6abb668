import { AdminFunction } from '@gps/domain';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { Tenants, businessEvents, type FleetFixture } from '../support/tenants';
import { doorsOf, ok, type Door } from '../support/two-doors';

jest.setTimeout(60_000);

/**
 * Fences and markers through both doors (docs/decisions/places.md): a device's places added,
 * listed, changed and deleted; tenancy as every per-device call (a fleet reaches its sub-fleets'
 * devices, a sub-fleet never its parent's, a device account itself, administrators by the customer
 * right); each validation rule answered on its field with nothing stored; a device whose service
 * expired refused; and copies that check every target before writing any.
 */

const circle = (deviceSerialNumber: string, fields: Record<string, unknown> = {}) => ({
  deviceSerialNumber,
  alias: 'Home',
  fenceType: 1,
  coordinates: ['25.033,121.5654', '25.034,121.5654'],
  radius: 111,
  isEnterWarning: true,
  isExitWarning: false,
  remark: 'garage',
  targetType: 0,
  ...fields,
});
const polygon = (deviceSerialNumber: string, coordinates: string[]) =>
  circle(deviceSerialNumber, { fenceType: 2, coordinates, radius: undefined, alias: 'Depot', targetType: 2 });
const SQUARE = ['25,121', '25,121.01', '25.01,121.01', '25.01,121'];
const BOW_TIE = ['25,121', '25.01,121.01', '25.01,121', '25,121.01'];
const marker = (deviceSerialNumber: string, fields: Record<string, unknown> = {}) => ({
  deviceSerialNumber,
  alias: 'Company',
  latitude: 25.04,
  longitude: 121.56,
  targetType: 1,
  markerType: 0,
  ...fields,
});

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 868_000_000_000_000);
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

const fences = (door: Door, serial: string, token: string) =>
  ok(door, 'getFences', { deviceSerialNumber: serial }, token);
const markers = (door: Door, serial: string, token: string) =>
  ok(door, 'getMarkers', { deviceSerialNumber: serial }, token);

describe.each(doorsOf(() => app))('places through $name', (door) => {
  test('a fleet adds a circle and a polygon, lists them oldest first, edits one and deletes the other', async () => {
    const token = await tenants.signIn(main);
    const serial = mainDevices[0];
    const before = await fences(door, serial, token);
    const home = await ok(door, 'addFence', circle(serial), token);
    expect(home).toEqual({
      id: expect.any(String),
      deviceSerialNumber: serial,
      alias: 'Home',
      fenceType: 1,
      coordinates: ['25.033,121.5654', '25.034,121.5654'],
      radius: 111,
      isEnterWarning: true,
      isExitWarning: false,
      remark: 'garage',
      targetType: 0,
    });
    // Listed by when they were added (ties in one millisecond by id): a second apart here.
    app.clock.advance(1000);
    const depot = await ok(door, 'addFence', polygon(serial, SQUARE), token);
    expect(depot).toMatchObject({ fenceType: 2, coordinates: SQUARE, radius: null });
    const listed = await fences(door, serial, token);
    expect(listed.total).toBe(before.total + 2);
    expect(listed.rows.slice(-2)).toEqual([home, depot]);

    const edited = await ok(
      door,
      'editFence',
      { ...circle(serial, { radius: 250, remark: undefined }), id: home.id },
      token,
    );
    expect(edited).toEqual({ ...home, radius: 250, remark: null });
    expect(await ok(door, 'deleteFence', { deviceSerialNumber: serial, id: depot.id }, token)).toBe(true);
    const after = await fences(door, serial, token);
    expect(after.rows.map((f: { id: string }) => f.id)).toContain(home.id);
    expect(after.rows.map((f: { id: string }) => f.id)).not.toContain(depot.id);
    expect((await door.call('deleteFence', { deviceSerialNumber: serial, id: depot.id }, token)).code).toBe(
      -3,
    );
  });

  test('a marker is added, listed, edited and deleted; markers and fences are listed apart', async () => {
    const token = await tenants.signIn(main);
    const serial = mainDevices[1];
    const added = await ok(door, 'addMarker', marker(serial, { remark: 'gate B' }), token);
    expect(added).toEqual({
      id: expect.any(String),
      deviceSerialNumber: serial,
      alias: 'Company',
      latitude: 25.04,
      longitude: 121.56,
      remark: 'gate B',
      targetType: 1,
      markerType: 0,
    });
    expect((await markers(door, serial, token)).rows).toContainEqual(added);
    expect((await fences(door, serial, token)).rows.map((f: { id: string }) => f.id)).not.toContain(added.id);
    const moved = await ok(
      door,
      'editMarker',
      { ...marker(serial, { latitude: 25.05, markerType: 1 }), id: added.id },
      token,
    );
    expect(moved).toMatchObject({ id: added.id, latitude: 25.05, markerType: 1, remark: null });
    expect(await ok(door, 'deleteMarker', { deviceSerialNumber: serial, id: added.id }, token)).toBe(true);
    expect((await markers(door, serial, token)).rows).not.toContainEqual(
      expect.objectContaining({ id: added.id }),
    );
  });

  test('tenancy: a fleet reaches its sub-fleet devices, never another fleet nor a sub-fleet its parent', async () => {
    const mainToken = await tenants.signIn(main);
    const subToken = await tenants.signIn(sub);
    const otherToken = await tenants.signIn(other);
    const onSub = await ok(door, 'addFence', circle(subDevice), mainToken);
    expect((await fences(door, subDevice, subToken)).rows).toContainEqual(onSub);
    for (const [serial, token] of [
      [otherDevice, mainToken],
      [mainDevices[0], subToken],
      [mainDevices[0], otherToken],
    ]) {
      expect((await door.call('getFences', { deviceSerialNumber: serial }, token)).code).toBe(-3);
      expect((await door.call('addFence', circle(serial), token)).code).toBe(-3);
      expect((await door.call('getMarkers', { deviceSerialNumber: serial }, token)).code).toBe(-3);
      expect((await door.call('addMarker', marker(serial), token)).code).toBe(-3);
    }
    // A fence of one device cannot be reached through another, even one's own.
    const otherFence = await ok(door, 'addFence', circle(otherDevice), otherToken);
    const mine = { ...circle(mainDevices[0]), id: otherFence.id };
    expect((await door.call('editFence', mine, mainToken)).code).toBe(-3);
    expect(
      (await door.call('deleteFence', { deviceSerialNumber: mainDevices[0], id: otherFence.id }, mainToken))
        .code,
    ).toBe(-3);
    expect((await fences(door, otherDevice, otherToken)).rows).toContainEqual(otherFence);
  });

  test('a device account has its own places; administrators need the customer right', async () => {
    const deviceToken = await tenants.signInDevice(deviceAccount);
    expect(await ok(door, 'addMarker', marker(deviceAccount.serial), deviceToken)).toMatchObject({
      alias: 'Company',
    });
    expect((await door.call('getMarkers', { deviceSerialNumber: mainDevices[0] }, deviceToken)).code).toBe(
      -3,
    );

    expect((await ok(door, 'addFence', circle(otherDevice), admin)).deviceSerialNumber).toBe(otherDevice);
    const viewer = await createAdmin(app, { rights: { [AdminFunction.CUSTOMER]: '0001' } });
    const viewerToken = await app.adminToken(viewer.account, viewer.password);
    expect((await door.call('getFences', { deviceSerialNumber: otherDevice }, viewerToken)).code).toBe(0);
    expect((await door.call('addFence', circle(otherDevice), viewerToken)).code).toBe(-4);
    const outsider = await createAdmin(app, { rights: { [AdminFunction.DEVICE]: '1111' } });
    const outsiderToken = await app.adminToken(outsider.account, outsider.password);
    expect((await door.call('getFences', { deviceSerialNumber: otherDevice }, outsiderToken)).code).toBe(-4);
  });

  test('each broken rule is answered on its field and nothing is stored', async () => {
    const token = await tenants.signIn(main);
    const serial = mainDevices[2];
    const eventsBefore = (await businessEvents(app)).length;
    const refusals: [string, Record<string, unknown>, string, string][] = [
      ['addFence', polygon(serial, BOW_TIE), 'coordinates', 'invalid'],
      ['addFence', polygon(serial, SQUARE.slice(0, 2)), 'coordinates', 'too_few'],
      ['addFence', circle(serial, { radius: 0 }), 'radius', 'too_small'],
      ['addFence', circle(serial, { remark: 'x'.repeat(281) }), 'remark', 'too_long'],
      ['addFence', circle(serial, { coordinates: ['25,121', '95,121'] }), 'coordinates.1', 'invalid'],
      ['addFence', circle(serial, { alias: ' ' }), 'alias', 'required'],
      ['addMarker', marker(serial, { latitude: 0 }), 'latitude', 'required'],
      ['addMarker', marker(serial, { longitude: 0 }), 'longitude', 'required'],
      ['addMarker', marker(serial, { longitude: 181 }), 'longitude', 'too_large'],
      ['addMarker', marker(serial, { remark: 'x'.repeat(281) }), 'remark', 'too_long'],
    ];
    for (const [call, input, field, code] of refusals) {
      const answer = await door.call(call as 'addFence', input, token);
      expect({ call, field, code: answer.code }).toEqual({ call, field, code: -2 });
      expect(answer.data).toMatchObject({ issues: [expect.objectContaining({ field, code })] });
    }
    expect((await fences(door, serial, token)).total).toBe(0);
    expect((await markers(door, serial, token)).total).toBe(0);
    expect((await businessEvents(app)).length).toBe(eventsBefore);
  });

  test('a device whose service expired cannot get or change its places', async () => {
    const token = await tenants.signIn(main);
    for (const [call, input] of [
      ['getFences', { deviceSerialNumber: expiredDevice }],
      ['addFence', circle(expiredDevice)],
      ['getMarkers', { deviceSerialNumber: expiredDevice }],
      ['addMarker', marker(expiredDevice)],
    ] as const) {
      const answer = await door.call(call, input, token);
      expect({ call, code: answer.code, reason: answer.data?.reason }).toEqual({
        call,
        code: -5,
        reason: 'service_expired',
      });
    }
    expect((await door.call('getFences', { deviceSerialNumber: expiredDevice }, admin)).code).toBe(-5);
  });

  test('a fence and a marker are copied to other devices, each as a new place there', async () => {
    const token = await tenants.signIn(main);
    const [source, a, b] = [mainDevices[3], mainDevices[4], subDevice];
    const fence = await ok(door, 'addFence', polygon(source, SQUARE), token);
    const copies = await ok(
      door,
      'copyFence',
      { deviceSerialNumber: source, id: fence.id, deviceSerialNumbers: [a, b] },
      token,
    );
    expect(copies.total).toBe(2);
    const { id: _id, deviceSerialNumber: _serial, ...fields } = fence;
    expect(copies.rows).toEqual([
      { ...fields, id: expect.any(String), deviceSerialNumber: a },
      { ...fields, id: expect.any(String), deviceSerialNumber: b },
    ]);
    expect(new Set([fence.id, ...copies.rows.map((r: { id: string }) => r.id)]).size).toBe(3);
    expect((await fences(door, a, token)).rows).toContainEqual(copies.rows[0]);
    expect((await fences(door, b, token)).rows).toContainEqual(copies.rows[1]);

    const point = await ok(door, 'addMarker', marker(source), token);
    const copied = await ok(
      door,
      'copyMarker',
      { deviceSerialNumber: source, id: point.id, deviceSerialNumbers: [a] },
      token,
    );
    expect(copied.rows).toEqual([{ ...point, id: expect.any(String), deviceSerialNumber: a }]);
  });

  test('a retried add or copy (same requestId) writes once and answers the same place', async () => {
    const token = await tenants.signIn(main);
    const [source, target] = [mainDevices[3], mainDevices[4]];
    const requestId = `retry-${door.name}-${Date.now()}`;
    const first = await ok(door, 'addFence', circle(source), token, { requestId });
    const again = await ok(door, 'addFence', circle(source), token, { requestId });
    expect(again).toEqual(first);
    const copyId = `${requestId}-copy`;
    const input = { deviceSerialNumber: source, id: first.id, deviceSerialNumbers: [target] };
    const copied = await ok(door, 'copyFence', input, token, { requestId: copyId });
    const eventsBefore = (await businessEvents(app)).length;
    expect(await ok(door, 'copyFence', input, token, { requestId: copyId })).toEqual(copied);
    expect((await businessEvents(app)).length).toBe(eventsBefore);
    const ids = (await fences(door, target, token)).rows.map((f: { id: string }) => f.id);
    expect(ids.filter((id: string) => id === copied.rows[0].id)).toHaveLength(1);
  });

  test('a copy with one refused target refuses all and writes nothing', async () => {
    const token = await tenants.signIn(main);
    const [source, good] = [mainDevices[3], mainDevices[4]];
    const fence = await ok(door, 'addFence', circle(source), token);
    const point = await ok(door, 'addMarker', marker(source), token);
    const heldBefore = (await fences(door, good, token)).total;
    const markersBefore = (await markers(door, good, token)).total;
    const eventsBefore = (await businessEvents(app)).length;
    const copy = (call: 'copyFence' | 'copyMarker', id: string, targets: string[]) =>
      door.call(call, { deviceSerialNumber: source, id, deviceSerialNumbers: targets }, token);
    // The refused target comes last, so a copy that wrote as it went would have written the first.
    expect((await copy('copyFence', fence.id, [good, otherDevice])).code).toBe(-3);
    expect((await copy('copyMarker', point.id, [good, otherDevice])).code).toBe(-3);
    const expired = await copy('copyFence', fence.id, [good, expiredDevice]);
    expect(expired).toMatchObject({
      code: -5,
      data: { reason: 'service_expired', field: 'deviceSerialNumbers.1' },
    });
    const itself = await copy('copyFence', fence.id, [good, source]);
    expect(itself).toMatchObject({
      code: -2,
      data: { issues: [{ field: 'deviceSerialNumbers.1', code: 'invalid' }] },
    });
    expect((await copy('copyFence', fence.id, [good, good])).code).toBe(-2);
    expect((await fences(door, good, token)).total).toBe(heldBefore);
    expect((await markers(door, good, token)).total).toBe(markersBefore);
    expect((await businessEvents(app)).length).toBe(eventsBefore);
    // The sub-fleet cannot copy to its parent's device, nor a device account at all.
    const subToken = await tenants.signIn(sub);
    const subFence = await ok(door, 'addFence', circle(subDevice), subToken);
    const up = await door.call(
      'copyFence',
      { deviceSerialNumber: subDevice, id: subFence.id, deviceSerialNumbers: [good] },
      subToken,
    );
    expect(up.code).toBe(-3);
  });
});
