/**
 * The event-store port. Every adapter (SQLite embedded, KurrentDB) passes the same contract suite
 * (libs/event-store/test/contract). Positions are global and strictly increasing across all streams.
 */

/** An event to append. `id` is derived from the command id, so a retried command appends nothing twice. */
export interface NewEvent {
  id: string; // UUID
  type: string;
  data: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}

/**
 * A stored event. An adapter may give `data` and `metadata` as getters that parse on first read
 * (the SQLite adapter does): a spread copies neither, so a changed copy is made with `withData`.
 */
export interface RecordedEvent {
  id: string;
  streamId: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  /** 0-based revision of the event inside its stream. */
  revision: number;
  /** Global position in the all-stream; strictly increasing, comparable across streams. */
  position: bigint;
  /** ISO-8601 time at which the store recorded the event. */
  recordedAt: string;
  /**
   * Its link in the log's hash chain (hex; docs/decisions/audit-chain.md), from an adapter that
   * keeps one; absent for an event the chain does not cover yet.
   */
  hash?: string;
  /** The hash of the event before it in the whole log (hex), with `hash`. */
  previousHash?: string;
}

/** The event with other data, every other field as it is. */
export function withData(event: RecordedEvent, data: Record<string, unknown>): RecordedEvent {
  return {
    id: event.id,
    streamId: event.streamId,
    type: event.type,
    data,
    metadata: event.metadata,
    revision: event.revision,
    position: event.position,
    recordedAt: event.recordedAt,
    hash: event.hash,
    previousHash: event.previousHash,
  };
}

/**
 * What the writer believes about the stream: `'no_stream'` (must not exist), `'any'`, or the revision of
 * the stream's last event (0-based).
 */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: number;
  /** Global position of the last event written (or already present, for an idempotent retry). */
  position: bigint;
}

/** The expected revision did not match the stream's actual revision. Retry after re-reading. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface ReadStreamOptions {
  /** First revision to return (inclusive); default 0. */
  fromRevision?: number;
  /** Maximum number of events; default unlimited. */
  limit?: number;
}

export interface ReadAllOptions {
  /** Return events strictly after this position; default: from the beginning. */
  after?: bigint;
  /** Maximum number of events; default 1000. */
  limit?: number;
}

export interface SubscribeOptions {
  /** Deliver events strictly after this position; undefined = from the beginning. */
  after?: bigint;
  /** Upper bound of events handed to one handler call; default 500. */
  maxBatch?: number;
  /**
   * Only events of these types are delivered, in the same order; the others are skipped, where the
   * adapter reads if it can. For a subscriber that reacts to a few types among many (the gateway's
   * command tap among positions).
   */
  types?: readonly string[];
}

/**
 * Events are delivered in position order, in batches. The next batch is not delivered until the
 * returned promise resolves (back-pressure). If the handler throws, the subscription stops and
 * `onError` is called.
 */
export type BatchHandler = (events: RecordedEvent[]) => Promise<void> | void;

export interface Subscription {
  /**
   * Stops delivery; resolves when no handler call is running any more. A handler may stop its own
   * subscription but must not await that stop: it would wait for itself.
   */
  stop(): Promise<void>;
}

/**
 * An event exactly as an adapter stored it, for the chain's verification: its data and metadata as
 * the JSON text written to the log, and its link. Hashing this text (chainHashOfStored) is what the
 * adapter did at append, without parsing and writing every event again.
 */
export interface StoredLink {
  position: bigint;
  streamId: string;
  revision: number;
  id: string;
  type: string;
  data: string;
  /** null when the event has no metadata. */
  metadata: string | null;
  recordedAt: string;
  /** null for an event the chain does not cover. */
  hash: string | null;
  previousHash: string | null;
}

export interface EventStore {
  /**
   * Appends atomically. Idempotent: if every event id of the batch is already in the stream (same ids,
   * same order, at the positions a previous identical append put them), returns that append's result
   * and writes nothing, whatever `expected` says.
   */
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream in revision order; [] when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Revision of the stream's last event, or 'no_stream'. */
  streamRevision(streamId: string): Promise<number | 'no_stream'>;
  /** Events of all streams in position order. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch-up subscription to all streams: history after `after`, then live events, in order. */
  subscribeAll(
    handler: BatchHandler,
    options?: SubscribeOptions & { onError?: (error: unknown) => void },
  ): Subscription;
  /**
   * The log as stored, in position order (as readAll, same options): offered by an adapter that
   * keeps each event's JSON text (SQLite), never by a decorator that changes what events read as.
   * Without it, a verifier hashes readAll's events with chainHash.
   */
  readStoredLinks?(options?: ReadAllOptions): Promise<StoredLink[]>;
  /** Position of the newest event in the store, or undefined when empty. */
  headPosition(): Promise<bigint | undefined>;
  close(): Promise<void>;
}
