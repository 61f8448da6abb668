import { DomainError, type Decider, type DomainEvent } from '@gps/domain';
import { aggregate, bindAggregate, idempotencyKey, type Aggregate } from '../src/commands/aggregate';
import { eventIdFor } from '../src/infrastructure/ids';
import { openCommandStore, type CommandStore } from './support/command-store';

type Counted = DomainEvent<'Counted', { by: number }>;
interface Count {
  by: number;
}
/** A counter that refuses to count by nothing: enough to see what is written, where, under which key. */
const counter: Decider<Count, Counted, number> = {
  initialState: 0,
  evolve: (total, e) => total + e.data.by,
  decide: (c) => {
    if (c.by === 0) throw new DomainError('validation', 'by: count by something');
    return [{ type: 'Counted', version: 1, data: { by: c.by } }];
  },
};
const counters = aggregate(counter, (id: string) => `counter-${id}`);

let db: CommandStore;
let bound: Aggregate<Count, Counted>;
const call = { commandId: 'call-1' };

beforeEach(() => {
  db = openCommandStore();
  bound = bindAggregate(counters, db.run);
});
afterEach(() => db.close());

const idsIn = async (stream: string) => (await db.store.readStream(stream)).map((e) => e.id);

describe('an aggregate bound to its stream category', () => {
  test('a command goes to the stream of the id, under the call key alone', async () => {
    await bound.execute(call, 'a', { by: 2 });
    expect(await idsIn('counter-a')).toEqual([eventIdFor('call-1', 0)]);
    expect((await db.store.readStream('counter-a'))[0].metadata.commandId).toBe('call-1');
  });

  test('a named key is the call key and the name: the scheme of every further command of a call', async () => {
    await bound.execute(call, 'a', { by: 2 }, { key: 'second' });
    expect(idempotencyKey(call, 'second')).toBe('call-1/second');
    expect(await idsIn('counter-a')).toEqual([eventIdFor('call-1/second', 0)]);
  });

  test('several commands of one call are each written once, and a retry of the call writes none again', async () => {
    const theCall = async () => {
      for (const id of ['a', 'b']) await bound.execute(call, id, { by: 1 }, { key: `count-${id}` });
      await bound.execute(call, 'a', { by: 5 }, { key: 'more-a' });
    };
    await theCall();
    const before = { a: await idsIn('counter-a'), b: await idsIn('counter-b') };
    expect(before.a).toHaveLength(2);
    expect(before.b).toHaveLength(1);

    await theCall(); // the same requestId again
    expect({ a: await idsIn('counter-a'), b: await idsIn('counter-b') }).toEqual(before);
  });

  test('a retried command reports itself as a duplicate and decides nothing', async () => {
    await bound.execute(call, 'a', { by: 2 }, { key: 'k' });
    expect(await bound.execute(call, 'a', { by: 2 }, { key: 'k' })).toEqual({ events: [], duplicate: true });
  });

  test('another call (another key) on the same stream is another command', async () => {
    await bound.execute(call, 'a', { by: 2 });
    await bound.execute({ commandId: 'call-2' }, 'a', { by: 2 });
    expect(await idsIn('counter-a')).toHaveLength(2);
  });

  test('validateNew decides on an empty stream and writes nothing', async () => {
    expect(() => bound.validateNew({ by: 0 })).toThrow(DomainError);
    expect(() => bound.validateNew({ by: 1 })).not.toThrow();
    expect(await db.store.streamRevision('counter-a')).toBe('no_stream');
  });
});
