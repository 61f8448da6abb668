import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore, type EventStore } from '@gps/event-store';
import type { Decider, DomainEvent } from '@gps/domain';
import { commandMetaOf } from '../../src/commands/aggregate';
import { CommandHandler } from '../../src/commands/command-handler';
import type { Caller } from '../../src/sessions/sessions';

type Noted = DomainEvent<'Noted', { text: string }>;
const notes: Decider<{ text: string }, Noted, number> = {
  initialState: 0,
  evolve: (count) => count + 1,
  decide: (c) => [{ type: 'Noted', version: 1, data: { text: c.text } }],
};

const admin = { subjectId: 'a1', actor: { kind: 'admin' } } as unknown as Caller;

describe("an event's metadata: who and why", () => {
  let dir: string;
  let store: EventStore;
  let handler: CommandHandler;
  let n = 0;
  const metadataOf = async (meta: Parameters<CommandHandler['handle']>[3]) => {
    const stream = `note-${++n}`;
    await handler.handle(notes, stream, { text: 'x' }, meta);
    return (await store.readStream(stream))[0].metadata;
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'event-metadata-'));
    store = new SqliteEventStore({ file: join(dir, 'events.sqlite'), synchronous: 'NORMAL' });
    handler = new CommandHandler(store);
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test("given a caller's call, then the actor, the call and the address", async () => {
    const meta = commandMetaOf({ commandId: 'k1', caller: admin, call: 'editDevice', ip: '203.0.113.7' });
    expect(await metadataOf(meta)).toEqual({
      version: 1,
      commandId: 'k1',
      actor: { kind: 'admin', id: 'a1' },
      call: 'editDevice',
      ip: '203.0.113.7',
    });
  });

  test('given a worker, then the worker as the actor and nothing left undefined', async () => {
    expect(await metadataOf(commandMetaOf({ commandId: 'k2', worker: 'service-expiry' }))).toEqual({
      version: 1,
      commandId: 'k2',
      actor: { kind: 'system', id: 'service-expiry' },
    });
  });

  test('given a public call, then the account it proves, else the system answering that call', async () => {
    const proved = commandMetaOf({
      commandId: 'k3',
      actor: { kind: 'fleet', id: 'f1' },
      call: 'login',
      ip: '::1',
    });
    expect(proved).toMatchObject({ actor: { kind: 'fleet', id: 'f1' }, call: 'login', ip: '::1' });
    expect(commandMetaOf({ commandId: 'k4', call: 'resetPassword' }).actor).toEqual({
      kind: 'system',
      id: 'resetPassword',
    });
  });

  test('given an address that is not one (a forwarded header of any text), then it is not kept', async () => {
    const meta = commandMetaOf({ commandId: 'k5', caller: admin, call: 'editDevice', ip: 'x'.repeat(8000) });
    expect(await metadataOf(meta)).not.toHaveProperty('ip');
  });
});
