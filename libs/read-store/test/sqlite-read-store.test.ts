import Database from 'better-sqlite3';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { collection } from '../src/collection';
import { SqliteReadStore } from '../src/sqlite/sqlite-read-store';
import { toSql } from '../src/sqlite/sql-query';
import type { Query } from '../src/read-store.port';

/** What only the SQLite adapter promises: its tables, its indexes, its sharing of the file. */
describe('SqliteReadStore', () => {
  const devices = collection('devices');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-store-sqlite-'));
  const file = path.join(dir, 'platform.sqlite');
  let store: SqliteReadStore;
  beforeAll(async () => {
    store = new SqliteReadStore({ file });
    await store.ensureIndexes(devices, ['name', 'fleet.id']);
    await store.unitOfWork({ name: 'devices', position: 1n }, async (w) => {
      for (let i = 0; i < 50; i++)
        await w.put(devices, { id: `d${i}`, name: `n${i % 7}`, fleet: { id: `f${i % 3}` } });
    });
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const plan = (db: Database.Database, query: Query) => {
    const sql = toSql(query);
    return (
      db
        .prepare(
          `EXPLAIN QUERY PLAN SELECT doc FROM rm_devices WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT 10`,
        )
        .all(...sql.whereParams) as { detail: string }[]
    )
      .map((row) => row.detail)
      .join('; ');
  };

  it('keeps its tables apart from the event store (rm_ prefix), in WAL mode', () => {
    const db = new Database(file, { readonly: true });
    try {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .pluck()
        .all();
      expect(tables).toEqual(['rm_checkpoints', 'rm_devices']);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
  });

  it('serves filters and sorts on declared fields from expression indexes', () => {
    const db = new Database(file, { readonly: true });
    try {
      expect(plan(db, { filters: [{ field: 'fleet.id', op: 'eq', value: 'f1' }] })).toContain(
        'rm_devices.fleet.id',
      );
      expect(plan(db, { filters: [{ field: 'fleet.id', op: 'in', value: ['f1', 'f2'] }] })).toContain(
        'rm_devices.fleet.id',
      );
      const sorted = plan(db, { sort: [{ field: 'name', direction: 'desc' }] });
      expect(sorted).toContain('rm_devices.name');
      expect(sorted).not.toContain('TEMP B-TREE');
    } finally {
      db.close();
    }
  });

  it('stores the sums of integer increments as integers, written as JSON.stringify writes them', async () => {
    const tallies = collection<{ id: string; n: number; hourly: number[] }>('tallies');
    const seed = { id: 't', n: 0, hourly: [0, 0] };
    await store.unitOfWork({ name: 'tallies', position: 1n }, (w) =>
      w.increment(tallies, 't', { n: 1 }, seed),
    );
    await store.unitOfWork({ name: 'tallies', position: 2n }, (w) =>
      w.increment(tallies, 't', { n: 2 ** 53 - 2, 'hourly.1': 5 }, seed),
    );
    const db = new Database(file, { readonly: true });
    const text = db.prepare("SELECT doc FROM rm_tallies WHERE id = 't'").pluck().get();
    db.close();
    expect(text).toBe(JSON.stringify({ id: 't', n: 2 ** 53 - 1, hourly: [0, 5] }));
  });

  it('lets another connection (the event store) write while the read store is idle', () => {
    const other = new Database(file);
    try {
      other.exec('CREATE TABLE IF NOT EXISTS es_events (position INTEGER PRIMARY KEY, data TEXT)');
      other.prepare('INSERT INTO es_events (data) VALUES (?)').run('{}');
    } finally {
      other.close();
    }
  });

  it('refuses an in-memory database, which two connections cannot share', () => {
    expect(() => new SqliteReadStore({ file: ':memory:' })).toThrow(/file path/);
  });

  it('refuses use after close', async () => {
    const closing = new SqliteReadStore({ file: path.join(dir, 'closing.sqlite') });
    await closing.close();
    await closing.close();
    await expect(closing.find(devices)).rejects.toThrow(/closed/);
  });
});
