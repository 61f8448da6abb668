import type { EventStore, RecordedEvent, Subscription } from '@gps/event-store';

/** As the projections' batches: a tap taking fewer events per turn than the store commits falls behind. */
const TAP_BATCH = 2000;

export type TapListener = (batch: RecordedEvent[]) => void | Promise<void>;

/**
 * One live subscription to the event log, from its head at start, shared by everything in this
 * process that reacts to new events (the command outbox, live updates). It sees the events of every
 * process writing to the store, so a gateway and an api in separate processes hear each other.
 */
export class EventTap {
  private readonly listeners = new Set<TapListener>();
  private subscription?: Subscription;

  constructor(
    private readonly events: EventStore,
    private readonly onError: (error: unknown) => void,
    /** Only these event types, when every listener needs no others. */
    private readonly types?: readonly string[],
  ) {}

  async start(): Promise<void> {
    if (this.subscription) return;
    const after = await this.events.headPosition();
    this.subscription = this.events.subscribeAll((batch) => this.deliver(batch), {
      after,
      maxBatch: TAP_BATCH,
      types: this.types,
      onError: this.onError,
    });
  }

  /** Returns the unsubscribe function. */
  listen(listener: TapListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = undefined;
  }

  private async deliver(batch: RecordedEvent[]): Promise<void> {
    for (const listener of this.listeners) {
      // One listener's failure must not starve the others, nor stop the subscription.
      try {
        await listener(batch);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
