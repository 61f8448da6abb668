import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { SqliteReadStore } from '../src/sqlite/sqlite-read-store';
import { describeReadStoreContract } from './contract/read-store.contract';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-store-contract-'));
let files = 0;
let current = '';

describeReadStoreContract(
  'SQLite',
  async () => {
    current = path.join(dir, `store-${files++}.sqlite`);
    return new SqliteReadStore({ file: current });
  },
  async () => fs.rmSync(dir, { recursive: true, force: true }),
  { reopen: async () => new SqliteReadStore({ file: current }) },
);
