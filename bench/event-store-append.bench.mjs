// Quick figure for the SQLite adapter (not a test, not a benchmark report): N concurrent
// single-event appends spread over S streams, each with its correct expected revision.
// Usage: npx tsc -b libs/event-store && npm run bench:event-store [N] [S]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '../libs/event-store/dist/sqlite/sqlite-event-store.js';

const total = Number(process.argv[2] ?? 20_000);
const streams = Number(process.argv[3] ?? 1_000);
const synchronous = process.env.SYNCHRONOUS ?? 'FULL';
const maxGroupSize = process.env.MAX_GROUP ? Number(process.env.MAX_GROUP) : undefined;
const dir = mkdtempSync(join(tmpdir(), 'es-throughput-'));
const groups = [];
const store = new SqliteEventStore({
  file: join(dir, 'platform.sqlite'),
  synchronous,
  maxGroupSize,
  onCommit: (info) => groups.push(info),
});

const event = (i) => ({
  id: randomUUID(),
  type: 'PositionRecorded',
  data: { lat: 25.03 + i / 1e6, lon: 121.56, speedKmh: 42, at: new Date().toISOString() },
  metadata: { commandId: randomUUID() },
});

const appends = [];
for (let i = 0; i < total; i++) {
  const stream = i % streams;
  const round = Math.floor(i / streams);
  appends.push([`device-${stream}`, [event(i)], round === 0 ? 'no_stream' : round - 1]);
}

const started = performance.now();
await Promise.all(appends.map(([s, e, x]) => store.append(s, e, x)));
const ms = performance.now() - started;
await store.close();
rmSync(dir, { recursive: true, force: true });

const commitMs = groups.reduce((sum, g) => sum + g.durationMs, 0);
console.log(
  `${total} appends to ${streams} streams, synchronous=${synchronous}: ${ms.toFixed(0)} ms, ` +
    `${Math.round(total / (ms / 1000))} appends/s, ${groups.length} transactions, ` +
    `${commitMs.toFixed(0)} ms inside transactions`,
);
