import Database from 'better-sqlite3';
import { containsFolded } from './keyword';
import { CONTAINS_FUNCTION } from './sql-query';

/** How long a connection waits for another writer of the shared file (the event store) before failing. */
export const BUSY_TIMEOUT_MS = 5000;

export interface ConnectionOptions {
  /** Refuse writes on this connection (the query connection). */
  queryOnly: boolean;
}

/**
 * Opens one connection to the shared SQLite file. WAL lets queries run while a unit of work or an
 * event-store append writes. synchronous=NORMAL is durable against process crashes (not power loss) in
 * WAL mode; read models can be rebuilt from the event log, whose connection keeps its own setting.
 */
export function openConnection(file: string, options: ConnectionOptions): Database.Database {
  const db = new Database(file);
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    // 32 MiB of page cache (the default is 2 MiB): projections read-modify-write documents all over
    // their tables, and list queries scan them.
    db.pragma('cache_size = -32768');
    if (options.queryOnly) db.pragma('query_only = ON');
    // Only queries use this function, never a schema object, so other connections to the same file
    // (the event store) need not register it.
    db.function(CONTAINS_FUNCTION, { deterministic: true }, (haystack: unknown, needle: unknown) =>
      typeof needle === 'string' && containsFolded(haystack, needle) ? 1 : 0,
    );
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
