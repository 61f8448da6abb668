import type Database from 'better-sqlite3';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Mutex } from '../mutex';
import type { Collection, Doc, Page, Query, ReadModelWriter, ReadStore } from '../read-store.port';
import {
  assertCheckpoint,
  assertCheckpointName,
  assertCollectionName,
  assertFieldPath,
  ReadStoreInputError,
} from '../validation';
import { beginImmediate } from './begin-immediate';
import { openConnection } from './sqlite-connection';
import { SqliteDocuments, tableName } from './sqlite-documents';
import { indexExpression } from './sql-query';
import { SqliteUnitWriter } from './sqlite-unit-writer';

export interface SqliteReadStoreOptions {
  /** Path of the SQLite file, shared with the event store (whose tables are prefixed `es_`). */
  file: string;
}

const CHECKPOINTS_TABLE = 'rm_checkpoints';
const SAVE_CHECKPOINT = `INSERT INTO ${CHECKPOINTS_TABLE} (name, position) VALUES (?, ?)
  ON CONFLICT (name) DO UPDATE SET position = excluded.position`;

/**
 * Read store on SQLite. Two connections: the writer runs units of work (one at a time, behind a mutex,
 * each ending in one BEGIN IMMEDIATE ... COMMIT) and the query connection serves reads, so readers
 * only ever see committed units.
 *
 * A unit takes the file's write lock only when it must write: at its end, to write what it kept and
 * its checkpoint, or at its first `find`, which must see the unit's own writes in the tables. Until
 * then its `get`s read the committed tables, which only units of this store change, one at a time.
 * The lock is shared with the event store, on another thread too (the device gateway): a unit that
 * held it while its projection ran would stall every append for that long.
 */
export class SqliteReadStore implements ReadStore {
  private readonly writer: Database.Database;
  private readonly reader: Database.Database;
  private readonly written: SqliteDocuments;
  private readonly read: SqliteDocuments;
  private readonly mutex = new Mutex();
  private closed = false;

  constructor(options: SqliteReadStoreOptions) {
    const file = options.file;
    if (typeof file !== 'string' || file === '' || file === ':memory:') {
      // Two connections must reach the same database, which an in-memory one is not.
      throw new ReadStoreInputError(`SqliteReadStore needs a file path, got ${JSON.stringify(file)}`);
    }
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.writer = openConnection(file, { queryOnly: false });
    try {
      this.writer.exec(
        `CREATE TABLE IF NOT EXISTS ${CHECKPOINTS_TABLE} (name TEXT PRIMARY KEY, position TEXT NOT NULL)`,
      );
      this.reader = openConnection(file, { queryOnly: true });
    } catch (error) {
      this.writer.close();
      throw error;
    }
    this.written = new SqliteDocuments(this.writer);
    this.read = new SqliteDocuments(this.reader);
  }

  private ensureOpen(): void {
    if (this.closed) throw new Error('read store is closed');
  }

  async get<T extends Doc>(collection: Collection<T>, id: string): Promise<T | undefined> {
    this.ensureOpen();
    return this.read.get<T>(collection.name, id);
  }

  async find<T extends Doc>(collection: Collection<T>, query?: Query): Promise<Page<T>> {
    this.ensureOpen();
    return this.read.find<T>(collection.name, query);
  }

  async unitOfWork(
    checkpoint: { name: string; position: bigint } | null,
    work: (w: ReadModelWriter) => Promise<void>,
  ): Promise<void> {
    assertCheckpoint(checkpoint);
    return this.mutex.run(async () => {
      this.ensureOpen();
      const unit = new SqliteUnitWriter(this.written, () => this.beginWriting());
      try {
        await work(unit);
        await this.beginWriting();
        unit.flush();
        unit.end();
        if (checkpoint !== null) {
          this.writer.prepare(SAVE_CHECKPOINT).run(checkpoint.name, checkpoint.position.toString());
        }
        this.writer.exec('COMMIT');
      } catch (error) {
        unit.end();
        if (this.writer.inTransaction) this.writer.exec('ROLLBACK');
        this.written.forgetTables();
        throw error;
      }
    });
  }

  private async beginWriting(): Promise<void> {
    if (!this.writer.inTransaction) await beginImmediate(this.writer);
  }

  /** Runs `write` in one write transaction, taken without blocking the thread. */
  private async inTransaction(write: () => void): Promise<void> {
    await beginImmediate(this.writer);
    try {
      write();
      this.writer.exec('COMMIT');
    } catch (error) {
      if (this.writer.inTransaction) this.writer.exec('ROLLBACK');
      throw error;
    }
  }

  async checkpoint(name: string): Promise<bigint | undefined> {
    assertCheckpointName(name);
    this.ensureOpen();
    const position = this.reader
      .prepare(`SELECT position FROM ${CHECKPOINTS_TABLE} WHERE name = ?`)
      .pluck()
      .get(name) as string | undefined;
    return position === undefined ? undefined : BigInt(position);
  }

  async reset(collections: readonly Collection[], checkpointNames: readonly string[]): Promise<void> {
    const names = collections.map((collection) => collection.name);
    names.forEach(assertCollectionName);
    checkpointNames.forEach(assertCheckpointName);
    return this.mutex.run(() => {
      this.ensureOpen();
      return this.inTransaction(() => {
        names.forEach((name) => this.written.clear(name));
        this.writer
          .prepare(`DELETE FROM ${CHECKPOINTS_TABLE} WHERE name IN (SELECT value FROM json_each(?))`)
          .run(JSON.stringify(checkpointNames));
      });
    });
  }

  async ensureIndexes({ name: collection }: Collection, fields: readonly string[]): Promise<void> {
    const table = tableName(collection);
    fields.forEach(assertFieldPath);
    return this.mutex.run(async () => {
      this.ensureOpen();
      try {
        await this.inTransaction(() => {
          this.written.createTable(collection);
          for (const field of new Set(fields)) {
            if (field === 'id') continue; // the primary key already indexes it
            // The index name is quoted, so the dots of a field path are fine and names cannot collide.
            const index = `"rm_${collection}.${field}"`;
            this.writer.exec(
              `CREATE INDEX IF NOT EXISTS ${index} ON ${table} (${indexExpression(field)}, id)`,
            );
          }
        });
      } catch (error) {
        this.written.forgetTables();
        throw error;
      }
    });
  }

  async dump<T extends Doc>(collection: Collection<T>): Promise<T[]> {
    this.ensureOpen();
    return this.read.dump<T>(collection.name);
  }

  async close(): Promise<void> {
    // Queued behind units of work in progress, which finish first.
    return this.mutex.run(() => {
      if (this.closed) return;
      this.closed = true;
      this.reader.close();
      this.writer.close();
    });
  }
}
