import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore, type EventStore } from '@gps/event-store';
import type { RunCommand } from '../../src/commands/aggregate';
import { CommandHandler } from '../../src/commands/command-handler';

/** An event store in a temp file and a command runner over it: the platform's, minus read models. */
export interface CommandStore {
  store: EventStore;
  run: RunCommand;
  close(): Promise<void>;
}

export function openCommandStore(): CommandStore {
  const dir = mkdtempSync(join(tmpdir(), 'aggregate-'));
  const store = new SqliteEventStore({ file: join(dir, 'a.sqlite'), synchronous: 'NORMAL' });
  const handler = new CommandHandler(store);
  return {
    store,
    run: (decider, streamId, command, origin) =>
      handler.handle(decider, streamId, command, {
        commandId: origin.commandId,
        actor: { kind: 'test', id: 't' },
      }),
    async close() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
