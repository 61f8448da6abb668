import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createKeyStore,
  KEY_FILE_NAME,
  MemoryKeyStore,
  MongoDbKeyStore,
  SqliteKeyStore,
  type KeyStore,
} from '../src';
import { describeKeyStoreContract } from './contract/key-store.contract';

describeKeyStoreContract(
  'memory',
  async () => new MemoryKeyStore(),
  async (store) => store.close(),
);

const folders = new Map<KeyStore, string>();
describeKeyStoreContract(
  'SQLite',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pd-keys-'));
    const store = new SqliteKeyStore({ file: join(dir, 'keys.sqlite') });
    folders.set(store, dir);
    return store;
  },
  async (store) => {
    await store.close();
    rmSync(folders.get(store) ?? '', { recursive: true, force: true });
  },
);

describe('SqliteKeyStore', () => {
  it('leaves no byte of a destroyed key in its file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pd-keys-'));
    const file = join(dir, 'keys.sqlite');
    try {
      const store = new SqliteKeyStore({ file });
      const { key } = await store.current('fleet-f1');
      await store.close();
      expect(readFileSync(file).includes(key)).toBe(true);
      const again = new SqliteKeyStore({ file });
      await again.destroy('fleet-f1', Date.now());
      await again.close();
      expect(readFileSync(file).includes(key)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const mongoUrl = process.env.MONGO_URL;
if (mongoUrl) {
  describeKeyStoreContract(
    'MongoDB',
    async () => MongoDbKeyStore.connect({ url: mongoUrl, database: `pd_keys_test_${process.pid}` }),
    async (store) => store.close(),
  );
} else {
  describe.skip('KeyStore contract: MongoDB (skipped: MONGO_URL not set)', () => {
    it('runs when MONGO_URL is set', () => undefined);
  });
}

describe('createKeyStore', () => {
  it('keeps the keys in a file of their own in the data folder, making the folder if need be', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'pd-keys-'));
    const dataDir = join(parent, 'not-made-yet');
    try {
      const store = await createKeyStore({ dataDir, mongoDatabase: 'unused' });
      expect(store).toBeInstanceOf(SqliteKeyStore);
      const { key } = await store.current('device-1');
      await store.close();
      expect(readFileSync(join(dataDir, KEY_FILE_NAME)).includes(key)).toBe(true);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
