import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { SqliteEventStore, type EventStore } from '@gps/event-store';
import { collection, SqliteReadStore, type ReadStore } from '@gps/read-store';
import { ProjectionRunner, type Projection } from '@gps/projections';

const counts = collection<{ id: string; n: number }>('counts');

/** Counts events per stream: any double application shows up as a wrong count. */
function counter(name = 'counter', failOn?: string): Projection {
  return {
    name,
    collections: [counts],
    handles: ['Ticked'],
    async apply(event, w) {
      if (failOn && event.data.label === failOn) throw new Error('projection bug');
      const doc = (await w.get(counts, event.streamId)) ?? {
        id: event.streamId,
        n: 0,
      };
      await w.put(counts, { ...doc, n: doc.n + 1 });
    },
  };
}

const tick = (label = 'x') => ({ id: randomUUID(), type: 'Ticked', data: { label } });

describe('ProjectionRunner', () => {
  let dir: string;
  let events: EventStore;
  let read: ReadStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'runner-'));
    events = new SqliteEventStore({ file: join(dir, 'p.sqlite'), synchronous: 'NORMAL' });
    read = new SqliteReadStore({ file: join(dir, 'p.sqlite') });
  });
  afterEach(async () => {
    await events.close();
    await read.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function append(stream: string, n: number, label = 'x') {
    let last = 0n;
    for (let i = 0; i < n; i++) last = (await events.append(stream, [tick(label)], 'any')).position;
    return last;
  }

  it('applies history and live events, and waitFor resolves once they are committed', async () => {
    await append('s-1', 3);
    const runner = new ProjectionRunner(events, read, [counter()]);
    await runner.start();
    const last = await append('s-2', 2);
    await runner.waitFor(last);
    expect(await read.get(counts, 's-1')).toEqual({ id: 's-1', n: 3 });
    expect(await read.get(counts, 's-2')).toEqual({ id: 's-2', n: 2 });
    expect(await read.checkpoint('counter')).toBe(last);
    await runner.stop();
  });

  it('waits for the named projections only: a failed or slower other one does not hold them back', async () => {
    await append('s-1', 1, 'poison');
    const runner = new ProjectionRunner(events, read, [counter('counter'), counter('broken', 'poison')], {
      onError: () => undefined,
    });
    await runner.start();
    const last = await append('s-1', 1);
    await runner.waitFor(last, 2000, ['counter']);
    expect(await read.get(counts, 's-1')).toEqual({ id: 's-1', n: 2 });
    await expect(runner.waitFor(last, 2000)).rejects.toThrow('projection bug');
    await expect(runner.waitFor(last, 2000, ['broken'])).rejects.toThrow('projection bug');
    await expect(runner.waitFor(last, 2000, ['directry'])).rejects.toThrow('unknown projection directry');
    await runner.stop();
  });

  it('never applies an event twice across a restart', async () => {
    const first = new ProjectionRunner(events, read, [counter()]);
    await first.start();
    await first.waitFor(await append('s-1', 5));
    await first.stop();
    const second = new ProjectionRunner(events, read, [counter()]);
    await second.start();
    await second.waitFor(await append('s-1', 1));
    expect(await read.get(counts, 's-1')).toEqual({ id: 's-1', n: 6 });
    await second.stop();
  });

  it('commits nothing of a batch that fails, neither writes nor checkpoint', async () => {
    await append('s-1', 2);
    await append('s-1', 1, 'poison');
    const errors: unknown[] = [];
    const broken = new ProjectionRunner(events, read, [counter('counter', 'poison')], {
      onError: (_n, e) => errors.push(e),
    });
    await broken.start();
    await expect(broken.waitFor((await events.headPosition()) as bigint, 2000)).rejects.toThrow();
    expect(errors).toHaveLength(1);
    expect(await read.get(counts, 's-1')).toBeUndefined();
    expect(await read.checkpoint('counter')).toBeUndefined();
    await broken.stop();
    // The fixed projection then processes everything exactly once.
    const fixed = new ProjectionRunner(events, read, [counter()]);
    await fixed.start();
    await fixed.waitFor((await events.headPosition()) as bigint);
    expect(await read.get(counts, 's-1')).toEqual({ id: 's-1', n: 3 });
    await fixed.stop();
  });

  it('rebuilds to exactly the live read model, twice in a row', async () => {
    const runner = new ProjectionRunner(events, read, [counter()]);
    await runner.start();
    await append('s-1', 4);
    await runner.waitFor(await append('s-2', 3));
    const live = await read.dump(counts);
    const progress: bigint[] = [];
    await runner.rebuild('counter', (done) => progress.push(done));
    const once = await read.dump(counts);
    await runner.rebuild('counter');
    expect(await read.dump(counts)).toEqual(live);
    expect(once).toEqual(live);
    expect(progress.at(-1)).toBe(await events.headPosition());
    // Still live after a rebuild.
    await runner.waitFor(await append('s-2', 1));
    expect(await read.get(counts, 's-2')).toEqual({ id: 's-2', n: 4 });
    await runner.stop();
  });

  it('rebuilds several projections together, reading the log once, to exactly their live read models', async () => {
    const others = collection<{ id: string; n: number }>('others');
    const other: Projection = {
      ...counter('other'),
      collections: [others],
      async apply(event, w) {
        const doc = (await w.get(others, event.streamId)) ?? { id: event.streamId, n: 0 };
        await w.put(others, { ...doc, n: doc.n + 2 });
      },
    };
    const runner = new ProjectionRunner(events, read, [counter(), other], { maxBatch: 2, rebuildChunk: 2 });
    await runner.start();
    await append('s-1', 4);
    await runner.waitFor(await append('s-2', 3));
    const live = { counts: await read.dump(counts), others: await read.dump(others) };
    let reads = 0;
    const readAll = events.readAll.bind(events);
    events.readAll = (options) => {
      reads++;
      return readAll(options);
    };
    const progress: bigint[] = [];
    await runner.rebuildTogether(['counter', 'other'], (done) => progress.push(done));
    events.readAll = readAll;
    expect({ counts: await read.dump(counts), others: await read.dump(others) }).toEqual(live);
    // Seven events, two a batch: four batches and the empty read that ends it, for both projections.
    expect(reads).toBe(5);
    expect(progress).toEqual([2n, 4n, 6n, 7n]);
    expect(await read.checkpoint('other')).toBe(7n);
    // Both still live after it.
    await runner.waitFor(await append('s-2', 1));
    expect(await read.get(others, 's-2')).toEqual({ id: 's-2', n: 8 });
    await expect(runner.rebuildTogether(['counter', 'nope'])).rejects.toThrow(/unknown projection nope/);
    await runner.stop();
  });

  it('refuses an unknown projection name and duplicate names', async () => {
    const runner = new ProjectionRunner(events, read, [counter()]);
    await expect(runner.rebuild('nope')).rejects.toThrow(/unknown projection nope/);
    expect(() => new ProjectionRunner(events, read, [counter(), counter()])).toThrow(/duplicate/);
  });
});
