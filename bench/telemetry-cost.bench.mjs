// What one position costs the ingest, and whether that grows with the device's history.
//
// Part 1, per history size (0, 10k, 100k, 500k prior positions of ONE device, 1,440 a day, so up
// to 348 days of day streams, written directly through the store, snapshot entries included):
//   - cold, new day: a fresh ingest (restart, empty cache) records the first position of a day;
//     it reads the snapshot entry and folds the one day it names, then opens the day.
//   - warm: the same ingest records the rest of that day (1,439 positions), cache hot.
//   - cold, same day: a fresh ingest records one more position of a day already 1,440 long.
//   Each is repeated on 3 consecutive days; medians are printed. SQLite with synchronous=NORMAL:
//   the fsync is the same for every history, and part 2 measures it.
// Part 2: N devices x M positions through `record`, every device its own sequential loop (like one
//   TCP connection each), all devices at once so group commit can batch them; synchronous=FULL.
//
// Usage: npm run bench:telemetry [-- N M]   (builds apps/gateway first)
// HISTORIES=0,10000 to choose the history sizes. Writing and measuring run in separate processes.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import domain from '@gps/domain';
import eventStore from '@gps/event-store';
import ingestModule from '../apps/gateway/dist/ingest/index.js';
import { gt06Fix } from './support/grid-fixes.mjs';

const {
  telemetryDecider,
  telemetryConfig,
  emptyTelemetrySnapshot,
  snapshotOf,
  streams,
  telemetrySnapshotTaken,
} = domain;
const { SqliteEventStore } = eventStore;
const { TelemetryIngest, timeOrderedId } = ingestModule;

const SERIAL = '358899051234567';
const DAY = 86_400_000;
const PER_DAY = 1_440;
const REPS = 3;
const HISTORIES = (process.env.HISTORIES ?? '0,10000,100000,500000').split(',').map(Number);
const DEVICES = Number(process.argv[2] ?? 1_000);
const POSITIONS = Number(process.argv[3] ?? 20);
const START = Date.UTC(2025, 0, 1);
const config = telemetryConfig();
const quiet = { info() {}, warn() {}, error() {} };

/** A vehicle circling a 5 km ring at about 40 km/h, one fix a minute: every step counts, none jumps. */
function fixAt(minute) {
  const angle = (minute * 0.667) / 5;
  return {
    latitude: 25 + 0.045 * Math.cos(angle),
    longitude: 121.5 + 0.0497 * Math.sin(angle),
  };
}

function positionMessage(serial, at, minute) {
  const { latitude, longitude } = fixAt(minute);
  return gt06Fix(
    serial,
    { fixTime: at, latitude, longitude, speedKmh: 40 },
    { course: 90, batteryLevel: 90 },
  );
}

const timeOfMinute = (day, m) => START + day * DAY + m * 60_000 + 30_000;

const toNew = (e) => ({
  id: timeOrderedId(),
  type: e.type,
  data: e.data,
  metadata: { version: e.version, source: 'bench' },
});

/** Writes `positions` of history day by day, as the ingest would have: the decider, then one append per day. */
async function writeHistory(store, positions) {
  let carried = emptyTelemetrySnapshot(SERIAL);
  const days = Math.ceil(positions / PER_DAY);
  for (let d = 0; d < days; d++) {
    let state = telemetryDecider.initialState;
    const events = [];
    for (let m = 0; m < Math.min(PER_DAY, positions - d * PER_DAY); m++) {
      const at = timeOfMinute(d, m);
      const { latitude, longitude } = fixAt(d * PER_DAY + m);
      const report = {
        fixTime: at,
        valid: true,
        latitude,
        longitude,
        speedKmh: 40,
        course: 90,
        locateType: 'gps',
      };
      Object.assign(report, { satellites: 9, batteryLevel: 90, acc: true });
      const out = telemetryDecider.decide(
        { type: 'RecordPosition', serial: SERIAL, receivedAt: at, carried, config, report },
        state,
      );
      for (const e of out) state = telemetryDecider.evolve(state, e);
      events.push(...out);
    }
    const day = events[0].data.day;
    await store.append(
      streams.telemetrySnapshot(SERIAL),
      [toNew(telemetrySnapshotTaken(SERIAL, day, carried, events[0].data.at))],
      'any',
    );
    await store.append(streams.telemetry(SERIAL, START + d * DAY), events.map(toNew), 'no_stream');
    carried = snapshotOf(state);
  }
  return days;
}

