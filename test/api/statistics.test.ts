import { AdminFunction } from '@gps/codes';
import { Workbook } from 'exceljs';
import { readCsv } from '../../apps/api/test/exports/csv-reader';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { HistoryFeed, MINUTE, SECOND, driving, parked } from '../support/history-drive';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok, type CallName } from '../support/two-doors';

jest.setTimeout(180_000);

const HOUR = 60 * MINUTE;
/** Taipei is UTC+8 all year. */
const TAIPEI_OFFSET = 8 * HOUR;
/** 2026 in Taipei: month (1..12), day, hour, minute; hours past 24 run into the next day. */
const L = (month: number, day: number, h: number, m = 0) =>
  Date.UTC(2026, month - 1, day, h, m) - TAIPEI_OFFSET;
const BOM = '\ufeff';
/** The overspeed limit the feed judges by, km/h. */
const LIMIT_KMH = 50;
/** Permission groups' rights (add, edit, delete, view flags by function): statistics, customers, devices. */
const ADMIN_STATISTICS_VIEW = { [AdminFunction.STATISTICS]: '0001' };
const ADMIN_CUSTOMER_VIEW = { [AdminFunction.CUSTOMER]: '0001' };
const ADMIN_DEVICE_VIEW = { [AdminFunction.DEVICE]: '0001' };

const hours = (figures: Record<number, number>, zero = 0) =>
  Array.from({ length: 24 }, (_, h) => figures[h] ?? zero);

/**
 * The statistics calls through both doors, over events fed through the real telemetry ingest and
 * counted by the real statistics projection. Taipei days (all local):
 * - main fleet's device M, 2 Nov: 09:00 one minute at 72 km/h (an overspeed episode of 60 s, peak
 *   72), then 9 minutes at 36 (6.5 km in all); offline from 09:25 (the sweep) to its next packet at
 *   10:25 (3600 s); an SOS alarm at 11:00; 23:55 to 00:05 across midnight at 36 (2.9 km on the 2nd,
 *   3.0 km on the 3rd); 1 Dec 08:00 ten minutes at 36 (5.9 km);
 * - the sub-fleet's device S, 3 Nov 08:00 ten minutes (5.9 km); moved to the other fleet on 4 Nov;
 *   5 Nov 08:00 ten minutes (5.9 km, the other fleet's);
 * - the other fleet's device O, 2 Nov 12:00 ten minutes (5.9 km).
 */
