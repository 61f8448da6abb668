import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EventIdConflictError,
  SqliteEventStore,
  WrongExpectedRevisionError,
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
} from '../src';
import { newEvents } from './contract/fixtures';

/**
 * Model-based check of group commit: random waves of appends (fresh batches and retries of earlier
 * ones, with right, wrong, 'any' and no_stream expectations) are issued concurrently, so each wave
 * lands in one group; every outcome must equal what a plain sequential model of the port predicts.
 */

type Expectation = 'current' | 'any' | 'no_stream' | { offset: number };

interface Op {
  stream: number;
  size: number;
  retryOf: number | undefined;
  expectation: Expectation;
}

type Outcome =
  { ok: AppendResult } | { error: 'wrong-revision'; actual: number | 'no_stream' } | { error: 'conflict' };

class Model {
  private readonly streams = new Map<string, { id: string; position: bigint }[]>();
  private readonly located = new Map<string, { streamId: string; revision: number; position: bigint }>();
  private position = 0n;
  readonly log: { id: string; streamId: string; revision: number; position: bigint }[] = [];

  head(streamId: string): number {
    return (this.streams.get(streamId)?.length ?? 0) - 1;
  }

  append(streamId: string, ids: string[], expected: ExpectedRevision): Outcome {
    const stored = ids.map((id) => this.located.get(id));
    if (stored.some((s) => s !== undefined)) {
      const first = stored[0];
      const isRetry =
        first !== undefined &&
        stored.every(
          (s, i) => s !== undefined && s.streamId === streamId && s.revision === first.revision + i,
        );
      if (!isRetry) return { error: 'conflict' };
      const last = stored[stored.length - 1] as { revision: number; position: bigint };
      return { ok: { nextRevision: last.revision, position: last.position } };
    }
    const head = this.head(streamId);
    const holds = expected === 'any' || (expected === 'no_stream' ? head === -1 : expected === head);
    if (!holds) return { error: 'wrong-revision', actual: head === -1 ? 'no_stream' : head };
    const events = this.streams.get(streamId) ?? [];
    for (const id of ids) {
      this.position += 1n;
      const revision = events.length;
      events.push({ id, position: this.position });
      this.located.set(id, { streamId, revision, position: this.position });
      this.log.push({ id, streamId, revision, position: this.position });
    }
    this.streams.set(streamId, events);
    return { ok: { nextRevision: events.length - 1, position: this.position } };
  }
}

const expectation: fc.Arbitrary<Expectation> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Expectation>('current') },
  { weight: 1, arbitrary: fc.constant<Expectation>('any') },
  { weight: 1, arbitrary: fc.constant<Expectation>('no_stream') },
  { weight: 1, arbitrary: fc.integer({ min: -2, max: 2 }).map<Expectation>((offset) => ({ offset })) },
);

const op: fc.Arbitrary<Op> = fc.record({
  stream: fc.integer({ min: 0, max: 2 }),
  size: fc.integer({ min: 1, max: 3 }),
  retryOf: fc.option(fc.nat({ max: 40 }), { nil: undefined, freq: 3 }),
  expectation,
});

const waves = fc.array(fc.array(op, { minLength: 1, maxLength: 10 }), { minLength: 1, maxLength: 4 });

async function outcomeOf(promise: Promise<AppendResult>): Promise<Outcome> {
  try {
    return { ok: await promise };
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return { error: 'wrong-revision', actual: error.actual };
    if (error instanceof EventIdConflictError) return { error: 'conflict' };
    throw error;
  }
}

describe('SQLite group commit against a sequential model', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'es-model-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives every concurrent append the outcome the port specifies', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(waves, async (plan) => {
        const store = new SqliteEventStore({ file: join(dir, `run-${run++}.sqlite`), synchronous: 'NORMAL' });
        const model = new Model();
        const batches: NewEvent[][] = [];
        try {
          for (const wave of plan) {
            const issued = wave.map((o) => {
              const streamId = `device-${o.stream}`;
              const events =
                o.retryOf !== undefined && batches[o.retryOf] ? batches[o.retryOf] : newEvents(o.size);
              batches.push(events);
              const head = model.head(streamId);
              const e = o.expectation;
              const expected: ExpectedRevision =
                e === 'current'
                  ? head === -1
                    ? 'no_stream'
                    : head
                  : typeof e === 'string'
                    ? e
                    : Math.max(0, head + e.offset);
              const predicted = model.append(
                streamId,
                events.map((ev) => ev.id),
                expected,
              );
              return { predicted, actual: outcomeOf(store.append(streamId, events, expected)) };
            });
            for (const { predicted, actual } of issued) expect(await actual).toEqual(predicted);
          }
          const stored = await store.readAll({ limit: 10_000 });
          expect(
            stored.map(({ id, streamId, revision, position }) => ({ id, streamId, revision, position })),
          ).toEqual(model.log);
        } finally {
          await store.close();
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
