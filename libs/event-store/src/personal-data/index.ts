export * from './key-store.port';
export { MemoryKeyStore } from './memory-key-store';
export { SqliteKeyStore, KEY_FILE_NAME, type SqliteKeyStoreOptions } from './sqlite-key-store';
export { MongoDbKeyStore, KEY_COLLECTION, type MongoDbKeyStoreOptions } from './mongodb-key-store';
export {
  PersonalDataEventStore,
  ERASURE_EVENT_TYPE,
  type PersonalDataOptions,
} from './personal-data-event-store';
export { createKeyStore, protectPersonalData, type KeyStoreConfig } from './create-personal-data-store';
export { ENVELOPE_PREFIX, envelopeHeader } from './envelope';
