import type Database from 'better-sqlite3';
import type { Doc, Page, Query } from '../read-store.port';
import { incremented } from '../increments';
import { assertCollectionName, assertId, isIndexSegment, serializeDoc } from '../validation';
import { toSql } from './sql-query';
import { StatementCache } from './statement-cache';

/** Items added by one statement: SQLite binds at most 32,766 parameters; small statements cache well. */
const ITEMS_PER_STATEMENT = 16;

/**
 * Paths added by one statement: json_set takes two arguments a path, and statements of a few sizes
 * cache well (the paths are bound, not inlined).
 */
const PATHS_PER_STATEMENT = 32;

/** A checked increment path as a SQLite JSON path: `hourly.mileageDm.5` is `$.hourly.mileageDm[5]`. */
function jsonPath(path: string): string {
  let json = '$';
  for (const segment of path.split('.')) json += isIndexSegment(segment) ? `[${segment}]` : `.${segment}`;
  return json;
}

/**
 * An amount as SQLite should add it: integers bound as integers (better-sqlite3 binds every number
 * as a REAL), so integer sums stay exact integers and are written as JavaScript writes them (`5`,
 * not `5.0`).
 */
const bound = (amount: number): number | bigint => (Number.isSafeInteger(amount) ? BigInt(amount) : amount);

/** Read-model tables share the file with the event store (`es_*`), hence the prefix. */
export function tableName(collection: string): string {
  assertCollectionName(collection);
  return `"rm_${collection}"`;
}

/**
 * Document reads and writes over one connection. The store uses one instance on the query connection
 * and one on the writer connection (inside units of work, so reads there see pending writes).
 */
export class SqliteDocuments {
  private readonly statements: StatementCache;
  /** Tables known to exist. Only positive answers are remembered: another connection may create one. */
  private readonly knownTables = new Set<string>();

  /** Runs a function in a deferred transaction: a consistent snapshot for several statements. */
  private readonly snapshot: (work: () => unknown) => unknown;

  constructor(private readonly db: Database.Database) {
    this.statements = new StatementCache(db);
    this.snapshot = db.transaction((work: () => unknown) => work()).deferred;
  }

  /** Forget what a rolled-back transaction may have created. */
  forgetTables(): void {
    this.knownTables.clear();
  }

