import { resolve } from 'node:path';
import type Database from 'better-sqlite3';
import { toJson, validateAppend } from '../append-validation';
import { EventStoreClosedError } from '../errors';
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
  type StoredLink,
  type SubscribeOptions,
  type Subscription,
} from '../event-store.port';
import { expectationHolds, headToActual, type Head } from '../expected-revision';
import { priorAppendResult } from '../idempotency';
import { readLimit, subscribeBatchSize, streamRange } from '../read-options';
import { LoopSubscription } from '../subscription-loop';
import { chainHashOfStored } from '../chain/chain-link';
import { GENESIS_HASH } from '../chain/chain-hash';
import { backfill } from './chain-columns';
import { CommitSignal } from './commit-signal';
import { EventRows, type ChainTail, type EventInsert } from './event-rows';
import { GroupCommit, type Outcome } from './group-commit';
import { PollingSource, type LogRead } from './polling-source';
import { RecentEvents } from './recent-events';
import { openDatabase } from './schema';
import { SiblingCommits } from './sibling-commits';
import { WalSync } from './wal-sync';

export interface SqliteEventStoreOptions {
  file: string;
  /** FULL (default): an acknowledged append survives power loss. NORMAL: survives a crash of the process only. */
  synchronous?: 'FULL' | 'NORMAL';
  /** How often an idle subscription looks for events committed by other processes; default 250. */
  pollIntervalMs?: number;
  /** How long a commit waits for another connection's write lock before failing; default 5000. */
  busyTimeoutMs?: number;
  /** Most appends committed in one transaction; default 2000 (bounds how long the write lock is held). */
  maxGroupSize?: number;
  /** Called after each group commit; for metrics and benchmarks. */
  onCommit?: (info: CommitInfo) => void;
}

export interface CommitInfo {
  appends: number;
  eventsWritten: number;
  durationMs: number;
}

/** Newest events kept for subscriptions (a few batches of each; about 1 KB each). */
const RECENT_EVENTS_KEPT = 5000;

interface AppendJob {
  streamId: string;
  expected: ExpectedRevision;
  events: { id: string; type: string; data: string; metadata: string | null }[];
}

