// Statistics over a year of a whole fleet: does every group, scope and grouping answer in
// milliseconds, whatever the positions behind it?
//
// Seed (once; bench/support/statistics-seed.mjs): 10,000 devices in 50 fleets (10 of them
// sub-fleets), provisioned through /api, and a year of their telemetry written straight through the
// platform's event store, each device's day decided by the domain's telemetry decider. The devices of
// the first fleet send --density times as many fixes a day as the others. Then every read model is
// rebuilt by the real projections (`npm run rebuild`'s path: rebuildProjections), and the rollup
// rows counted. With --keep DIR the seeded store stays in DIR, and a later run on the same DIR only
// queries (--rebuild statistics,directory first rebuilds those read models of it, timed).
//
// Query: the platform started on the store (embedded SQLite, gateway off), then for each group
// (all, mileage, warning, overspeed, offline) x scope (a device, a fleet with its sub-fleets, the
// platform) x groupBy (day, month, hour) over the whole year, the administrator's
// get<Group>StatisticsMultiDays: --runs timed runs after a warm-up server-side (through the
// Dispatcher both doors share: session, access, validation, the operation; wall and this process's
// CPU time, which a shared machine moves less), then one pass through /api over HTTP. A dense device
// (--density times the fixes) against a normal one, and the dense fleet against a normal one, show
// whether the time grows with the positions behind it.
//
//   npm run bench:statistics [-- --keep /tmp/statistics-year --runs 20]
//   [--devices 10000 --fleets 50 --sub-fleets 10 --days 365 --active-share 0.1 --positions 3
//    --density 10 --episode-share 0.08]
// Figures: bench/README.md ("Statistics over a year").
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_SIGN_IN, callApi } from './support/api.mjs';
import { readOptions } from './support/options.mjs';
import { fmt, loadAverage, machine, out, progress } from './support/output.mjs';
import { createPlatform, quietLogger, servePlatform } from './support/platform.mjs';
import {
  SEED_TIME_ZONE,
  provision,
  provisioningClock,
  seedPlan,
  writeYear,
} from './support/statistics-seed.mjs';
import { statisticsCaller } from './support/statistics-reads.mjs';

const require = createRequire(import.meta.url);
const { rebuildProjections } = require('../apps/api/dist/cli/rebuild-projections.js');
const { Collections } = require('@gps/projections');

const options = readOptions({
  keep: '',
  rebuild: '',
  runs: 10,
  devices: 10_000,
  fleets: 50,
  'sub-fleets': 10,
  days: 365,
  'active-share': 0.1,
  positions: 3,
  density: 10,
  'episode-share': 0.08,
  seed: 13,
});
/** What the seed was made of: a kept store is reused only when these match. */
const SEED_OPTIONS = {
  devices: options.devices,
  fleets: options.fleets,
  subFleets: options['sub-fleets'],
  denseFleets: 1,
  density: options.density,
  days: options.days,
  activeShare: options['active-share'],
  positions: options.positions,
  episodeShare: options['episode-share'],
  seed: options.seed,
};
const SETTINGS = { GATEWAY: 'off', TIME_ZONE: SEED_TIME_ZONE };
const SEED_FILE = 'statistics-seed.json';
const GROUPS = ['All', 'Mileage', 'Warning', 'Overspeed', 'Offline'];
const GROUP_BYS = ['day', 'month', 'hour'];
const TARGET_MS = 50;
/** How long the projections may take to catch up with a kept store before the timing. */
const CATCH_UP_MS = 1_800_000;

const dir = options.keep || mkdtempSync(join(tmpdir(), 'statistics-'));
try {
  out(`statistics over a year: ${machine()}, load average ${loadAverage()}`);
  mkdirSync(dir, { recursive: true });
  const seed = readSeed(dir) ?? (await seedStore(dir));
  if (options.rebuild) await rebuildKept(dir, options.rebuild.split(','));
  await query(dir, seed);
} finally {
  if (!options.keep) rmSync(dir, { recursive: true, force: true });
}

function readSeed(at) {
  const file = join(at, SEED_FILE);
  if (!existsSync(file)) return undefined;
  const seed = JSON.parse(readFileSync(file, 'utf8'));
  if (JSON.stringify(seed.options) !== JSON.stringify(SEED_OPTIONS)) {
    throw new Error(
      `${at} holds a seed of other options (${JSON.stringify(seed.options)}): use another --keep`,
    );
  }
  out(`reusing the store seeded ${seed.seededAt} in ${at}`);
  printSeed(seed);
  return seed;
}

