import { closeSync, fdatasync, openSync } from 'node:fs';

/** Flushes an open file's data to the disk. */
export type SyncFile = (fd: number) => Promise<void>;

const datasyncFile: SyncFile = (fd) =>
  new Promise((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve())));

/**
 * Makes the WAL durable off the event loop. The connection commits with synchronous=NORMAL (its
 * frames reach the OS, not the disk) and the appends of a commit are settled only after a
 * `fdatasync` of the WAL file that started after it, on libuv's thread pool. The thread meanwhile
 * decodes, decides and commits the next group instead of waiting for the disk: the next group's
 * sync waits for the running one, then covers everything written since, so a slow disk means fewer,
 * larger syncs rather than a queue of them.
 *
 * A failed sync fails every later one: after a failed fsync the kernel may have dropped the dirty
 * pages and report the next fsync as clean, so nothing written since can be called durable
 * (PostgreSQL's "fsyncgate"). The store then refuses to acknowledge until it is reopened.
 */
export class WalSync {
  private fd: number | undefined;
  private running: Promise<void> | undefined;
  private next: Promise<void> | undefined;
  private failure: Error | undefined;

  constructor(
    private readonly walFile: string,
    private readonly syncFile: SyncFile = datasyncFile,
  ) {}

  /** Resolves once everything written to the WAL before this call is on disk. */
  sync(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (!this.running) return this.start();
    // The running sync may have started before the caller's commit: it needs the one after.
    this.next ??= this.running.then(
      () => this.startNext(),
      () => this.startNext(),
    );
    return this.next;
  }

  /** Waits for the syncs under way, then releases the file. */
  async close(): Promise<void> {
    await Promise.allSettled([this.running, this.next]);
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  private startNext(): Promise<void> {
    this.next = undefined;
    if (this.failure) return Promise.reject(this.failure);
    return this.start();
  }

  private start(): Promise<void> {
    const done = this.datasync().finally(() => {
      if (this.running === done) this.running = undefined;
    });
    this.running = done;
    return done;
  }

  private async datasync(): Promise<void> {
    try {
      // Opened on first use: the WAL file exists once something was committed.
      this.fd ??= openSync(this.walFile, 'r+');
      await this.syncFile(this.fd);
    } catch (error) {
      throw this.fail(error);
    }
  }

  private fail(error: unknown): Error {
    this.failure ??= new Error(`the event log could not be made durable: ${(error as Error).message}`, {
      cause: error,
    });
    return this.failure;
  }
}
