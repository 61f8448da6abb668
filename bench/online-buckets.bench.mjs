// Online buckets over 10,000 devices in 50 fleets: what fetchOnlineStatistics reads after the access
// check (countOnlineBuckets: seven indexed range counts over the presence read model), for the
// whole platform and for one fleet, and a page of a bucket's rows (readPresencePage).
//
//   npm run bench:online-buckets [-- --devices 10000 --fleets 50 --runs 50]
//
// The devices are built by the real directory projection from their events (added, allocated,
// online, asleep, offline), applied straight to an embedded SQLite read store: no event store, no
// server. Figures and the decisions behind them: bench/README.md, docs/decisions/online-buckets.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOptions } from './support/options.mjs';
import { fmt, loadAverage, machine, out, percentile } from './support/output.mjs';

const require = createRequire(import.meta.url);
const { SqliteReadStore } = require('../libs/read-store/dist/index.js');
const { directoryProjection, onlineBucketRanges } = require('../libs/projections/dist/index.js');
const { countOnlineBuckets, readPresencePage } = require('../apps/api/dist/device-status/index.js');

const { devices, fleets, runs } = readOptions({ devices: 10_000, fleets: 50, runs: 50 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 1, 8);
/** Devices per unit of work while seeding. */
const BATCH = 500;

let position = 0n;
const recorded = (streamId, type, data) => ({ streamId, type, data, position: position++ });
const fleetId = (f) => `fleet-${f}`;
const serialOf = (i) => String(860_000_000_000_000 + i);
const telemetry = (serial, at) =>
  `telemetry-${serial}-${new Date(at).toISOString().slice(0, 10).replace(/-/g, '')}`;

/**
 * A device's events, its state picked by its index so that every bucket is well filled: online,
 * asleep, offline for hours to months, or never heard from since it was added up to a year ago.
 */
function eventsOf(i) {
  const serial = serialOf(i);
  const added = NOW - (i % 365) * DAY;
  const events = [
    recorded(`device-${serial}`, 'DeviceAdded', {
      serialNumber: serial,
      at: added,
      serviceExpiredAt: NOW + 365 * DAY,
    }),
    recorded(`device-${serial}`, 'DeviceAllocated', {
      fleetId: fleetId(i % fleets),
      previousFleetId: null,
      at: added,
    }),
  ];
  const state = i % 5;
  if (state === 4) return events; // never heard from
  const seen = NOW - ((i * 7919) % (200 * 24)) * HOUR;
  events.push(recorded(telemetry(serial, seen), 'DeviceCameOnline', { at: seen }));
  if (state === 1)
    events.push(recorded(telemetry(serial, seen), 'VehicleStatusChanged', { status: 'sleep', at: seen }));
  if (state >= 2)
    events.push(
      recorded(telemetry(serial, seen), 'DeviceWentOffline', { at: seen + 600_000, lastSeenAt: seen }),
    );
  return events;
}

/**
 * Wall time and this process's CPU time of each run: the store reads synchronously in this process,
 * so on a shared machine the CPU time is the cost and the wall time what a caller would wait.
 */
async function time(fn) {
  await fn(); // warm-up
  const wall = [];
  const cpu = [];
  let result;
  for (let r = 0; r < runs; r++) {
    const start = process.hrtime.bigint();
    const startCpu = process.cpuUsage();
    result = await fn();
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
    wall.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { wall: percentile(wall, 50), p95: percentile(wall, 95), cpu: percentile(cpu, 50), result };
}

const figure = (t) => `median ${fmt(t.wall, 1)} ms (CPU ${fmt(t.cpu, 1)} ms), p95 ${fmt(t.p95, 1)} ms`;

/**
 * The same seven counts over the device rows, as they would be without the presence read model: the
 * rows' own fields (online, vehicleStatus, lastSeenTimestamp, createDate), each count reading every
 * row it counts (a kilobyte or more each). For comparison only.
 */
function countOverDeviceRows(store, now) {
  const at = (days) => now - days * DAY * 1000;
  const offline = { field: 'online', op: 'eq', value: false };
  const seen = (op, value) => ({ field: 'lastSeenTimestamp', op, value });
  const added = (op, value) => ({ field: 'createDate', op, value });
  const never = { field: 'lastSeenTimestamp', op: 'eq', value: null };
  const queries = [
    [
      { field: 'online', op: 'eq', value: true },
      { field: 'vehicleStatus', op: 'ne', value: 'sleep' },
    ],
    [
      { field: 'online', op: 'eq', value: true },
      { field: 'vehicleStatus', op: 'eq', value: 'sleep' },
    ],
    [offline, seen('lte', at(90))],
    [offline, seen('gt', at(90)), seen('lte', at(0.5))],
    [offline, seen('gt', at(0.5))],
    [never, added('gt', at(90))],
    [never, added('gt', at(180)), added('lte', at(90))],
    [never, added('lte', at(180))],
  ];
  return Promise.all(
    queries.map((filters) => store.find({ name: 'devices' }, { filters, page: { index: 0, rows: 0 } })),
  );
}

const dir = mkdtempSync(join(tmpdir(), 'online-buckets-bench-'));
try {
  const store = new SqliteReadStore({ file: join(dir, 'read.sqlite') });
  for (const { collection, fields } of directoryProjection.indexes ?? [])
    await store.ensureIndexes(collection, fields);
  const apply = async (events) =>
    store.unitOfWork(null, async (w) => {
      for (const event of events) await directoryProjection.apply(event, w);
    });

  await apply(
    Array.from({ length: fleets }, (_, f) =>
      recorded(`fleet-${fleetId(f)}`, 'FleetCreated', {
        fleetId: fleetId(f),
        account: `fleet${f}`,
        alias: `Fleet ${f}`,
        permissions: '1111111111',
        at: NOW - 400 * DAY,
      }),
    ),
  );
  for (let i = 0; i < devices; i += BATCH) {
    await apply(Array.from({ length: Math.min(BATCH, devices - i) }, (_, k) => eventsOf(i + k)).flat());
  }

  const now = NOW * 1000;
  const platform = await time(() => countOnlineBuckets(store, [], now));
  const fleet = await time(() =>
    countOnlineBuckets(store, [{ field: 'fleetId', op: 'in', value: [fleetId(0)] }], now),
  );
  const rows = await time(() =>
    readPresencePage(store, [], onlineBucketRanges(now).offline12hTo90d, { index: 0, rows: 100 }, now),
  );

  out(`online buckets: ${fmt(devices)} devices in ${fmt(fleets)} fleets, ${runs} runs each`);
  out(`  machine: ${machine()}; load average ${loadAverage()}`);
  out(`  counts: ${JSON.stringify(platform.result)}`);
  out(`  seven bucket counts, whole platform: ${figure(platform)}`);
  out(`  seven bucket counts, one fleet (${fmt(devices / fleets)} devices): ${figure(fleet)}`);
  out(`  a page of 100 rows of one bucket (${fmt(rows.result.total)} devices): ${figure(rows)}`);
  const overRows = await time(() => countOverDeviceRows(store, now));
  out(`  for comparison, the same counts over the device rows: ${figure(overRows)}`);
  await store.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
