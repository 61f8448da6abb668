import { createEventStore, protectPersonalData, type PersonalDataEventStore } from '@gps/event-store';
import { databaseFromUrl } from '@gps/read-store';
import type { AppConfig } from '../config';

/** The read store's database when none is named in MONGO_URL (MongoDbReadStore's default). */
const DEFAULT_MONGO_DATABASE = 'gps';

/**
 * The event log as every part of the platform uses it: the configured adapter (SQLite or
 * KurrentDB) behind the personal-data layer, whose keys live with the read store (a SQLite file
 * of their own, or a MongoDB collection): docs/decisions/personal-data.md. The adapter itself (the
 * stored, encrypted form) is the result's `stored`.
 */
export async function openEventLog(
  config: Pick<AppConfig, 'eventStoreUrl' | 'mongoUrl' | 'dataDir'>,
): Promise<PersonalDataEventStore> {
  const stored = await createEventStore({ eventStoreUrl: config.eventStoreUrl, dataDir: config.dataDir });
  try {
    return await protectPersonalData(stored, {
      mongoUrl: config.mongoUrl,
      mongoDatabase: (config.mongoUrl && databaseFromUrl(config.mongoUrl)) || DEFAULT_MONGO_DATABASE,
      dataDir: config.dataDir,
    });
  } catch (error) {
    await stored.close();
    throw error;
  }
}
