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
// platform) x groupBy (day, month, hour) over the whole year, --runs timed runs after a warm-up of
// what the call runs behind the door (server-side), then one pass through /api over HTTP. A dense
// device (--density times the fixes) against a normal one, and the dense fleet against a normal one,
// show whether the time grows with the positions behind it.
//
//   npm run bench:statistics [-- --keep /tmp/statistics-year --runs 20]
//   [--devices 10000 --fleets 50 --sub-fleets 10 --days 365 --active-share 0.1 --positions 3
//    --density 10 --episode-share 0.08]
// Figures: bench/README.md ("Statistics over a year").
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_SIGN_IN, callApi, postApi } from './support/api.mjs';
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
import { statisticsReader } from './support/statistics-reads.mjs';

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

async function query(at, seed) {
  const { platform } = await createPlatform({ dir: at, settings: SETTINGS, logger: quietLogger });
  const { server, stop } = await servePlatform(platform);
  try {
    const head = await platform.events.headPosition();
    await platform.runner.waitFor(head, 600_000);
    const admin = (await callApi(server.url, 'loginAccount', ADMIN_SIGN_IN)).token;
    const reader = await statisticsReader(platform);
    out(
      `\nserver-side: ${reader.what}; ${options.runs} runs each after one warm-up; load average ${loadAverage()}`,
    );
    const scopes = [
      {
        label: `device (${fmt(seed.devices.normalPositions)} positions)`,
        input: { deviceSerialNumber: seed.devices.normal },
      },
      {
        label: `device, dense (${fmt(seed.devices.densePositions)} positions)`,
        input: { deviceSerialNumber: seed.devices.dense },
      },
      {
        label: `fleet + sub-fleet (${fmt(seed.fleets.normalPositions)} positions)`,
        input: { fleetId: seed.fleets.normal },
      },
      {
        label: `fleet + sub-fleet, dense (${fmt(seed.fleets.densePositions)} positions)`,
        input: { fleetId: seed.fleets.dense },
      },
      { label: `platform (${fmt(seed.counts.positions)} positions)`, input: {} },
    ];
    const period = { startDay: seed.firstDay, endDay: seed.lastDay };
    const table = [];
    for (const scope of scopes) {
      for (const group of GROUPS) {
        for (const groupBy of GROUP_BYS) {
          const input = { ...scope.input, ...period, groupBy };
          const answer = await reader.multiDays(group, input);
          const times = [];
          for (let run = 0; run < options.runs; run++) {
            const started = performance.now();
            await reader.multiDays(group, input);
            times.push(performance.now() - started);
          }
          times.sort((a, b) => a - b);
          table.push({
            scope: scope.label,
            group,
            groupBy,
            rows: answer.rows.length,
            median: times[Math.floor(times.length / 2)],
            worst: times.at(-1),
          });
        }
      }
      progress(`  ${scope.label} done`);
    }
    printTable(table);

    if (!reader.viaApi) {
      out('\nthrough /api: not timed, the statistics calls are not built here');
      return;
    }
    out(`\nthrough /api over HTTP (one pass, the same calls): load average ${loadAverage()}`);
    const http = [];
    for (const scope of scopes) {
      for (const group of GROUPS) {
        for (const groupBy of GROUP_BYS) {
          const input = { ...scope.input, ...period, groupBy };
          const started = performance.now();
          const envelope = await postApi(server.url, `get${group}StatisticsMultiDays`, input, {
            token: admin,
          });
          const ms = performance.now() - started;
          if (envelope.code !== 0)
            throw new Error(`get${group}StatisticsMultiDays answered ${envelope.code}: ${envelope.message}`);
          http.push(ms);
        }
      }
    }
    http.sort((a, b) => a - b);
    out(
      `  ${http.length} calls: median ${fmt(http[Math.floor(http.length / 2)], 1)} ms, worst ${fmt(http.at(-1), 1)} ms`,
    );
    out(`load average at the end ${loadAverage()}`);
  } finally {
    await stop();
  }
}

function printTable(table) {
  out('| scope | group | groupBy | rows | median ms | worst ms |');
  out('|---|---|---|---|---|---|');
  for (const r of table) {
    const flag = r.worst > TARGET_MS ? ' (over target)' : '';
    out(
      `| ${r.scope} | ${r.group} | ${r.groupBy} | ${r.rows} | ${fmt(r.median, 1)} | ${fmt(r.worst, 1)}${flag} |`,
    );
  }
  const medians = table.map((r) => r.median).sort((a, b) => a - b);
  const worst = Math.max(...table.map((r) => r.worst));
  out(
    `all ${table.length}: median of medians ${fmt(medians[Math.floor(medians.length / 2)], 1)} ms, worst ${fmt(worst, 1)} ms (target ${TARGET_MS} ms)`,
  );
}
