import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore, type EventStore } from '@gps/event-store';
import { DomainError, type Decider, type DomainEvent } from '@gps/domain';
import { CommandHandler } from '../src/commands/command-handler';

type Added = DomainEvent<'Added', { amount: number }>;
interface Add {
  amount: number;
  limit: number;
}
/** A counter that refuses to exceed its limit: decisions depend on state, so a retry must re-decide. */
const counter: Decider<Add, Added, number> = {
  initialState: 0,
  evolve: (total, e) => total + e.data.amount,
  decide: (c, total) => {
    if (total + c.amount > c.limit) throw new DomainError('conflict', 'over the limit');
    return [{ type: 'Added', version: 1, data: { amount: c.amount } }];
  },
};

describe('CommandHandler', () => {
  let dir: string;
  let store: EventStore;
  const meta = (commandId: string) => ({ commandId, actor: { kind: 'test', id: 't' } });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'handler-'));
    store = new SqliteEventStore({ file: join(dir, 'h.sqlite'), synchronous: 'NORMAL' });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('appends what the decider decides, with metadata', async () => {
    const handler = new CommandHandler(store);
    const result = await handler.handle(counter, 'c-1', { amount: 2, limit: 10 }, meta('cmd-1'));
    expect(result.duplicate).toBe(false);
    const [event] = await store.readStream('c-1');
    expect(event).toMatchObject({
      type: 'Added',
      data: { amount: 2 },
      metadata: { version: 1, commandId: 'cmd-1' },
    });
  });

  it('writes a retried command only once', async () => {
    const handler = new CommandHandler(store);
    await handler.handle(counter, 'c-1', { amount: 2, limit: 10 }, meta('cmd-1'));
    const again = await handler.handle(counter, 'c-1', { amount: 2, limit: 10 }, meta('cmd-1'));
    expect(again).toEqual({ events: [], duplicate: true });
    expect(await store.readStream('c-1')).toHaveLength(1);
  });

  it('re-decides on a concurrent write instead of overwriting it', async () => {
    const handler = new CommandHandler(store);
    // Many concurrent commands on one stream: each conflict reloads and decides against the new state.
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) =>
        handler.handle(counter, 'c-1', { amount: 3, limit: 9 }, meta(`cmd-${i}`)),
      ),
    );
    const written = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(written).toHaveLength(3);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(DomainError);
    const total = (await store.readStream('c-1')).reduce((s, e) => s + (e.data.amount as number), 0);
    expect(total).toBe(9);
  });

  it('writes nothing when the decision is empty or refused', async () => {
    const handler = new CommandHandler(store);
    await expect(handler.handle(counter, 'c-1', { amount: 11, limit: 10 }, meta('cmd-1'))).rejects.toThrow(
      'over the limit',
    );
    expect(await store.streamRevision('c-1')).toBe('no_stream');
  });
});
