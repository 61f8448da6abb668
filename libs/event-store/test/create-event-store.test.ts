import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KurrentDbEventStore, SqliteEventStore, createEventStore } from '../src';

describe('createEventStore', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'es-factory-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('opens the embedded SQLite store at <dataDir>/platform.sqlite, creating the folder', async () => {
    const dataDir = join(dir, 'nested', 'data');
    const store = await createEventStore({ dataDir });
    try {
      expect(store).toBeInstanceOf(SqliteEventStore);
      expect(existsSync(join(dataDir, 'platform.sqlite'))).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('treats an empty URL as absent', async () => {
    const store = await createEventStore({ eventStoreUrl: '', dataDir: dir });
    await store.close();
    expect(store).toBeInstanceOf(SqliteEventStore);
  });

  it('uses KurrentDB when a URL is given (connecting lazily)', async () => {
    const store = await createEventStore({
      eventStoreUrl: 'kurrentdb://127.0.0.1:2113?tls=false',
      dataDir: dir,
    });
    await store.close();
    expect(store).toBeInstanceOf(KurrentDbEventStore);
    expect(existsSync(join(dir, 'platform.sqlite'))).toBe(false);
  });
});
