import { randomUUID } from 'node:crypto';
import { DEFAULT_TELEMETRY_CONFIG, emptyTelemetrySnapshot, streams, telemetryDecider } from '@gps/domain';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok } from '../support/two-doors';

jest.setTimeout(60_000);

const MINUTE_MS = 60_000;
const µs = (ms: number) => ms * 1000;

/**
 * getWarnings through both doors: the caller's warnings, newest first, as the tenancy of the
 * devices calls has it, and narrowed by devices, kinds and period.
 */
describe('getWarnings', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 863_000_000_000_000);
  let admin: string;
  let main: FleetFixture;
  let sub: FleetFixture;
  let other: FleetFixture;
  let mainDevice: string;
  let subDevice: string;
  let otherDevice: string;
  let unallocated: string;
  let start: number;

  let lateFleet: FleetFixture;
  let lateDevice: string;

  /**
   * A device's alarm packet received `minutes` after the start: the WarningRaised a gateway would
   * record. With `fixMinutes`, the packet carries a fix taken then (a buffered upload).
   */
  async function alarm(serial: string, kind: string, minutes: number, fixMinutes?: number): Promise<void> {
    const at = start + minutes * MINUTE_MS;
    const report =
      fixMinutes === undefined
        ? undefined
        : {
            fixTime: start + fixMinutes * MINUTE_MS,
            valid: true,
            latitude: 25,
            longitude: 121.5,
            speedKmh: 0,
            course: 0,
            locateType: 'gps' as const,
          };
    const events = telemetryDecider.decide(
      {
        type: 'RecordAlarm',
        serial,
        receivedAt: at,
        alarm: kind,
        ...(report && { report }),
        config: DEFAULT_TELEMETRY_CONFIG,
        carried: emptyTelemetrySnapshot(serial),
      },
      telemetryDecider.initialState,
    );
    const written = await app.platform.events.append(
      streams.telemetry(serial, at),
      events.map((e) => ({ id: randomUUID(), type: e.type, data: { ...e.data } })),
      'any',
    );
    await app.platform.runner.waitFor(written.position);
  }

  beforeAll(async () => {
    app = await TestApp.start();
    start = app.clock.now();
    admin = await app.adminToken();
    main = await tenants.fleet(admin);
    sub = await tenants.subFleet(admin, main.id);
    other = await tenants.fleet(admin);
    [mainDevice] = await tenants.devices(admin, 1, main.id);
    [subDevice] = await tenants.devices(admin, 1, sub.id);
    [otherDevice] = await tenants.devices(admin, 1, other.id);
    [unallocated] = await tenants.devices(admin, 1);
    await alarm(mainDevice, 'sos', 1);
    await alarm(subDevice, 'power_cut', 2);
    await alarm(otherDevice, 'sos', 3);
    await alarm(unallocated, 'vibration', 4);
    await alarm(mainDevice, 'vibration', 5);
    lateFleet = await tenants.fleet(admin);
    [lateDevice] = await tenants.devices(admin, 1, lateFleet.id);
    // Received in this order; happened an hour before, now, and an hour and a half before.
    await alarm(lateDevice, 'sos', 6, -60);
    await alarm(lateDevice, 'power_cut', 7);
    await alarm(lateDevice, 'vibration', 8, -90);
  });
  afterAll(() => app.stop());

  const serialsOf = (page: { rows: { deviceSerialNumber: string }[] }) =>
    page.rows.map((r) => r.deviceSerialNumber);

  describe.each(doorsOf(() => app))('through $name', (door) => {
    test('an administrator reads every warning, newest first, with its fields', async () => {
      const page = await ok(door, 'getWarnings', { deviceSerialNumbers: [mainDevice] }, admin);
      expect(page.total).toBe(2);
      expect(page.rows[0]).toEqual({
        id: expect.any(String),
        deviceSerialNumber: mainDevice,
        carName: null,
        fleetId: main.id,
        kind: 'vibration',
        source: 'alarm',
        warningMessage: expect.any(String),
        placeName: null,
        timestamp: µs(start + 5 * MINUTE_MS),
        receivedTimestamp: µs(start + 5 * MINUTE_MS),
        latitude: null,
        longitude: null,
        cleared: false,
        clearedTimestamp: null,
        handled: false,
        handledBy: null,
        handledAt: null,
        note: null,
      });
      expect(page.rows[1]).toMatchObject({ kind: 'sos', timestamp: µs(start + MINUTE_MS) });
      const all = await ok(door, 'getWarnings', {}, admin);
      const mine = [mainDevice, subDevice, otherDevice, unallocated];
      expect(serialsOf(all).filter((s) => mine.includes(s))).toEqual([
        mainDevice,
        unallocated,
        otherDevice,
        subDevice,
        mainDevice,
      ]);
    });

    test('a main fleet reads its own and its sub-fleets’, a sub-fleet and a device only their own', async () => {
      const asMain = await ok(door, 'getWarnings', {}, await tenants.signIn(main));
      expect(serialsOf(asMain)).toEqual([mainDevice, subDevice, mainDevice]);
      const asSub = await ok(door, 'getWarnings', {}, await tenants.signIn(sub));
      expect(serialsOf(asSub)).toEqual([subDevice]);
      const device = await tenants.signInDevice(await tenants.deviceAccount(admin, otherDevice));
      expect(serialsOf(await ok(door, 'getWarnings', {}, device))).toEqual([otherDevice]);
    });

    test('narrowed by devices, kinds and the period [startTime, endTime)', async () => {
      const token = await tenants.signIn(main);
      const byKind = await ok(door, 'getWarnings', { kinds: ['sos', 'power_cut'] }, token);
      expect(byKind.rows.map((r: { kind: string }) => r.kind)).toEqual(['power_cut', 'sos']);
      const byDevices = await ok(door, 'getWarnings', { deviceSerialNumbers: [subDevice] }, token);
      expect(serialsOf(byDevices)).toEqual([subDevice]);
      const period = { startTime: µs(start + 2 * MINUTE_MS), endTime: µs(start + 5 * MINUTE_MS) };
      expect(serialsOf(await ok(door, 'getWarnings', period, token))).toEqual([subDevice]);
      const paged = await ok(door, 'getWarnings', { pageIndex: 1, pageRows: 2 }, token);
      expect({ total: paged.total, rows: serialsOf(paged) }).toEqual({ total: 3, rows: [mainDevice] });
    });

    test('a buffered upload is listed by when it happened: in its own period, newest first by fix time', async () => {
      const token = await tenants.signIn(lateFleet);
      const kinds = async (period: Record<string, number>) =>
        (await ok(door, 'getWarnings', period, token)).rows.map((r: { kind: string }) => r.kind);
      expect(await kinds({})).toEqual(['power_cut', 'sos', 'vibration']);
      const before = { startTime: µs(start - 2 * 60 * MINUTE_MS), endTime: µs(start) };
      expect(await kinds(before)).toEqual(['sos', 'vibration']);
      expect(await kinds({ startTime: µs(start) })).toEqual(['power_cut']);
      const page = await ok(door, 'getWarnings', { kinds: ['sos'] }, token);
      expect(page.rows[0]).toMatchObject({
        timestamp: µs(start - 60 * MINUTE_MS),
        receivedTimestamp: µs(start + 6 * MINUTE_MS),
        latitude: 25,
        longitude: 121.5,
      });
    });

    test("another tenant's device is not found (-3) and bad filters are refused (-2)", async () => {
      const token = await tenants.signIn(main);
      const stranger = await door.call('getWarnings', { deviceSerialNumbers: [otherDevice] }, token);
      expect(stranger.code).toBe(-3);
      const backwards = { startTime: µs(start + MINUTE_MS), endTime: µs(start) };
      expect((await door.call('getWarnings', backwards, token)).code).toBe(-2);
      expect((await door.call('getWarnings', { kinds: ['not-a-kind'] }, token)).code).toBe(-2);
    });

    test('an administrator without the device or customer view right is refused (-4)', async () => {
      const limited = await createAdmin(app, { rights: { 1: '1111' } });
      const token = await app.adminToken(limited.account, limited.password);
      expect((await door.call('getWarnings', {}, token)).code).toBe(-4);
    });
  });

  test('a warning stays with the fleet its device was in when it was raised', async () => {
    const [moving] = await tenants.devices(admin, 1, other.id);
    await alarm(moving, 'sos', 6);
    await app.ok('allocationDevice', { deviceSerialNumbers: [moving], fleetId: main.id }, admin);
    const asMain = await app.ok('getWarnings', { deviceSerialNumbers: [moving] }, await tenants.signIn(main));
    expect(asMain.total).toBe(0);
    const asOther = await app.ok('getWarnings', {}, await tenants.signIn(other));
    expect(serialsOf(asOther)).toEqual([moving, otherDevice]);
  });
});