/**
 * Embedded event store on one SQLite file (WAL). Appends are group-committed: everything submitted
 * while the previous group was being written goes into the next transaction, each append still
 * checked on its own. Subscriptions poll `position > last` and are woken early by local commits.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly rows: EventRows;
  private readonly groups: GroupCommit<AppendJob, AppendResult>;
  private readonly signal = new CommitSignal();
  private readonly siblings: SiblingCommits;
  private readonly walSync: WalSync | undefined;
  /** What subscriptions read, shared: one read and one parse of each new event for all of them. */
  private readonly recent: RecentEvents;
  private readonly subscriptions = new Set<LoopSubscription>();
  private readonly pollIntervalMs: number;
  private readonly onCommit: ((info: CommitInfo) => void) | undefined;
  /** The chain's tail after this connection's last committed group (linkableTail checks it). */
  private tail: Linked | undefined;
  private closing: Promise<void> | undefined;

  constructor(options: SqliteEventStoreOptions) {
    // FULL durability without SQLite's own fsync in the commit: see WalSync.
    const walSync =
      (options.synchronous ?? 'FULL') === 'FULL' ? new WalSync(`${options.file}-wal`) : undefined;
    this.db = openDatabase({ file: options.file, busyTimeoutMs: options.busyTimeoutMs ?? 5000 });
    this.walSync = walSync;
    this.rows = new EventRows(this.db);
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.onCommit = options.onCommit;
    this.groups = new GroupCommit(
      (jobs) => this.commitGroup(jobs),
      options.maxGroupSize ?? 2000,
      walSync && (() => walSync.sync()),
    );
    this.recent = new RecentEvents(RECENT_EVENTS_KEPT, (after, limit) =>
      this.rows.readAll(after, limit, true),
    );
    this.siblings = new SiblingCommits(resolve(options.file), () => this.signal.notify());
  }

  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (this.closing) return Promise.reject(new EventStoreClosedError());
    let job: AppendJob;
    try {
      job = {
        streamId,
        expected,
        // Serialised here, not in the transaction, so a bad payload fails only its own append.
        events: validateAppend(streamId, events, expected).map((e) => ({
          id: e.id,
          type: e.type,
          data: toJson(streamId, e.id, e.data),
          metadata: e.metadata === undefined ? null : toJson(streamId, e.id, e.metadata),
        })),
      };
    } catch (error) {
      return Promise.reject(error);
    }
    return this.groups.submit(job);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const { fromRevision, limit } = streamRange(options);
    if (limit === 0) return [];
    return this.rows.readStream(streamId, fromRevision, limit ?? -1);
  }

  async streamRevision(streamId: string): Promise<number | 'no_stream'> {
    this.assertOpen();
    return headToActual(this.rows.head(streamId));
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const limit = readLimit(options.limit);
    if (limit === 0) return [];
    return this.rows.readAll(options.after ?? 0n, limit);
  }

  async readStoredLinks(options: ReadAllOptions = {}): Promise<StoredLink[]> {
    this.assertOpen();
    const limit = readLimit(options.limit);
    if (limit === 0) return [];
    return this.rows.readLinks(options.after ?? 0n, limit);
  }

  subscribeAll(
    handler: BatchHandler,
    options: SubscribeOptions & { onError?: (error: unknown) => void } = {},
  ): Subscription {
    this.assertOpen();
    const types = options.types;
    const source = new PollingSource({
      after: options.after ?? 0n,
      maxBatch: subscribeBatchSize(options.maxBatch),
      pollIntervalMs: this.pollIntervalMs,
      read: types
        ? (after, limit) => this.rows.readTypes(after, limit, types)
        : (after, limit) => everything(this.recent.read(after, limit), after),
      signal: this.signal,
    });
    const subscription = new LoopSubscription(source, handler, options.onError);
    this.subscriptions.add(subscription);
    void subscription.finished.then(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  async headPosition(): Promise<bigint | undefined> {
    this.assertOpen();
    return this.rows.headPosition();
  }

  /** Commits the appends already submitted, stops the subscriptions, then closes the file. */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    await this.groups.drain();
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    this.siblings.close();
    await this.walSync?.close();
    this.db.close();
  }

  private assertOpen(): void {
    if (this.closing) throw new EventStoreClosedError();
  }

  private commitGroup(jobs: AppendJob[]): Outcome<AppendResult>[] {
    const started = performance.now();
    const recordedAt = new Date().toISOString();
    let eventsWritten = 0;
    let groupTail: Linked | undefined;
    // IMMEDIATE takes the write lock up front, so the busy timeout applies instead of a deadlock
    // error when another connection (the read store, another process) writes at the same time.
    const outcomes = this.db
      .transaction(() => {
        const heads = new Map<string, Head>();
        const tail = this.linkableTail();
        const done = jobs.map((job) => {
          const outcome = this.applyOne(job, heads, recordedAt, tail);
          if (outcome.ok && outcome.written) eventsWritten += job.events.length;
          return outcome;
        });
        groupTail = tail;
        return done;
      })
      .immediate();
    // Only once committed: a group that rolled back leaves the previous tail, still the file's.
    this.tail = groupTail;
    if (eventsWritten > 0) {
      this.signal.notify();
      this.siblings.announce();
    }
    try {
      this.onCommit?.({ appends: jobs.length, eventsWritten, durationMs: performance.now() - started });
    } catch {
      // A failing metrics hook must not turn committed appends into rejected ones.
    }
    return outcomes;
  }

  /**
   * One append inside the group's transaction. Rejections are returned, not thrown, so they do not
   * roll back the group; they are decided before any insert, so a rejected append wrote nothing.
   * Anything SQLite throws aborts the whole group instead.
   */
  private applyOne(
    job: AppendJob,
    heads: Map<string, Head>,
    recordedAt: string,
    tail: Linked,
  ): Outcome<AppendResult> & { written?: boolean } {
    const { streamId, expected, events } = job;
    const ids = events.map((e) => e.id);
    const stored = ids.map((id) => this.rows.locate(id));
    try {
      const prior = priorAppendResult(streamId, ids, stored);
      if (prior) return { ok: true, value: prior };
    } catch (conflict) {
      return { ok: false, error: conflict };
    }
    const head = heads.get(streamId) ?? this.rows.head(streamId);
    if (!expectationHolds(expected, head)) {
      return { ok: false, error: new WrongExpectedRevisionError(streamId, expected, headToActual(head)) };
    }
    events.forEach((event, i) => {
      const row: EventInsert = {
        position: tail.nextPosition++,
        streamId,
        revision: head + 1 + i,
        id: event.id,
        type: event.type,
        data: event.data,
        metadata: event.metadata,
        recordedAt,
        previousHash: tail.hash,
        hash: '',
      };
      row.hash = chainHashOfStored(row.previousHash, row);
      this.rows.insert(row);
      tail.hash = row.hash;
    });
    const nextRevision = head + events.length;
    heads.set(streamId, nextRevision);
    return { ok: true, value: { nextRevision, position: BigInt(tail.nextPosition - 1) }, written: true };
  }

  /**
   * Where this group's links start: the newest committed row's, or the genesis. If that row has no
   * hash, a writer that predates the chain appended after the migration; its rows are linked first,
   * in this transaction, so the chain never skips them.
   */
  private linkableTail(): Linked {
    const known = this.tail;
    // No other connection appended since this one's last group: its tail is still the file's
    // (positions are never handed out twice), and one look-up replaces reading the newest row.
    if (known && this.rows.lastHandedOut() === known.nextPosition - 1) return { ...known };
    let tail: ChainTail = this.rows.chainTail();
    if (tail.hash === null && tail.nextPosition > 1) {
      backfill(this.db);
      tail = this.rows.chainTail();
    }
    return { nextPosition: tail.nextPosition, hash: tail.hash ?? GENESIS_HASH };
  }
}

/** The chain's tail as a group advances it: each append of the group continues from the previous. */
interface Linked {
  nextPosition: number;
  hash: string;
}

/** An unfiltered read looked at exactly what it returned. */
function everything(events: RecordedEvent[], after: bigint): LogRead {
  return { events, through: events.length > 0 ? events[events.length - 1].position : after };
}