  hasTable(collection: string): boolean {
    const table = tableName(collection);
    if (this.knownTables.has(table)) return true;
    const row = this.statements
      .get("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
      .get(`rm_${collection}`);
    if (row !== undefined) this.knownTables.add(table);
    return row !== undefined;
  }

  createTable(collection: string): string {
    const table = tableName(collection);
    if (!this.knownTables.has(table)) {
      this.db.exec(`CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
      this.knownTables.add(table);
    }
    return table;
  }

  get<T extends Doc>(collection: string, id: string): T | undefined {
    assertId(id);
    if (!this.hasTable(collection)) return undefined;
    const row = this.statements
      .get(`SELECT doc FROM ${tableName(collection)} WHERE id = ?`)
      .pluck()
      .get(id);
    return typeof row === 'string' ? (JSON.parse(row) as T) : undefined;
  }

  find<T extends Doc>(collection: string, query: Query = {}): Page<T> {
    const sql = toSql(query);
    if (!this.hasTable(collection)) return { total: 0, rows: [] };
    const table = tableName(collection);
    const page = query.page;
    const run = (): Page<T> => {
      let select = `SELECT doc FROM ${table} WHERE ${sql.where} ORDER BY ${sql.orderBy}`;
      const params = [...sql.whereParams];
      if (page !== undefined) {
        if (page.rows === 0) return { total: this.count(table, sql.where, sql.whereParams), rows: [] };
        select += ' LIMIT ? OFFSET ?';
        params.push(page.rows, page.index * page.rows);
      }
      const rows = (
        this.statements
          .get(select)
          .pluck()
          .all(...params) as string[]
      ).map((doc) => JSON.parse(doc) as T);
      // Without paging, or on a partial first page, the rows are the whole answer.
      const complete = page === undefined || (page.index === 0 && rows.length < page.rows);
      return { total: complete ? rows.length : this.count(table, sql.where, sql.whereParams), rows };
    };
    // Count and rows from one snapshot; inside a unit of work the unit's transaction is that snapshot.
    return this.db.inTransaction ? run() : (this.snapshot(run) as Page<T>);
  }

  private count(table: string, where: string, params: unknown[]): number {
    return this.statements
      .get(`SELECT count(*) FROM ${table} WHERE ${where}`)
      .pluck()
      .get(...params) as number;
  }

  put(collection: string, doc: Doc): void {
    this.putSerialized(collection, doc.id, serializeDoc(doc));
  }

  /** `put` of a document already checked and serialised by `serializeDoc`. */
  putSerialized(collection: string, id: string, json: string): void {
    const table = this.createTable(collection);
    this.statements
      .get(`INSERT INTO ${table} (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`)
      .run(id, json);
  }

  /**
   * Adds `items` at the end of the array `field` of document `id` inside SQLite (`json_insert`), so
   * the document is neither parsed nor serialised here; where there is no such document, inserts
   * `seed` with the items added. `field` is a checked top-level field name.
   */
  append(collection: string, id: string, field: string, items: readonly unknown[], seed: Doc): void {
    const table = this.createTable(collection);
    for (let from = 0; from < items.length; from += ITEMS_PER_STATEMENT) {
      const some = items.slice(from, from + ITEMS_PER_STATEMENT);
      const additions = some.map(() => `'$.${field}[#]', json(?)`).join(', ');
      const added = this.statements
        .get(`UPDATE ${table} SET doc = json_insert(doc, ${additions}) WHERE id = ?`)
        .run(...some.map((item) => JSON.stringify(item)), id).changes;
      if (added === 0) {
        const base = (seed[field] as unknown[]) ?? [];
        this.putSerialized(
          collection,
          id,
          serializeDoc({ ...seed, [field]: [...base, ...items.slice(from)] }),
        );
        return;
      }
    }
  }

  /**
   * Adds each amount to the number at its checked path in document `id` inside SQLite (`json_set`),
   * so the document is neither parsed nor serialised here; where there is no such document, inserts
   * `seed` with the amounts added. Expression indexes on incremented fields follow the UPDATE.
   */
  increment(collection: string, id: string, amounts: ReadonlyMap<string, number>, seed: Doc): void {
    const table = this.createTable(collection);
    const entries = [...amounts];
    for (let from = 0; from < entries.length; from += PATHS_PER_STATEMENT) {
      const some = entries.slice(from, from + PATHS_PER_STATEMENT);
      const sets = some.map(() => '?, coalesce(json_extract(doc, ?), 0) + ?').join(', ');
      const params: (string | number | bigint)[] = [];
      for (const [path, amount] of some) {
        const json = jsonPath(path);
        params.push(json, json, bound(amount));
      }
      const changed = this.statements
        .get(`UPDATE ${table} SET doc = json_set(doc, ${sets}) WHERE id = ?`)
        .run(...params, id).changes;
      if (changed === 0) {
        this.putSerialized(collection, id, serializeDoc(incremented(seed, entries)));
        return;
      }
    }
  }

  delete(collection: string, id: string): void {
    assertId(id);
    if (!this.hasTable(collection)) return;
    this.statements.get(`DELETE FROM ${tableName(collection)} WHERE id = ?`).run(id);
  }

  /** Empties a collection; the table and its indexes stay, so a rebuild keeps its declared indexes. */
  clear(collection: string): void {
    if (this.hasTable(collection)) this.db.exec(`DELETE FROM ${tableName(collection)}`);
  }

  dump<T extends Doc>(collection: string): T[] {
    if (!this.hasTable(collection)) return [];
    const rows = this.statements
      .get(`SELECT doc FROM ${tableName(collection)} ORDER BY id`)
      .pluck()
      .all() as string[];
    return rows.map((doc) => JSON.parse(doc) as T);
  }
}
