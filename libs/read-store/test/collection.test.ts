import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { collection } from '../src/collection';
import type { Doc, ReadModelWriter, ReadStore } from '../src/read-store.port';
import { SqliteReadStore } from '../src/sqlite/sqlite-read-store';

interface Car extends Doc {
  plate: string;
}
interface Driver extends Doc {
  licence: string;
}
const cars = collection<Car>('cars');

/**
 * A collection handle carries its document type: reads answer with it and writes must give it.
 * The `@ts-expect-error` lines are the test: the type check (`tsc`) fails if any of them compiles.
 */
describe('collection handles', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-store-collection-'));
  let store: SqliteReadStore;
  beforeAll(() => {
    store = new SqliteReadStore({ file: path.join(dir, 'platform.sqlite') });
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is only its name at run time, and frozen', () => {
    expect(cars).toEqual({ name: 'cars' });
    expect(Object.isFrozen(cars)).toBe(true);
  });

  it('types what the store answers by the collection', async () => {
    await store.unitOfWork(null, (w) => w.put(cars, { id: 'c1', plate: 'P-1' }));
    const car = await store.get(cars, 'c1');
    const plate: string | undefined = car?.plate;
    expect(plate).toBe('P-1');
    const rows: Car[] = (await store.find(cars)).rows;
    const dumped: Car[] = await store.dump(cars);
    expect(rows).toEqual(dumped);
  });

  it('refuses, at compile time, a document type the collection was not declared with', () => {
    // Never run: the function bodies only need to compile (or not).
    const claims = async (read: ReadStore, w: ReadModelWriter) => {
      // @ts-expect-error a caller cannot claim another document type
      await read.get<Driver>(cars, 'c1');
      // @ts-expect-error nor read it into one
      const driver: Driver | undefined = await w.get(cars, 'c1');
      // @ts-expect-error a write must be a document of the collection
      await w.put(cars, { id: 'd1', licence: 'L' });
      // @ts-expect-error a name alone is not a collection
      await read.find('cars');
      return driver;
    };
    expect(typeof claims).toBe('function');
  });
});
