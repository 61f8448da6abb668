import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from '../event-store.port';
import type { KeyStore } from './key-store.port';
import { MongoDbKeyStore } from './mongodb-key-store';
import { PersonalDataEventStore } from './personal-data-event-store';
import { KEY_FILE_NAME, SqliteKeyStore } from './sqlite-key-store';

export interface KeyStoreConfig {
  /** MongoDB connection string (MONGO_URL): the keys go beside the read models there. */
  mongoUrl?: string;
  /** Database name in MongoDB (the read store's). */
  mongoDatabase: string;
  /** Folder of the embedded files: the keys' own file when there is no MongoDB. */
  dataDir: string;
}

/**
 * The key store follows the read store (MongoDB when configured, else a SQLite file of its own),
 * whichever event store holds the log: keys and log are never in the same place.
 */
export async function createKeyStore(config: KeyStoreConfig): Promise<KeyStore> {
  if (config.mongoUrl)
    return MongoDbKeyStore.connect({ url: config.mongoUrl, database: config.mongoDatabase });
  // With KurrentDB holding the log, nothing else may have made the folder yet.
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteKeyStore({ file: join(config.dataDir, KEY_FILE_NAME) });
}

/** The adapter wrapped in the personal-data layer: what every reader and writer of the log uses. */
export async function protectPersonalData(
  stored: EventStore,
  config: KeyStoreConfig,
): Promise<PersonalDataEventStore> {
  return new PersonalDataEventStore(stored, { keys: await createKeyStore(config) });
}
