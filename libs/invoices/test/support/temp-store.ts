import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteReadStore } from '@gps/read-store';

/** A read store on a fresh SQLite file; `reopen` gives a new store on the same file (a restart). */
export function tempReadStore(): { store: SqliteReadStore; reopen(): SqliteReadStore; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'gps-invoices-'));
  const file = join(dir, 'read.sqlite');
  return {
    store: new SqliteReadStore({ file }),
    reopen: () => new SqliteReadStore({ file }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
