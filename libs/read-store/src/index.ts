export * from './read-store.port';
export { collection } from './collection';
export { ReadStoreInputError } from './validation';
export { SqliteReadStore, type SqliteReadStoreOptions } from './sqlite/sqlite-read-store';
export {
  MongoDbReadStore,
  databaseFromUrl,
  type MongoDbReadStoreOptions,
} from './mongodb/mongodb-read-store';
export { createReadStore, SQLITE_FILE_NAME, type ReadStoreConfig } from './create-read-store';
