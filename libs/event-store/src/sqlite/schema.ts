import Database from 'better-sqlite3';
import { CHAIN_COLUMNS_DDL, migrateChain } from './chain-columns';

/**
 * The read store shares this file, so every object is prefixed `es_`. AUTOINCREMENT (rather than a
 * plain rowid alias) guarantees a position is never handed out twice, even if the newest rows were
 * ever removed, so a subscriber's checkpoint can never point at a different event later. STRICT makes
 * SQLite refuse a value of the wrong type instead of silently storing it.
 */
const DDL = `
CREATE TABLE IF NOT EXISTS es_events (
  position    INTEGER PRIMARY KEY AUTOINCREMENT,
  stream_id   TEXT    NOT NULL,
  revision    INTEGER NOT NULL,
  id          TEXT    NOT NULL UNIQUE,
  type        TEXT    NOT NULL,
  data        TEXT    NOT NULL,
  metadata    TEXT,
  recorded_at TEXT    NOT NULL,
  ${CHAIN_COLUMNS_DDL},
  UNIQUE (stream_id, revision)
) STRICT;
`;

export interface OpenOptions {
  file: string;
  busyTimeoutMs: number;
}

export function openDatabase({ file, busyTimeoutMs }: OpenOptions): Database.Database {
  const db = new Database(file, { timeout: busyTimeoutMs });
  try {
    // WAL: readers (subscriptions, the read store) never block the writer and vice versa.
    db.pragma('journal_mode = WAL');
    // NORMAL: a commit writes the WAL without syncing it; the store syncs it off the event loop
    // before it acknowledges an append (WalSync), and SQLite syncs it before every checkpoint.
    db.pragma('synchronous = NORMAL');
    // 32 MiB of page cache (the default is 2 MiB): every commit touches the (stream, revision) index
    // at one leaf per device reporting, a thousand pages and more, which must not be read again.
    db.pragma('cache_size = -32768');
    db.exec(DDL);
    // A store written before the hash chain gains it here, once (docs/decisions/audit-chain.md).
    migrateChain(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
