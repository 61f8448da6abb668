import fc from 'fast-check';
import { collection } from '../../src/collection';
import type {
  Collection,
  Doc,
  Filter,
  Page,
  Query,
  ReadModelWriter,
  ReadStore,
} from '../../src/read-store.port';
import { ReadStoreInputError } from '../../src/validation';
import { referenceFind } from './reference-query';

export interface ReadStoreContractOptions {
  /** Opens another store over the storage of the store last made, to check what survives a restart. */
  reopen?: () => Promise<ReadStore>;
}

const ids = (page: Page<Doc>) => page.rows.map((row) => row.id);

async function write(store: ReadStore, into: Collection, docs: Doc[], position = 1n): Promise<void> {
  await store.unitOfWork({ name: 'contract-seed', position }, async (w) => {
    for (const doc of docs) await w.put(into, doc);
  });
}

/** A promise settled from outside, to hold a unit of work open at a chosen point. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const VEHICLES: Doc[] = [
  {
    id: 'v1',
    name: 'Alpha Truck',
    speed: 10,
    active: true,
    group: 'a',
    fleet: { name: 'North', size: 3 },
    note: null,
    code: 1,
  },
  {
    id: 'v2',
    name: 'bravo van',
    speed: 20,
    active: false,
    group: 'b',
    fleet: { name: 'South', size: 1 },
    code: '1',
  },
  {
    id: 'v3',
    name: 'Charlie',
    speed: 10.5,
    active: true,
    group: 'a',
    fleet: { name: 'north' },
    note: 'x',
    code: true,
  },
  { id: 'v4', name: '車隊 一號', speed: '10', group: null, fleet: null },
  { id: 'v5', name: 'Ärger Ölwagen', speed: 0, active: false, group: 'c', code: 0 },
  { id: 'v6' },
];

const KEYWORD_DOCS: Doc[] = [
  { id: 'k1', name: 'Alpha Truck', plate: 'ABC-123' },
  { id: 'k2', name: '100% Pure_Line', plate: 'x' },
  { id: 'k3', name: 'back\\slash', plate: 'y' },
  { id: 'k4', name: 'a.b*c(d)[e]+f?g^h$i|j{k}', plate: 'z' },
  { id: 'k5', name: '台北車隊 Fleet', plate: '車隊-9' },
  { id: 'k6', name: 'ÄRGER ölwagen', plate: 'ΟΔΟΣ' },
  { id: 'k7', name: 12345, plate: null },
  { id: 'k8', name: 'say "hi"', note: '1000' },
  { id: 'k9', name: 'Straße' },
];

const SORT_DOCS: Doc[] = [
  { id: 's3', rank: 2, name: 'b', at: { day: 3 } },
  { id: 's1', rank: 1, name: 'a', at: { day: 1 } },
  { id: 's2', rank: 2, name: 'c', at: { day: 2 } },
  { id: 's5', rank: null, name: 'e' },
  { id: 's4', name: 'd', at: null },
  { id: 's6', rank: 10, name: 'B', at: { day: 2 } },
  { id: 's0', rank: 1, name: 'a', at: { day: 1 } },
];

export function describeReadStoreContract(
  name: string,
  makeStore: () => Promise<ReadStore>,
  cleanup?: () => Promise<void>,
  options: ReadStoreContractOptions = {},
): void {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    beforeEach(async () => {
      store = await makeStore();
    });
    afterEach(async () => {
      await store.close();
    });
    if (cleanup) afterAll(cleanup);

    describe('documents', () => {
      it('puts, gets, replaces and deletes documents', async () => {
        await write(store, collection('devices'), [{ id: 'd1', name: 'one', tags: ['a'] }]);
        expect(await store.get(collection('devices'), 'd1')).toEqual({ id: 'd1', name: 'one', tags: ['a'] });

        await write(store, collection('devices'), [{ id: 'd1', plate: 'P' }], 2n);
        expect(await store.get(collection('devices'), 'd1')).toEqual({ id: 'd1', plate: 'P' }); // replaced, not merged

        await store.unitOfWork({ name: 'p', position: 3n }, async (w) => {
          await w.delete(collection('devices'), 'd1');
          await w.delete(collection('devices'), 'never-there');
        });
        expect(await store.get(collection('devices'), 'd1')).toBeUndefined();
      });

      it('answers empty for collections never written', async () => {
        expect(await store.get(collection('nothing_here'), 'x')).toBeUndefined();
        expect(await store.find(collection('nothing_here'), { page: { index: 0, rows: 10 } })).toEqual({
          total: 0,
          rows: [],
        });
        expect(await store.dump(collection('nothing_here'))).toEqual([]);
      });

      it('round-trips JSON values exactly, key order included, and drops undefined like JSON', async () => {
        const doc = {
          id: 'j1',
          z: 1,
          a: { y: [1, 'two', null, { c: true, b: false }], x: -0.5 },
          big: 2 ** 53 - 1,
          text: 'émoji 🚚 車隊 "quoted" back\\slash\nnew line',
          nothing: null,
          skipped: undefined,
        };
        await write(store, collection('docs'), [doc]);
        const read = await store.get(collection('docs'), 'j1');
        expect(JSON.stringify(read)).toBe(JSON.stringify(doc));
        expect(read).not.toHaveProperty('skipped');
        expect(read).not.toHaveProperty('_id');
      });
    });

    describe('append', () => {
      interface Track extends Doc {
        owner: string;
        points: unknown[];
      }
      const tracks = collection<Track>('tracks');
      const seed = (id: string): Track => ({ id, owner: 'o', points: [] });
      const append = (item: unknown, id = 't1', position = 1n) =>
        store.unitOfWork({ name: 'p', position }, (w) => w.append(tracks, id, 'points', item, seed(id)));

      it('creates the seed with the item, then adds each item at the end, values and key order kept', async () => {
        await append([1, 25.123456789012, 'a', null, true]);
        await append({ b: 2, a: -0.5 }, 't1', 2n);
        const read = await store.get(tracks, 't1');
        expect(JSON.stringify(read)).toBe(
          JSON.stringify({
            id: 't1',
            owner: 'o',
            points: [[1, 25.123456789012, 'a', null, true], { b: 2, a: -0.5 }],
          }),
        );
        expect(await store.checkpoint('p')).toBe(2n);
      });

      it('adds to a document that was put, keeping its other fields and the seed unused', async () => {
        await write(store, tracks, [{ id: 't1', owner: 'put', points: ['x'], extra: 1 }]);
        await append('y', 't1', 2n);
        expect(await store.get(tracks, 't1')).toEqual({
          id: 't1',
          owner: 'put',
          points: ['x', 'y'],
          extra: 1,
        });
      });

      it('within one unit: reads see the items, and put, delete and append apply in order', async () => {
        await write(store, tracks, [{ id: 't1', owner: 'o', points: [0] }]);
        await store.unitOfWork({ name: 'p', position: 2n }, async (w) => {
          for (let i = 1; i <= 40; i++) await w.append(tracks, 't1', 'points', i, seed('t1'));
          expect((await w.get(tracks, 't1'))?.points).toHaveLength(41);
          await w.append(tracks, 't1', 'points', 41, seed('t1'));
          expect((await w.find(tracks)).rows[0].points).toHaveLength(42);
          await w.append(tracks, 't2', 'points', 'a', seed('t2'));
          await w.delete(tracks, 't2');
          await w.append(tracks, 't3', 'points', 'b', seed('t3'));
          await w.put(tracks, { id: 't3', owner: 'replaced', points: [] });
          await w.append(tracks, 't3', 'points', 'c', seed('t3'));
        });
        expect((await store.get(tracks, 't1'))?.points).toEqual(Array.from({ length: 42 }, (_, i) => i));
        expect(await store.get(tracks, 't2')).toBeUndefined();
        expect(await store.get(tracks, 't3')).toEqual({ id: 't3', owner: 'replaced', points: ['c'] });
      });

      it('writes nothing when the unit fails', async () => {
        await append('kept');
        await expect(
          store.unitOfWork({ name: 'p', position: 2n }, async (w) => {
            await w.append(tracks, 't1', 'points', 'lost', seed('t1'));
            await w.append(tracks, 't9', 'points', 'lost', seed('t9'));
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect((await store.get(tracks, 't1'))?.points).toEqual(['kept']);
        expect(await store.get(tracks, 't9')).toBeUndefined();
        expect(await store.checkpoint('p')).toBe(1n);
      });

      it('refuses a field path, the id, a seed of another id or without the array, and a non-JSON item', async () => {
        const refused = async (work: (w: ReadModelWriter) => Promise<void>) => {
          await expect(store.unitOfWork({ name: 'p', position: 1n }, work)).rejects.toThrow(
            ReadStoreInputError,
          );
        };
        // What the types refuse, as an untyped caller could still send it.
        const field = (name: string) => name as 'points';
        await refused((w) => w.append(tracks, 't1', field('a.b'), 1, seed('t1')));
        await refused((w) => w.append(tracks, 't1', field('id'), 1, seed('t1')));
        await refused((w) => w.append(tracks, 't1', 'points', 1, seed('t2')));
        await refused((w) => w.append(tracks, 't1', field('owner'), 1, seed('t1')));
        await refused((w) => w.append(tracks, 't1', 'points', undefined, seed('t1')));
        await refused((w) => w.append(tracks, 't1', 'points', () => 1, seed('t1')));
        await refused((w) => w.append(tracks, 't1', 'points', 1n, seed('t1')));
        // Deeper inside the item, what JSON cannot hold fails the unit at its commit.
        await expect(
          store.unitOfWork({ name: 'p', position: 1n }, async (w) => {
            await w.append(tracks, 't1', 'points', 'kept only with the next', seed('t1'));
            await w.append(tracks, 't1', 'points', [1n], seed('t1'));
          }),
        ).rejects.toThrow();
        expect(await store.get(tracks, 't1')).toBeUndefined();
        expect(await store.checkpoint('p')).toBeUndefined();
      });
    });

    describe('increment', () => {
      interface Tally extends Doc {
        owner: string;
        total: number;
        byKind: Record<string, number>;
        hourly: { km: number[] };
      }
      const tallies = collection<Tally>('tallies');
      const seed = (id: string): Tally => ({
        id,
        owner: 'o',
        total: 0,
        byKind: {},
        hourly: { km: [0, 0, 0] },
      });
      const increment = (amounts: Record<string, number>, id = 'n1', position = 1n) =>
        store.unitOfWork({ name: 'p', position }, (w) => w.increment(tallies, id, amounts, seed(id)));

      it('creates the seed with the amounts, then adds to nested and array paths, a missing one from 0', async () => {
        await increment({ total: 5, 'hourly.km.1': 7, 'byKind.sos': 1 });
        expect(JSON.stringify(await store.get(tallies, 'n1'))).toBe(
          JSON.stringify({ id: 'n1', owner: 'o', total: 5, byKind: { sos: 1 }, hourly: { km: [0, 7, 0] } }),
        );
        await increment(
          { total: 2 ** 40, 'hourly.km.1': 3, 'hourly.km.2': -1, 'byKind.power': 2, fresh: 4 },
          'n1',
          2n,
        );
        // Integers sum exactly and are stored as JSON writes them; new fields come last, in order.
        expect(JSON.stringify(await store.get(tallies, 'n1'))).toBe(
          JSON.stringify({
            id: 'n1',
            owner: 'o',
            total: 2 ** 40 + 5,
            byKind: { sos: 1, power: 2 },
            hourly: { km: [0, 10, -1] },
            fresh: 4,
          }),
        );
        expect(await store.checkpoint('p')).toBe(2n);
      });

      it('sums the amounts of one unit and of successive units, and adds to a document that was put', async () => {
        await write(store, tallies, [
          { id: 'n1', owner: 'put', total: 1, byKind: { sos: 1 }, hourly: { km: [1, 1, 1] }, extra: 'x' },
        ]);
        await store.unitOfWork({ name: 'p', position: 2n }, async (w) => {
          for (let i = 1; i <= 40; i++)
            await w.increment(tallies, 'n1', { total: i, 'hourly.km.0': 1 }, seed('n1'));
          await w.increment(tallies, 'n2', { 'byKind.sos': 1 }, seed('n2'));
          await w.increment(tallies, 'n2', { 'byKind.sos': 1, total: 0.5 }, seed('n2'));
        });
        await increment({ total: 1 }, 'n1', 3n);
        expect(await store.get(tallies, 'n1')).toEqual({
          id: 'n1',
          owner: 'put',
          total: 1 + 820 + 1,
          byKind: { sos: 1 },
          hourly: { km: [41, 1, 1] },
          extra: 'x',
        });
        expect(await store.get(tallies, 'n2')).toEqual({ ...seed('n2'), total: 0.5, byKind: { sos: 2 } });
      });

      it('within one unit: get and find see the sums, put replaces them, delete drops them', async () => {
        await increment({ total: 1 });
        await store.unitOfWork({ name: 'p', position: 2n }, async (w) => {
          await w.increment(tallies, 'n1', { total: 2, 'hourly.km.2': 5 }, seed('n1'));
          const read = await w.get(tallies, 'n1');
          expect(read).toEqual({ ...seed('n1'), total: 3, hourly: { km: [0, 0, 5] } });
          await w.increment(tallies, 'n1', { total: 4 }, seed('n1'));
          expect(read?.total).toBe(3); // what was read is not changed afterwards
          expect((await w.find(tallies)).rows).toEqual([
            { ...seed('n1'), total: 7, hourly: { km: [0, 0, 5] } },
          ]);
          await w.increment(tallies, 'n1', { total: 1 }, seed('n1'));
          expect((await w.get(tallies, 'n1'))?.total).toBe(8);

          await w.increment(tallies, 'n2', { total: 9 }, seed('n2'));
          const put: Tally = { ...seed('n2'), owner: 'replaced' };
          await w.put(tallies, put);
          await w.increment(tallies, 'n2', { total: 1, 'byKind.sos': 1 }, seed('n2'));
          expect(put).toEqual({ ...seed('n2'), owner: 'replaced' }); // the put document is left as it is

          await w.increment(tallies, 'n3', { total: 9 }, seed('n3'));
          await w.delete(tallies, 'n3');
          await w.increment(tallies, 'n4', { total: 9 }, seed('n4'));
          await w.delete(tallies, 'n4');
          await w.increment(tallies, 'n4', { total: 1 }, seed('n4'));
        });
        expect((await store.get(tallies, 'n1'))?.total).toBe(8);
        expect(await store.get(tallies, 'n2')).toEqual({
          ...seed('n2'),
          owner: 'replaced',
          total: 1,
          byKind: { sos: 1 },
        });
        expect(await store.get(tallies, 'n3')).toBeUndefined();
        expect(await store.get(tallies, 'n4')).toEqual({ ...seed('n4'), total: 1 });
      });

      it('keeps the indexes of incremented fields', async () => {
        await store.ensureIndexes(tallies, ['total', 'byKind.sos']);
        await increment({ total: 1, 'byKind.sos': 1 });
        await increment({ total: 2 }, 'n2', 2n);
        await increment({ total: 5, 'byKind.sos': 2 }, 'n1', 3n);
        const found = await store.find(tallies, {
          filters: [{ field: 'total', op: 'gte', value: 3 }],
          sort: [{ field: 'byKind.sos', direction: 'desc' }],
        });
        expect(found.rows.map((row) => [row.id, row.total, row.byKind.sos])).toEqual([['n1', 6, 3]]);
      });

      it('writes nothing when the unit fails', async () => {
        await increment({ total: 1 });
        await expect(
          store.unitOfWork({ name: 'p', position: 2n }, async (w) => {
            await w.increment(tallies, 'n1', { total: 1 }, seed('n1'));
            await w.increment(tallies, 'n9', { total: 1 }, seed('n9'));
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect((await store.get(tallies, 'n1'))?.total).toBe(1);
        expect(await store.get(tallies, 'n9')).toBeUndefined();
        expect(await store.checkpoint('p')).toBe(1n);
      });

      it('refuses bad paths, amounts that are not finite numbers, no amounts and a seed of another id', async () => {
        const refused = async (amounts: unknown, seedId = 'n1') => {
          await expect(
            store.unitOfWork({ name: 'p', position: 1n }, (w) =>
              w.increment(tallies, 'n1', amounts as Record<string, number>, seed(seedId)),
            ),
          ).rejects.toThrow(ReadStoreInputError);
        };
        for (const path of [
          '',
          'id',
          '_id',
          'a..b',
          'a.b-c',
          '0',
          'hourly.km.01',
          "a'b",
          'a.$x',
          'a[0]',
          'a.b.c.d.e.f.g.h.i',
        ]) {
          await refused({ [path]: 1 });
        }
        for (const amount of [NaN, Infinity, -Infinity, '1', null, true, {}])
          await refused({ total: amount });
        await refused({});
        await refused(null);
        await refused({ total: 1 }, 'n2');
        expect(await store.get(tallies, 'n1')).toBeUndefined();
      });
    });

    describe('filters', () => {
      beforeEach(() => write(store, collection('vehicles'), VEHICLES));
      const check = (filters: Filter[], expected: string[]) => async () => {
        const page = await store.find(collection('vehicles'), { filters });
        expect(ids(page)).toEqual(expected);
        expect(page.total).toBe(expected.length);
      };

      it('eq on strings', check([{ field: 'group', op: 'eq', value: 'a' }], ['v1', 'v3']));
      it('eq on numbers never matches strings', check([{ field: 'speed', op: 'eq', value: 10 }], ['v1']));
      it('eq on a decimal number', check([{ field: 'speed', op: 'eq', value: 10.5 }], ['v3']));
      it('eq on booleans', check([{ field: 'active', op: 'eq', value: true }], ['v1', 'v3']));
      it('eq true does not match 1', check([{ field: 'code', op: 'eq', value: true }], ['v3']));
      it('eq 1 matches neither true nor "1"', check([{ field: 'code', op: 'eq', value: 1 }], ['v1']));
      it('eq "1" matches the string only', check([{ field: 'code', op: 'eq', value: '1' }], ['v2']));
      it('eq 0 does not match false', check([{ field: 'code', op: 'eq', value: 0 }], ['v5']));
      it('eq false', check([{ field: 'code', op: 'eq', value: false }], []));
      it(
        'eq null matches null and missing',
        check([{ field: 'note', op: 'eq', value: null }], ['v1', 'v2', 'v4', 'v5', 'v6']),
      );
      it(
        'ne includes missing fields',
        check([{ field: 'group', op: 'ne', value: 'a' }], ['v2', 'v4', 'v5', 'v6']),
      );
      it(
        'ne null means present and not null',
        check([{ field: 'group', op: 'ne', value: null }], ['v1', 'v2', 'v3', 'v5']),
      );
      it('ne on booleans', check([{ field: 'active', op: 'ne', value: true }], ['v2', 'v4', 'v5', 'v6']));
      it('in', check([{ field: 'group', op: 'in', value: ['a', 'c'] }], ['v1', 'v3', 'v5']));
      it(
        'in with null matches missing',
        check([{ field: 'group', op: 'in', value: ['b', null] }], ['v2', 'v4', 'v6']),
      );
      it('in keeps types apart', check([{ field: 'code', op: 'in', value: [1, true] }], ['v1', 'v3']));
      it('in with strings and numbers', check([{ field: 'code', op: 'in', value: ['1', 0] }], ['v2', 'v5']));
      it('in [] matches nothing', check([{ field: 'group', op: 'in', value: [] }], []));
      it('nin', check([{ field: 'group', op: 'nin', value: ['a', null] }], ['v2', 'v5']));
      it(
        'nin includes missing fields',
        check([{ field: 'code', op: 'nin', value: [1] }], ['v2', 'v3', 'v4', 'v5', 'v6']),
      );
      it(
        'nin [] matches everything',
        check([{ field: 'group', op: 'nin', value: [] }], ['v1', 'v2', 'v3', 'v4', 'v5', 'v6']),
      );
      it(
        'gt compares numbers with numbers only',
        check([{ field: 'speed', op: 'gt', value: 10 }], ['v2', 'v3']),
      );
      it('gte', check([{ field: 'speed', op: 'gte', value: 10 }], ['v1', 'v2', 'v3']));
      it('lt', check([{ field: 'speed', op: 'lt', value: 10 }], ['v5']));
      it('lte', check([{ field: 'speed', op: 'lte', value: 10 }], ['v1', 'v5']));
      it('ranges on strings compare strings only', check([{ field: 'speed', op: 'gt', value: '1' }], ['v4']));
      it(
        'string ranges use code-point order',
        check([{ field: 'name', op: 'gte', value: 'a' }], ['v2', 'v4', 'v5']),
      );
      it('string lt', check([{ field: 'name', op: 'lt', value: 'C' }], ['v1']));
      it(
        'exists true includes null values',
        check([{ field: 'note', op: 'exists', value: true }], ['v1', 'v3']),
      );
      it('exists false', check([{ field: 'note', op: 'exists', value: false }], ['v2', 'v4', 'v5', 'v6']));
      it('dotted eq is case-sensitive', check([{ field: 'fleet.name', op: 'eq', value: 'North' }], ['v1']));
      it('dotted range', check([{ field: 'fleet.size', op: 'gte', value: 1 }], ['v1', 'v2']));
      it(
        'dotted eq null: missing parent, null parent',
        check([{ field: 'fleet.name', op: 'eq', value: null }], ['v4', 'v5', 'v6']),
      );
      it('dotted exists', check([{ field: 'fleet.name', op: 'exists', value: true }], ['v1', 'v2', 'v3']));
      it('id eq', check([{ field: 'id', op: 'eq', value: 'v2' }], ['v2']));
      it('id in', check([{ field: 'id', op: 'in', value: ['v3', 'v1', 'zz'] }], ['v1', 'v3']));
      it('id ne', check([{ field: 'id', op: 'ne', value: 'v1' }], ['v2', 'v3', 'v4', 'v5', 'v6']));
      it('id eq a number', check([{ field: 'id', op: 'eq', value: 5 }], []));
      it('id range', check([{ field: 'id', op: 'gt', value: 'v4' }], ['v5', 'v6']));
      it(
        'id exists',
        check([{ field: 'id', op: 'exists', value: true }], ['v1', 'v2', 'v3', 'v4', 'v5', 'v6']),
      );
      it(
        'conditions are AND-ed',
        check(
          [
            { field: 'group', op: 'eq', value: 'a' },
            { field: 'speed', op: 'gt', value: 10 },
          ],
          ['v3'],
        ),
      );
      it('a long in list', async () => {
        const list = Array.from({ length: 5000 }, (_, i) => `x${i}`).concat('v6');
        expect(
          ids(
            await store.find(collection('vehicles'), { filters: [{ field: 'id', op: 'in', value: list }] }),
          ),
        ).toEqual(['v6']);
      });
    });

    describe('keyword', () => {
      beforeEach(() => write(store, collection('kw'), KEYWORD_DOCS));
      const check = (value: string, fields: string[], expected: string[]) => async () => {
        const page = await store.find(collection('kw'), { keyword: { fields, value } });
        expect(ids(page)).toEqual(expected);
        expect(page.total).toBe(expected.length);
      };

      it('is case-insensitive', check('alpha TRUCK', ['name'], ['k1']));
      it('searches only the fields named', check('abc', ['name'], []));
      it('ORs the fields', check('y', ['name', 'plate'], ['k3', 'k8']));
      it('treats % literally', check('%', ['name', 'plate'], ['k2']));
      it('treats _ literally', check('_', ['name', 'plate'], ['k2']));
      it('matches % and _ with case folding', check('0% PURE_l', ['name'], ['k2']));
      it('a pattern-like keyword is not a pattern', check('e%l', ['name'], []));
      it('treats a backslash literally', check('k\\s', ['name'], ['k3']));
      it('a lone backslash', check('\\', ['name', 'plate'], ['k3']));
      it('treats regex metacharacters literally', check('a.b*c(d)[e]+f?g^h$i|j{k}', ['name'], ['k4']));
      it('a dot is not a wildcard', check('.', ['name', 'plate'], ['k4']));
      it('.* is not a wildcard', check('.*', ['name', 'plate'], []));
      it('matches double quotes', check('"HI"', ['name'], ['k8']));
      it('matches CJK text in any field', check('車隊', ['name', 'plate'], ['k5']));
      it('matches CJK text in one field', check('車隊-', ['plate'], ['k5']));
      it('folds non-ASCII letters', check('ärger ÖLWAGEN', ['name'], ['k6']));
      it('folds Greek, final sigma included', check('οδος', ['plate'], ['k6']));
      it('folds ß as itself', check('STRAßE', ['name'], ['k9']));
      it('does not search numbers', check('123', ['name'], []));
      it('searches strings that look like numbers', check('000', ['note'], ['k8']));
      it('searches the id', check('K1', ['id'], ['k1']));
      it('an empty keyword is no filter', async () => {
        expect((await store.find(collection('kw'), { keyword: { fields: ['name'], value: '' } })).total).toBe(
          KEYWORD_DOCS.length,
        );
      });
      it('a keyword over no field matches nothing', check('a', [], []));
      it('combines with filters', async () => {
        const page = await store.find(collection('kw'), {
          keyword: { fields: ['name', 'plate'], value: 'a' },
          filters: [{ field: 'id', op: 'in', value: ['k1', 'k2', 'k7'] }],
        });
        expect(ids(page)).toEqual(['k1']);
      });
    });

    describe('sorting and paging', () => {
      beforeEach(() => write(store, collection('ranked'), SORT_DOCS));
      const check = (sort: Query['sort'], expected: string[]) => async () => {
        expect(ids(await store.find(collection('ranked'), { sort }))).toEqual(expected);
      };

      it('defaults to id order', check(undefined, ['s0', 's1', 's2', 's3', 's4', 's5', 's6']));
      it(
        'asc: null and missing first, numbers numerically, ties by id',
        check([{ field: 'rank', direction: 'asc' }], ['s4', 's5', 's0', 's1', 's2', 's3', 's6']),
      );
      it(
        'desc: null and missing last, ties by id descending',
        check([{ field: 'rank', direction: 'desc' }], ['s6', 's3', 's2', 's1', 's0', 's5', 's4']),
      );
      it(
        'strings in code-point order',
        check([{ field: 'name', direction: 'asc' }], ['s6', 's0', 's1', 's3', 's2', 's4', 's5']),
      );
      it(
        'several keys',
        check(
          [
            { field: 'rank', direction: 'asc' },
            { field: 'name', direction: 'desc' },
          ],
          ['s5', 's4', 's1', 's0', 's2', 's3', 's6'],
        ),
      );
      it(
        'dotted keys',
        check([{ field: 'at.day', direction: 'asc' }], ['s4', 's5', 's0', 's1', 's2', 's6', 's3']),
      );
      it(
        'by id descending',
        check([{ field: 'id', direction: 'desc' }], ['s6', 's5', 's4', 's3', 's2', 's1', 's0']),
      );

      it('pages cover every row exactly once, with totals before paging', async () => {
        const docs = Array.from({ length: 23 }, (_, i) => ({
          id: `p${String(i).padStart(2, '0')}`,
          g: i % 3,
        }));
        await write(store, collection('paged'), docs);
        const sort: Query['sort'] = [{ field: 'g', direction: 'desc' }];
        const all = ids(await store.find(collection('paged'), { sort }));
        const seen: string[] = [];
        for (let index = 0; index < 5; index++) {
          const page = await store.find(collection('paged'), { sort, page: { index, rows: 5 } });
          expect(page.total).toBe(23);
          expect(page.rows.length).toBe(index < 4 ? 5 : 3);
          seen.push(...ids(page));
        }
        expect(seen).toEqual(all);
        expect(await store.find(collection('paged'), { sort, page: { index: 5, rows: 5 } })).toEqual({
          total: 23,
          rows: [],
        });
        expect(await store.find(collection('paged'), { page: { index: 0, rows: 0 } })).toEqual({
          total: 23,
          rows: [],
        });
        const filtered = await store.find(collection('paged'), {
          filters: [{ field: 'g', op: 'eq', value: 1 }],
          page: { index: 1, rows: 3 },
        });
        expect(filtered.total).toBe(8);
        expect(ids(filtered)).toEqual(['p10', 'p13', 'p16']);
      });

      it('serves pages of 5000 rows', async () => {
        const docs = Array.from({ length: 5200 }, (_, i) => ({ id: `r${String(i).padStart(5, '0')}`, n: i }));
        await write(store, collection('big'), docs);
        const first = await store.find(collection('big'), { page: { index: 0, rows: 5000 } });
        const second = await store.find(collection('big'), { page: { index: 1, rows: 5000 } });
        expect([first.total, first.rows.length, second.total, second.rows.length]).toEqual([
          5200, 5000, 5200, 200,
        ]);
        expect(second.rows[0]).toEqual({ id: 'r05000', n: 5000 });
      });
    });

    describe('units of work', () => {
      it('commits the writes and the checkpoint together', async () => {
        expect(await store.checkpoint('devices')).toBeUndefined();
        await store.unitOfWork({ name: 'devices', position: 42n }, async (w) => {
          await w.put(collection('devices'), { id: 'd1' });
        });
        expect(await store.checkpoint('devices')).toBe(42n);
        expect(await store.get(collection('devices'), 'd1')).toEqual({ id: 'd1' });
      });

      it('commits the writes alone with a null checkpoint', async () => {
        await store.unitOfWork(null, (w) => w.put(collection('ops_sessions'), { id: 's1', lastSeenAt: 1 }));
        expect(await store.get(collection('ops_sessions'), 's1')).toEqual({ id: 's1', lastSeenAt: 1 });
        await expect(
          store.unitOfWork(null, async (w) => {
            await w.delete(collection('ops_sessions'), 's1');
            throw new Error('no');
          }),
        ).rejects.toThrow('no');
        expect(await store.get(collection('ops_sessions'), 's1')).toBeDefined();
      });

      it('keeps positions beyond 64 bits and checkpoints apart by name', async () => {
        const huge = 2n ** 64n + 7n;
        await store.unitOfWork({ name: 'a', position: huge }, async () => undefined);
        await store.unitOfWork({ name: 'b', position: 0n }, async () => undefined);
        expect(await store.checkpoint('a')).toBe(huge);
        expect(await store.checkpoint('b')).toBe(0n);
      });

      it('commits nothing, neither writes nor checkpoint, when the work throws', async () => {
        await store.unitOfWork({ name: 'p', position: 5n }, async (w) => {
          await w.put(collection('devices'), { id: 'kept', v: 1 });
        });
        const failure = new Error('projection failed');
        await expect(
          store.unitOfWork({ name: 'p', position: 6n }, async (w) => {
            await w.put(collection('devices'), { id: 'new' });
            await w.put(collection('devices'), { id: 'kept', v: 2 });
            await w.delete(collection('devices'), 'kept');
            await w.put(collection('other_collection'), { id: 'x' });
            throw failure;
          }),
        ).rejects.toBe(failure);
        expect(await store.checkpoint('p')).toBe(5n);
        expect(await store.dump(collection('devices'))).toEqual([{ id: 'kept', v: 1 }]);
        expect(await store.dump(collection('other_collection'))).toEqual([]);
      });

      it('rolls back when a write is invalid', async () => {
        await expect(
          store.unitOfWork({ name: 'p', position: 1n }, async (w) => {
            await w.put(collection('devices'), { id: 'ok' });
            await w.put(collection('devices'), { id: '' });
          }),
        ).rejects.toThrow(ReadStoreInputError);
        expect(await store.dump(collection('devices'))).toEqual([]);
        expect(await store.checkpoint('p')).toBeUndefined();
      });

      it('lets the work read its own pending writes, and no one else', async () => {
        await write(store, collection('devices'), [
          { id: 'd1', fleet: 'f1' },
          { id: 'd2', fleet: 'f1' },
        ]);
        const paused = gate();
        const resumed = gate();
        const unit = store.unitOfWork({ name: 'p', position: 2n }, async (w) => {
          await w.put(collection('devices'), { id: 'd3', fleet: 'f1' });
          await w.put(collection('devices'), { id: 'd1', fleet: 'f2' });
          await w.delete(collection('devices'), 'd2');
          expect(await w.get(collection('devices'), 'd3')).toEqual({ id: 'd3', fleet: 'f1' });
          expect(await w.get(collection('devices'), 'd2')).toBeUndefined();
          const inside = await w.find(collection('devices'), {
            filters: [{ field: 'fleet', op: 'eq', value: 'f1' }],
          });
          expect(inside).toEqual({ total: 1, rows: [{ id: 'd3', fleet: 'f1' }] });
          const paged = await w.find(collection('devices'), { page: { index: 1, rows: 1 } });
          expect(paged).toEqual({ total: 2, rows: [{ id: 'd3', fleet: 'f1' }] });
          await w.put(collection('fresh'), { id: 'n1' });
          expect(await w.find(collection('fresh'))).toEqual({ total: 1, rows: [{ id: 'n1' }] });
          paused.open();
          await resumed.opened;
        });
        await paused.opened;
        expect(await store.get(collection('devices'), 'd3')).toBeUndefined();
        expect(await store.get(collection('devices'), 'd2')).toEqual({ id: 'd2', fleet: 'f1' });
        expect((await store.find(collection('devices'))).total).toBe(2);
        expect(await store.find(collection('fresh'))).toEqual({ total: 0, rows: [] });
        expect(await store.checkpoint('p')).toBeUndefined();
        resumed.open();
        await unit;
        expect(ids(await store.find(collection('devices')))).toEqual(['d1', 'd3']);
        expect(await store.checkpoint('p')).toBe(2n);
      });

      it('keeps the last of many writes of one document in a unit, as written in order', async () => {
        await write(store, collection('devices'), [{ id: 'd1', n: 0 }]);
        await store.unitOfWork({ name: 'p', position: 3n }, async (w) => {
          for (let n = 1; n <= 50; n++) {
            const current = await w.get(collection<{ id: string; n: number }>('devices'), 'd1');
            expect(current?.n).toBe(n - 1);
            await w.put(collection('devices'), { id: 'd1', n, undefinedDropped: undefined });
          }
          expect(await w.get(collection('devices'), 'd1')).toEqual({ id: 'd1', n: 50 });
          await w.delete(collection('devices'), 'd1');
          await w.put(collection('devices'), { id: 'd2', n: 1 });
          expect(await w.get(collection('devices'), 'd1')).toBeUndefined();
          await w.put(collection('devices'), { id: 'd1', n: 51 });
          expect(
            await w.find(collection('devices'), { filters: [{ field: 'n', op: 'gt', value: 10 }] }),
          ).toEqual({
            total: 1,
            rows: [{ id: 'd1', n: 51 }],
          });
          await w.delete(collection('devices'), 'd2');
        });
        expect(await store.find(collection('devices'))).toEqual({ total: 1, rows: [{ id: 'd1', n: 51 }] });
      });

      it('writes nothing of a unit that fails after many writes', async () => {
        await write(store, collection('devices'), [{ id: 'd1', n: 0 }]);
        await expect(
          store.unitOfWork({ name: 'p', position: 4n }, async (w) => {
            for (let n = 1; n <= 5; n++) await w.put(collection('devices'), { id: `d${n}`, n });
            await w.find(collection('devices'));
            await w.put(collection('devices'), { id: 'd9', n: 9 });
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect(await store.find(collection('devices'))).toEqual({ total: 1, rows: [{ id: 'd1', n: 0 }] });
        expect(await store.checkpoint('p')).toBeUndefined();
      });

      it('runs units started together one after the other', async () => {
        const log: string[] = [];
        const held = gate();
        const first = store.unitOfWork({ name: 'p', position: 1n }, async (w) => {
          log.push('first:start');
          await w.put(collection('counters'), { id: 'c', n: 1 });
          await held.opened;
          log.push('first:end');
        });
        const second = store.unitOfWork({ name: 'p', position: 2n }, async (w) => {
          log.push('second:start');
          const counter = await w.get(collection<Doc & { n: number }>('counters'), 'c');
          await w.put(collection('counters'), { id: 'c', n: (counter?.n ?? 0) + 1 });
          log.push('second:end');
        });
        await new Promise((resolve) => setTimeout(resolve, 30));
        expect(log).toEqual(['first:start']);
        held.open();
        await Promise.all([first, second]);
        expect(log).toEqual(['first:start', 'first:end', 'second:start', 'second:end']);
        expect(await store.get(collection('counters'), 'c')).toEqual({ id: 'c', n: 2 });
        expect(await store.checkpoint('p')).toBe(2n);
      });

      it('keeps going after a failed unit', async () => {
        const failed = store.unitOfWork({ name: 'p', position: 1n }, async () => {
          throw new Error('boom');
        });
        const next = store.unitOfWork({ name: 'p', position: 2n }, async (w) =>
          w.put(collection('devices'), { id: 'd' }),
        );
        await expect(failed).rejects.toThrow('boom');
        await next;
        expect(await store.checkpoint('p')).toBe(2n);
      });

      it('refuses a writer used after its unit ended', async () => {
        let leaked: ReadModelWriter | undefined;
        await store.unitOfWork({ name: 'p', position: 1n }, async (w) => {
          leaked = w;
        });
        await expect(leaked!.put(collection('devices'), { id: 'late' })).rejects.toThrow(/ended/);
        expect(await store.get(collection('devices'), 'late')).toBeUndefined();
      });

      if (options.reopen) {
        const reopen = options.reopen;
        it('keeps documents and checkpoints across a reopen', async () => {
          await store.unitOfWork({ name: 'devices', position: 77n }, async (w) => {
            await w.put(collection('devices'), { id: 'd1', name: 'kept' });
          });
          await store.close();
          store = await reopen();
          expect(await store.checkpoint('devices')).toBe(77n);
          expect(await store.get(collection('devices'), 'd1')).toEqual({ id: 'd1', name: 'kept' });
        });
      }
    });

    describe('reset', () => {
      it('empties the collections and drops the checkpoints named, and only those', async () => {
        for (const [name, checkpoint] of [
          ['alpha', 'pa'],
          ['beta', 'pb'],
          ['gamma', 'pc'],
        ]) {
          await store.unitOfWork({ name: checkpoint, position: 9n }, async (w) => {
            await w.put(collection(name), { id: `${name}-1` });
          });
        }
        await store.reset(
          [collection('alpha'), collection('beta'), collection('never_written')],
          ['pa', 'pb', 'never_set'],
        );
        expect(await store.dump(collection('alpha'))).toEqual([]);
        expect(await store.dump(collection('beta'))).toEqual([]);
        expect(await store.dump(collection('gamma'))).toEqual([{ id: 'gamma-1' }]);
        expect(await store.checkpoint('pa')).toBeUndefined();
        expect(await store.checkpoint('pb')).toBeUndefined();
        expect(await store.checkpoint('pc')).toBe(9n);

        await store.unitOfWork({ name: 'pa', position: 1n }, async (w) =>
          w.put(collection('alpha'), { id: 'again' }),
        );
        expect(await store.dump(collection('alpha'))).toEqual([{ id: 'again' }]);
      });

      it('gives, after a replay, byte for byte the read model of live processing', async () => {
        const events = Array.from({ length: 40 }, (_, i) => ({
          position: BigInt(i + 1),
          device: `d${(i * 7) % 9}`,
        }));
        const project = async (name: string, batch: number) => {
          const live = collection<Doc & { seen: number }>(name);
          for (let i = 0; i < events.length; i += batch) {
            const slice = events.slice(i, i + batch);
            await store.unitOfWork({ name, position: slice[slice.length - 1].position }, async (w) => {
              for (const event of slice) {
                const current = await w.get(live, event.device);
                await w.put(live, {
                  id: event.device,
                  seen: (current?.seen ?? 0) + 1,
                  last: { position: Number(event.position), label: `事件 ${event.position}` },
                });
              }
            });
          }
        };
        await project('live', 1);
        const live = JSON.stringify(await store.dump(collection('live')));
        await store.reset([collection('live')], ['live']);
        expect(await store.checkpoint('live')).toBeUndefined();
        await project('live', 7);
        expect(JSON.stringify(await store.dump(collection('live')))).toBe(live);
        expect(await store.checkpoint('live')).toBe(40n);
      });
    });

    describe('dump', () => {
      it('lists documents in id order with their keys in written order', async () => {
        const docs: Doc[] = [
          { id: 'b', z: 1, a: { y: 2, x: 1 } },
          { id: 'a10', m: null },
          { id: 'A', k: [3, 1, 2] },
          { id: 'a2', b: true, id2: 'x' },
        ];
        await write(store, collection('dumped'), docs);
        const dumped = await store.dump(collection('dumped'));
        expect(dumped.map((d) => d.id)).toEqual(['A', 'a10', 'a2', 'b']);
        expect(JSON.stringify(dumped)).toBe(JSON.stringify([docs[2], docs[1], docs[3], docs[0]]));
      });

      it('does not depend on the order or batching of writes', async () => {
        const docs: Doc[] = Array.from({ length: 30 }, (_, i) => ({
          id: `x${(i * 11) % 30}`,
          v: i,
          w: { i },
        }));
        await write(store, collection('one'), docs);
        for (const doc of [...docs].reverse())
          await write(store, collection('two'), [{ id: doc.id, stale: true }]);
        for (let i = 0; i < docs.length; i += 4) await write(store, collection('two'), docs.slice(i, i + 4));
        expect(JSON.stringify(await store.dump(collection('two')))).toBe(
          JSON.stringify(await store.dump(collection('one'))),
        );
      });
    });

    describe('indexes', () => {
      it('declares indexes idempotently, and queries answer the same with them', async () => {
        await store.ensureIndexes(collection('indexed'), ['name', 'fleet.name', 'id']); // before the collection exists
        await write(store, collection('indexed'), VEHICLES);
        const query: Query = {
          filters: [{ field: 'fleet.name', op: 'in', value: ['North', 'north', 'South'] }],
          sort: [{ field: 'name', direction: 'desc' }],
          page: { index: 0, rows: 2 },
        };
        await write(store, collection('plain'), VEHICLES);
        const expected = await store.find(collection('plain'), query);
        expect(await store.find(collection('indexed'), query)).toEqual(expected);
        await store.ensureIndexes(collection('indexed'), ['name', 'fleet.name']);
        await store.ensureIndexes(collection('indexed'), ['speed', 'name']);
        expect(await store.find(collection('indexed'), query)).toEqual(expected);
        expect(expected.total).toBe(3);
      });

      it('keeps working after a reset', async () => {
        await store.ensureIndexes(collection('kept'), ['g']);
        await write(store, collection('kept'), [{ id: 'a', g: 1 }]);
        await store.reset([collection('kept')], []);
        await store.ensureIndexes(collection('kept'), ['g']);
        await write(store, collection('kept'), [{ id: 'b', g: 1 }]);
        expect(
          ids(await store.find(collection('kept'), { filters: [{ field: 'g', op: 'eq', value: 1 }] })),
        ).toEqual(['b']);
      });
    });

    describe('input validation', () => {
      const badCollections = [
        '',
        'a-b',
        'a b',
        'x;drop',
        '1abc',
        'a.b',
        '$x',
        'rm"',
        "it's",
        'checkpoints',
        'Devices',
        'x'.repeat(64),
      ];

      it.each(badCollections)('rejects the collection name %j everywhere', async (bad) => {
        const reject = (p: Promise<unknown>) => expect(p).rejects.toThrow(ReadStoreInputError);
        await reject(store.get(collection(bad), 'x'));
        await reject(store.find(collection(bad)));
        await reject(store.dump(collection(bad)));
        await reject(store.ensureIndexes(collection(bad), ['a']));
        await reject(store.reset([collection(bad)], []));
        await reject(
          store.unitOfWork({ name: 'p', position: 1n }, (w) => w.put(collection(bad), { id: 'x' })),
        );
        expect(await store.checkpoint('p')).toBeUndefined();
      });

      it('accepts identifier-like names', async () => {
        await write(store, collection('system_log2'), [{ id: 'l' }]);
        await write(store, collection('x'), [{ id: 'f' }]);
        expect(
          (await store.find(collection('system_log2'))).total + (await store.find(collection('x'))).total,
        ).toBe(2);
      });

      const badFields = [
        "a'); DROP TABLE x; --",
        'a"b',
        '$where',
        '_id',
        'a..b',
        '',
        '.a',
        'a.',
        'a[0]',
        'items.0',
        'a b',
      ];
      it.each(badFields)('rejects the field %j in filters, keyword, sort and indexes', async (field) => {
        await write(store, collection('safe'), [{ id: 's1' }]);
        const reject = (p: Promise<unknown>) => expect(p).rejects.toThrow(ReadStoreInputError);
        await reject(store.find(collection('safe'), { filters: [{ field, op: 'eq', value: 1 }] }));
        await reject(store.find(collection('safe'), { keyword: { fields: [field], value: 'x' } }));
        await reject(store.find(collection('safe'), { sort: [{ field, direction: 'asc' }] }));
        await reject(store.ensureIndexes(collection('safe'), [field]));
        expect(await store.dump(collection('safe'))).toEqual([{ id: 's1' }]);
      });

      it('rejects values that are not what the operator takes', async () => {
        await write(store, collection('safe'), [{ id: 's1', a: 1 }]);
        const bad: unknown[] = [
          { field: 'a', op: 'eq', value: { $ne: null } },
          { field: 'a', op: 'ne', value: [1] },
          { field: 'a', op: 'eq', value: Number.NaN },
          { field: 'a', op: 'in', value: 'a' },
          { field: 'a', op: 'in', value: [{ $gt: 0 }] },
          { field: 'a', op: 'gt', value: true },
          { field: 'a', op: 'lt', value: null },
          { field: 'a', op: 'exists', value: 'yes' },
          { field: 'a', op: 'regex', value: '.*' },
        ];
        for (const filter of bad) {
          await expect(store.find(collection('safe'), { filters: [filter as Filter] })).rejects.toThrow(
            ReadStoreInputError,
          );
        }
        for (const page of [
          { index: -1, rows: 10 },
          { index: 0, rows: 1.5 },
          { index: 0, rows: -1 },
        ]) {
          await expect(store.find(collection('safe'), { page })).rejects.toThrow(ReadStoreInputError);
        }
        await expect(
          store.find(collection('safe'), { sort: [{ field: 'a', direction: 'up' as 'asc' }] }),
        ).rejects.toThrow(ReadStoreInputError);
      });

      it('rejects documents without a usable id, or with an _id', async () => {
        for (const doc of [{ id: '' }, { id: 5 }, { name: 'x' }, { id: 'a', _id: 'b' }]) {
          await expect(
            store.unitOfWork({ name: 'p', position: 1n }, (w) =>
              w.put(collection('safe'), doc as unknown as Doc),
            ),
          ).rejects.toThrow(ReadStoreInputError);
        }
        await expect(store.get(collection('safe'), '')).rejects.toThrow(ReadStoreInputError);
        expect(await store.checkpoint('p')).toBeUndefined();
      });

      it('rejects bad checkpoints', async () => {
        await expect(store.unitOfWork({ name: '', position: 1n }, async () => undefined)).rejects.toThrow(
          ReadStoreInputError,
        );
        await expect(
          store.unitOfWork({ name: 'p', position: 1 as unknown as bigint }, async () => undefined),
        ).rejects.toThrow(ReadStoreInputError);
      });
    });

    describe('queries agree with a reference model', () => {
      const alphabet = ['a', 'A', 'b', 'ä', 'Ä', '%', '_', '\\', '.', '車', ' ', 'd', '1'];
      const text = fc.array(fc.constantFrom(...alphabet), { maxLength: 4 }).map((chars) => chars.join(''));
      const int = fc.integer({ min: -3, max: 3 });
      const scalar = fc.oneof(int, text, fc.boolean(), fc.constant(null));
      const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 3 });

      const docs = fc
        .array(
          fc.record({
            n: optional(fc.oneof(int, fc.constant(null))),
            s: optional(fc.oneof(text, fc.constant(null))),
            b: optional(fc.boolean()),
            m: optional(scalar),
            g: optional(
              fc.oneof(fc.constant(null), fc.record({ x: optional(fc.oneof(int, fc.constant(null))) })),
            ),
          }),
          { maxLength: 25 },
        )
        .map((records) =>
          records.map((record, i) => {
            const doc: Doc = { id: `d${i}` };
            for (const [key, value] of Object.entries(record)) if (value !== undefined) doc[key] = value;
            return doc;
          }),
        );

      const field = fc.constantFrom('n', 's', 'b', 'm', 'g.x', 'id');
      const filter: fc.Arbitrary<Filter> = fc.oneof(
        fc.record({ field, op: fc.constantFrom('eq' as const, 'ne' as const), value: scalar }),
        fc.record({
          field,
          op: fc.constantFrom('in' as const, 'nin' as const),
          value: fc.array(scalar, { maxLength: 3 }),
        }),
        fc.record({
          field,
          op: fc.constantFrom('gt' as const, 'gte' as const, 'lt' as const, 'lte' as const),
          value: fc.oneof(int, text),
        }),
        fc.record({ field, op: fc.constant('exists' as const), value: fc.boolean() }),
      );
      const query: fc.Arbitrary<Query> = fc.record(
        {
          filters: fc.array(filter, { maxLength: 2 }),
          keyword: fc.record({
            fields: fc.uniqueArray(fc.constantFrom('s', 'm', 'id'), { maxLength: 2 }),
            value: fc.array(fc.constantFrom(...alphabet), { maxLength: 2 }).map((c) => c.join('')),
          }),
          sort: fc.uniqueArray(
            fc.record({
              field: fc.constantFrom('n', 's', 'g.x', 'id'),
              direction: fc.constantFrom('asc' as const, 'desc' as const),
            }),
            { maxLength: 2, selector: (key) => key.field },
          ),
          page: fc.record({ index: fc.integer({ min: 0, max: 3 }), rows: fc.integer({ min: 1, max: 5 }) }),
        },
        { requiredKeys: [] },
      );

      it('for random documents and queries', async () => {
        let run = 0;
        await fc.assert(
          fc.asyncProperty(
            docs,
            fc.array(query, { minLength: 1, maxLength: 6 }),
            async (dataset, queries) => {
              const generated = collection(`prop${run++}`);
              await write(store, generated, dataset);
              for (const q of queries) {
                const page = await store.find(generated, q);
                expect({ total: page.total, ids: ids(page) }).toEqual(referenceFind(dataset, q));
              }
            },
          ),
          { numRuns: 60 },
        );
      }, 60_000);
    });
  });
}
