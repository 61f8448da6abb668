import { setTimeout as sleep } from 'node:timers/promises';
import { AdminFunction, InvoiceType } from '@gps/codes';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { fixAt, recordTelemetry } from '../support/presence-events';
import { allEvents, Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok, type Door } from '../support/two-doors';

jest.setTimeout(120_000);

const SYSTEM_LOG = AdminFunction.SYSTEM_LOG;
/** The administrator's rights flags: add, edit, delete, view. */
const FLAGS = { view: '0001', allButView: '1110' } as const;
const US = 1000;
const DAY_MS = 86_400_000;
/** Enough for the store's clock (milliseconds) to tell two appends apart. */
const TICK_MS = 5;
const EXTEND_DAYS = 365;
/** What a secret's value reads in a change. */
const SECRET = JSON.stringify('[secret]');
const LATITUDE = 25.04;
const LONGITUDE = 121.51;
const INVOICE = { type: InvoiceType.PERSONAL, carrier: '/ABC1234' };

/** Now in the store's time basis (epoch µs), after the appends so far and before the next. */
async function moment(): Promise<number> {
  await sleep(TICK_MS);
  const at = Date.now() * US;
  await sleep(TICK_MS);
  return at;
}

/**
 * The auditors' history and state as of through both doors (docs/decisions/audit-history.md): a
 * device's events in order with who, the call, the address and what changed; its state as of a
 * moment and the difference between two; a fleet by account name, an order by number, a telemetry
 * day; the system log's view right and nothing for customers; every read itself in the system log.
 * And every event appended carries who and why.
 */
