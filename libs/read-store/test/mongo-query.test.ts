import { databaseFromUrl } from '../src/mongodb/mongodb-read-store';
import { escapeRegex, toMongoQuery } from '../src/mongodb/mongo-query';
import { ReadStoreInputError } from '../src/validation';

describe('toMongoQuery', () => {
  it('reads everything in id order without a query', () => {
    expect(toMongoQuery()).toEqual({ filter: {}, sort: [['_id', 1]], skip: 0, limit: undefined });
  });

  it('maps every operator explicitly, id to _id', () => {
    const q = toMongoQuery({
      filters: [
        { field: 'id', op: 'in', value: ['a'] },
        { field: 'fleet.name', op: 'eq', value: null },
        { field: 'speed', op: 'gte', value: 10 },
        { field: 'note', op: 'exists', value: false },
        { field: 'group', op: 'nin', value: ['x', null] },
        { field: 'active', op: 'ne', value: true },
      ],
    });
    expect(q.filter).toEqual({
      $and: [
        { _id: { $in: ['a'] } },
        { 'fleet.name': { $eq: null } },
        { speed: { $gte: 10 } },
        { note: { $exists: false } },
        { group: { $nin: ['x', null] } },
        { active: { $ne: true } },
      ],
    });
  });

  it('searches keywords with an escaped case-insensitive regex over each field', () => {
    expect(toMongoQuery({ keyword: { fields: ['name', 'id'], value: 'a.b(c)' } }).filter).toEqual({
      $and: [
        {
          $or: [
            { name: { $regex: 'a\\.b\\(c\\)', $options: 'i' } },
            { _id: { $regex: 'a\\.b\\(c\\)', $options: 'i' } },
          ],
        },
      ],
    });
    expect(toMongoQuery({ keyword: { fields: ['name'], value: '' } }).filter).toEqual({});
    expect(toMongoQuery({ keyword: { fields: [], value: 'x' } }).filter).toEqual({
      $and: [{ _id: { $in: [] } }],
    });
  });

  it('sorts with an _id tie-break in the direction of the last key, and pages', () => {
    const q = toMongoQuery({ sort: [{ field: 'rank', direction: 'desc' }], page: { index: 3, rows: 20 } });
    expect(q).toMatchObject({
      sort: [
        ['rank', -1],
        ['_id', -1],
      ],
      skip: 60,
      limit: 20,
    });
    expect(toMongoQuery({ sort: [{ field: 'id', direction: 'desc' }] }).sort).toEqual([['_id', -1]]);
  });

  it('refuses operator documents as values', () => {
    expect(() =>
      toMongoQuery({ filters: [{ field: 'a', op: 'eq', value: { $gt: '' } as unknown as string }] }),
    ).toThrow(ReadStoreInputError);
    expect(() => toMongoQuery({ filters: [{ field: '$where', op: 'eq', value: 1 }] })).toThrow(
      ReadStoreInputError,
    );
  });
});

describe('escapeRegex', () => {
  it('makes every metacharacter literal', () => {
    const special = '\\^$.*+?()[]{}|/-';
    const escaped = escapeRegex(special);
    expect(new RegExp(escaped).test(special)).toBe(true);
    expect(new RegExp(`^${escaped}$`).test(special)).toBe(true);
    expect(escapeRegex('100%_車隊')).toBe('100%_車隊');
  });

  it('writes control characters as code points (MongoDB refuses NUL in a pattern)', () => {
    expect(escapeRegex('a\u0000b\n')).toBe('a\\x{0}b\\x{a}');
  });
});

describe('databaseFromUrl', () => {
  it.each([
    ['mongodb://localhost:27017/gps', 'gps'],
    ['mongodb://a:1,b:2/tracking?replicaSet=rs0', 'tracking'],
    ['mongodb+srv://user:pw@cluster.example.net/prod?retryWrites=true', 'prod'],
    ['mongodb://localhost:27017', undefined],
    ['mongodb://localhost:27017/?replicaSet=rs0', undefined],
  ])('%s -> %s', (url, database) => {
    expect(databaseFromUrl(url)).toBe(database);
  });
});
