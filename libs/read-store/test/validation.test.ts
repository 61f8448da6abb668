import {
  assertCollectionName,
  assertFieldPath,
  assertQuery,
  ReadStoreInputError,
  serializeDoc,
} from '../src/validation';

describe('validation', () => {
  it.each(['devices', 'system_log', 'ops_sessions', 'a1', 'x'.repeat(63)])(
    'accepts collection %j',
    (name) => {
      expect(() => assertCollectionName(name)).not.toThrow();
    },
  );

  it.each(['', '_x', '1a', 'a-b', 'a.b', 'checkpoints', 'Devices', 'fleetAccounts', 'x'.repeat(64), 42])(
    'rejects collection %j',
    (name) => {
      expect(() => assertCollectionName(name)).toThrow(ReadStoreInputError);
    },
  );

  it.each(['id', 'name', 'fleet.name', '_private', 'a.b_c.D9'])('accepts field %j', (field) => {
    expect(() => assertFieldPath(field)).not.toThrow();
  });

  it.each(['', '_id', '_id.x', 'a..b', 'a.', '$x', 'a.$x', 'a[0]', 'a.0', "a'", 'a b'])(
    'rejects field %j',
    (field) => {
      expect(() => assertFieldPath(field)).toThrow(ReadStoreInputError);
    },
  );

  it('accepts a full query and rejects malformed parts', () => {
    expect(() =>
      assertQuery({
        filters: [{ field: 'a', op: 'in', value: [1, 'x', null, true] }],
        keyword: { fields: ['a'], value: 'x' },
        sort: [{ field: 'a', direction: 'asc' }],
        page: { index: 0, rows: 5000 },
      }),
    ).not.toThrow();
    for (const bad of [
      { filters: {} },
      { keyword: { fields: 'a', value: 'x' } },
      { keyword: { fields: ['a'], value: 1 } },
      { sort: { field: 'a' } },
      { page: { index: 0 } },
      { filters: [{ field: 'a', op: 'gte', value: Infinity }] },
    ]) {
      expect(() => assertQuery(bad as never)).toThrow(ReadStoreInputError);
    }
  });

  it('serialises documents as JSON, refusing missing ids and _id', () => {
    expect(serializeDoc({ id: 'a', b: undefined, c: [1] })).toBe('{"id":"a","c":[1]}');
    expect(() => serializeDoc({ id: 'a', _id: 'a' })).toThrow(ReadStoreInputError);
    expect(() => serializeDoc(null as never)).toThrow(ReadStoreInputError);
  });
});