describe('audit history and state as of', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 875_600_000_000_000);
  let admin: string;
  let fleet: FleetFixture;
  let serial: string;
  let orderNumber: string;
  /** Moments between the device's changes: created, allocated, adjusted. */
  const at = { before: 0, created: 0, allocated: 0, adjusted: 0 };
  const expiry = { allocated: 0, adjusted: 0 };

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.adminToken();
    fleet = await tenants.fleet(admin);
    at.before = await moment();
    [serial] = await tenants.devices(admin, 1);
    at.created = await moment();
    await app.ok('allocationDevice', { deviceSerialNumbers: [serial], fleetId: fleet.id }, admin);
    expiry.allocated = (await tenants.device(admin, serial)).serviceExpiredDate;
    at.allocated = await moment();
    expiry.adjusted = expiry.allocated + 30 * DAY_MS * US;
    await app.ok(
      'manualAdjustService',
      { deviceSerialNumber: serial, serviceExpiredDate: expiry.adjusted, reason: 'Goodwill' },
      admin,
    );
    at.adjusted = await moment();
    const item = await app.ok(
      'addPlanItem',
      {
        planId: 1,
        name: 'One year',
        price: 1200,
        extendDays: EXTEND_DAYS,
        activeStatus: 1,
        overtimeDays: 30,
        overtimePrice: 1500,
      },
      admin,
    );
    await app.ok('assignDevicesPlan', { deviceSerialNumbers: [serial], planId: 1 }, admin);
    const order = await app.ok(
      'addManualPlanOrder',
      {
        deviceSerialNumbers: [serial],
        kind: 'service',
        itemId: item.id,
        invoice: INVOICE,
        reference: 'T 42',
      },
      admin,
    );
    orderNumber = order.orderNumber;
  });
  afterAll(() => app.stop());

  test('every event of every stream but telemetry names its actor and command; those of a call, the call and address', async () => {
    const events = (await allEvents(app)).filter((e) => !e.streamId.startsWith('telemetry'));
    expect(events.length).toBeGreaterThan(0);
    const missing = events.filter((e) => {
      const actor = e.metadata.actor as { kind?: unknown; id?: unknown } | undefined;
      return typeof actor?.kind !== 'string' || typeof actor.id !== 'string' || actor.id === 'system';
    });
    expect(missing.map((e) => `${e.streamId} ${e.type}`)).toEqual([]);
    expect(events.filter((e) => typeof e.metadata.commandId !== 'string')).toEqual([]);
    const byCalls = events.filter((e) => (e.metadata.actor as { kind: string }).kind === 'admin');
    expect(byCalls.length).toBeGreaterThan(0);
    for (const e of byCalls) {
      expect({ type: e.type, call: typeof e.metadata.call, ip: typeof e.metadata.ip }).toEqual({
        type: e.type,
        call: 'string',
        ip: 'string',
      });
    }
    const bySystem = events.filter((e) => (e.metadata.actor as { kind: string }).kind === 'system');
    expect(new Set(bySystem.map((e) => (e.metadata.actor as { id: string }).id))).toEqual(
      new Set(['bootstrap', 'order-fulfilment']),
    );
    // A worker acts on no call of its own.
    expect(bySystem.filter((e) => e.metadata.call !== undefined)).toEqual([]);
  });

  describe.each(doorsOf(() => app))('through $name', (door: Door) => {
    const history = (input: Record<string, unknown>, token = admin) =>
      door.call('getAuditHistory', input, token);
    const state = (input: Record<string, unknown>, token = admin) => door.call('getAuditState', input, token);
    const fieldsOf = (answer: { fields: { field: string; value: string }[] }) =>
      Object.fromEntries(answer.fields.map((f) => [f.field, JSON.parse(f.value)]));

    test("a device's history: its events in order, with who, the call, the address and what changed", async () => {
      const page = await ok(door, 'getAuditHistory', { entityType: 'device', key: serial }, admin);
      expect(page.entity).toEqual({
        entityType: 'device',
        key: serial,
        label: serial,
        streamId: `device-${serial}`,
        events: page.total,
      });
      const rows = page.rows as any[];
      expect(rows.slice(0, 5).map((r) => [r.revision, r.type, r.actorKind, r.actor, r.call])).toEqual([
        [0, 'DeviceAdded', 'admin', 'admin', 'addDevices'],
        [1, 'DeviceAllocated', 'admin', 'admin', 'allocationDevice'],
        [2, 'ServiceManuallyAdjusted', 'admin', 'admin', 'manualAdjustService'],
        [3, 'DevicePlanAssigned', 'admin', 'admin', 'assignDevicesPlan'],
        [4, 'ServiceExtended', 'system', 'order-fulfilment', null],
      ]);
      expect(rows.map((r) => r.recordedAt)).toEqual([...rows.map((r) => r.recordedAt)].sort((a, b) => a - b));
      for (const row of rows.slice(0, 4)) {
        expect(row).toMatchObject({
          actorId: 'administrator',
          ip: expect.any(String),
          commandId: expect.any(String),
        });
        expect(BigInt(row.position)).toBeGreaterThan(0n);
      }
      expect(rows[4]).toMatchObject({ actorId: 'order-fulfilment', ip: null });
      const change = (row: any, field: string) => row.changes.find((c: any) => c.field === field);
      expect(change(rows[0], 'serialNumber')).toEqual({
        field: 'serialNumber',
        before: null,
        after: JSON.stringify(serial),
      });
      expect(change(rows[1], 'fleetId')).toEqual({
        field: 'fleetId',
        before: 'null',
        after: JSON.stringify(fleet.id),
      });
      expect(rows[1].changes.every((c: any) => ['fleetId', 'parentFleetId'].includes(c.field))).toBe(true);
      expect(change(rows[2], 'serviceExpiredAt')).toEqual({
        field: 'serviceExpiredAt',
        before: String(expiry.allocated / US),
        after: String(expiry.adjusted / US),
      });
      expect(JSON.parse(change(rows[4], 'serviceExpiredAt').after)).toBeGreaterThan(expiry.adjusted / US);
      // No secret's value is ever shown.
      const secrets = rows.flatMap((r) => r.changes.filter((c: any) => c.field === 'passwordHash'));
      expect(secrets.length).toBeGreaterThan(0);
      for (const c of secrets) {
        expect(c.after).toBe(SECRET);
        expect([null, SECRET]).toContain(c.before);
      }
    });

    test('pages: the rows asked for, the same as in the whole history', async () => {
      const whole = await ok(door, 'getAuditHistory', { entityType: 'device', key: serial }, admin);
      const second = await ok(
        door,
        'getAuditHistory',
        { entityType: 'device', key: serial, pageIndex: 1, pageRows: 2 },
        admin,
      );
      expect(second.total).toBe(whole.total);
      expect(second.rows).toEqual(whole.rows.slice(2, 4));
      const past = await ok(
        door,
        'getAuditHistory',
        { entityType: 'device', key: serial, pageIndex: 9, pageRows: 2 },
        admin,
      );
      expect(past).toMatchObject({ total: whole.total, rows: [] });
    });

    test('a fleet by its account name, an order by its number', async () => {
      const fleetPage = await ok(door, 'getAuditHistory', { entityType: 'fleet', key: fleet.account }, admin);
      expect(fleetPage.entity).toMatchObject({
        key: fleet.id,
        label: fleet.account,
        streamId: `fleet-${fleet.id}`,
      });
      expect(fleetPage.rows[0]).toMatchObject({ type: 'FleetCreated', call: 'createFleet', actor: 'admin' });
      // A password's hash is a secret: it shows as set, never as what it is.
      expect(fleetPage.rows[0].changes.find((c: any) => c.field === 'passwordHash')).toEqual({
        field: 'passwordHash',
        before: null,
        after: SECRET,
      });
      const orderPage = await ok(door, 'getAuditHistory', { entityType: 'order', key: orderNumber }, admin);
      expect(orderPage.entity.streamId).toBe(`order-${orderNumber}`);
      expect(orderPage.rows[0]).toMatchObject({
        type: 'OrderPlaced',
        call: 'addManualPlanOrder',
        actor: 'admin',
      });
      expect(orderPage.rows.some((r: any) => r.actor === 'order-fulfilment')).toBe(true);
    });

    test("a device's telemetry by UTC day: each event's data are its changes", async () => {
      const day = new Date(app.clock.now()).toISOString().slice(0, 10);
      await recordTelemetry(app, serial, app.clock.now(), [fixAt(app.clock.now(), LATITUDE, LONGITUDE)]);
      const page = await ok(door, 'getAuditHistory', { entityType: 'telemetry', key: serial, day }, admin);
      expect(page.entity.streamId).toBe(`telemetry-${serial}-${day.replaceAll('-', '')}`);
      expect(page.rows[0]).toMatchObject({
        type: 'PositionRecorded',
        actorKind: 'device',
        actor: serial,
        call: null,
      });
      expect(page.rows[0].changes).toContainEqual({
        field: 'latitude',
        before: null,
        after: String(LATITUDE),
      });
      const other = await history({ entityType: 'telemetry', key: serial, day: '2001-01-01' });
      expect(other.code).toBe(-3);
    });

    test('the state as of a moment between two changes: its fleet and expiry as they were', async () => {
      const asOf = await ok(
        door,
        'getAuditState',
        { entityType: 'device', key: serial, at: at.allocated },
        admin,
      );
      expect(asOf).toMatchObject({
        at: at.allocated,
        exists: true,
        revision: 1,
        compareAt: null,
        changes: [],
      });
      expect(asOf.eventAt).toBeLessThanOrEqual(at.allocated);
      const fields = fieldsOf(asOf);
      expect(fields).toMatchObject({
        serialNumber: serial,
        fleetId: fleet.id,
        serviceExpiredAt: expiry.allocated / US,
      });
      expect(Object.keys(fields)).not.toContain('passwordHash');
      const created = fieldsOf(
        await ok(door, 'getAuditState', { entityType: 'device', key: serial, at: at.created }, admin),
      );
      expect(created.fleetId).toBeNull();
    });

    test('with compareAt, what differs between the two moments', async () => {
      const compared = await ok(
        door,
        'getAuditState',
        { entityType: 'device', key: serial, at: at.adjusted, compareAt: at.created },
        admin,
      );
      expect(compared.compareAt).toBe(at.created);
      expect(compared.changes).toEqual(
        expect.arrayContaining([
          { field: 'fleetId', before: 'null', after: JSON.stringify(fleet.id) },
          {
            field: 'serviceExpiredAt',
            before: String(expiry.allocated / US),
            after: String(expiry.adjusted / US),
          },
        ]),
      );
      const backwards = await ok(
        door,
        'getAuditState',
        { entityType: 'device', key: serial, at: at.created, compareAt: at.adjusted },
        admin,
      );
      expect(backwards.changes).toContainEqual({
        field: 'fleetId',
        before: JSON.stringify(fleet.id),
        after: 'null',
      });
    });

    test('before its first event it does not exist', async () => {
      const before = await ok(
        door,
        'getAuditState',
        { entityType: 'device', key: serial, at: at.before },
        admin,
      );
      expect(before).toMatchObject({ exists: false, revision: -1, eventAt: null, fields: [] });
    });

    test('an unknown key is -3, bad input -2', async () => {
      expect((await history({ entityType: 'device', key: '999999999999999' })).code).toBe(-3);
      expect((await history({ entityType: 'fleet', key: 'no-such-fleet' })).code).toBe(-3);
      expect((await state({ entityType: 'order', key: 'GP000', at: at.created })).code).toBe(-3);
      expect((await history({ entityType: 'device', key: serial, pageRows: 501 })).code).toBe(-2);
      expect((await state({ entityType: 'device', key: serial, at: -1 })).code).toBe(-2);
      expect((await history({ entityType: 'telemetry', key: serial, day: '25-11-2026' })).code).toBe(-2);
      // A telemetry day is required, and one the calendar lacks is not another day's.
      expect((await history({ entityType: 'telemetry', key: serial })).code).toBe(-2);
      expect((await history({ entityType: 'telemetry', key: serial, day: '2026-02-30' })).code).toBe(-2);
    });

    test("refused without the system log's view right, and to customers", async () => {
      const limited = await createAdmin(app, { rights: { [SYSTEM_LOG]: FLAGS.allButView } });
      const limitedToken = await app.adminToken(limited.account, limited.password);
      expect((await history({ entityType: 'device', key: serial }, limitedToken)).code).toBe(-4);
      expect((await state({ entityType: 'device', key: serial, at: at.created }, limitedToken)).code).toBe(
        -4,
      );
      const viewer = await createAdmin(app, { rights: { [SYSTEM_LOG]: FLAGS.view } });
      const viewerToken = await app.adminToken(viewer.account, viewer.password);
      expect((await history({ entityType: 'device', key: serial }, viewerToken)).code).toBe(0);
      const fleetToken = await tenants.signIn(fleet);
      const device = await tenants.deviceAccount(admin, serial);
      const deviceToken = await tenants.signInDevice(device);
      for (const token of [fleetToken, deviceToken]) {
        expect((await history({ entityType: 'device', key: serial }, token)).code).toBe(-4);
        expect((await state({ entityType: 'device', key: serial, at: at.created }, token)).code).toBe(-4);
      }
    });

    test('every read is written to the system log with what it read', async () => {
      await ok(door, 'getAuditHistory', { entityType: 'device', key: serial }, admin);
      await ok(door, 'getAuditState', { entityType: 'device', key: serial, at: at.created }, admin);
      const logs = await app.ok('getSystemLogs', { keyword: serial }, admin);
      const [state, history] = logs.rows as any[];
      expect(history).toMatchObject({
        action: 'getAuditHistory',
        functionId: SYSTEM_LOG,
        outcome: 'success',
        detail: `device ${serial}`,
        ip: expect.any(String),
      });
      expect(state).toMatchObject({
        action: 'getAuditState',
        outcome: 'success',
        detail: `device ${serial} as of ${at.created}`,
      });
    });
  });
});
