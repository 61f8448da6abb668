import type { RecordedEvent } from '../event-store.port';
import type { BatchSource } from '../subscription-loop';
import type { CommitSignal } from './commit-signal';

export interface PollingSourceOptions {
  after: bigint;
  maxBatch: number;
  pollIntervalMs: number;
  read(after: bigint, limit: number): RecordedEvent[];
  signal: CommitSignal;
}

/**
 * Catch-up and live are the same query, `position > last delivered`, so there is no hand-over
 * between them where an event could be skipped or delivered twice. The query never skips an event
 * either: SQLite serialises writers and positions are allocated inside the write transaction, so
 * every snapshot a reader sees holds a gap-free prefix of the positions.
 */
export class PollingSource implements BatchSource {
  private after: bigint;
  private interrupted = false;
  private wakeWaiter: (() => void) | undefined;

  constructor(private readonly options: PollingSourceOptions) {
    this.after = options.after;
  }

  async next(): Promise<RecordedEvent[] | undefined> {
    const { read, maxBatch, signal, pollIntervalMs } = this.options;
    while (!this.interrupted) {
      const batch = read(this.after, maxBatch);
      if (batch.length > 0) {
        this.after = batch[batch.length - 1].position;
        return batch;
      }
      // Registered synchronously after the read, so a commit cannot slip in between unnoticed.
      const { done, wake } = signal.wait(pollIntervalMs);
      this.wakeWaiter = wake;
      await done;
      this.wakeWaiter = undefined;
    }
    return undefined;
  }

  interrupt(): void {
    this.interrupted = true;
    this.wakeWaiter?.();
  }

  async close(): Promise<void> {
    this.interrupt();
  }
}
