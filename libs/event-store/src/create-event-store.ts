import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from './event-store.port';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store';
import { SqliteEventStore } from './sqlite/sqlite-event-store';

export interface EventStoreConfig {
  /** KurrentDB connection string (EVENTSTORE_URL); absent or empty means the embedded SQLite store. */
  eventStoreUrl?: string;
  /** Folder of the embedded store's file, `<dataDir>/platform.sqlite` (shared with the read store). */
  dataDir: string;
}

export const SQLITE_FILE_NAME = 'platform.sqlite';

export async function createEventStore(config: EventStoreConfig): Promise<EventStore> {
  if (config.eventStoreUrl) return new KurrentDbEventStore(config.eventStoreUrl);
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteEventStore({ file: join(config.dataDir, SQLITE_FILE_NAME) });
}