async function seedStore(at) {
  if (existsSync(join(at, 'platform.sqlite'))) {
    throw new Error(`${at} holds a store but no ${SEED_FILE} (an interrupted seed?): remove it first`);
  }
  const plan = seedPlan({ ...SEED_OPTIONS, endBefore: Date.now() });
  out(`seeding ${at}: local days ${plan.firstDay} to ${plan.lastDay} (${SEED_TIME_ZONE})`);

  let began = performance.now();
  const provisioning = await createPlatform({
    dir: at,
    settings: SETTINGS,
    logger: quietLogger,
    clock: provisioningClock(plan),
  });
  const served = await servePlatform(provisioning.platform);
  const fleetIds = await provision(served.server.url, plan);
  await served.stop();
  const provisionMs = performance.now() - began;
  out(
    `  provisioned ${fmt(plan.fleets.length)} fleets and ${fmt(plan.serials.length)} devices through /api in ${fmt(provisionMs / 1000, 1)} s`,
  );

  const { platform } = await createPlatform({ dir: at, settings: SETTINGS, logger: quietLogger });
  began = performance.now();
  const counts = await writeYear(platform.events, plan, (day) =>
    progress(`  day ${day + 1} of ${plan.days}`),
  );
  const writeMs = performance.now() - began;
  const head = Number(await platform.events.headPosition());
  out(
    `  wrote ${fmt(counts.events)} telemetry events (${fmt(counts.positions)} positions) in ${fmt(counts.streams)} day streams ` +
      `in ${fmt(writeMs / 1000, 1)} s; log ${fmt(head)} events`,
  );

  began = performance.now();
  const rebuilt = {};
  let current;
  await rebuildProjections(platform, [], {
    progress(name, done, last) {
      if (current !== name) {
        if (current) rebuilt[current] = performance.now() - rebuilt[current];
        current = name;
        rebuilt[name] = performance.now();
      }
      progress(`  rebuilding ${name}: ${fmt((100 * Number(done)) / Number(last))} %`);
    },
    finished() {},
  });
  rebuilt[current] = performance.now() - rebuilt[current];
  const rebuildMs = performance.now() - began;
  const rows = (await platform.read.find(Collections.statisticsDays, { page: { index: 0, rows: 1 } })).total;
  await platform.stop();

  const dense = plan.serials[0];
  const normal = plan.serials[1];
  const seed = {
    options: SEED_OPTIONS,
    seededAt: new Date().toISOString(),
    firstDay: plan.firstDay,
    lastDay: plan.lastDay,
    fleetIds,
    devices: {
      dense,
      normal,
      densePositions: counts.positionsOf(dense),
      normalPositions: counts.positionsOf(normal),
    },
    fleets: {
      dense: fleetIds[0],
      normal: fleetIds[1],
      densePositions: counts.positionsOfFleet(0),
      normalPositions: counts.positionsOfFleet(1),
    },
    counts: {
      events: counts.events,
      log: head,
      positions: counts.positions,
      streams: counts.streams,
      byType: counts.byType,
      statisticsRows: rows,
    },
    timings: { provisionMs, writeMs, rebuildMs, rebuiltMs: rebuilt },
    loadAverage: loadAverage(),
  };
  writeFileSync(join(at, SEED_FILE), JSON.stringify(seed, null, 2));
  printSeed(seed);
  return seed;
}

/** Rebuilds the named read models of a kept store (after a projection changed), timed. */
async function rebuildKept(at, names) {
  const { platform } = await createPlatform({ dir: at, settings: SETTINGS, logger: quietLogger });
  const began = performance.now();
  await rebuildProjections(platform, names, {
    progress: (name, done, last) =>
      progress(`  rebuilding ${name}: ${fmt((100 * Number(done)) / Number(last))} %`),
    finished() {},
  });
  const rows = (await platform.read.find(Collections.statisticsDays, { page: { index: 0, rows: 1 } })).total;
  await platform.stop();
  out(
    `  rebuilt ${names.join(', ')} in ${fmt((performance.now() - began) / 1000, 1)} s; statistics rows: ${fmt(rows)}`,
  );
}

function printSeed(seed) {
  const { counts, timings } = seed;
  out(
    `  log: ${fmt(counts.log)} events, ${fmt(counts.positions)} positions; statistics rows: ${fmt(counts.statisticsRows)}`,
  );
  out(
    `  by type: ${Object.entries(counts.byType)
      .map(([t, n]) => `${t} ${fmt(n)}`)
      .join(', ')}`,
  );
  out(
    `  seeding: provisioning ${fmt(timings.provisionMs / 1000, 1)} s, telemetry ${fmt(timings.writeMs / 1000, 1)} s, ` +
      `rebuild ${fmt(timings.rebuildMs / 1000, 1)} s (${Object.entries(timings.rebuiltMs)
        .map(([n, ms]) => `${n} ${fmt(ms / 1000, 1)} s`)
        .join(', ')})`,
  );
}

/** The middle of ascending `sorted` (a function: the top-level run calls it before a const would exist). */
function median(sorted) {
  return sorted[Math.floor(sorted.length / 2)];
}

