import type { AllStreamResolvedEvent, AllStreamSubscription } from '@kurrent/kurrentdb-client';
import type { RecordedEvent } from '../event-store.port';
import type { BatchSource } from '../subscription-loop';
import { isLogEvent, toRecorded } from './mapping';

/**
 * Turns the server's catch-up subscription (already gap-free and ordered by the server, catch-up then
 * live on one stream) into batches: one event awaited, then whatever is already buffered, up to
 * maxBatch. The gRPC stream is only read when the handler asks for the next batch, so a slow
 * handler holds the server back through the stream's flow control instead of growing a buffer.
 */
export class KurrentSubscriptionSource implements BatchSource {
  private readonly events: AsyncIterator<AllStreamResolvedEvent>;
  private interrupted = false;
  private readonly interruption: Promise<undefined>;
  private signalInterruption: () => void = () => undefined;

  constructor(
    private readonly subscription: AllStreamSubscription,
    private readonly maxBatch: number,
    private after: bigint | undefined,
    /** Only these types are delivered (skipped here, after the server's system-event filter). */
    private readonly types?: ReadonlySet<string>,
  ) {
    this.events = subscription[Symbol.asyncIterator]();
    this.interruption = new Promise<undefined>((resolve) => {
      this.signalInterruption = () => resolve(undefined);
    });
  }

  async next(): Promise<RecordedEvent[] | undefined> {
    while (!this.interrupted) {
      // A cancelled gRPC stream does not always end the iterator, so stop() must not wait on it.
      const first = await Promise.race([this.events.next(), this.interruption]);
      if (first === undefined || first.done || this.interrupted) return undefined;
      const batch: RecordedEvent[] = [];
      this.take(first.value, batch);
      while (batch.length < this.maxBatch && this.subscription.readableLength > 0) {
        const more = await this.events.next();
        if (more.done) break;
        this.take(more.value, batch);
      }
      if (batch.length > 0) return batch;
    }
    return undefined;
  }

  interrupt(): void {
    this.interrupted = true;
    this.signalInterruption();
  }

  async close(): Promise<void> {
    this.interrupt();
    await this.subscription.unsubscribe();
    this.subscription.destroy();
  }

  private take(resolved: AllStreamResolvedEvent, batch: RecordedEvent[]): void {
    const event = resolved.event;
    // The server filter already drops system events; links ($>), the chain's seals and anything at
    // or before the resume point are dropped here too, so a subscriber never sees an event twice.
    if (event === undefined || !isLogEvent(event)) return;
    const position = event.position.commit;
    if (this.after !== undefined && position <= this.after) return;
    this.after = position;
    if (this.types && !this.types.has(event.type)) return;
    batch.push(toRecorded(event, position));
  }
}
