import Database from 'better-sqlite3';
import { ReadStoreInputError } from '../src/validation';
import { containsFolded } from '../src/sqlite/keyword';
import { CONTAINS_FUNCTION, fieldSql, toSql } from '../src/sqlite/sql-query';

describe('toSql', () => {
  it('has no condition and orders by id without a query', () => {
    expect(toSql()).toEqual({ where: '1', whereParams: [], orderBy: 'id ASC' });
  });

  it('inlines validated JSON paths and binds values', () => {
    const sql = toSql({ filters: [{ field: 'fleet.name', op: 'eq', value: "O'Brien" }] });
    expect(sql.where).toBe(
      "(json_extract(doc, '$.fleet.name') IS NOT NULL AND json_type(doc, '$.fleet.name') = 'text' AND json_extract(doc, '$.fleet.name') = ?)",
    );
    expect(sql.whereParams).toEqual(["O'Brien"]);
  });

  it('maps id to the primary key column', () => {
    expect(fieldSql('id')).toEqual({ value: 'id', type: "'text'" });
    expect(toSql({ filters: [{ field: 'id', op: 'in', value: ['a', 'b'] }] }).whereParams).toEqual([
      '["a","b"]',
    ]);
  });

  it('never binds booleans and compares them by JSON type', () => {
    const sql = toSql({ filters: [{ field: 'active', op: 'eq', value: true }] });
    expect(sql.where).toBe("json_type(doc, '$.active') IS 'true'");
    expect(sql.whereParams).toEqual([]);
  });

  it('binds one JSON array per value type for in lists', () => {
    const sql = toSql({ filters: [{ field: 'x', op: 'nin', value: ['a', 1, null, false, 'b', 2.5] }] });
    expect(sql.whereParams).toEqual(['["a","b"]', '[1,2.5]']);
    expect(sql.where.startsWith('NOT (')).toBe(true);
  });

  it('matches nothing for an empty in list', () => {
    expect(toSql({ filters: [{ field: 'x', op: 'in', value: [] }] }).where).toBe('0');
  });

  it('pre-filters keywords on the raw document with LIKE or GLOB', () => {
    const ascii = toSql({ keyword: { fields: ['name', 'plate'], value: '10%_\\"x' } });
    expect(ascii.where).toMatch(/^doc LIKE \? ESCAPE '\\' AND \(/);
    expect(ascii.whereParams).toEqual(['%10\\%\\_\\\\\\\\\\\\"x%', '10%_\\"x', '10%_\\"x']);
    expect(ascii.where.split(CONTAINS_FUNCTION).length).toBe(3);

    const cased = toSql({ keyword: { fields: ['name'], value: 'Ärger' } });
    expect(cased.where).toMatch(/^doc LIKE \? ESCAPE '\\' AND doc GLOB \? AND \(/);
    expect(cased.whereParams).toEqual(['%rger%', '*[äÄ][rR][gG][eE][rR]*', 'ärger']);
  });

  it('ignores an empty keyword and matches nothing over no field', () => {
    expect(toSql({ keyword: { fields: ['name'], value: '' } }).where).toBe('1');
    expect(toSql({ keyword: { fields: [], value: 'x' } }).where).toBe('0');
  });

  it('ends every order with id, in the direction of the last key', () => {
    expect(toSql({ sort: [{ field: 'a', direction: 'desc' }] }).orderBy).toBe(
      "json_extract(doc, '$.a') DESC, id DESC",
    );
    expect(
      toSql({
        sort: [
          { field: 'a', direction: 'desc' },
          { field: 'b', direction: 'asc' },
        ],
      }).orderBy,
    ).toBe("json_extract(doc, '$.a') DESC, json_extract(doc, '$.b') ASC, id ASC");
    expect(toSql({ sort: [{ field: 'id', direction: 'desc' }] }).orderBy).toBe('id DESC');
  });

  it.each(["a') OR 1=1 --", 'a"', 'a.b.c.d.e.f.g.h.i', '_id', 'a-b'])('rejects the field %j', (field) => {
    expect(() => toSql({ sort: [{ field, direction: 'asc' }] })).toThrow(ReadStoreInputError);
  });

  describe('against SQLite', () => {
    const db = new Database(':memory:');
    db.function(CONTAINS_FUNCTION, { deterministic: true }, (h: unknown, n: unknown) =>
      containsFolded(h, String(n)) ? 1 : 0,
    );
    db.exec('CREATE TABLE t (id TEXT PRIMARY KEY, doc TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO t VALUES (?, ?)');
    for (const doc of [
      { id: 'a', n: 1, tags: ['x'] },
      { id: 'b', n: '1' },
      { id: 'c', n: true },
      { id: 'd', n: null },
      { id: 'e' },
      { id: 'f', n: { x: 1 } },
    ]) {
      insert.run(doc.id, JSON.stringify(doc));
    }
    afterAll(() => db.close());

    const run = (query: Parameters<typeof toSql>[0]) => {
      const sql = toSql(query);
      return db
        .prepare(`SELECT id FROM t WHERE ${sql.where} ORDER BY ${sql.orderBy}`)
        .pluck()
        .all(...sql.whereParams);
    };

    it('keeps JSON types apart, objects and arrays included', () => {
      expect(run({ filters: [{ field: 'n', op: 'eq', value: 1 }] })).toEqual(['a']);
      expect(run({ filters: [{ field: 'n', op: 'eq', value: '{"x":1}' }] })).toEqual([]);
      expect(run({ filters: [{ field: 'n', op: 'ne', value: 1 }] })).toEqual(['b', 'c', 'd', 'e', 'f']);
      expect(run({ filters: [{ field: 'n', op: 'nin', value: [true, null] }] })).toEqual(['a', 'b', 'f']);
      expect(run({ filters: [{ field: 'n', op: 'exists', value: true }] })).toEqual([
        'a',
        'b',
        'c',
        'd',
        'f',
      ]);
      expect(run({ keyword: { fields: ['n', 'tags'], value: 'x' } })).toEqual([]);
    });
  });
});
