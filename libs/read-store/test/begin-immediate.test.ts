import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beginImmediate } from '../src/sqlite/begin-immediate';
import { openConnection } from '../src/sqlite/sqlite-connection';

describe('beginImmediate', () => {
  let dir: string;
  let mine: Database.Database;
  let theirs: Database.Database;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'begin-immediate-'));
    const file = join(dir, 'platform.sqlite');
    mine = openConnection(file, { queryOnly: false });
    theirs = new Database(file);
    theirs.pragma('journal_mode = WAL');
  });
  afterEach(() => {
    mine.close();
    theirs.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('waits for another connection’s write lock without blocking the thread', async () => {
    theirs.exec('BEGIN IMMEDIATE');
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 2);
    setTimeout(() => theirs.exec('COMMIT'), 60);
    try {
      await beginImmediate(mine);
    } finally {
      clearInterval(ticker);
    }
    expect(mine.inTransaction).toBe(true);
    // Timers fired while the lock was taken: the event loop was not put to sleep for the wait (a
    // sleeping busy wait returns with no tick at all). How many fired depends on the machine's load.
    expect(ticks).toBeGreaterThan(0);
    mine.exec('COMMIT');
    expect(mine.pragma('busy_timeout', { simple: true })).toBe(5000);
  });

  it('gives up with SQLITE_BUSY after the timeout, leaving no transaction open', async () => {
    theirs.exec('BEGIN IMMEDIATE');
    await expect(beginImmediate(mine, 20)).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    expect(mine.inTransaction).toBe(false);
    expect(mine.pragma('busy_timeout', { simple: true })).toBe(5000);
    theirs.exec('COMMIT');
  });

  it('begins at once when nobody writes', async () => {
    await beginImmediate(mine);
    expect(mine.inTransaction).toBe(true);
    mine.exec('ROLLBACK');
  });
});
