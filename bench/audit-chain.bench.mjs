// What the hash chain costs the SQLite event store (docs/decisions/audit-chain.md):
//   (a) the migration of a store written before the chain: N pre-chain events (shaped like the
//       gateway's positions), then the first open, which adds the columns and links every event;
//   (b) a subscription's path: the whole log read back in batches of 500, hashes included;
//   (c) appends: N single-event appends in one burst (group commit), as bench:event-store makes them.
// Usage: npx tsc -b libs/event-store && node bench/audit-chain.bench.mjs [--events 1000000]
//   [--store <dir of an event-store dist>] (appends only: the same burst on another build, e.g. main's)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { readOptions } from './support/options.mjs';
import { fmt, loadAverage, machine, out } from './support/output.mjs';

const options = readOptions({ events: 1_000_000, appends: 50_000, streams: 1_000, store: '' });
const dist = resolve(options.store || 'libs/event-store/dist');
const { SqliteEventStore } = await import(join(dist, 'sqlite/sqlite-event-store.js'));
const SUBSCRIPTION_BATCH = 500;
const INSERT_BATCH = 10_000;

/** es_events as stores before the chain created it. */
const PRE_CHAIN_DDL = `CREATE TABLE es_events (
  position INTEGER PRIMARY KEY AUTOINCREMENT, stream_id TEXT NOT NULL, revision INTEGER NOT NULL,
  id TEXT NOT NULL UNIQUE, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT,
  recorded_at TEXT NOT NULL, UNIQUE (stream_id, revision)) STRICT;`;

const position = (i) => ({
  fixTime: 1_790_000_000_000 + i * 1000,
  lat: 25.03 + (i % 1000) / 1e5,
  lon: 121.56,
  speedKmh: i % 90,
  course: i % 360,
  satellites: 9,
  acc: true,
});
const metadata = { version: 1, source: 'gateway', protocol: 'gt06' };

function writePreChainStore(file, count) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(PRE_CHAIN_DDL);
  const insert = db.prepare(
    'INSERT INTO es_events (stream_id, revision, id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const metadataJson = JSON.stringify(metadata);
  const batch = db.transaction((from, to) => {
    for (let i = from; i < to; i++) {
      insert.run(
        `telemetry-${i % options.streams}`,
        Math.floor(i / options.streams),
        randomUUID(),
        'PositionRecorded',
        JSON.stringify(position(i)),
        metadataJson,
        new Date(1_790_000_000_000 + i).toISOString(),
      );
    }
  });
  for (let from = 0; from < count; from += INSERT_BATCH) batch(from, Math.min(count, from + INSERT_BATCH));
  db.close();
}

async function migration(dir) {
  const file = join(dir, 'migrate.sqlite');
  writePreChainStore(file, options.events);
  const started = performance.now();
  const store = new SqliteEventStore({ file });
  const ms = performance.now() - started;
  out(
    `(a) migration of ${fmt(options.events)} pre-chain events at open: ${fmt(ms)} ms (${fmt((options.events / ms) * 1000)} events/s)`,
  );
  return store;
}

async function subscriptionPath(store) {
  const started = performance.now();
  let after = 0n;
  let read = 0;
  let hashed = 0;
  for (;;) {
    const batch = await store.readAll({ after, limit: SUBSCRIPTION_BATCH });
    if (batch.length === 0) break;
    read += batch.length;
    for (const e of batch) if (e.hash && e.previousHash) hashed++;
    after = batch[batch.length - 1].position;
  }
  const ms = performance.now() - started;
  out(
    `(b) the whole log read back in batches of ${SUBSCRIPTION_BATCH}: ${fmt(read)} events (${fmt(hashed)} with both hashes) in ${fmt(ms)} ms (${fmt((read / ms) * 1000)} events/s)`,
  );
}

async function appends(dir) {
  const store = new SqliteEventStore({ file: join(dir, 'appends.sqlite') });
  const work = Array.from({ length: options.appends }, (_, i) => {
    const round = Math.floor(i / options.streams);
    return [`device-${i % options.streams}`, round === 0 ? 'no_stream' : round - 1, i];
  });
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    work.map(([stream, expected, i]) =>
      store.append(
        stream,
        [{ id: randomUUID(), type: 'PositionRecorded', data: position(i), metadata }],
        expected,
      ),
    ),
  );
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  await store.close();
  const cpuMicros = used.user + used.system;
  out(
    `(c) ${fmt(options.appends)} appends in one burst (${dist}): ${fmt(ms)} ms, ${fmt((options.appends / ms) * 1000)} appends/s, ${fmt(cpuMicros / options.appends, 1)} µs of CPU an append`,
  );
}

out(`machine: ${machine()}; load average ${loadAverage()}`);
const dir = mkdtempSync(join(tmpdir(), 'audit-chain-bench-'));
try {
  if (!options.store) {
    const store = await migration(dir);
    await subscriptionPath(store);
    await store.close();
  }
  await appends(dir);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
