import { TRACK_PAGE_POINTS } from '@gps/contracts';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import {
  HistoryFeed,
  MINUTE,
  SECOND,
  driving,
  latitudeAt,
  parked,
  type DriveFix,
} from '../support/history-drive';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok } from '../support/two-doors';

jest.setTimeout(120_000);

const µs = (ms: number) => ms * 1000;
/** 2026-10-30 (UTC) at h:m:s; hours past 24 run into the next days. */
const T = (h: number, m = 0, s = 0) => Date.UTC(2026, 9, 30, h, m, s);
const DAY = 24 * 60 * MINUTE;
const period = (from: number, to: number) => ({ startTime: µs(from), endTime: µs(to) });

/**
 * The main device's evening (fixes every 10 s driving, every minute parked), received as it
 * happened, then a buffer of three fixes from the night before uploaded late:
 * - 21:00 drives (36 km/h), 21:10 parks (a 9-minute stop from 21:11), 21:20 drives (54 km/h);
 * - 22:30 parks across midnight (the stop runs 22:31 to 00:20 the next day);
 * - 00:20 drives, 00:40 parks (from 00:41, still parked when the data ends);
 * - at 01:00:30 the next day, four buffered fixes taken at 22:00:05 (between two fixes already in
 *   the track of that minute), 23:00:30, 23:01:30 and 23:02:30.
 */
const EVENING: DriveFix[] = [
  ...driving(T(21, 0), T(21, 10), 10 * SECOND, 0, 36),
  ...parked(T(21, 10), T(21, 20), MINUTE, 6_000),
  ...driving(T(21, 20), T(22, 30), 10 * SECOND, 6_150, 54),
  ...parked(T(22, 30), T(24, 20), MINUTE, 69_150),
  ...driving(T(24, 20), T(24, 40), 10 * SECOND, 69_300, 54),
  ...parked(T(24, 40), T(25, 0), MINUTE, 87_300),
];
const BUFFER_RECEIVED = T(25, 0, 30);
const BUFFERED: DriveFix[] = [T(22, 0, 5), T(23, 0, 30), T(23, 1, 30), T(23, 2, 30)].map((fixTime) => ({
  at: BUFFER_RECEIVED,
  fixTime,
  north: 69_150,
  speedKmh: 0,
}));

/** The stop across midnight, as every period that touches it must show it. */
const NIGHT_STOP = {
  startTime: µs(T(22, 31)),
  endTime: µs(T(24, 20)),
  durationSeconds: (T(24, 20) - T(22, 31)) / SECOND,
  latitude: latitudeAt(69_150),
  longitude: 121.5,
  address: null,
  marker: null,
};