async function query(at, seed) {
  const { platform } = await createPlatform({ dir: at, settings: SETTINGS, logger: quietLogger });
  const { server, stop } = await servePlatform(platform);
  try {
    // A projection this store has not seen yet (a newer build) catches up before anything is timed.
    const head = await platform.events.headPosition();
    await platform.runner.waitFor(head, CATCH_UP_MS);
    const admin = (await callApi(server.url, 'loginAccount', ADMIN_SIGN_IN)).token;
    const caller = statisticsCaller(server, admin);
    out(
      `\nthe administrator's get<Group>StatisticsMultiDays over ${seed.firstDay} to ${seed.lastDay} ` +
        `and get<Group>StatisticsDay of ${seed.lastDay}: ` +
        `server-side (the Dispatcher: session, access, validation, the operation) ${options.runs} runs ` +
        `after a warm-up, then one pass through /api over HTTP; load average ${loadAverage()}`,
    );
    const scopes = [
      ['device', seed.devices.normalPositions, { deviceSerialNumber: seed.devices.normal }],
      ['device, dense', seed.devices.densePositions, { deviceSerialNumber: seed.devices.dense }],
      ['fleet + sub-fleet', seed.fleets.normalPositions, { fleetId: seed.fleets.normal }],
      ['fleet + sub-fleet, dense', seed.fleets.densePositions, { fleetId: seed.fleets.dense }],
      ['platform', seed.counts.positions, {}],
    ];
    const period = { startDay: seed.firstDay, endDay: seed.lastDay };
    const table = [];
    for (const [label, positions, scope] of scopes) {
      for (const group of GROUPS) {
        const questions = [
          ...GROUP_BYS.map((groupBy) => [
            groupBy,
            `get${group}StatisticsMultiDays`,
            { ...scope, ...period, groupBy },
          ]),
          // The Day call: the hours of the year's last day.
          [`Day ${seed.lastDay}`, `get${group}StatisticsDay`, { ...scope, day: seed.lastDay }],
        ];
        for (const [groupBy, call, input] of questions) {
          const timed = await timeServerSide(caller, call, input);
          table.push({ label, positions, group, groupBy, call, input, ...timed });
        }
      }
      progress(`  ${label} timed`);
    }
    for (const row of table) {
      const started = performance.now();
      await caller.overHttp(row.call, row.input);
      row.httpMs = performance.now() - started;
    }
    printTable(table);
    out(`load average at the end ${loadAverage()}`);
  } finally {
    await stop();
  }
}

/** A warm-up, then --runs runs of the call server-side: its rows, wall and CPU times (ascending). */
async function timeServerSide(caller, call, input) {
  const answer = await caller.serverSide(call, input);
  const times = [];
  const cpu = [];
  for (let run = 0; run < options.runs; run++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await caller.serverSide(call, input);
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { rows: answer.rows.length, times, cpu };
}

function printTable(table) {
  out(
    '| scope (positions behind it) | group | groupBy | rows | server-side median ms | worst ms | CPU median ms | /api ms |',
  );
  out('|---|---|---|---|---|---|---|---|');
  for (const r of table) {
    const over = r.times.at(-1) > TARGET_MS ? ' (over target)' : '';
    out(
      `| ${r.label} (${fmt(r.positions)}) | ${r.group} | ${r.groupBy} | ${r.rows} | ` +
        `${fmt(median(r.times), 1)} | ${fmt(r.times.at(-1), 1)}${over} | ${fmt(median(r.cpu), 1)} | ${fmt(r.httpMs, 1)} |`,
    );
  }
  const all = table.flatMap((r) => r.times).sort((a, b) => a - b);
  const cpu = table.flatMap((r) => r.cpu).sort((a, b) => a - b);
  const http = table.map((r) => r.httpMs).sort((a, b) => a - b);
  out(
    `all ${fmt(table.length)} combinations: server-side median ${fmt(median(all), 1)} ms, worst ` +
      `${fmt(all.at(-1), 1)} ms (target ${TARGET_MS} ms), CPU median ${fmt(median(cpu), 1)} ms, worst ` +
      `${fmt(cpu.at(-1), 1)} ms; /api median ${fmt(median(http), 1)} ms, worst ${fmt(http.at(-1), 1)} ms`,
  );
  // The same questions of fewer and of more positions: what grows with the positions shows here.
  for (const label of new Set(table.map((r) => r.label))) {
    const mine = table.filter((r) => r.label === label);
    const times = mine.flatMap((r) => r.times).sort((a, b) => a - b);
    const cpuTimes = mine.flatMap((r) => r.cpu).sort((a, b) => a - b);
    out(
      `  ${label}: median ${fmt(median(times), 1)} ms (CPU ${fmt(median(cpuTimes), 1)} ms) over its ` +
        `${fmt(times.length)} runs`,
    );
  }
}
