export * from './event-store.port';
export { EventIdConflictError, EventStoreClosedError, InvalidAppendError } from './errors';
export { SqliteEventStore, type SqliteEventStoreOptions, type CommitInfo } from './sqlite/sqlite-event-store';
export { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store';
export { createEventStore, SQLITE_FILE_NAME, type EventStoreConfig } from './create-event-store';
export { chainHash, GENESIS_HASH, type ChainedContent } from './chain/chain-hash';
export { chainHashOfStored } from './chain/chain-link';
export * from './personal-data';
