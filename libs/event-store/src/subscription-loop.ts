import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BatchHandler, RecordedEvent, Subscription } from './event-store.port';

/** Where a subscription's batches come from; each adapter provides one. */
export interface BatchSource {
  /** The next non-empty batch in position order, or undefined once interrupted or ended. */
  next(): Promise<RecordedEvent[] | undefined>;
  /** Makes a pending or later next() return undefined promptly. */
  interrupt(): void;
  /** Releases what the source holds (a server-side subscription, timers). */
  close(): Promise<void>;
}

export type ErrorReporter = (error: unknown) => void;

function reportUnhandled(error: unknown): void {
  // Without onError a failing projection would otherwise stop silently.
  console.error('event-store subscription stopped after an error:', error);
}

/**
 * The delivery loop both adapters share: one handler call at a time (the next batch is fetched only
 * once the previous call's promise settled), stop on the first error, and a stop() that waits for
 * the running handler call. A handler may stop its own subscription, but must not wait for that
 * stop: it waits for the very call that waits for it. No further batch is delivered, and the stop's
 * promise settles once the call has returned. (Telling such a call apart to resolve it at once
 * would take an `AsyncLocalStorage`, which on Node 20 costs every promise of the process:
 * docs/decisions/async-context.md.)
 */
export class LoopSubscription implements Subscription {
  private stopped = false;
  /** Settles once the loop has ended (stopped, failed, or its source ended); never rejects. */
  readonly finished: Promise<void>;

  constructor(
    private readonly source: BatchSource,
    handler: BatchHandler,
    onError: ErrorReporter = reportUnhandled,
  ) {
    // Started on a later tick so the caller holds the Subscription before the first handler call.
    this.finished = Promise.resolve().then(() => this.run(handler, onError));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.source.interrupt();
    await this.finished;
  }

  private async run(handler: BatchHandler, onError: ErrorReporter): Promise<void> {
    try {
      while (!this.stopped) {
        const batch = await this.source.next();
        if (batch === undefined || this.stopped) break;
        await handler(batch);
        // A synchronous source and handler (SQLite on both sides) would otherwise chain batches as
        // microtasks and starve timers and sockets until a whole catch-up is done.
        await nextTurn();
      }
    } catch (error) {
      this.stopped = true;
      try {
        onError(error);
      } catch (reporterError) {
        reportUnhandled(reporterError);
      }
    } finally {
      await this.source.close().catch(reportUnhandled);
    }
  }
}
