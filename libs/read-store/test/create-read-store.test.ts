import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createReadStore, SQLITE_FILE_NAME, SqliteReadStore } from '../src';

describe('createReadStore', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'read-store-factory-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it.each([undefined, ''])(
    'opens SQLite under the data directory when the MongoDB URL is %j',
    async (mongoUrl) => {
      const dataDir = path.join(root, `nested-${String(mongoUrl)}`, 'data');
      const store = await createReadStore({ mongoUrl, dataDir });
      try {
        expect(store).toBeInstanceOf(SqliteReadStore);
        expect(fs.existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true);
      } finally {
        await store.close();
      }
    },
  );
});