/** The store, counting the events its reads return. */
function counting(store) {
  const counter = { events: 0 };
  const wrapped = Object.create(store);
  wrapped.readStream = async (streamId, options) => {
    const events = await store.readStream(streamId, options);
    counter.events += events.length;
    return events;
  };
  return { store: wrapped, counter };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** Writes the history into a new file; runs in its own process (see main). */
async function writeCase(positions) {
  const dir = mkdtempSync(join(tmpdir(), 'telemetry-cost-'));
  const file = join(dir, 'platform.sqlite');
  const store = new SqliteEventStore({ file, synchronous: 'NORMAL' });
  let days = 0;
  const setupMs = await timed(async () => {
    days = await writeHistory(store, positions);
  });
  await store.close();
  return { dir, file, days, setupMs };
}

/** Measures on a file whose history ends the day before `firstDay`, like a gateway started on it. */
async function measureCase(file, firstDay) {
  const store = new SqliteEventStore({ file, synchronous: 'NORMAL' });
  const coldNewDay = [];
  const coldSameDay = [];
  const warm = [];
  const readNewDay = [];
  const readSameDay = [];
  for (let rep = 0; rep < REPS; rep++) {
    const day = firstDay + rep;
    const minute = (m) => day * PER_DAY + m;
    let { store: s, counter } = counting(store);
    const ingest = new TelemetryIngest({ events: s, logger: quiet });
    const first = timeOfMinute(day, 0);
    coldNewDay.push(
      await timed(() => ingest.record(SERIAL, positionMessage(SERIAL, first, minute(0)), first)),
    );
    readNewDay.push(counter.events);
    const warmMs = await timed(async () => {
      for (let m = 1; m < PER_DAY - 5; m++) {
        const at = timeOfMinute(day, m);
        await ingest.record(SERIAL, positionMessage(SERIAL, at, minute(m)), at);
      }
    });
    warm.push((warmMs * 1000) / (PER_DAY - 6));
    for (let m = PER_DAY - 5; m < PER_DAY; m++) {
      ({ store: s, counter } = counting(store));
      const restarted = new TelemetryIngest({ events: s, logger: quiet });
      const at = timeOfMinute(day, m);
      coldSameDay.push(
        await timed(() => restarted.record(SERIAL, positionMessage(SERIAL, at, minute(m)), at)),
      );
      readSameDay.push(counter.events);
    }
    if (ingest.metrics().positionsRecorded !== PER_DAY - 5) throw new Error('a position was not recorded');
  }
  await store.close();
  return {
    warmUs: median(warm),
    coldNewDayMs: median(coldNewDay),
    coldSameDayMs: median(coldSameDay),
    readNewDay: median(readNewDay),
    readSameDay: median(readSameDay),
  };
}

async function throughput(devices, perDevice) {
  const dir = mkdtempSync(join(tmpdir(), 'telemetry-throughput-'));
  const commits = [];
  const store = new SqliteEventStore({
    file: join(dir, 'platform.sqlite'),
    synchronous: 'FULL',
    onCommit: (info) => commits.push(info),
  });
  const ingest = new TelemetryIngest({ events: store, logger: quiet });
  const serials = Array.from({ length: devices }, (_, i) => String(860000000000000 + i));
  const day = 10;
  const run = (from, to) =>
    Promise.all(
      serials.map(async (serial) => {
        for (let m = from; m < to; m++) {
          const at = timeOfMinute(day, m);
          await ingest.record(serial, positionMessage(serial, at, m), at);
        }
      }),
    );
  // The first position of each device opens its day (snapshot entry + day stream); measured apart.
  const openMs = await timed(() => run(0, 1));
  const openCommits = commits.length;
  const steadyMs = await timed(() => run(1, 1 + perDevice));
  const steady = commits.slice(openCommits);
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  const metrics = ingest.metrics();
  if (metrics.positionsRecorded !== devices * (1 + perDevice)) throw new Error('a position was not recorded');
  return {
    openMs,
    steadyMs,
    rate: (devices * perDevice) / (steadyMs / 1000),
    transactions: steady.length,
    perTransaction: steady.reduce((sum, c) => sum + c.appends, 0) / steady.length,
    inTransactionsMs: steady.reduce((sum, c) => sum + c.durationMs, 0),
  };
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * Each step runs in a fresh process: the history is written by one (generating 500k events leaves
 * a heap that would slow whatever runs next) and measured by another, as a restarted gateway would.
 */
function inChild(env) {
  const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out);
}

const role = process.env.TELEMETRY_BENCH_ROLE;
if (role === 'write') {
  process.stdout.write(JSON.stringify(await writeCase(Number(process.env.TELEMETRY_BENCH_POSITIONS))));
} else if (role === 'measure') {
  // One unmeasured round on a small file first, so the figures do not include the JIT warming up.
  const warmup = await writeCase(2 * PER_DAY);
  await measureCase(warmup.file, warmup.days);
  rmSync(warmup.dir, { recursive: true, force: true });
  const { TELEMETRY_BENCH_FILE: file, TELEMETRY_BENCH_DAY: day } = process.env;
  process.stdout.write(JSON.stringify(await measureCase(file, Number(day))));
} else if (role === 'throughput') {
  process.stdout.write(JSON.stringify(await throughput(DEVICES, POSITIONS)));
} else {
  console.log(
    `Node ${process.version}, load average ${loadavg()[0].toFixed(1)}; ${PER_DAY} positions a day; ` +
      `medians of ${REPS} days (cold same day: ${REPS * 5} restarts)\n`,
  );
  console.log(
    '| prior positions | days | file | warm µs/position | cold, new day (ms) | events read | cold, same day (ms) | events read |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const positions of HISTORIES) {
    const w = inChild({ TELEMETRY_BENCH_ROLE: 'write', TELEMETRY_BENCH_POSITIONS: String(positions) });
    const megabytes = statSync(w.file).size / 1e6;
    const r = inChild({
      TELEMETRY_BENCH_ROLE: 'measure',
      TELEMETRY_BENCH_FILE: w.file,
      TELEMETRY_BENCH_DAY: String(w.days),
    });
    rmSync(w.dir, { recursive: true, force: true });
    console.log(
      `| ${fmt(positions)} | ${w.days} | ${fmt(megabytes)} MB | ${fmt(r.warmUs)} | ${fmt(r.coldNewDayMs, 1)} | ` +
        `${fmt(r.readNewDay)} | ${fmt(r.coldSameDayMs, 1)} | ${fmt(r.readSameDay)} |`,
    );
    console.error(`  (history of ${fmt(positions)} written in ${fmt(w.setupMs / 1000, 1)} s)`);
  }
  const t = inChild({ TELEMETRY_BENCH_ROLE: 'throughput' });
  console.log(
    `\n${fmt(DEVICES)} devices x ${POSITIONS} positions through record(), synchronous=FULL: ` +
      `${fmt(t.rate)} positions/s (${fmt(t.steadyMs)} ms, ${t.transactions} transactions, ` +
      `${fmt(t.perTransaction, 1)} appends each, ${fmt(t.inTransactionsMs)} ms inside them); ` +
      `opening ${fmt(DEVICES)} days first: ${fmt(t.openMs)} ms`,
  );
}
