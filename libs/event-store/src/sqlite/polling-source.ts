import type { RecordedEvent } from '../event-store.port';
import type { BatchSource } from '../subscription-loop';
import type { CommitSignal } from './commit-signal';

/** A read of the log: the events, and the position up to which the log was looked at. */
export interface LogRead {
  events: RecordedEvent[];
  /** Everything after `after` up to here was read or skipped on purpose: the next read starts here. */
  through: bigint;
}

export interface PollingSourceOptions {
  after: bigint;
  maxBatch: number;
  pollIntervalMs: number;
  read(after: bigint, limit: number): LogRead;
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
      const { events, through } = read(this.after, maxBatch);
      this.after = through;
      if (events.length > 0) return events;
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
