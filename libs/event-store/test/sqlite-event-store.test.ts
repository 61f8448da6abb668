import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EventIdConflictError,
  EventStoreClosedError,
  SqliteEventStore,
  WrongExpectedRevisionError,
  withData,
  type CommitInfo,
  type SqliteEventStoreOptions,
} from '../src';
import {
  collect,
  eventually,
  expectStrictlyIncreasing,
  newEvent,
  newEvents,
  sleep,
} from './contract/fixtures';

describe('SQLite event store', () => {
  let dir: string;
  let file: string;
  const opened: SqliteEventStore[] = [];

  const open = (options: Partial<SqliteEventStoreOptions> = {}): SqliteEventStore => {
    const store = new SqliteEventStore({ file, pollIntervalMs: 20, ...options });
    opened.push(store);
    return store;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'es-sqlite-'));
    file = join(dir, 'platform.sqlite');
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('has no head position and reads nothing when empty', async () => {
    const store = open();
    expect(await store.headPosition()).toBeUndefined();
    expect(await store.readAll()).toEqual([]);
  });

  it('reports exactly the position of the last append as head', async () => {
    const store = open();
    await store.append('device-1', newEvents(2), 'no_stream');
    const last = await store.append('device-2', newEvents(3), 'no_stream');
    expect(await store.headPosition()).toBe(last.position);
    expect(last.position).toBe(5n);
  });

  it('keeps everything across close and reopen', async () => {
    const first = open();
    const events = [newEvent({ text: '北 🚗' }), newEvent({ nested: { a: [1, 2] } })];
    const written = await first.append('device-1', events, 'no_stream');
    const before = await first.readAll();
    await first.close();

    const second = open();
    expect(await second.readAll()).toEqual(before);
    expect(await second.headPosition()).toBe(written.position);
    expect(await second.streamRevision('device-1')).toBe(1);
    const next = await second.append('device-1', [newEvent()], 1);
    expect(next).toEqual({ nextRevision: 2, position: written.position + 1n });
  });

  it('commits appends submitted before close(), and refuses work after it', async () => {
    const store = open();
    const pending = store.append('device-1', newEvents(2), 'no_stream');
    await store.close();
    await expect(pending).resolves.toMatchObject({ nextRevision: 1 });
    await expect(store.append('device-1', [newEvent()], 1)).rejects.toBeInstanceOf(EventStoreClosedError);
    await expect(store.readAll()).rejects.toBeInstanceOf(EventStoreClosedError);
    expect(() => store.subscribeAll(() => undefined)).toThrow(EventStoreClosedError);

    const reopened = open();
    expect(await reopened.streamRevision('device-1')).toBe(1);
  });

  it('wakes its own subscriptions on commit, without waiting for the poll interval', async () => {
    const store = open({ pollIntervalMs: 60_000 });
    const sub = collect(store);
    await sleep(50); // let it find nothing and start waiting
    await store.append('device-1', [newEvent()], 'no_stream');
    await eventually(() => sub.all().length === 1, 'delivery', 5_000);
    await sub.subscription.stop();
  });

  it('gives subscribers shared, frozen events, so one cannot change what another sees', async () => {
    const store = open();
    const [a, b] = [collect(store), collect(store)];
    await store.append('device-1', [newEvent({ nested: { list: [1, 2] } })], 'no_stream');
    await eventually(() => a.all().length === 1 && b.all().length === 1, 'delivery to both');
    const [event] = a.all();
    expect(b.all()[0]).toBe(event);
    expect(Object.isFrozen(event)).toBe(true);
    expect(() => {
      (event.data.nested as { list: number[] }).list.push(3);
    }).toThrow(/not extensible/);
    expect(event.data).toEqual({ nested: { list: [1, 2] } });
    await Promise.all([a.subscription.stop(), b.subscription.stop()]);
  });

  it('reads events whose data and metadata are plain values, parsed once; withData copies one', async () => {
    const store = open();
    await store.append('device-1', [newEvent({ n: 1 })], 'no_stream');
    const [event] = await store.readStream('device-1');
    expect(event.data).toBe(event.data);
    expect(event.metadata).toBe(event.metadata);
    expect(event).toMatchObject({ type: event.type, data: { n: 1 }, metadata: {} });
    const copy = withData(event, { n: 2 });
    expect(copy).toEqual({
      id: event.id,
      streamId: 'device-1',
      type: event.type,
      data: { n: 2 },
      metadata: {},
      revision: 0,
      position: event.position,
      recordedAt: event.recordedAt,
      hash: event.hash,
      previousHash: event.previousHash,
    });
    expect(event.data).toEqual({ n: 1 });
  });

  it('stops its subscriptions on close()', async () => {
    const store = open();
    const sub = collect(store);
    await store.append('device-1', [newEvent()], 'no_stream');
    await eventually(() => sub.all().length === 1, 'delivery');
    await store.close();
    await sub.subscription.stop();
  });

  it('uses WAL journaling, prefixed table names, and accepts synchronous NORMAL', async () => {
    const store = open({ synchronous: 'NORMAL' });
    await store.append('device-1', [newEvent()], 'no_stream');
    const raw = new Database(file, { readonly: true });
    try {
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
      const tables = raw
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .pluck()
        .all();
      expect(tables).toEqual(['es_events']);
    } finally {
      raw.close();
    }
  });

  it('rejects an event id already stored in another stream', async () => {
    const store = open();
    const event = newEvent();
    await store.append('device-1', [event], 'no_stream');
    await expect(store.append('device-2', [event], 'no_stream')).rejects.toBeInstanceOf(EventIdConflictError);
    expect(await store.streamRevision('device-2')).toBe('no_stream');
  });

  it('lower-cases event ids so a retry in other letter case is still recognised', async () => {
    const store = open();
    const event = newEvent();
    const original = await store.append('device-1', [event], 'no_stream');
    const shouted = { ...event, id: event.id.toUpperCase() };
    expect(await store.append('device-1', [shouted], 'any')).toEqual(original);
    expect((await store.readStream('device-1')).map((e) => e.id)).toEqual([event.id.toLowerCase()]);
  });

  describe('group commit', () => {
    it('writes appends issued together in one transaction', async () => {
      const commits: CommitInfo[] = [];
      const store = open({ onCommit: (info) => commits.push(info) });
      await Promise.all(
        Array.from({ length: 100 }, (_, i) => store.append(`device-${i}`, [newEvent()], 'no_stream')),
      );
      expect(commits).toHaveLength(1);
      expect(commits[0]).toMatchObject({ appends: 100, eventsWritten: 100 });
    });

    it('splits a backlog larger than maxGroupSize into several transactions, in order', async () => {
      const commits: CommitInfo[] = [];
      const store = open({ maxGroupSize: 100, onCommit: (info) => commits.push(info) });
      const results = await Promise.all(
        Array.from({ length: 250 }, (_, i) =>
          store.append('device-1', [newEvent()], i === 0 ? 'no_stream' : i - 1),
        ),
      );
      expect(commits.map((c) => c.appends)).toEqual([100, 100, 50]);
      expect(results.map((r) => r.nextRevision)).toEqual([...Array(250).keys()]);
    });

    it('lets appends to one stream in the same group see each other in order', async () => {
      const commits: CommitInfo[] = [];
      const store = open({ onCommit: (info) => commits.push(info) });
      const outcomes = await Promise.allSettled([
        store.append('device-1', [newEvent()], 'no_stream'),
        store.append('device-1', [newEvent()], 0),
        store.append('device-1', [newEvent()], 0),
        store.append('device-1', newEvents(2), 1),
        store.append('device-1', [newEvent()], 'no_stream'),
        store.append('device-1', [newEvent()], 'any'),
      ]);
      expect(commits).toHaveLength(1);
      const summary = outcomes.map((o) =>
        o.status === 'fulfilled' ? o.value.nextRevision : (o.reason as WrongExpectedRevisionError).actual,
      );
      expect(summary).toEqual([0, 1, 1, 3, 3, 4]);
      expect(outcomes[2].status === 'rejected' && outcomes[2].reason).toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect(await store.streamRevision('device-1')).toBe(4);
    });

    it('resolves an append only once its transaction committed', async () => {
      const store = open();
      const reader = new Database(file, { readonly: true });
      try {
        const count = (): number => reader.prepare('SELECT count(*) FROM es_events').pluck().get() as number;
        const committed: number[] = [];
        await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            store.append(`device-${i}`, [newEvent()], 'no_stream').then(() => committed.push(count())),
          ),
        );
        expect(committed).toEqual(Array(10).fill(10));
      } finally {
        reader.close();
      }
    });

    it('rejects every append of a group whose transaction fails, and writes none of them', async () => {
      const store = open();
      const admin = new Database(file);
      try {
        admin.exec(`CREATE TRIGGER es_test_fail BEFORE INSERT ON es_events WHEN NEW.type = 'Boom'
                    BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`);
        const outcomes = await Promise.allSettled([
          store.append('device-1', [newEvent()], 'no_stream'),
          store.append('device-2', [newEvent({}, 'Boom')], 'no_stream'),
          store.append('device-3', [newEvent()], 'no_stream'),
        ]);
        expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
        expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/disk on fire/);
        expect(await store.headPosition()).toBeUndefined();
        admin.exec('DROP TRIGGER es_test_fail');
        expect((await store.append('device-1', [newEvent()], 'no_stream')).nextRevision).toBe(0);
      } finally {
        admin.close();
      }
    });
  });

  describe('two instances on the same file', () => {
    it('see each other’s events through polling, in one gap-free order', async () => {
      const a = open({ pollIntervalMs: 20 });
      const b = open({ pollIntervalMs: 20 });
      const seenByA = collect(a, { maxBatch: 50 });
      const seenByB = collect(b, { maxBatch: 50 });
      const writes = [a, b].flatMap((store, w) =>
        Array.from({ length: 10 }, async (_, s) => {
          for (let r = 0; r < 20; r++)
            await store.append(`w${w}-device-${s}`, [newEvent()], r === 0 ? 'no_stream' : r - 1);
        }),
      );
      await Promise.all(writes);
      await eventually(
        () => seenByA.all().length === 400 && seenByB.all().length === 400,
        'both subscribers',
      );
      await Promise.all([seenByA.subscription.stop(), seenByB.subscription.stop()]);

      const stored = await a.readAll({ limit: 1000 });
      expect(stored).toHaveLength(400);
      expect(seenByA.all()).toEqual(stored);
      expect(seenByB.all()).toEqual(stored);
      expectStrictlyIncreasing(stored.map((e) => e.position));
      expect(stored[399].position).toBe(400n);
    });

    it('wake each other at once inside one process, without waiting for the poll interval', async () => {
      const a = open({ pollIntervalMs: 60_000 });
      const b = open({ pollIntervalMs: 60_000 });
      const seenByB = collect(b);
      await sleep(50); // let it find nothing and start waiting
      await a.append('device-1', [newEvent()], 'no_stream');
      await eventually(() => seenByB.all().length === 1, 'delivery to the other store', 5_000);
      await seenByB.subscription.stop();
    });

    it('validates expected revisions against what the other instance wrote', async () => {
      const a = open();
      const b = open();
      await a.append('device-1', [newEvent()], 'no_stream');
      await expect(b.append('device-1', [newEvent()], 'no_stream')).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect((await b.append('device-1', [newEvent()], 0)).nextRevision).toBe(1);
    });
  });
});