describe('statistics: get<Group>StatisticsDay and ...MultiDays', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 868_000_000_000_000);
  let admin: string;
  let main: FleetFixture;
  let sub: FleetFixture;
  let other: FleetFixture;
  let M: string;
  let S: string;
  let O: string;
  let mainToken: string;
  let subToken: string;
  let otherToken: string;
  let deviceToken: string;
  let statisticsAdmin: string;
  let customerAdmin: string;
  let noRightAdmin: string;

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.adminToken();
    main = await tenants.fleet(admin);
    sub = await tenants.subFleet(admin, main.id);
    other = await tenants.fleet(admin);
    [M] = await tenants.devices(admin, 1, main.id);
    [S] = await tenants.devices(admin, 1, sub.id);
    [O] = await tenants.devices(admin, 1, other.id);
    const deviceAccount = await tenants.deviceAccount(admin, M);
    const withRight = await createAdmin(app, { rights: ADMIN_STATISTICS_VIEW });
    const customers = await createAdmin(app, { rights: ADMIN_CUSTOMER_VIEW });
    // Another right (the devices' view) is not the statistics'.
    const without = await createAdmin(app, { rights: ADMIN_DEVICE_VIEW });

    // The platform's limit, as the ingest reads it (device > fleet > platform).
    await app.ok('editSystemSetting', { id: 'overspeedLimitKmh', value: String(LIMIT_KMH) }, admin);
    const feed = new HistoryFeed(app);
    for (const serial of [M, S, O]) await feed.identify(serial);
    await feed.send(M, [
      ...driving(L(11, 2, 9), L(11, 2, 9, 1), 10 * SECOND, 0, 72),
      ...driving(L(11, 2, 9, 1), L(11, 2, 9, 10), 10 * SECOND, 1_200, 36),
    ]);
    app.clock.advance(L(11, 2, 9, 25) - app.clock.now());
    expect(await feed.sweepOffline()).toBe(1);
    await feed.send(M, parked(L(11, 2, 10, 25), L(11, 2, 10, 26), MINUTE, 6_500));
    await feed.alarm(M, 'sos', L(11, 2, 11));
    await feed.send(M, driving(L(11, 2, 23, 55), L(11, 2, 24, 5), 10 * SECOND, 6_500, 36));
    await feed.send(M, driving(L(12, 1, 8), L(12, 1, 8, 10), 10 * SECOND, 12_400, 36));
    await feed.send(O, driving(L(11, 2, 12), L(11, 2, 12, 10), 10 * SECOND, 0, 36));
    await feed.send(S, driving(L(11, 3, 8), L(11, 3, 8, 10), 10 * SECOND, 0, 36));
    app.clock.advance(L(11, 4, 12) - app.clock.now());
    // Sessions expire as the clock moves on: everyone signs in now.
    admin = await app.adminToken();
    await app.ok('allocationDevice', { deviceSerialNumbers: [S], fleetId: other.id }, admin);
    await feed.send(S, driving(L(11, 5, 8), L(11, 5, 8, 10), 10 * SECOND, 5_900, 36));
    [mainToken, subToken, otherToken] = await Promise.all([main, sub, other].map((f) => tenants.signIn(f)));
    deviceToken = await tenants.signInDevice(deviceAccount);
    statisticsAdmin = await app.adminToken(withRight.account, withRight.password);
    customerAdmin = await app.adminToken(customers.account, customers.password);
    noRightAdmin = await app.adminToken(without.account, without.password);
  });
  afterAll(() => app.stop());

  const NOVEMBER_AND_DECEMBER = { startDay: '2026-11-01', endDay: '2026-12-31' };

  describe.each(doorsOf(() => app))('through $name', (door) => {
    const multiDays = (group: string, input: Record<string, unknown>, token: string) =>
      ok(door, `get${group}StatisticsMultiDays` as CallName, input, token);
    const refusal = async (call: string, input: Record<string, unknown>, token: string) => {
      const res = await door.call(call as CallName, input, token);
      return { code: res.code, data: res.data as Record<string, unknown> | undefined };
    };

    test("mileage by day for a device: every day of the period, zeros included, the device's whole record", async () => {
      const answer = await multiDays(
        'Mileage',
        { deviceSerialNumber: M, startDay: '2026-11-01', endDay: '2026-11-04', groupBy: 'day' },
        mainToken,
      );
      expect(answer).toEqual({
        scope: { kind: 'device', id: M, name: M },
        timeZone: 'Asia/Taipei',
        groupBy: 'day',
        totals: { mileageKm: 12.4 },
        rows: [
          { key: '2026-11-01', mileageKm: 0 },
          { key: '2026-11-02', mileageKm: 9.4 },
          { key: '2026-11-03', mileageKm: 3 },
          { key: '2026-11-04', mileageKm: 0 },
        ],
      });
    });

    test('each group for a device, a fleet with its sub-fleet, and the platform', async () => {
      const period = { ...NOVEMBER_AND_DECEMBER, groupBy: 'month' };
      const episodes = {
        Warning: {
          warnings: 3,
          byKind: [
            { kind: 'offline', count: 1 },
            { kind: 'overspeed', count: 1 },
            { kind: 'sos', count: 1 },
          ],
        },
        Overspeed: { overspeeds: 1, overspeedSeconds: 60, peakKmh: 72 },
        Offline: { offlines: 1, offlineSeconds: 3600 },
      };
      // Only M raised warnings and had episodes; the mileage is each scope's own.
      const scopes = [
        {
          ask: { deviceSerialNumber: M },
          token: mainToken,
          km: 18.3,
          scope: { kind: 'device', id: M, name: M },
        },
        { ask: {}, token: mainToken, km: 24.2, scope: { kind: 'fleet', id: main.id, name: main.alias } },
        { ask: {}, token: admin, km: 36, scope: { kind: 'platform', id: 'platform', name: null } },
      ];
      for (const { ask, token, km, scope } of scopes) {
        const totals = async (group: string) => {
          const answer = await multiDays(group, { ...ask, ...period }, token);
          expect(answer.scope).toEqual(scope);
          return answer.totals;
        };
        expect(await totals('Mileage')).toEqual({ mileageKm: km });
        expect(await totals('All')).toEqual({ mileageKm: km, warnings: 3, overspeeds: 1, offlines: 1 });
        for (const [group, figures] of Object.entries(episodes)) expect(await totals(group)).toEqual(figures);
      }
    });

    test('a fleet counts its sub-fleets; a device moved keeps its past with the old fleet', async () => {
      const byDay = { startDay: '2026-11-02', endDay: '2026-11-05', groupBy: 'day' };
      const km = async (ask: Record<string, unknown>, token: string) =>
        (await multiDays('Mileage', { ...ask, ...byDay }, token)).rows.map(
          (r: { mileageKm: number }) => r.mileageKm,
        );
      expect(await km({ fleetId: main.id }, mainToken)).toEqual([9.4, 8.9, 0, 0]);
      expect(await km({ fleetId: sub.id }, mainToken)).toEqual([0, 5.9, 0, 0]);
      expect(await km({}, subToken)).toEqual([0, 5.9, 0, 0]);
      // S moved to the other fleet on the 4th: its 5th is the other fleet's, its 3rd stays the sub-fleet's.
      expect(await km({}, otherToken)).toEqual([5.9, 0, 0, 5.9]);
      expect(await km({ deviceSerialNumber: S }, admin)).toEqual([0, 5.9, 0, 5.9]);
      expect(await km({}, admin)).toEqual([15.3, 8.9, 0, 5.9]);
    });

    test('by month: the months of the period summed; by hour: the hours of the day summed over the period', async () => {
      const months = await multiDays('All', { ...NOVEMBER_AND_DECEMBER, groupBy: 'month' }, mainToken);
      expect(months.rows).toEqual([
        { key: '2026-11', mileageKm: 18.3, warnings: 3, overspeeds: 1, offlines: 1 },
        { key: '2026-12', mileageKm: 5.9, warnings: 0, overspeeds: 0, offlines: 0 },
      ]);
      const range = { startDay: '2026-11-02', endDay: '2026-11-03', groupBy: 'hour' };
      const mileage = await multiDays('Mileage', range, mainToken);
      expect(mileage.rows.map((r: { key: string }) => r.key)).toEqual(
        hours({}).map((_, h) => String(h).padStart(2, '0')),
      );
      // 00: M after midnight; 08: S in the sub-fleet; 09: M's morning; 12: O, not the main fleet's; 23: M before midnight.
      expect(mileage.rows.map((r: { mileageKm: number }) => r.mileageKm)).toEqual(
        hours({ 0: 3, 8: 5.9, 9: 6.5, 23: 2.9 }),
      );
      expect(mileage.totals).toEqual({ mileageKm: 18.3 });
      const overspeed = await multiDays('Overspeed', range, mainToken);
      expect(overspeed.rows[9]).toEqual({ key: '09', overspeeds: 1, overspeedSeconds: 60, peakKmh: 72 });
      expect(overspeed.rows[10]).toEqual({ key: '10', overspeeds: 0, overspeedSeconds: 0, peakKmh: 0 });
      const warning = await multiDays('Warning', range, mainToken);
      // The overspeed and the offline warnings at 09, the SOS at 11; kinds are kept by day only.
      expect(warning.rows.map((r: { warnings: number }) => r.warnings)).toEqual(hours({ 9: 2, 11: 1 }));
      expect(warning.rows.every((r: { byKind: unknown[] }) => r.byKind.length === 0)).toBe(true);
      expect(warning.totals.warnings).toBe(3);
    });

    test('a Day call answers the 24 hours of that day', async () => {
      const answer = await ok(door, 'getOfflineStatisticsDay', { day: '2026-11-02' }, deviceToken);
      expect(answer.scope).toEqual({ kind: 'device', id: M, name: M });
      expect(answer.groupBy).toBe('hour');
      expect(answer.rows.map((r: { offlineSeconds: number }) => r.offlineSeconds)).toEqual(
        hours({ 9: 3600 }),
      );
      expect(answer.totals).toEqual({ offlines: 1, offlineSeconds: 3600 });
      const mileage = await ok(
        door,
        'getMileageStatisticsDay',
        { fleetId: main.id, day: '2026-11-03' },
        admin,
      );
      expect(mileage.rows.map((r: { mileageKm: number }) => r.mileageKm)).toEqual(hours({ 0: 3, 8: 5.9 }));
    });

    test("tenancy: another fleet's fleet or device, a sub-fleet's parent, a device account's fleet are -3", async () => {
      const day = { day: '2026-11-02' };
      expect((await refusal('getMileageStatisticsDay', { ...day, fleetId: other.id }, mainToken)).code).toBe(
        -3,
      );
      expect(
        (await refusal('getMileageStatisticsDay', { ...day, deviceSerialNumber: O }, mainToken)).code,
      ).toBe(-3);
      expect((await refusal('getMileageStatisticsDay', { ...day, fleetId: main.id }, subToken)).code).toBe(
        -3,
      );
      expect(
        (await refusal('getMileageStatisticsDay', { ...day, deviceSerialNumber: M }, subToken)).code,
      ).toBe(-3);
      expect((await refusal('getAllStatisticsDay', { ...day, fleetId: main.id }, deviceToken)).code).toBe(-3);
      expect(
        (await refusal('getAllStatisticsDay', { ...day, deviceSerialNumber: S }, deviceToken)).code,
      ).toBe(-3);
      expect((await refusal('getAllStatisticsDay', { ...day, fleetId: 'no-such-fleet' }, admin)).code).toBe(
        -3,
      );
    });

    test('administrators need the statistics (or customer) view right, and may ask for any scope', async () => {
      const period = { ...NOVEMBER_AND_DECEMBER, groupBy: 'month' };
      expect((await refusal('getMileageStatisticsMultiDays', period, noRightAdmin)).code).toBe(-4);
      expect((await multiDays('Mileage', period, statisticsAdmin)).totals).toEqual({ mileageKm: 36 });
      expect((await multiDays('Mileage', { ...period, fleetId: main.id }, customerAdmin)).totals).toEqual({
        mileageKm: 24.2,
      });
      expect((await multiDays('Mileage', { ...period, fleetId: sub.id }, statisticsAdmin)).totals).toEqual({
        mileageKm: 5.9,
      });
    });

    test('bad periods and scopes are -2 with the field named', async () => {
      const fields = async (input: Record<string, unknown>, call = 'getWarningStatisticsMultiDays') => {
        const res = await refusal(call, input, mainToken);
        expect(res.code).toBe(-2);
        return (res.data?.issues as { field: string; code: string }[]).map((i) => `${i.field} ${i.code}`);
      };
      const byDay = { groupBy: 'day' };
      expect(await fields({ ...byDay, startDay: '2026-11-02', endDay: '2026-11-01' })).toEqual([
        'endDay too_early',
      ]);
      expect(await fields({ ...byDay, startDay: '2024-01-01', endDay: '2026-01-01' })).toEqual([
        'endDay too_large',
      ]);
      // The longest period: 731 days.
      const longest = { startDay: '2024-01-01', endDay: '2025-12-31', groupBy: 'month' };
      expect((await multiDays('Warning', longest, mainToken)).rows).toHaveLength(24);
      expect(await fields({ ...byDay, startDay: '2 Nov 2026', endDay: '2026-11-03' })).toEqual([
        'startDay pattern',
      ]);
      expect(await fields({ ...byDay, startDay: '2026-02-29', endDay: '2026-03-01' })).toEqual([
        'startDay invalid',
      ]);
      expect(await fields({ day: '2026-04-31' }, 'getWarningStatisticsDay')).toEqual(['day invalid']);
      expect(
        await fields(
          { day: '2026-11-02', deviceSerialNumber: M, fleetId: main.id },
          'getWarningStatisticsDay',
        ),
      ).toEqual(['fleetId invalid']);
    });

    test('the overspeed and offline statistics are refused (-4) while their settings are off', async () => {
      const day = { day: '2026-11-02' };
      const setting = (id: string, value: string) => app.ok('editSystemSetting', { id, value }, admin);
      await setting('showOverspeed', '0');
      try {
        for (const call of ['getOverspeedStatisticsDay', 'getOverspeedStatisticsMultiDays']) {
          const input = call.endsWith('Day')
            ? day
            : { startDay: '2026-11-01', endDay: '2026-11-02', groupBy: 'day' };
          expect(await refusal(call, input, mainToken)).toEqual({
            code: -4,
            data: { reason: 'overspeed_off' },
          });
        }
        expect((await ok(door, 'getOfflineStatisticsDay', day, mainToken)).totals.offlines).toBe(1);
      } finally {
        await setting('showOverspeed', '1');
      }
      await setting('showOffline', '0');
      try {
        expect(await refusal('getOfflineStatisticsDay', day, admin)).toEqual({
          code: -4,
          data: { reason: 'offline_off' },
        });
        expect((await ok(door, 'getOverspeedStatisticsDay', day, mainToken)).totals.overspeeds).toBe(1);
      } finally {
        await setting('showOffline', '1');
      }
    });
  });

  describe('exportStatistics (/api)', () => {
    async function download(body: Record<string, unknown>, token: string) {
      const res = await fetch(`${app.server.url}/api/exportStatistics`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, userToken: token }),
      });
      return {
        type: res.headers.get('content-type'),
        disposition: res.headers.get('content-disposition'),
        bytes: Buffer.from(await res.arrayBuffer()),
      };
    }
    const period = { startDay: '2026-11-01', endDay: '2026-11-05', groupBy: 'day' };

    test('CSV: the rows and a totals line, headers in the language asked for', async () => {
      const file = await download(
        { ...period, group: 'mileage', format: 'csv', language: 'en-US' },
        mainToken,
      );
      expect(file.type).toBe('text/csv; charset=utf-8');
      expect(file.disposition).toContain('Mileage_20261101_20261105.csv');
      const text = file.bytes.toString('utf8');
      expect(text.startsWith(BOM)).toBe(true);
      expect(readCsv(text.slice(BOM.length))).toEqual([
        ['Day', 'Mileage (km)'],
        ['2026-11-01', '0'],
        ['2026-11-02', '9.4'],
        ['2026-11-03', '8.9'],
        ['2026-11-04', '0'],
        ['2026-11-05', '0'],
        ['Total', '18.3'],
      ]);
    });

    test('XLSX in zh-TW: the overspeed figures, durations as durations', async () => {
      const file = await download({ ...period, group: 'overspeed', format: 'xlsx', groupBy: 'month' }, admin);
      expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const book = new Workbook();
      await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet.name).toBe('超速統計');
      const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
      expect(values(1)).toEqual(['月份', '超速次數', '超速時間', '最高速度 (km/h)']);
      // Excel's day 0 is 1899-12-30: a duration is a fraction of a day from there, read back as a date.
      const aMinute = new Date(Date.UTC(1899, 11, 30, 0, 1));
      expect(values(2)).toEqual(['2026-11', 1, aMinute, 72]);
      expect(values(3)).toEqual(['合計', 1, aMinute, 72]);
      expect(sheet.getRow(2).getCell(3).numFmt).toBe('[h]:mm:ss');
      expect(sheet.rowCount).toBe(3);
    });

    test('refused as the group call is: another tenant -3, a setting off -4, bad periods -2, before any byte', async () => {
      const csv = { ...period, group: 'mileage', format: 'csv' };
      const json = async (body: Record<string, unknown>, token: string) => {
        const file = await download(body, token);
        expect(file.type).toContain('application/json');
        return JSON.parse(file.bytes.toString('utf8')).code;
      };
      expect(await json({ ...csv, fleetId: other.id }, mainToken)).toBe(-3);
      expect(await json({ ...csv, startDay: '2026-11-06' }, mainToken)).toBe(-2);
      expect(await json({ ...csv, format: 'gpx' }, mainToken)).toBe(-2);
      await app.ok('editSystemSetting', { id: 'showOffline', value: '0' }, admin);
      try {
        expect(await json({ ...csv, group: 'offline' }, mainToken)).toBe(-4);
      } finally {
        await app.ok('editSystemSetting', { id: 'showOffline', value: '1' }, admin);
      }
    });
  });
});
