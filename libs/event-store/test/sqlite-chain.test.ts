import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chainHash, GENESIS_HASH, SqliteEventStore, type RecordedEvent } from '../src';
import { newEvent, newEvents } from './contract/fixtures';

/** es_events as every store before the hash chain created it. */
const PRE_CHAIN_DDL = `
CREATE TABLE es_events (
  position    INTEGER PRIMARY KEY AUTOINCREMENT,
  stream_id   TEXT    NOT NULL,
  revision    INTEGER NOT NULL,
  id          TEXT    NOT NULL UNIQUE,
  type        TEXT    NOT NULL,
  data        TEXT    NOT NULL,
  metadata    TEXT,
  recorded_at TEXT    NOT NULL,
  UNIQUE (stream_id, revision)
) STRICT;`;

const PRE_CHAIN_EVENTS = 25;

function expectWholeChain(events: RecordedEvent[]): void {
  expect(events[0].previousHash).toBe(GENESIS_HASH);
  events.forEach((event, i) => {
    expect(chainHash(event.previousHash as string, event)).toBe(event.hash);
    if (i > 0) expect(event.previousHash).toBe(events[i - 1].hash);
  });
}

describe('SQLite event store: the hash chain', () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'es-chain-'));
    file = join(dir, 'platform.sqlite');
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('starts from the genesis hash and links every append of one group commit in position order', async () => {
    const store = new SqliteEventStore({ file, synchronous: 'NORMAL' });
    // Submitted in one tick: one group, one transaction, each append continuing the one before.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.append(`s-${i % 3}-${i}`, newEvents(2), 'no_stream')),
    );
    expectWholeChain(await store.readAll());
    await store.close();
  });

  it('links a pre-chain store at open, in position order, and keeps appending after it', async () => {
    // given a store written before the chain, metadata absent on some rows
    const db = new Database(file);
    db.exec(PRE_CHAIN_DDL);
    const insert = db.prepare(
      'INSERT INTO es_events (stream_id, revision, id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < PRE_CHAIN_EVENTS; i++) {
      const metadata = i % 2 === 0 ? null : JSON.stringify({ version: 1, n: i });
      insert.run(
        `old-${i % 4}`,
        Math.floor(i / 4),
        randomUUID(),
        'Old',
        JSON.stringify({ i }),
        metadata,
        new Date(i * 1000).toISOString(),
      );
    }
    db.close();
    // when it is opened
    const store = new SqliteEventStore({ file, synchronous: 'NORMAL' });
    await store.append('new-1', [newEvent({ after: 'migration' })], 'no_stream');
    // then every event, old and new, is in one chain
    const events = await store.readAll();
    expect(events).toHaveLength(PRE_CHAIN_EVENTS + 1);
    expectWholeChain(events);
    await store.close();
    // and reopening changes nothing
    const reopened = new SqliteEventStore({ file, synchronous: 'NORMAL' });
    expect((await reopened.readAll()).map((e) => e.hash)).toEqual(events.map((e) => e.hash));
    await reopened.close();
  });

  it('two connections appending in turn (the api and the gateway thread) keep one chain', async () => {
    const api = new SqliteEventStore({ file, synchronous: 'NORMAL' });
    const gateway = new SqliteEventStore({ file, synchronous: 'NORMAL' });
    for (let i = 0; i < 10; i++) {
      await api.append('api', [newEvent({ i })], i === 0 ? 'no_stream' : i - 1);
      await gateway.append('gateway', newEvents(2), i === 0 ? 'no_stream' : 2 * i - 1);
      if (i % 3 === 0) await api.append('api-burst', [newEvent()], 'any');
    }
    expectWholeChain(await gateway.readAll());
    await Promise.all([api.close(), gateway.close()]);
  });

  it('links rows a writer without the chain appended after the migration, before its own', async () => {
    const store = new SqliteEventStore({ file, synchronous: 'NORMAL' });
    await store.append('a', newEvents(2), 'no_stream');
    const old = new Database(file);
    old
      .prepare(
        'INSERT INTO es_events (stream_id, revision, id, type, data, metadata, recorded_at) VALUES (?, 0, ?, ?, ?, NULL, ?)',
      )
      .run('b', randomUUID(), 'Old', '{}', new Date().toISOString());
    old.close();
    await store.append('a', [newEvent()], 1);
    expectWholeChain(await store.readAll());
    await store.close();
  });
});
