import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { KEY_BYTES, type Destruction, type KeyStore, type SubjectKey } from './key-store.port';

/** Beside the embedded store's file, never inside it (docs/decisions/personal-data.md). */
export const KEY_FILE_NAME = 'personal-data-keys.sqlite';

/**
 * One row per key generation; `key` NULL is a destroyed key (the tombstone is the newest such row).
 * STRICT refuses a value of the wrong type.
 */
const DDL = `
CREATE TABLE IF NOT EXISTS pd_keys (
  subject      TEXT    NOT NULL,
  generation   INTEGER NOT NULL,
  key          BLOB,
  created_at   INTEGER NOT NULL,
  destroyed_at INTEGER,
  PRIMARY KEY (subject, generation)
) STRICT;
`;

interface KeyRow {
  generation: number;
  key: Buffer | null;
}

export interface SqliteKeyStoreOptions {
  file: string;
  busyTimeoutMs?: number;
}

const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/**
 * The keys in their own SQLite file: a copy of the event store's file (for an auditor, a
 * verification) carries no key, and the keys can be backed up on their own terms. Rollback journal
 * and secure_delete: a destroyed key's bytes are overwritten with zeros in the file at the commit,
 * not left in a free page or a WAL frame (what the disk itself keeps is beyond SQLite's reach).
 */
export class SqliteKeyStore implements KeyStore {
  private readonly db: Database.Database;

  constructor(options: SqliteKeyStoreOptions) {
    this.db = new Database(options.file, { timeout: options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS });
    this.db.pragma('journal_mode = DELETE');
    this.db.pragma('secure_delete = ON');
    this.db.exec(DDL);
  }

  async current(subject: string): Promise<SubjectKey> {
    // IMMEDIATE: two processes creating the subject's first key at once serialise on the write lock.
    return this.db
      .transaction((): SubjectKey => {
        const last = this.last(subject);
        if (last?.key) return { subject, generation: last.generation, key: last.key };
        const key = randomBytes(KEY_BYTES);
        const generation = (last?.generation ?? 0) + 1;
        this.db
          .prepare('INSERT INTO pd_keys (subject, generation, key, created_at) VALUES (?, ?, ?, ?)')
          .run(subject, generation, key, Date.now());
        return { subject, generation, key };
      })
      .immediate();
  }

  async key(subject: string, generation: number): Promise<Buffer | undefined> {
    const row = this.db
      .prepare('SELECT key FROM pd_keys WHERE subject = ? AND generation = ?')
      .get(subject, generation) as { key: Buffer | null } | undefined;
    return row?.key ?? undefined;
  }

  async destroy(subject: string, at: number): Promise<Destruction> {
    return this.db
      .transaction((): Destruction => {
        const last = this.last(subject);
        if (!last) {
          this.db
            .prepare(
              'INSERT INTO pd_keys (subject, generation, key, created_at, destroyed_at) VALUES (?, 1, NULL, ?, ?)',
            )
            .run(subject, at, at);
          return { generation: 1, destroyedNow: true };
        }
        if (!last.key) return { generation: last.generation, destroyedNow: false };
        this.db
          .prepare('UPDATE pd_keys SET key = NULL, destroyed_at = ? WHERE subject = ? AND generation = ?')
          .run(at, subject, last.generation);
        return { generation: last.generation, destroyedNow: true };
      })
      .immediate();
  }

  async erasedGeneration(subject: string): Promise<number> {
    const row = this.db
      .prepare('SELECT MAX(generation) AS generation FROM pd_keys WHERE subject = ? AND key IS NULL')
      .get(subject) as { generation: number | null };
    return row.generation ?? 0;
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  private last(subject: string): KeyRow | undefined {
    return this.db
      .prepare('SELECT generation, key FROM pd_keys WHERE subject = ? ORDER BY generation DESC LIMIT 1')
      .get(subject) as KeyRow | undefined;
  }
}
