// History reads on the embedded store: a device's track, stops and trips for one day and for a
// week at one fix every 10 s (8,640 points a day), first with the device alone in the store, then
// with much other history beside it (the device's later weeks, other devices on the same days).
//
//   npm run bench:history [-- --days 7 --later-days 21 --others 10 --runs 30]
//
// One process: the platform (embedded SQLite stores, gateway off) with its /api server, the
// positions fed through the gateway's real TelemetryIngest. Figures:
//   - server-side: readTrackPage / readStops / readTrips (apps/api/src/history), what the calls run
//     after the access check: the history read model's track chunks read and parsed, points built;
//   - /api round trip: the same through the door in this process (sign-in checked, JSON encoded,
//     sent and parsed by the client), for comparison.
// Each as wall time and as this process's CPU time: on a shared machine the CPU time is the cost.
// Figures and the decisions behind them: bench/README.md, docs/decisions/history.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, ADMIN_SIGN_IN, callApi, imeis } from './support/api.mjs';
import { gt06Fix } from './support/grid-fixes.mjs';
import { readOptions } from './support/options.mjs';
import { fmt, loadAverage, machine, out, percentile, progress } from './support/output.mjs';

const require = createRequire(import.meta.url);
const { loadConfig } = require('../apps/api/dist/config.js');
const { Platform } = require('../apps/api/dist/platform/platform.js');
const { bootstrapFirstAdmin } = require('../apps/api/dist/platform/bootstrap.js');
const { startServer } = require('../apps/api/dist/server.js');
const { readTrackPage, readStops, readTrips } = require('../apps/api/dist/history/index.js');
const { TelemetryIngest, silentLogger } = require('../apps/gateway/dist/index.js');

