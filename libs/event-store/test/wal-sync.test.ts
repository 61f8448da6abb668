import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WalSync, type SyncFile } from '../src/sqlite/wal-sync';

/** A disk whose syncs finish when the test says so. */
function manualDisk() {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const sync: SyncFile = () => new Promise((resolve, reject) => pending.push({ resolve, reject }));
  return {
    sync,
    started: () => pending.length,
    finish: async (error?: Error) => {
      const next = pending.shift();
      if (!next) throw new Error('no sync under way');
      if (error) next.reject(error);
      else next.resolve();
      await new Promise((r) => setImmediate(r));
    },
  };
}

describe('WalSync', () => {
  let dir: string;
  let wal: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wal-sync-'));
    wal = join(dir, 'platform.sqlite-wal');
    writeFileSync(wal, 'frames');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('syncs the file for real by default', async () => {
    const sync = new WalSync(wal);
    await expect(sync.sync()).resolves.toBeUndefined();
    await sync.close();
  });

  it('gives callers that arrive during a sync one later sync, not one each', async () => {
    const disk = manualDisk();
    const sync = new WalSync(wal, disk.sync);
    const settled: string[] = [];
    const first = sync.sync().then(() => settled.push('first'));
    const second = sync.sync().then(() => settled.push('second'));
    const third = sync.sync().then(() => settled.push('third'));
    await new Promise((r) => setImmediate(r));
    expect(disk.started()).toBe(1);

    await disk.finish();
    // The first sync may have begun before the others' writes: they wait for the next one.
    expect(settled).toEqual(['first']);
    expect(disk.started()).toBe(1);
    await disk.finish();
    await Promise.all([first, second, third]);
    expect(settled).toEqual(['first', 'second', 'third']);
  });

  it('starts at once when no sync is under way', async () => {
    const disk = manualDisk();
    const sync = new WalSync(wal, disk.sync);
    const first = sync.sync();
    await new Promise((r) => setImmediate(r));
    await disk.finish();
    await first;
    const later = sync.sync();
    await new Promise((r) => setImmediate(r));
    expect(disk.started()).toBe(1);
    await disk.finish();
    await expect(later).resolves.toBeUndefined();
  });

  it('fails every sync after a failed one, since the kernel may have dropped the dirty pages', async () => {
    const disk = manualDisk();
    const sync = new WalSync(wal, disk.sync);
    const first = sync.sync();
    const waiting = sync.sync();
    const outcomes = Promise.all([
      expect(first).rejects.toThrow(/could not be made durable: EIO/),
      expect(waiting).rejects.toThrow(/EIO/),
    ]);
    await new Promise((r) => setImmediate(r));
    await disk.finish(new Error('EIO'));
    await outcomes;
    await expect(sync.sync()).rejects.toThrow(/EIO/);
    expect(disk.started()).toBe(0);
  });

  it('fails when the file cannot be opened', async () => {
    const sync = new WalSync(join(dir, 'missing-wal'));
    await expect(sync.sync()).rejects.toThrow(/could not be made durable/);
  });
});
