import { AdminFunction, ONLINE_BUCKETS } from '@gps/codes';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import {
  cameOnline,
  fellAsleep,
  fixAt,
  offlineEnded,
  recordTelemetry,
  wentOffline,
} from '../support/presence-events';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok } from '../support/two-doors';

jest.setTimeout(60_000);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const µs = (ms: number) => ms * 1000;
const ENV = { SESSION_IDLE_SECONDS: String(400 * 24 * 3600) };

/** The counts as `{ bucket: count }`, every bucket present. */
const countsOf = (stats: { counts: { bucket: string; count: number }[] }) =>
  Object.fromEntries(stats.counts.map((c) => [c.bucket, c.count]));
const none = Object.fromEntries(ONLINE_BUCKETS.map((b) => [b, 0]));

/**
 * fetchOnlineStatistics, queryOfflineDevices and getOfflineReports through both doors: the buckets
 * partition the caller's devices, the offline list and the episodes, with the tenancy of the
 * devices calls.
 */
describe('device status', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 864_100_000_000_000);
  let admin: string;
  let main: FleetFixture;
  let sub: FleetFixture;
  let other: FleetFixture;
  let awake: string;
  let asleep: string;
  let never: string;
  let subOffline: string;
  let otherOffline: string;
  let now: number;

  beforeAll(async () => {
    app = await TestApp.start(ENV);
    admin = await app.adminToken();
    main = await tenants.fleet(admin);
    sub = await tenants.subFleet(admin, main.id);
    other = await tenants.fleet(admin);
    [awake, asleep, never] = await tenants.devices(admin, 3, main.id);
    [subOffline] = await tenants.devices(admin, 1, sub.id);
    [otherOffline] = await tenants.devices(admin, 1, other.id);
    now = app.clock.now();

    // awake: offline for an hour two days ago (an ended episode), online since.
    const gone = now - 2 * DAY;
    await recordTelemetry(app, awake, gone - 10 * MINUTE, [cameOnline(gone - 10 * MINUTE)]);
    await recordTelemetry(app, awake, gone, [wentOffline(gone + 5 * MINUTE, gone - 10 * MINUTE)]);
    await recordTelemetry(app, awake, gone + HOUR, [
      cameOnline(gone + HOUR),
      offlineEnded(gone + 5 * MINUTE, gone - 10 * MINUTE, gone + HOUR),
    ]);
    await recordTelemetry(app, asleep, now - HOUR, [cameOnline(now - HOUR), fellAsleep(now - HOUR)]);
    // subOffline: last heard an hour ago, at a known place.
    await recordTelemetry(app, subOffline, now - HOUR, [
      cameOnline(now - HOUR),
      fixAt(now - HOUR, 25.0339, 121.5645),
    ]);
    await recordTelemetry(app, subOffline, now - 50 * MINUTE, [wentOffline(now - 50 * MINUTE, now - HOUR)]);
    await recordTelemetry(app, otherOffline, now - 2 * DAY, [cameOnline(now - 2 * DAY)]);
    await recordTelemetry(app, otherOffline, now - DAY, [wentOffline(now - DAY, now - 2 * DAY)]);
  });
  afterAll(async () => {
    await app.stop();
  });

  describe.each(doorsOf(() => app))('through $name', (door) => {
    it('counts the devices in each bucket: a main fleet with its sub-fleets, a sub-fleet alone, a device itself', async () => {
      const mainToken = await tenants.signIn(main);
      const expected = { ...none, online: 1, sleeping: 1, unused: 1, offlineUnder12h: 1 };
      const stats = await ok(door, 'fetchOnlineStatistics', {}, mainToken);
      expect(countsOf(stats)).toEqual(expected);
      expect(stats.devices).toBe(4);
      expect(stats.counts.map((c: { bucket: string }) => c.bucket)).toEqual(ONLINE_BUCKETS);
      // The administrator names the fleet: the same counts.
      expect(countsOf(await ok(door, 'fetchOnlineStatistics', { fleetId: main.id }, admin))).toEqual(
        expected,
      );

      const subStats = await ok(door, 'fetchOnlineStatistics', {}, await tenants.signIn(sub));
      expect(countsOf(subStats)).toEqual({ ...none, offlineUnder12h: 1 });

      const account = await tenants.deviceAccount(admin, subOffline);
      const own = await ok(door, 'fetchOnlineStatistics', {}, await tenants.signInDevice(account));
      expect(countsOf(own)).toEqual({ ...none, offlineUnder12h: 1 });
    });

    it("lists the chosen bucket's devices, 'online' by default, with where they last were", async () => {
      const mainToken = await tenants.signIn(main);
      const online = await ok(door, 'fetchOnlineStatistics', {}, mainToken);
      expect(online).toMatchObject({ bucket: 'online', total: 1 });
      expect(online.rows.map((r: { deviceSerialNumber: string }) => r.deviceSerialNumber)).toEqual([awake]);

      const recent = await ok(door, 'fetchOnlineStatistics', { bucket: 'offlineUnder12h' }, mainToken);
      expect(recent.rows).toEqual([
        expect.objectContaining({
          deviceSerialNumber: subOffline,
          fleetId: sub.id,
          bucket: 'offlineUnder12h',
          online: false,
          lastSeenTimestamp: µs(now - HOUR),
          offlineSeconds: 3600,
          lastFixTimestamp: µs(now - HOUR),
          latitude: 25.0339,
          longitude: 121.5645,
          address: '台北市信義區西村里',
        }),
      ]);
      const unused = await ok(door, 'fetchOnlineStatistics', { bucket: 'unused' }, mainToken);
      expect(unused.rows).toEqual([
        expect.objectContaining({ deviceSerialNumber: never, lastSeenTimestamp: null, offlineSeconds: null }),
      ]);
    });

    it("answers another tenant's fleet, or a sub-fleet asking for its parent, as not found (-3)", async () => {
      const mainToken = await tenants.signIn(main);
      for (const call of ['fetchOnlineStatistics', 'queryOfflineDevices'] as const) {
        expect((await door.call(call, { fleetId: other.id }, mainToken)).code).toBe(-3);
        expect((await door.call(call, { fleetId: main.id }, await tenants.signIn(sub))).code).toBe(-3);
      }
      const period = { startTime: µs(now - 7 * DAY), endTime: µs(now) };
      const report = (input: Record<string, unknown>) =>
        door.call('getOfflineReports', { ...period, ...input }, mainToken);
      expect((await report({ deviceSerialNumber: otherOffline })).code).toBe(-3);
      expect((await report({ fleetId: other.id })).code).toBe(-3);
    });

    it('needs the statistics or the customer view right of an administrator (-4 without)', async () => {
      const statistics = await createAdmin(app, { rights: { [AdminFunction.STATISTICS]: '0001' } });
      const statisticsToken = await app.adminToken(statistics.account, statistics.password);
      const all = await ok(door, 'fetchOnlineStatistics', {}, statisticsToken);
      expect(all.devices).toBeGreaterThanOrEqual(5);
      const devicesOnly = await createAdmin(app, { rights: { [AdminFunction.DEVICE]: '1111' } });
      const devicesToken = await app.adminToken(devicesOnly.account, devicesOnly.password);
      for (const call of ['fetchOnlineStatistics', 'queryOfflineDevices'] as const) {
        expect((await door.call(call, {}, devicesToken)).code).toBe(-4);
      }
    });

    it('refuses bad input (-2)', async () => {
      const bad: [string, Record<string, unknown>][] = [
        ['fetchOnlineStatistics', { bucket: 'someday' }],
        ['fetchOnlineStatistics', { pageRows: 101 }],
        ['queryOfflineDevices', { pageRows: 201 }],
        ['queryOfflineDevices', { minOfflineSeconds: 60, maxOfflineSeconds: 60 }],
        ['queryOfflineDevices', { minOfflineSeconds: -1 }],
        ['getOfflineReports', { startTime: µs(now), endTime: µs(now) }],
        ['getOfflineReports', { startTime: 0, endTime: µs(367 * DAY) }],
        ['getOfflineReports', { startTime: 0, endTime: µs(DAY), pageRows: 51 }],
        [
          'getOfflineReports',
          { startTime: 0, endTime: µs(DAY), deviceSerialNumber: awake, fleetId: main.id },
        ],
      ];
      for (const [call, input] of bad) {
        const res = await door.call(call as 'queryOfflineDevices', input, admin);
        expect({ call, input, code: res.code }).toEqual({ call, input, code: -2 });
      }
    });

    it('lists the offline devices longest offline first, narrowed by how long (from included, to excluded), 200 a page', async () => {
      const serials = (page: { rows: { deviceSerialNumber: string }[] }) =>
        page.rows.map((r) => r.deviceSerialNumber);
      const all = await ok(door, 'queryOfflineDevices', {}, admin);
      expect(serials(all)).toEqual([otherOffline, subOffline]);
      expect(all.rows[0]).toMatchObject({ offlineSeconds: 2 * 24 * 3600, fleetId: other.id });

      const second = await ok(door, 'queryOfflineDevices', { pageIndex: 1, pageRows: 1 }, admin);
      expect(second).toMatchObject({ total: 2 });
      expect(serials(second)).toEqual([subOffline]);

      const hour = 3600;
      const span = async (input: Record<string, unknown>) =>
        serials(await ok(door, 'queryOfflineDevices', input, admin));
      expect(await span({ minOfflineSeconds: hour })).toEqual([otherOffline, subOffline]);
      expect(await span({ minOfflineSeconds: hour + 1 })).toEqual([otherOffline]);
      expect(await span({ maxOfflineSeconds: hour })).toEqual([]);
      expect(await span({ maxOfflineSeconds: hour + 1 })).toEqual([subOffline]);

      // A main fleet sees its sub-fleet's, not another fleet's.
      expect(serials(await ok(door, 'queryOfflineDevices', {}, await tenants.signIn(main)))).toEqual([
        subOffline,
      ]);
    });

    it("lists a device's or a fleet's offline episodes begun in the period, newest first, one under way lasting until now", async () => {
      const mainToken = await tenants.signIn(main);
      const period = { startTime: µs(now - 7 * DAY), endTime: µs(now) };
      const fleet = await ok(door, 'getOfflineReports', period, mainToken);
      expect(fleet.total).toBe(2);
      expect(fleet.rows).toEqual([
        {
          deviceSerialNumber: subOffline,
          carName: null,
          startTime: µs(now - HOUR),
          endTime: null,
          durationSeconds: 3600,
          fixTime: µs(now - HOUR),
          latitude: 25.0339,
          longitude: 121.5645,
          address: '台北市信義區西村里',
        },
        {
          deviceSerialNumber: awake,
          carName: null,
          startTime: µs(now - 2 * DAY - 10 * MINUTE),
          endTime: µs(now - 2 * DAY + HOUR),
          durationSeconds: 70 * 60,
          fixTime: null,
          latitude: null,
          longitude: null,
          address: null,
        },
      ]);
      const device = await ok(door, 'getOfflineReports', { ...period, deviceSerialNumber: awake }, mainToken);
      expect(device.rows.map((r: { startTime: number }) => r.startTime)).toEqual([
        µs(now - 2 * DAY - 10 * MINUTE),
      ]);
      const subOnly = await ok(door, 'getOfflineReports', { ...period, fleetId: sub.id }, mainToken);
      expect(subOnly.rows.map((r: { deviceSerialNumber: string }) => r.deviceSerialNumber)).toEqual([
        subOffline,
      ]);
      // Begun before the period: not in it.
      const later = await ok(
        door,
        'getOfflineReports',
        { startTime: µs(now - HOUR + 1), endTime: µs(now) },
        mainToken,
      );
      expect(later).toEqual({ total: 0, rows: [] });
      const paged = await ok(door, 'getOfflineReports', { ...period, pageIndex: 1, pageRows: 1 }, admin);
      expect(paged.total).toBe(3);
      expect(paged.rows.map((r: { deviceSerialNumber: string }) => r.deviceSerialNumber)).toEqual([
        otherOffline,
      ]);
    });
  });
});