const {
  days,
  'later-days': laterDays,
  others,
  runs,
} = readOptions({
  days: 7,
  'later-days': 21,
  others: 10,
  runs: 30,
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const EVERY = 10 * SECOND;
/** A burst the tracker sends in one go (ten minutes of fixes), as after a short loss of signal. */
const BURST_MS = 10 * MINUTE;
/** An hour's pattern: 50 minutes driving at 36 km/h, then 10 minutes parked (a stop each hour). */
const DRIVE_MS = 50 * MINUTE;
const HOUR = 60 * MINUTE;
const METERS_PER_DEGREE = 111_195;
const PAGE = 10_000;
const µs = (ms) => ms * 1000;

/** The first day of the measured period: a fixed UTC midnight, in the past of the wall clock. */
const FIRST_DAY = Date.UTC(2026, 9, 1);

const position = (serial, fixTime, north, speedKmh) =>
  gt06Fix(serial, { fixTime, latitude: 25 + north / METERS_PER_DEGREE, longitude: 121.5, speedKmh });

/** A device's days [from, to) at one fix every 10 s, each 10-minute burst received when it ends. */
async function drive(ingest, serial, from, to) {
  let north = 0;
  for (let start = from; start < to; start += BURST_MS) {
    const burst = [];
    for (let t = start; t < start + BURST_MS; t += EVERY) {
      const moving = (t - from) % HOUR < DRIVE_MS;
      if (moving) north += 100;
      burst.push(position(serial, t, north, moving ? 36 : 0));
    }
    await ingest.recordAll(serial, burst, start + BURST_MS);
    if (start % DAY === 0) progress(`${serial}: ${new Date(start).toISOString().slice(0, 10)}`);
  }
}

/** Wall time and this process's CPU time (user + system) of one run, in ms, and its result. */
async function timed(fn) {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  const result = await fn();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, result };
}

/**
 * p50 and p95 of `runs` runs after one warm-up, wall and CPU (the machine is shared: the CPU time
 * is what the read costs, the wall time adds the wait for a core), and what the last run answered.
 */
async function measure(label, fn, describe) {
  await fn();
  const walls = [];
  const cpus = [];
  let last;
  for (let r = 0; r < runs; r++) {
    const { ms, cpuMs, result } = await timed(fn);
    walls.push(ms);
    cpus.push(cpuMs);
    last = result;
  }
  walls.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  const pair = (sorted) =>
    `p50 ${fmt(percentile(sorted, 50), 1)} ms, p95 ${fmt(percentile(sorted, 95), 1)} ms`;
  out(`  ${label}: wall ${pair(walls)}; CPU ${pair(cpus)} (${describe(last)})`);
}

/** Every page of a track, as a client pages through it. */
async function wholeTrack(sources, serial, period) {
  let points = 0;
  let after;
  for (;;) {
    const page = await readTrackPage(sources, serial, period, after, PAGE);
    points += page.points.length;
    if (page.next === null) return points;
    after = page.next;
  }
}

async function settled(platform) {
  const head = await platform.events.headPosition();
  if (head !== undefined) await platform.runner.waitFor(head, 600_000);
}

const dir = mkdtempSync(join(tmpdir(), 'history-bench-'));
try {
  const config = loadConfig({
    DATA_DIR: dir,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dir, 'no-web'),
    GATEWAY: 'off',
  });
  const quiet = { info() {}, warn() {}, error: (m, e) => console.error('server error:', m, e) };
  const platform = await Platform.create(config, { logger: quiet });
  await platform.start();
  await bootstrapFirstAdmin(platform);
  const server = await startServer(platform, { port: 0, host: '127.0.0.1' });
  const admin = (await callApi(server.url, 'loginAccount', ADMIN_SIGN_IN)).token;
  const [target, ...other] = imeis(866_000_000_000_000, 1 + others);
  await callApi(server.url, 'addDevices', { deviceSerialNumbers: [target, ...other] }, admin);
  const ingest = new TelemetryIngest({ events: platform.events, logger: silentLogger });
  const sources = { read: platform.read };

  const lastDay = FIRST_DAY + days * DAY;
  const oneDay = { from: µs(FIRST_DAY + DAY), to: µs(FIRST_DAY + 2 * DAY) };
  const week = { from: µs(FIRST_DAY), to: µs(lastDay) };
  const api =
    (call, period, extra = {}) =>
    () =>
      callApi(
        server.url,
        call,
        { deviceSerialNumber: target, startTime: period.from, endTime: period.to, ...extra },
        admin,
      );

  async function report(title) {
    out(`${title} (load average ${loadAverage()}):`);
    const now = Date.now() * 1000;
    await measure(
      'one day, server-side',
      () => readTrackPage(sources, target, oneDay, undefined, PAGE),
      (p) => `${fmt(p.points.length)} points`,
    );
    await measure(
      `${days} days, server-side, every page`,
      () => wholeTrack(sources, target, week),
      (n) => `${fmt(n)} points`,
    );
    await measure(
      `${days} days of stops, server-side`,
      () => readStops(sources, target, week, 0, now),
      (s) => `${fmt(s.length)} stops`,
    );
    await measure(
      `${days} days of trips, server-side`,
      () => readTrips(sources, target, week),
      (t) => `${fmt(t.length)} trips`,
    );
    await measure(
      'one day, /api round trip',
      api('getCarTrackerLogs', oneDay),
      (d) => `${fmt(d.rows.length)} points`,
    );
    await measure(
      `${days} days of stops, /api round trip`,
      api('getParkingRecords', week, { overtimeSeconds: 0 }),
      (d) => `${fmt(d.rows.length)} stops`,
    );
  }

  out(`history bench: ${machine()}`);
  out(`target ${target}: ${days} days and the day after at one fix every 10 s`);
  let { ms } = await timed(() => drive(ingest, target, FIRST_DAY, lastDay + DAY));
  await settled(platform);
  out(`  fed ${fmt(((days + 1) * DAY) / EVERY)} fixes in ${fmt(ms / 1000, 1)} s`);
  await report('the device alone in the store');

  ({ ms } = await timed(async () => {
    await drive(ingest, target, lastDay + DAY, lastDay + (1 + laterDays) * DAY);
    for (const serial of other) await drive(ingest, serial, FIRST_DAY, lastDay + DAY);
    await settled(platform);
  }));
  const added = (laterDays + others * (days + 1)) * (DAY / EVERY);
  out(
    `  fed ${fmt(added)} more fixes (the device's ${laterDays} later days, ${others} other devices on the same days) in ${fmt(ms / 1000, 1)} s`,
  );
  await report('with the other history');

  await server.close();
  await platform.stop();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
