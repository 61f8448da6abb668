import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore, type EventStore } from '../src';
import { describeEventStoreContract } from './contract/event-store.contract';

const folders = new Map<EventStore, string>();

describeEventStoreContract(
  'SQLite',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'es-contract-'));
    // A short poll interval keeps the suite quick; local commits wake subscriptions anyway.
    const store = new SqliteEventStore({ file: join(dir, 'platform.sqlite'), pollIntervalMs: 50 });
    folders.set(store, dir);
    return store;
  },
  async (store) => {
    await store.close();
    const dir = folders.get(store);
    folders.delete(store);
    if (dir) rmSync(dir, { recursive: true, force: true });
  },
  {
    reopen: async (closed) => {
      const dir = folders.get(closed) as string;
      folders.delete(closed);
      const store = new SqliteEventStore({ file: join(dir, 'platform.sqlite'), pollIntervalMs: 50 });
      folders.set(store, dir);
      return store;
    },
  },
);