describe('history: getCarTrackerLogs, getParkingRecords, getTrips', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 865_000_000_000_000);
  let admin: string;
  let main: FleetFixture;
  let sub: FleetFixture;
  let other: FleetFixture;
  let evening: string;
  let busy: string;
  let subDevice: string;
  let otherDevice: string;
  let stopped: string;

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.adminToken();
    main = await tenants.fleet(admin);
    sub = await tenants.subFleet(admin, main.id);
    other = await tenants.fleet(admin);
    [evening, busy, stopped] = await tenants.devices(admin, 3, main.id);
    [subDevice] = await tenants.devices(admin, 1, sub.id);
    [otherDevice] = await tenants.devices(admin, 1, other.id);
    const feed = new HistoryFeed(app);
    await feed.send(evening, EVENING);
    await feed.send(evening, BUFFERED);
    await feed.send(subDevice, driving(T(8, 0), T(8, 5), 10 * SECOND, 0, 36));
    await feed.send(otherDevice, driving(T(8, 0), T(8, 5), 10 * SECOND, 0, 36));
    await feed.send(stopped, driving(T(8, 0), T(8, 5), 10 * SECOND, 0, 36));
    await app.ok('stopDeviceService', { deviceSerialNumbers: [stopped] }, admin);
    // More than a page: a whole day at one fix every 10 s, and then some.
    await feed.sendInBursts(busy, driving(T(-24), T(6), 10 * SECOND, 0, 36));
  });
  afterAll(() => app.stop());

  describe.each(doorsOf(() => app))('through $name', (door) => {
    const track = (serial: string, from: number, to: number, token: string, cursor?: string) =>
      ok(door, 'getCarTrackerLogs', { deviceSerialNumber: serial, ...period(from, to), cursor }, token);
    const stops = (serial: string, from: number, to: number, token: string, overtimeSeconds?: number) =>
      ok(
        door,
        'getParkingRecords',
        { deviceSerialNumber: serial, ...period(from, to), overtimeSeconds },
        token,
      );
    const trips = (serial: string, from: number, to: number, token: string) =>
      ok(door, 'getTrips', { deviceSerialNumber: serial, ...period(from, to) }, token);

    test('the track is the accepted fixes in fix-time order, late buffered fixes where they belong', async () => {
      const token = await tenants.signIn(main);
      const page = await track(evening, T(22), T(24), token);
      const inOrder = EVENING.filter((f) => f.at >= T(22) && f.at < T(24));
      const expected = [...inOrder, ...BUFFERED].map((f) => f.fixTime ?? f.at).sort((a, b) => a - b);
      expect(page.rows.map((p: { fixTime: number }) => p.fixTime)).toEqual(expected.map(µs));
      expect(page.nextCursor).toBeNull();
      expect(page.serviceExpired).toBe(false);
      const late = page.rows.filter((p: { buffered: boolean }) => p.buffered);
      expect(late.map((p: { fixTime: number }) => p.fixTime)).toEqual(BUFFERED.map((f) => µs(f.fixTime!)));
      expect(late.find((p: { fixTime: number }) => p.fixTime === µs(T(23, 0, 30)))).toEqual({
        fixTime: µs(T(23, 0, 30)),
        receivedAt: µs(BUFFER_RECEIVED),
        latitude: expect.closeTo(latitudeAt(69_150), 9),
        longitude: 121.5,
        speed: 0,
        course: 0,
        altitude: 80,
        satellites: 9,
        locateType: 1,
        acc: false,
        odometerMeters: expect.any(Number),
        buffered: true,
        address: null,
      });
    });

    test("points on land carry the embedded atlas' area, those at sea (and stops there) none", async () => {
      const token = await tenants.signIn(main);
      // The evening's first fix is at the drive's base (25, 121.5); the night is spent off the coast.
      const [first] = (await track(evening, T(21), T(21, 1), token)).rows;
      expect(first.address).toBe('新北市中和區漳和里');
      const [late] = (await track(evening, T(23, 0, 30), T(23, 1), token)).rows;
      expect(late.address).toBeNull();
      const night = (await stops(evening, T(23), T(24), token)).rows;
      expect(night.map((s: { address: string | null }) => s.address)).toEqual([null]);
    });

    test('a period across midnight gives both days’ points, in order and once', async () => {
      const token = await tenants.signIn(main);
      const page = await track(evening, T(23, 55), T(24, 25), token);
      const expected = EVENING.filter((f) => f.at >= T(23, 55) && f.at < T(24, 25)).map((f) => µs(f.at));
      expect(page.rows.map((p: { fixTime: number }) => p.fixTime)).toEqual(expected);
      expect(expected.some((t) => t < µs(T(24))) && expected.some((t) => t >= µs(T(24)))).toBe(true);
    });

    test('a long track comes in pages: every point once, in order, then a null cursor', async () => {
      const token = await tenants.signIn(main);
      const [from, to] = [T(-24), T(6)];
      const first = await track(busy, from, to, token);
      expect(first.rows).toHaveLength(TRACK_PAGE_POINTS);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await track(busy, from, to, token, first.nextCursor);
      expect(second.nextCursor).toBeNull();
      const times = [...first.rows, ...second.rows].map((p: { fixTime: number }) => p.fixTime);
      const expected = driving(from, to, 10 * SECOND, 0, 36).map((f) => µs(f.at));
      expect(times).toEqual(expected);
    });

    test('a cursor that is not ours, or from another period, is refused (-2)', async () => {
      const token = await tenants.signIn(main);
      const first = await track(busy, T(-24), T(6), token);
      const call = (cursor: string, from = T(-24)) =>
        door.call('getCarTrackerLogs', { deviceSerialNumber: busy, ...period(from, T(6)), cursor }, token);
      expect((await call('not-a-cursor')).code).toBe(-2);
      expect((await call(first.nextCursor, T(-23))).code).toBe(-2);
      expect((await call(Buffer.from('[1,"x"]').toString('base64url'))).code).toBe(-2);
    });

    test('the stop across midnight is the same whatever period holds it, listed whole', async () => {
      const token = await tenants.signIn(main);
      for (const [from, to] of [
        [T(0), T(24)],
        [T(24), T(48)],
        [T(23), T(23, 30)],
        [T(20), T(26)],
      ]) {
        const { rows } = await stops(evening, from, to, token);
        expect(rows.filter((s: { startTime: number }) => s.startTime === NIGHT_STOP.startTime)).toEqual([
          { ...NIGHT_STOP, latitude: expect.closeTo(NIGHT_STOP.latitude, 9) },
        ]);
      }
    });

    test('parking lists stops of at least the overtime (1800 s by default); one under way has no end', async () => {
      const token = await tenants.signIn(main);
      const byDefault = await stops(evening, T(0), T(48), token);
      const lastStop = T(24, 41);
      expect(byDefault.rows.map((s: { startTime: number }) => s.startTime)).toEqual([
        NIGHT_STOP.startTime,
        µs(lastStop),
      ]);
      expect(byDefault.rows[1]).toMatchObject({
        endTime: null,
        durationSeconds: (app.clock.now() - lastStop) / SECOND,
      });
      const short = await stops(evening, T(0), T(48), token, 300);
      expect(short.rows[0]).toMatchObject({
        startTime: µs(T(21, 11)),
        endTime: µs(T(21, 20)),
        durationSeconds: 9 * 60,
      });
      expect(short.rows).toHaveLength(3);
      expect((await stops(evening, T(0), T(24), token, 7200)).rows).toEqual([]);
    });

    test('trips between the stops, each whole, the same whatever period holds them', async () => {
      const token = await tenants.signIn(main);
      const evening1 = await trips(evening, T(0), T(24), token);
      const trip = {
        startTime: µs(T(21, 20)),
        endTime: µs(T(22, 31)),
        durationSeconds: (T(22, 31) - T(21, 20)) / SECOND,
        endedBy: 'stop',
        maxSpeed: 54,
      };
      expect(evening1.rows).toHaveLength(2);
      expect(evening1.rows[1]).toMatchObject(trip);
      expect(evening1.rows[1].distanceMeters).toBeGreaterThan(60_000);
      const inside = await trips(evening, T(22), T(22, 10), token);
      expect(inside.rows).toEqual([evening1.rows[1]]);
      const nextDay = await trips(evening, T(24), T(48), token);
      expect(nextDay.rows).toEqual([
        expect.objectContaining({ startTime: µs(T(24, 20)), endTime: µs(T(24, 41)), endedBy: 'stop' }),
      ]);
    });

    test('a main fleet reads its sub-fleet’s device; a sub-fleet not its parent’s, nor a fleet another’s (-3)', async () => {
      const asMain = await tenants.signIn(main);
      expect((await track(subDevice, T(8), T(9), asMain)).rows).toHaveLength(30);
      const asSub = await tenants.signIn(sub);
      expect((await track(subDevice, T(8), T(9), asSub)).rows).toHaveLength(30);
      const asOther = await tenants.signIn(other);
      for (const call of ['getCarTrackerLogs', 'getParkingRecords', 'getTrips'] as const) {
        const input = { deviceSerialNumber: evening, ...period(T(0), T(24)) };
        expect((await door.call(call, input, asSub)).code).toBe(-3);
        expect((await door.call(call, input, asOther)).code).toBe(-3);
        expect((await door.call(call, { ...input, deviceSerialNumber: '123456' }, asMain)).code).toBe(-3);
      }
    });

    test('a device reads its own history; an administrator needs the device or customer view right (-4)', async () => {
      const device = await tenants.signInDevice(await tenants.deviceAccount(admin, otherDevice));
      expect((await track(otherDevice, T(8), T(9), device)).rows).toHaveLength(30);
      expect(
        (await door.call('getTrips', { deviceSerialNumber: evening, ...period(T(0), T(24)) }, device)).code,
      ).toBe(-3);
      expect((await track(evening, T(22), T(23), admin)).rows.length).toBeGreaterThan(0);
      const customerOnly = await createAdmin(app, { rights: { 5: '0001' } });
      const asCustomer = await app.adminToken(customerOnly.account, customerOnly.password);
      expect((await stops(evening, T(0), T(24), asCustomer)).rows).toHaveLength(1);
      const limited = await createAdmin(app, { rights: { 1: '1111' } });
      const token = await app.adminToken(limited.account, limited.password);
      const input = { deviceSerialNumber: evening, ...period(T(0), T(24)) };
      for (const call of ['getCarTrackerLogs', 'getParkingRecords', 'getTrips'] as const) {
        expect((await door.call(call, input, token)).code).toBe(-4);
      }
    });

    test('an end not after the start, a period over 7 days or a bad overtime is refused (-2)', async () => {
      const token = await tenants.signIn(main);
      const input = (from: number, to: number) => ({
        deviceSerialNumber: evening,
        startTime: from,
        endTime: to,
      });
      const week = 7 * DAY * 1000;
      for (const call of ['getCarTrackerLogs', 'getParkingRecords', 'getTrips'] as const) {
        expect((await door.call(call, input(µs(T(1)), µs(T(0))), token)).code).toBe(-2);
        expect((await door.call(call, input(µs(T(1)), µs(T(1))), token)).code).toBe(-2);
        expect((await door.call(call, input(µs(T(-48)), µs(T(-48)) + week + 1), token)).code).toBe(-2);
        expect((await door.call(call, input(µs(T(-48)), µs(T(-48)) + week), token)).code).toBe(0);
      }
      const overtime = (seconds: number) => ({ ...input(µs(T(0)), µs(T(24))), overtimeSeconds: seconds });
      expect((await door.call('getParkingRecords', overtime(-1), token)).code).toBe(-2);
      expect((await door.call('getParkingRecords', overtime(7 * 86_400 + 1), token)).code).toBe(-2);
    });

    test('a device out of service still shows what it recorded, flagged for the banner', async () => {
      const token = await tenants.signIn(main);
      const page = await track(stopped, T(8), T(9), token);
      expect(page).toMatchObject({ serviceExpired: true, nextCursor: null });
      expect(page.rows).toHaveLength(30);
      expect((await stops(stopped, T(8), T(9), token)).serviceExpired).toBe(true);
      expect((await trips(stopped, T(8), T(9), token)).serviceExpired).toBe(true);
      expect((await trips(evening, T(8), T(9), token)).serviceExpired).toBe(false);
    });
  });
});
