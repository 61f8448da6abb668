// What the personal-data layer (docs/decisions/personal-data.md) costs the telemetry: the same
// single-position appends and the same readAll pages through the SQLite adapter alone and through
// the layer, in alternating rounds (the machine's noise falls on both), and a rebuild-style read of
// declared events (a fleet edit every 1000 positions) for the decryption's share.
// Usage: npm run bench:personal-data [-- N ROUNDS]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryKeyStore, PersonalDataEventStore, SqliteEventStore } from '../libs/event-store/dist/index.js';

const total = Number(process.argv[2] ?? 20_000);
const rounds = Number(process.argv[3] ?? 3);
const STREAMS = 1000;
const PAGE = 1000;
/** One declared event (a fleet edit with an e-mail) among this many positions. */
const DECLARED_EVERY = 1000;

const position = (i) => ({
  id: randomUUID(),
  type: 'PositionRecorded',
  data: { lat: 25.03 + i / 1e6, lon: 121.56, speedKmh: 42, at: Date.now() },
  metadata: { version: 1, source: 'gateway', protocol: 'gt06' },
});
const fleetEdit = (i) => ({
  id: randomUUID(),
  type: 'FleetEdited',
  data: { changes: { email: `driver${i}@example.tw`, contact: `Driver ${i}` }, at: Date.now() },
  metadata: { version: 1 },
});

async function appendAll(store) {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: total }, (_, i) => {
      const round = Math.floor(i / STREAMS);
      return store.append(`telemetry-${i % STREAMS}`, [position(i)], round === 0 ? 'no_stream' : round - 1);
    }),
  );
  return performance.now() - started;
}

async function readEverything(store) {
  const started = performance.now();
  let after;
  let read = 0;
  for (;;) {
    const page = await store.readAll({ after, limit: PAGE });
    if (page.length === 0) break;
    read += page.length;
    after = page.at(-1).position;
  }
  return { ms: performance.now() - started, read };
}

const results = { bare: { append: [], read: [] }, layered: { append: [], read: [] } };
const layer = (adapter) => new PersonalDataEventStore(adapter, { keys: new MemoryKeyStore() });
for (let r = 0; r < rounds; r++) {
  for (const kind of r % 2 === 0 ? ['bare', 'layered'] : ['layered', 'bare']) {
    const dir = mkdtempSync(join(tmpdir(), 'pd-bench-'));
    const adapter = new SqliteEventStore({ file: join(dir, 'platform.sqlite'), synchronous: 'NORMAL' });
    const store = kind === 'bare' ? adapter : layer(adapter);
    results[kind].append.push(await appendAll(store));
    // A few declared events, so the read pays for opening envelopes where there are some.
    for (let i = 0; i < total / DECLARED_EVERY; i++) await store.append(`fleet-f${i}`, [fleetEdit(i)], 'any');
    // The same log read by the adapter alone and through the layer, in turn.
    const reader = layer(adapter);
    for (const reading of r % 2 === 0 ? ['bare', 'layered'] : ['layered', 'bare']) {
      results[reading].read.push((await readEverything(reading === 'bare' ? adapter : reader)).ms);
    }
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const perSecond = (ms, n) => Math.round(n / (ms / 1000));
for (const what of ['append', 'read']) {
  const bare = median(results.bare[what]);
  const layered = median(results.layered[what]);
  console.log(
    `${what.padEnd(6)} ${total} positions: adapter ${perSecond(bare, total)}/s, with the layer ` +
      `${perSecond(layered, total)}/s (${(((layered - bare) / bare) * 100).toFixed(1)} %, medians of ${results.bare[what].length})`,
  );
}
