import {
  chainHash,
  chainHashOfStored,
  EventIdConflictError,
  InvalidAppendError,
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type StoredLink,
} from '../../src';
import {
  collect,
  eventually,
  expectStrictlyIncreasing,
  newEvent,
  newEvents,
  sleep,
  uniquePrefix,
  uniqueStream,
} from './fixtures';

/** Long enough for an idle subscription to have polled several times (used only for "nothing more came"). */
const QUIET_MS = 400;

async function expectRejects<E extends Error>(
  promise: Promise<unknown>,
  type: new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}

/** What a contract run may do beyond using the store it is given. */
export interface ContractOptions {
  /** A new store on the same log, after `store` was closed: the hash chain must survive it. */
  reopen?: (closed: EventStore) => Promise<EventStore>;
}

/** Each event's link recomputes, and each links to the event before it in the whole log. */
function expectChained(events: RecordedEvent[]): void {
  events.forEach((event, i) => {
    expect(event.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(event.previousHash).toMatch(/^[0-9a-f]{64}$/);
    expect(chainHash(event.previousHash as string, event)).toBe(event.hash);
    if (i > 0) expect(event.previousHash).toBe(events[i - 1].hash);
  });
}

/**
 * The behaviour every EventStore adapter must show. Tests use their own stream ids and only ever
 * assume they are the sole writer of those streams, so the suite also runs against a shared server.
 * `cleanup` replaces the default `store.close()` after each test (e.g. to delete the file as well).
 */
export function describeEventStoreContract(
  name: string,
  makeStore: () => Promise<EventStore>,
  cleanup?: (store: EventStore) => Promise<void>,
  options: ContractOptions = {},
): void {
  describe(`${name}: event store contract`, () => {
    let store: EventStore;

    beforeEach(async () => {
      store = await makeStore();
    });

    afterEach(async () => {
      if (cleanup) await cleanup(store);
      else await store.close();
    });

    describe('append', () => {
      it('creates a stream with no_stream and returns the last revision and position', async () => {
        const stream = uniqueStream();
        const events = newEvents(3);
        const result = await store.append(stream, events, 'no_stream');
        const stored = await store.readStream(stream);
        expect(stored.map((e) => e.id)).toEqual(events.map((e) => e.id));
        expect(stored.map((e) => e.revision)).toEqual([0, 1, 2]);
        expect(stored.every((e) => e.streamId === stream && e.type === 'SomethingHappened')).toBe(true);
        expectStrictlyIncreasing(stored.map((e) => e.position));
        expect(result).toEqual({ nextRevision: 2, position: stored[2].position });
        for (const e of stored) expect(new Date(e.recordedAt).toISOString()).toBe(e.recordedAt);
      });

      it('appends with the revision of the last event', async () => {
        const stream = uniqueStream();
        await store.append(stream, newEvents(2), 'no_stream');
        const result = await store.append(stream, [newEvent()], 1);
        expect(result.nextRevision).toBe(2);
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2]);
      });

      it.each<[string, ExpectedRevision, number | 'no_stream']>([
        ['ahead of the stream', 5, 1],
        ['behind the stream', 0, 1],
        ['no_stream on an existing stream', 'no_stream', 1],
      ])('rejects an expected revision %s and writes nothing', async (_case, expected, actual) => {
        const stream = uniqueStream();
        const before = await store.append(stream, newEvents(2), 'no_stream');
        const error = await expectRejects(
          store.append(stream, newEvents(2), expected),
          WrongExpectedRevisionError,
        );
        expect(error).toMatchObject({ streamId: stream, expected, actual });
        const stored = await store.readStream(stream);
        expect(stored).toHaveLength(2);
        expect(stored[1].position).toBe(before.position);
        expect(await store.streamRevision(stream)).toBe(1);
      });

      it('rejects a revision on a stream that does not exist, reporting no_stream', async () => {
        const stream = uniqueStream();
        const error = await expectRejects(store.append(stream, [newEvent()], 0), WrongExpectedRevisionError);
        expect(error).toMatchObject({ streamId: stream, expected: 0, actual: 'no_stream' });
        expect(await store.readStream(stream)).toEqual([]);
        expect(await store.streamRevision(stream)).toBe('no_stream');
      });

      it("appends with 'any' to new and existing streams", async () => {
        const stream = uniqueStream();
        expect((await store.append(stream, [newEvent()], 'any')).nextRevision).toBe(0);
        expect((await store.append(stream, newEvents(2), 'any')).nextRevision).toBe(2);
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2]);
      });

      it('a rejected append among concurrent ones does not affect the others', async () => {
        const prefix = uniquePrefix();
        const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((s) => `${prefix}-${s}`);
        await store.append(b, [newEvent()], 'no_stream');
        const outcomes = await Promise.allSettled([
          store.append(a, [newEvent()], 'no_stream'),
          store.append(b, [newEvent()], 'no_stream'),
          store.append(c, newEvents(2), 'no_stream'),
          store.append(d, [newEvent()], 3),
          store.append(b, [newEvent()], 0),
        ]);
        expect(outcomes.map((o) => o.status)).toEqual([
          'fulfilled',
          'rejected',
          'fulfilled',
          'rejected',
          'fulfilled',
        ]);
        expect((await store.readStream(a)).length).toBe(1);
        expect((await store.readStream(b)).length).toBe(2);
        expect((await store.readStream(c)).length).toBe(2);
        expect(await store.streamRevision(d)).toBe('no_stream');
      });

      it('keeps every append to one stream when many are issued at once', async () => {
        const stream = uniqueStream();
        const results = await Promise.all(
          Array.from({ length: 20 }, () => store.append(stream, [newEvent()], 'any')),
        );
        expect(results.map((r) => r.nextRevision).sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([...Array(20).keys()]);
      });
    });

    describe('idempotency', () => {
      it('returns the original result for a retry with the same ids, whatever the expected revision', async () => {
        const stream = uniqueStream();
        const batch = newEvents(2);
        const original = await store.append(stream, batch, 'no_stream');
        for (const expected of ['no_stream', 'any', 0, 1, 7] as ExpectedRevision[]) {
          expect(await store.append(stream, batch, expected)).toEqual(original);
        }
        expect((await store.readStream(stream)).map((e) => e.id)).toEqual(batch.map((e) => e.id));
      });

      it('recognises a retry after the stream moved on', async () => {
        const stream = uniqueStream();
        const batch = newEvents(2);
        const original = await store.append(stream, batch, 'no_stream');
        await store.append(stream, [newEvent()], 1);
        expect(await store.append(stream, batch, 'no_stream')).toEqual(original);
        expect(await store.append(stream, batch, 2)).toEqual(original);
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it('stores a batch retried concurrently once', async () => {
        const stream = uniqueStream();
        const batch = newEvents(3);
        const [first, second] = await Promise.all([
          store.append(stream, batch, 'no_stream'),
          store.append(stream, batch, 'no_stream'),
        ]);
        expect(second).toEqual(first);
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it('rejects a batch whose ids only partly exist, or exist in another order, and writes nothing', async () => {
        const stream = uniqueStream();
        const [e1, e2] = newEvents(2);
        await store.append(stream, [e1, e2], 'no_stream');
        await expectRejects(store.append(stream, [e2, newEvent()], 1), EventIdConflictError);
        await expectRejects(store.append(stream, [newEvent(), e1], 'any'), EventIdConflictError);
        await expectRejects(store.append(stream, [e2, e1], 1), EventIdConflictError);
        expect((await store.readStream(stream)).map((e) => e.id)).toEqual([e1.id, e2.id]);
      });
    });

    describe('reading', () => {
      it('reads a stream by revision range', async () => {
        const stream = uniqueStream();
        await store.append(stream, newEvents(5), 'no_stream');
        const revisions = async (options: { fromRevision?: number; limit?: number }): Promise<number[]> =>
          (await store.readStream(stream, options)).map((e) => e.revision);
        expect(await revisions({})).toEqual([0, 1, 2, 3, 4]);
        expect(await revisions({ fromRevision: 2 })).toEqual([2, 3, 4]);
        expect(await revisions({ limit: 2 })).toEqual([0, 1]);
        expect(await revisions({ fromRevision: 1, limit: 2 })).toEqual([1, 2]);
        expect(await revisions({ fromRevision: 4, limit: 10 })).toEqual([4]);
        expect(await revisions({ fromRevision: 5 })).toEqual([]);
        expect(await revisions({ limit: 0 })).toEqual([]);
        expect(await store.readStream(uniqueStream())).toEqual([]);
      });

      it('reports the revision of the last event, or no_stream', async () => {
        const stream = uniqueStream();
        expect(await store.streamRevision(stream)).toBe('no_stream');
        await store.append(stream, newEvents(3), 'no_stream');
        expect(await store.streamRevision(stream)).toBe(2);
      });

      it('reads all streams in position order, after a position, with a limit', async () => {
        const prefix = uniquePrefix();
        const head = await store.headPosition();
        const [a0, b0, a1, a2] = newEvents(4);
        await store.append(`${prefix}-a`, [a0], 'no_stream');
        await store.append(`${prefix}-b`, [b0], 'no_stream');
        await store.append(`${prefix}-a`, [a1, a2], 0);
        const after = await store.readAll({ after: head });
        const ours = after.filter((e) => e.streamId.startsWith(prefix));
        expect(ours.map((e) => e.id)).toEqual([a0, b0, a1, a2].map((e) => e.id));
        expectStrictlyIncreasing(after.map((e) => e.position));
        if (head !== undefined) expect(after.every((e) => e.position > head)).toBe(true);

        const limited = await store.readAll({ after: head, limit: 2 });
        expect(limited).toEqual(after.slice(0, 2));
        const rest = await store.readAll({ after: ours[1].position });
        expect(rest.filter((e) => e.streamId.startsWith(prefix)).map((e) => e.id)).toEqual([a1.id, a2.id]);
        expect(await store.readAll({ after: head, limit: 0 })).toEqual([]);
      });

      it('returns at most 1000 events from readAll by default', async () => {
        const head = await store.headPosition();
        await store.append(uniqueStream(), newEvents(1001), 'no_stream');
        expect(await store.readAll({ after: head })).toHaveLength(1000);
        expect(await store.readAll({ after: head, limit: 1001 })).toHaveLength(1001);
      });

      it('reports the head position', async () => {
        const result = await store.append(uniqueStream(), newEvents(2), 'no_stream');
        const head = await store.headPosition();
        expect(head).toBeDefined();
        expect(head as bigint).toBeGreaterThanOrEqual(result.position);
      });
    });

    describe('payloads', () => {
      it('round-trips data and metadata (unicode, nested objects, numbers, null)', async () => {
        const stream = uniqueStream();
        const data = {
          plate: '臺北市 ABC-1234 🚗',
          combining: 'e\u0301 ñ Ω \u2028 "quoted" \\ back\tslash',
          nested: { a: { b: { c: [1, { d: 'deep' }, []] } }, empty: {} },
          numbers: [0, -1.5, 1e-7, Number.MAX_SAFE_INTEGER, 121.5654321],
          flags: [true, false, null],
        };
        const metadata = {
          commandId: 'cmd-1',
          actor: { id: 'u-1', name: 'Ünïcødé 名前' },
          trace: ['x', 'y'],
        };
        const withMetadata: NewEvent = { id: newEvent().id, type: 'PositionRecorded', data, metadata };
        const without: NewEvent = { id: newEvent().id, type: 'PositionRecorded', data: { n: 1 } };
        const head = await store.headPosition();
        await store.append(stream, [withMetadata, without], 'no_stream');

        const check = (events: RecordedEvent[]): void => {
          const ours = events.filter((e) => e.streamId === stream);
          expect(ours).toHaveLength(2);
          expect(ours[0]).toMatchObject({ id: withMetadata.id, type: 'PositionRecorded', data, metadata });
          expect(ours[1]).toMatchObject({ id: without.id, data: { n: 1 }, metadata: {} });
        };
        check(await store.readStream(stream));
        check(await store.readAll({ after: head }));
        const live = collect(store, { after: head });
        await eventually(() => live.all().filter((e) => e.streamId === stream).length === 2, 'delivery');
        await live.subscription.stop();
        check(live.all());
      });

      const twice = (): NewEvent[] => {
        const event = newEvent();
        return [event, { ...event }];
      };
      it.each<[string, () => [NewEvent[], ExpectedRevision]]>([
        ['an empty batch', () => [[], 'no_stream']],
        ['an id that is not a UUID', () => [[{ id: 'not-a-uuid', type: 'T', data: {} }], 'no_stream']],
        ['the same id twice', () => [twice(), 'no_stream']],
        ['a negative expected revision', () => [[newEvent()], -1]],
        ['a fractional expected revision', () => [[newEvent()], 1.5]],
        ['a system event type', () => [[{ ...newEvent(), type: '$metadata' }], 'no_stream']],
        [
          'data that is not an object',
          () => [[{ ...newEvent(), data: [1, 2] as unknown as Record<string, unknown> }], 'any'],
        ],
        ['data that is not JSON', () => [[{ ...newEvent(), data: { big: BigInt(1) } }], 'any']],
      ])('rejects %s as invalid and writes nothing', async (_case, make) => {
        const stream = uniqueStream();
        const [events, expected] = make();
        await expectRejects(store.append(stream, events, expected), InvalidAppendError);
        expect(await store.streamRevision(stream)).toBe('no_stream');
      });
    });

    describe('subscribeAll', () => {
      it('delivers history, then live events, without gaps or duplicates', async () => {
        const prefix = uniquePrefix();
        const head = await store.headPosition();
        const history = newEvents(5);
        await store.append(`${prefix}-s`, history, 'no_stream');
        const sub = collect(store, { after: head, maxBatch: 2 });
        await eventually(() => sub.of(prefix).length === 5, 'history');
        const live = newEvents(5);
        for (const [i, e] of live.entries()) await store.append(`${prefix}-s`, [e], 4 + i);
        await eventually(() => sub.of(prefix).length === 10, 'live events');
        await sub.subscription.stop();
        expect(sub.of(prefix).map((e) => e.id)).toEqual([...history, ...live].map((e) => e.id));
        expectStrictlyIncreasing(sub.all().map((e) => e.position));
        expect(sub.batches.every((b) => b.length >= 1 && b.length <= 2)).toBe(true);
      });

      it('delivers only the types asked for, in order, through history, live events and batch limits', async () => {
        const prefix = uniquePrefix();
        const head = await store.headPosition();
        const wanted = (i: number) => i % 5 === 0;
        const history = Array.from({ length: 30 }, (_, i) => newEvent({ i }, wanted(i) ? 'Wanted' : 'Other'));
        await store.append(`${prefix}-s`, history, 'no_stream');
        const sub = collect(store, { after: head, maxBatch: 2, types: ['Wanted', 'AlsoWanted'] });
        await eventually(() => sub.of(prefix).length === 6, 'the wanted history');
        await store.append(`${prefix}-s`, newEvents(20, 'Other'), 29);
        const live = newEvent({ live: true }, 'AlsoWanted');
        await store.append(`${prefix}-s`, [live], 49);
        await eventually(() => sub.of(prefix).length === 7, 'the wanted live event');
        await sleep(QUIET_MS);
        await sub.subscription.stop();
        const expected = [...history.filter((_, i) => wanted(i)), live].map((e) => e.id);
        expect(sub.of(prefix).map((e) => e.id)).toEqual(expected);
        expect(sub.all().every((e) => e.type === 'Wanted' || e.type === 'AlsoWanted')).toBe(true);
        expectStrictlyIncreasing(sub.all().map((e) => e.position));
        expect(sub.batches.every((b) => b.length >= 1 && b.length <= 2)).toBe(true);
      });

      it('starts strictly after the given position', async () => {
        const prefix = uniquePrefix();
        const events = newEvents(4);
        await store.append(`${prefix}-s`, events, 'no_stream');
        const stored = await store.readStream(`${prefix}-s`);
        const sub = collect(store, { after: stored[1].position });
        await eventually(() => sub.of(prefix).length === 2, 'the events after the position');
        await sleep(QUIET_MS);
        await sub.subscription.stop();
        expect(sub.of(prefix).map((e) => e.id)).toEqual([events[2].id, events[3].id]);
      });

      it('sees every event exactly once and in order while 50 streams × 40 events are appended concurrently', async () => {
        const prefix = uniquePrefix();
        const head = await store.headPosition();
        const history = newEvents(3);
        await store.append(`${prefix}-history`, history, 'no_stream');
        const appended: string[] = history.map((e) => e.id);
        const streams = 50;
        const perStream = 40;
        const writers = Array.from({ length: streams }, async (_, s) => {
          for (let r = 0; r < perStream; r++) {
            const event = newEvent({ s, r }, 'Moved');
            appended.push(event.id);
            await store.append(`${prefix}-${s}`, [event], r === 0 ? 'no_stream' : r - 1);
          }
        });
        const writing = Promise.all(writers);
        // Subscribe while the writers are half-way, so the catch-up/live boundary falls among them.
        await eventually(() => appended.length >= 3 + (streams * perStream) / 2, 'half of the appends');
        const sub = collect(store, { after: head, maxBatch: 64 });
        await writing;
        const total = 3 + streams * perStream;
        await eventually(() => sub.of(prefix).length >= total, 'all events');
        await sleep(QUIET_MS);
        await sub.subscription.stop();

        const ours = sub.of(prefix);
        expect(ours).toHaveLength(total);
        expect(new Set(ours.map((e) => e.id))).toEqual(new Set(appended));
        expectStrictlyIncreasing(sub.all().map((e) => e.position));
        for (let s = 0; s < streams; s++) {
          const revisions = ours.filter((e) => e.streamId === `${prefix}-${s}`).map((e) => e.revision);
          expect(revisions).toEqual([...Array(perStream).keys()]);
        }
        expect(sub.batches.every((b) => b.length <= 64)).toBe(true);
      }, 60_000);

      it('lets timers and I/O run between batches of a long catch-up', async () => {
        const prefix = uniquePrefix();
        const head = await store.headPosition();
        await store.append(`${prefix}-s`, newEvents(1000), 'no_stream');
        let deliveredWhenTimerFired = -1;
        const sub = collect(store, { after: head, maxBatch: 10 });
        setTimeout(() => (deliveredWhenTimerFired = sub.of(prefix).length), 0);
        await eventually(() => sub.of(prefix).length === 1000, 'the catch-up');
        await sub.subscription.stop();
        expect(deliveredWhenTimerFired).toBeGreaterThanOrEqual(0);
        expect(deliveredWhenTimerFired).toBeLessThan(1000);
      });

      it('never overlaps handler calls, however slow the handler', async () => {
        const prefix = uniquePrefix();
        const head = await store.headPosition();
        let running = 0;
        let maxRunning = 0;
        const sub = collect(store, { after: head, maxBatch: 3 }, async () => {
          running++;
          maxRunning = Math.max(maxRunning, running);
          await sleep(15);
          running--;
        });
        await Promise.all(
          Array.from({ length: 10 }, (_, i) => store.append(`${prefix}-${i}`, newEvents(2), 'any')),
        );
        await eventually(() => sub.of(prefix).length === 20, 'all events');
        await sub.subscription.stop();
        expect(maxRunning).toBe(1);
        expect(sub.batches.every((b) => b.length <= 3)).toBe(true);
        expectStrictlyIncreasing(sub.all().map((e) => e.position));
      });

      it('stop() resolves only after the running handler call finished, and nothing is delivered after', async () => {
        const prefix = uniquePrefix();
        const head = await store.headPosition();
        let entered = false;
        let finished = false;
        const sub = collect(store, { after: head }, async () => {
          entered = true;
          await sleep(100);
          finished = true;
        });
        await store.append(`${prefix}-s`, [newEvent()], 'no_stream');
        await eventually(() => entered, 'the handler to start');
        await sub.subscription.stop();
        expect(finished).toBe(true);
        const calls = sub.batches.length;
        await store.append(`${prefix}-s`, [newEvent()], 0);
        await sleep(QUIET_MS);
        expect(sub.batches.length).toBe(calls);
        await sub.subscription.stop();
      });

      it('stop() called from inside the handler ends delivery, and settles once that call has returned', async () => {
        const prefix = uniquePrefix();
        const head = await store.headPosition();
        await store.append(`${prefix}-s`, newEvents(3), 'no_stream');
        let calls = 0;
        let returned = false;
        let stopped: Promise<boolean> | undefined;
        const subscription = store.subscribeAll(
          async () => {
            calls++;
            // Not awaited: the stop waits for this very call (the port's rule).
            stopped = subscription.stop().then(() => returned);
            await sleep(10);
            returned = true;
          },
          { after: head, maxBatch: 1 },
        );
        await eventually(() => calls === 1, 'the first batch');
        expect(await stopped).toBe(true);
        await store.append(`${prefix}-s`, [newEvent()], 2);
        await sleep(QUIET_MS);
        expect(calls).toBe(1);
        await subscription.stop();
      });

      it('stops and reports when the handler throws', async () => {
        const prefix = uniquePrefix();
        const head = await store.headPosition();
        const failure = new Error('projection failed');
        const errors: unknown[] = [];
        let calls = 0;
        const subscription = store.subscribeAll(
          () => {
            calls++;
            throw failure;
          },
          { after: head, onError: (e) => errors.push(e) },
        );
        await store.append(`${prefix}-s`, [newEvent()], 'no_stream');
        await eventually(() => errors.length === 1, 'the error report');
        await store.append(`${prefix}-s`, [newEvent()], 0);
        await sleep(QUIET_MS);
        expect(errors).toEqual([failure]);
        expect(calls).toBe(1);
        await subscription.stop();
      });
    });

    describe('hash chain', () => {
      it('every event read back carries its link, which chainHash recomputes, across streams', async () => {
        const prefix = uniquePrefix();
        const head = await store.headPosition();
        await store.append(`${prefix}-a`, newEvents(2), 'no_stream');
        await store.append(`${prefix}-b`, [newEvent({ nested: { list: [1, 'two', null] } })], 'no_stream');
        await store.append(`${prefix}-a`, [{ ...newEvent(), metadata: { actor: { kind: 'user' } } }], 1);
        const all = await store.readAll({ after: head });
        expect(all.filter((e) => e.streamId.startsWith(prefix))).toHaveLength(4);
        expectChained(all);
        const before = head === undefined ? [] : await store.readAll({ after: head - 1n, limit: 1 });
        if (before.length === 1) expect(all[0].previousHash).toBe(before[0].hash);
        const byHash = new Map(all.map((e) => [e.id, e.hash]));
        for (const event of await store.readStream(`${prefix}-a`)) {
          expect(event.hash).toBe(byHash.get(event.id));
          expect(chainHash(event.previousHash as string, event)).toBe(event.hash);
        }
      });

      it('reads the log as stored, where it offers to: the text each event was written as, its link recomputing over it', async () => {
        if (!store.readStoredLinks) return;
        const prefix = uniquePrefix();
        const head = await store.headPosition();
        await store.append(
          `${prefix}-t`,
          [newEvent({ text: '台北 "quoted" \\ é', n: -1.5e-7 })],
          'no_stream',
        );
        await store.append(`${prefix}-t`, [{ ...newEvent(), metadata: { actor: { kind: 'user' } } }], 0);
        const read = await store.readAll({ after: head });
        const stored = await store.readStoredLinks({ after: head, limit: 10 });
        const placeOf = (e: Omit<StoredLink, 'data' | 'metadata'> | RecordedEvent) => [
          e.position,
          e.streamId,
          e.revision,
          e.id,
          e.type,
          e.recordedAt,
          e.hash ?? null,
          e.previousHash ?? null,
        ];
        expect(stored.map(placeOf)).toEqual(read.map(placeOf));
        stored.forEach((link, i) => {
          expect(JSON.parse(link.data)).toEqual(read[i].data);
          expect(link.metadata === null ? {} : JSON.parse(link.metadata)).toEqual(read[i].metadata);
          expect(chainHashOfStored(link.previousHash as string, link)).toBe(link.hash);
        });
        expect(await store.readStoredLinks({ after: head, limit: 1 })).toHaveLength(1);
        expect(await store.readStoredLinks({ after: read[1].position })).toEqual([]);
      });

      it('a subscription delivers the same links', async () => {
        const prefix = uniquePrefix();
        const head = await store.headPosition();
        await store.append(`${prefix}-s`, newEvents(3), 'no_stream');
        const sub = collect(store, { after: head, maxBatch: 2 });
        await eventually(() => sub.of(prefix).length === 3, 'three events');
        await sub.subscription.stop();
        const read = await store.readAll({ after: head });
        expect(sub.all().map((e) => [e.hash, e.previousHash])).toEqual(
          read.slice(0, sub.all().length).map((e) => [e.hash, e.previousHash]),
        );
      });

      it('a retried append writes no new link', async () => {
        const prefix = uniquePrefix();
        const events = newEvents(2);
        await store.append(`${prefix}-r`, events, 'no_stream');
        const head = await store.headPosition();
        const first = await store.readStream(`${prefix}-r`);
        await store.append(`${prefix}-r`, events, 'no_stream');
        expect(await store.headPosition()).toBe(head);
        expect(await store.readStream(`${prefix}-r`)).toEqual(first);
      });

      it('survives closing and reopening: later appends link to the last link before', async () => {
        if (!options.reopen) return;
        const prefix = uniquePrefix();
        await store.append(`${prefix}-c`, newEvents(2), 'no_stream');
        const before = await store.readStream(`${prefix}-c`);
        const head = before[1].position;
        await store.close();
        store = await options.reopen(store);
        expect(await store.readStream(`${prefix}-c`)).toEqual(before);
        await store.append(`${prefix}-c`, [newEvent()], 1);
        const after = await store.readAll({ after: head - 1n });
        expect(after[0].hash).toBe(before[1].hash);
        expectChained(after);
      });
    });
  });
}