/**
 * Each bucket at its boundaries on the platform's clock: an age equal to a bound is in the older
 * bucket (docs/decisions/online-buckets.md).
 */
describe('online buckets at their boundaries', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 864_200_000_000_000);
  let neverFleet: FleetFixture;
  let offlineFleet: FleetFixture;
  let added: number;

  beforeAll(async () => {
    app = await TestApp.start(ENV);
    const admin = await app.adminToken();
    neverFleet = await tenants.fleet(admin);
    offlineFleet = await tenants.fleet(admin);
    added = app.clock.now();
    await tenants.devices(admin, 1, neverFleet.id);
    const [offline] = await tenants.devices(admin, 1, offlineFleet.id);
    // Last heard the moment both were added; the sweeper noticed five minutes later.
    await recordTelemetry(app, offline, added, [cameOnline(added)]);
    await recordTelemetry(app, offline, added, [wentOffline(added + 5 * MINUTE, added)]);
  });
  afterAll(async () => {
    await app.stop();
  });

  /** The one bucket (count 1) each fleet's only device is in, with the clock at `age` after `added`. */
  async function bucketsAt(age: number): Promise<{ never: string; offline: string }> {
    app.clock.advance(added + age - app.clock.now());
    const admin = await app.adminToken();
    const only = async (fleetId: string) => {
      const counts = countsOf(await app.ok('fetchOnlineStatistics', { fleetId }, admin));
      const hit = Object.entries(counts).filter(([, n]) => n > 0);
      expect(hit.map(([, n]) => n)).toEqual([1]);
      return hit[0][0];
    };
    return { never: await only(neverFleet.id), offline: await only(offlineFleet.id) };
  }

  it('moves a device from bucket to bucket just before, at and after 12 hours, 90 days and 180 days', async () => {
    const ms = 1;
    expect(await bucketsAt(12 * HOUR - ms)).toEqual({ never: 'unused', offline: 'offlineUnder12h' });
    expect(await bucketsAt(12 * HOUR)).toEqual({ never: 'unused', offline: 'offline12hTo90d' });
    expect(await bucketsAt(12 * HOUR + ms)).toEqual({ never: 'unused', offline: 'offline12hTo90d' });
    expect(await bucketsAt(90 * DAY - ms)).toEqual({ never: 'unused', offline: 'offline12hTo90d' });
    expect(await bucketsAt(90 * DAY)).toEqual({ never: 'neverOnline90d', offline: 'sleeping' });
    expect(await bucketsAt(90 * DAY + ms)).toEqual({ never: 'neverOnline90d', offline: 'sleeping' });
    expect(await bucketsAt(180 * DAY - ms)).toEqual({ never: 'neverOnline90d', offline: 'sleeping' });
    expect(await bucketsAt(180 * DAY)).toEqual({ never: 'neverOnline180d', offline: 'sleeping' });
    expect(await bucketsAt(180 * DAY + ms)).toEqual({ never: 'neverOnline180d', offline: 'sleeping' });
  });
});
