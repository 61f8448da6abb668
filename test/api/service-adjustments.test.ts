import { Collections } from '@gps/projections';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok, type Door } from '../support/two-doors';

jest.setTimeout(120_000);

/**
 * manualAdjustService and getManualAdjustServiceLogs through both doors
 * (docs/decisions/service-lifecycle.md): finance rights, the device row moved, an expired device
 * back in service, the log with its filters, and every refusal.
 */

const DAY = 86_400_000;
const µs = (ms: number) => ms * 1000;

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 881_000_000_000_000);
let fleet: FleetFixture;
let devices: string[];

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
  fleet = await tenants.fleet(admin);
  devices = await tenants.devices(admin, 4, fleet.id);
  await app.ok('editDevice', { deviceSerialNumber: devices[2], carName: 'Boat 7' }, admin);
});
afterAll(() => app.stop());

const row = (serial: string) => app.platform.read.get(Collections.devices, serial);

describe.each(doorsOf(() => app))('through $name', (door: Door) => {
  const serial = () => devices[door.name === 'api' ? 0 : 1];

  test('an administrator moves the expiry with a reason; the answer and the log say who, when, from and to', async () => {
    const before = (await row(serial()))!.serviceExpiredDate!;
    const to = before + µs(30 * DAY);
    const answer = await ok(
      door,
      'manualAdjustService',
      { deviceSerialNumber: serial(), serviceExpiredDate: to, reason: '  Outage compensation ' },
      admin,
    );
    expect(answer).toMatchObject({
      deviceSerialNumber: serial(),
      fleetId: fleet.id,
      fleetAlias: fleet.alias,
      fromServiceExpiredDate: before,
      toServiceExpiredDate: to,
      reason: 'Outage compensation',
      adminName: 'admin',
      timestamp: µs(app.clock.now()),
    });
    expect((await row(serial()))!.serviceExpiredDate).toBe(to);
    const log = await ok(door, 'getManualAdjustServiceLogs', { deviceSerialNumber: serial() }, admin);
    expect(log).toEqual({ total: 1, rows: [answer] });
  });

  test('refusals: unchanged (-5), unknown device (-3), no reason or too long (-2), a client or an admin without finance (-4)', async () => {
    const current = (await row(serial()))!.serviceExpiredDate!;
    const adjust = (input: Record<string, unknown>, token = admin) =>
      door.call(
        'manualAdjustService',
        { deviceSerialNumber: serial(), serviceExpiredDate: current + 1000, reason: 'x', ...input },
        token,
      );
    const unchanged = await adjust({ serviceExpiredDate: current });
    expect(unchanged.code).toBe(-5);
    expect(unchanged.data).toMatchObject({ reason: 'expiry_unchanged' });
    expect((await adjust({ deviceSerialNumber: '123456789012' })).code).toBe(-3);
    expect((await adjust({ reason: '   ' })).code).toBe(-2);
    expect((await adjust({ reason: 'x'.repeat(281) })).code).toBe(-2);
    const client = await tenants.signIn(fleet);
    expect((await adjust({}, client)).code).toBe(-4);
    expect((await door.call('getManualAdjustServiceLogs', {}, client)).code).toBe(-4);
    const viewer = await createAdmin(app, { rights: { 10: '0001' } });
    const viewerToken = await app.adminToken(viewer.account, viewer.password);
    expect((await adjust({}, viewerToken)).code).toBe(-4);
    expect((await door.call('getManualAdjustServiceLogs', {}, viewerToken)).code).toBe(0);
    const none = await createAdmin(app, { rights: { 1: '1111' } });
    const noneToken = await app.adminToken(none.account, none.password);
    expect((await door.call('getManualAdjustServiceLogs', {}, noneToken)).code).toBe(-4);
    expect((await row(serial()))!.serviceExpiredDate).toBe(current);
  });
});

test('an expired device moved into the future is in service again; the log filters by period, device and keyword', async () => {
  const [, , boat, expired] = devices;
  await app.ok('editDevice', { deviceSerialNumber: expired, serviceStatusCode: 2 }, admin);
  // After the adjustments of the door tests above.
  app.clock.advance(60_000);
  const start = app.clock.now();
  await app.ok(
    'manualAdjustService',
    { deviceSerialNumber: expired, serviceExpiredDate: µs(start + DAY), reason: 'Paid at the counter' },
    admin,
  );
  expect(await row(expired)).toMatchObject({ serviceStatusCode: 1, serviceExpiredDate: µs(start + DAY) });

  app.clock.advance(DAY);
  admin = await app.adminToken();
  await app.ok(
    'manualAdjustService',
    { deviceSerialNumber: boat, serviceExpiredDate: µs(start + 400 * DAY), reason: 'Winter storage' },
    admin,
  );
  const serials = async (input: Record<string, unknown>) =>
    (await app.ok('getManualAdjustServiceLogs', input, admin)).rows.map(
      (r: { deviceSerialNumber: string }) => r.deviceSerialNumber,
    );
  expect((await serials({})).slice(0, 2)).toEqual([boat, expired]);
  expect(await serials({ startTime: µs(start), endTime: µs(start + DAY) })).toEqual([expired]);
  expect(await serials({ startTime: µs(start + DAY) })).toEqual([boat]);
  expect(await serials({ keyword: 'winter' })).toEqual([boat]);
  expect(await serials({ keyword: 'Boat 7' })).toEqual([boat]);
  expect(await serials({ deviceSerialNumber: expired })).toEqual([expired]);
  expect(
    (await app.api('getManualAdjustServiceLogs', { startTime: µs(start + DAY), endTime: µs(start) }, admin))
      .code,
  ).toBe(-2);
});
