import {
  BACKWARDS,
  END,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  type AppendResult as KurrentAppendResult,
  type ReadStreamOptions as KurrentReadStreamOptions,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { validateAppend } from '../append-validation';
import { EventStoreClosedError, InvalidAppendError } from '../errors';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type BatchHandler,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../event-store.port';
import { priorAppendResult, type StoredAt } from '../idempotency';
import { readLimit, streamRange, subscribeBatchSize } from '../read-options';
import { LoopSubscription, type BatchSource } from '../subscription-loop';
import { ChainSeals, CHAIN_SEAL_STREAM } from './chain-seals';
import {
  commitPositionOf,
  isLogEvent,
  toActual,
  toEventData,
  toRecorded,
  toStoredAt,
  toStreamState,
} from './mapping';
import { KurrentSubscriptionSource } from './subscription-source';

/**
 * How many events beyond the batch size the pre-append look at the stream's tail covers: a retried
 * command whose first attempt is followed by up to this many other events is still recognised even
 * when its expected revision is the current one (a case KurrentDB's own deduplication lets through).
 */
const TAIL_SLACK = 32;

/** Production event store on KurrentDB / EventStoreDB (gRPC). */
export class KurrentDbEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly subscriptions = new Set<LoopSubscription>();
  /** The hash chain, sealed after the fact and read back onto events (chain-seals.ts). */
  private readonly chain: ChainSeals;
  private closing: Promise<void> | undefined;

  /** `connectionString`: e.g. `kurrentdb://localhost:2113?tls=false`. Connects lazily. */
  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(connectionString);
    this.chain = new ChainSeals(this.client, (after, limit) => this.readLog(after, limit));
  }

  /**
   * KurrentDB deduplicates a retry only when its expected revision is behind the stream (it then
   * compares the ids that follow). The port asks for more ("whatever expected says"), so:
   * 1. unless the stream must not exist, the tail is read first and a batch found there is answered
   *    from it (covers a retry whose expected revision is the current one, and 'any');
   * 2. the append goes to the server, which also deduplicates on its side;
   * 3. on a wrong expected version the whole stream is searched for the ids before reporting it.
   */
  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    this.assertOpen();
    const valid = validateAppend(streamId, events, expected);
    if (streamId === CHAIN_SEAL_STREAM)
      throw new InvalidAppendError(streamId, "the chain seals are the store's own");
    const ids = valid.map((e) => e.id);
    if (expected !== 'no_stream') {
      const prior = await this.priorAppendNearTail(streamId, ids);
      if (prior) return prior;
    }
    let result: KurrentAppendResult;
    try {
      result = await this.client.appendToStream(streamId, valid.map(toEventData), {
        streamState: toStreamState(expected),
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const prior = priorAppendResult(streamId, ids, await this.locate(streamId, ids));
      if (prior) return prior;
      throw new WrongExpectedRevisionError(streamId, expected, toActual(error.actualState));
    }
    if (result.position)
      return { nextRevision: Number(result.nextExpectedRevision), position: result.position.commit };
    // No position means the server deduplicated the append: answer from the events it kept.
    const prior = priorAppendResult(streamId, ids, await this.locate(streamId, ids));
    if (!prior) throw new Error(`KurrentDB acknowledged an append to ${streamId} without storing its events`);
    return prior;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const { fromRevision, limit } = streamRange(options);
    if (limit === 0) return [];
    const events: RecordedEvent[] = [];
    await this.forEachInStream(
      streamId,
      { fromRevision: BigInt(fromRevision), maxCount: limit },
      (resolved) => {
        if (resolved.event)
          events.push(toRecorded(resolved.event, commitPositionOf(resolved, resolved.event)));
        return true;
      },
    );
    return streamId === CHAIN_SEAL_STREAM ? events : this.chain.link(events);
  }

  async streamRevision(streamId: string): Promise<number | 'no_stream'> {
    this.assertOpen();
    let revision: number | 'no_stream' = 'no_stream';
    await this.forEachInStream(
      streamId,
      { direction: BACKWARDS, fromRevision: END, maxCount: 1 },
      (resolved) => {
        if (resolved.event) revision = Number(resolved.event.revision);
        return false;
      },
    );
    return revision;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const limit = readLimit(options.limit);
    if (limit === 0) return [];
    return this.chain.link(await this.readLog(options.after, limit));
  }

  /** The log's events after `after`, without their links: what the seals are made of. */
  private async readLog(after: bigint | undefined, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    // Reading $all from a position includes the event at that position, hence the filter; seal
    // events are skipped too, so the read goes on until `limit` events of the log (no maxCount).
    const read = this.client.readAll({
      fromPosition: after === undefined ? START : { commit: after, prepare: after },
      filter: excludeSystemEvents(),
    });
    for await (const resolved of read) {
      const event = resolved.event;
      if (event === undefined || !isLogEvent(event)) continue;
      const position = event.position.commit;
      if (after !== undefined && position <= after) continue;
      events.push(toRecorded(event, position));
      if (events.length === limit) break;
    }
    return events;
  }

  subscribeAll(
    handler: BatchHandler,
    options: SubscribeOptions & { onError?: (error: unknown) => void } = {},
  ): Subscription {
    this.assertOpen();
    const after = options.after;
    const maxBatch = subscribeBatchSize(options.maxBatch);
    const serverSubscription = this.client.subscribeToAll({
      fromPosition: after === undefined ? START : { commit: after, prepare: after },
      filter: excludeSystemEvents(),
    });
    const types = options.types && new Set(options.types);
    const source = new LinkedSource(
      new KurrentSubscriptionSource(serverSubscription, maxBatch, after, types),
      this.chain,
    );
    const subscription = new LoopSubscription(source, handler, options.onError);
    this.subscriptions.add(subscription);
    void subscription.finished.then(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  async headPosition(): Promise<bigint | undefined> {
    this.assertOpen();
    // Backwards past the chain's newest seal events, to the newest event of the log.
    const read = this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of read) {
      if (resolved.event && isLogEvent(resolved.event)) return resolved.event.position.commit;
    }
    return undefined;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.all([...this.subscriptions].map((s) => s.stop()));
      await this.client.dispose();
    })();
    return this.closing;
  }

  private assertOpen(): void {
    if (this.closing) throw new EventStoreClosedError();
  }

  /** Step 1 of append: the batch already sits among the stream's last events. */
  private async priorAppendNearTail(streamId: string, ids: string[]): Promise<AppendResult | undefined> {
    const window = ids.length + TAIL_SLACK;
    const near = new Map<string, StoredAt>();
    let seen = 0;
    await this.forEachInStream(
      streamId,
      { direction: BACKWARDS, fromRevision: END, maxCount: window },
      (r) => {
        seen++;
        if (r.event) near.set(r.event.id, toStoredAt(r.event, commitPositionOf(r, r.event)));
        return true;
      },
    );
    const stored = ids.map((id) => near.get(id));
    if (stored.every((s) => s === undefined)) return undefined;
    // Part of the batch may lie just before the window: decide on the whole stream, not a slice.
    const complete = stored.every((s) => s !== undefined) || seen < window;
    return priorAppendResult(streamId, ids, complete ? stored : await this.locate(streamId, ids));
  }

  /** Where each id is stored in the stream (newest first, stopping once all are found). */
  private async locate(streamId: string, ids: string[]): Promise<(StoredAt | undefined)[]> {
    const wanted = new Set(ids);
    const found = new Map<string, StoredAt>();
    await this.forEachInStream(streamId, { direction: BACKWARDS, fromRevision: END }, (r) => {
      if (r.event && wanted.has(r.event.id))
        found.set(r.event.id, toStoredAt(r.event, commitPositionOf(r, r.event)));
      return found.size < wanted.size;
    });
    return ids.map((id) => found.get(id));
  }

  /** Reads a stream, treating a missing stream as empty; `visit` returns false to stop early. */
  private async forEachInStream(
    streamId: string,
    options: KurrentReadStreamOptions,
    visit: (resolved: ResolvedEvent) => boolean,
  ): Promise<void> {
    try {
      for await (const resolved of this.client.readStream(streamId, options)) {
        if (!visit(resolved)) return;
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return;
      throw error;
    }
  }
}

/** A subscription's batches with their links (sealed first where the seals are behind). */
class LinkedSource implements BatchSource {
  constructor(
    private readonly source: BatchSource,
    private readonly chain: ChainSeals,
  ) {}

  async next(): Promise<RecordedEvent[] | undefined> {
    const batch = await this.source.next();
    return batch && this.chain.link(batch);
  }

  interrupt(): void {
    this.source.interrupt();
  }

  close(): Promise<void> {
    return this.source.close();
  }
}
