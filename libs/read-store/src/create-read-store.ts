import * as fs from 'node:fs';
import * as path from 'node:path';
import { MongoDbReadStore } from './mongodb/mongodb-read-store';
import type { ReadStore } from './read-store.port';
import { SqliteReadStore } from './sqlite/sqlite-read-store';

export interface ReadStoreConfig {
  /** MongoDB connection string (`MONGO_URL`); absent or empty = the embedded SQLite store. */
  mongoUrl?: string;
  /** Directory of the embedded store's file, created if missing. */
  dataDir: string;
}

/** File shared by the embedded event store and read store. */
export const SQLITE_FILE_NAME = 'platform.sqlite';

export async function createReadStore(config: ReadStoreConfig): Promise<ReadStore> {
  if (config.mongoUrl) return MongoDbReadStore.connect({ url: config.mongoUrl });
  fs.mkdirSync(config.dataDir, { recursive: true });
  return new SqliteReadStore({ file: path.join(config.dataDir, SQLITE_FILE_NAME) });
}
