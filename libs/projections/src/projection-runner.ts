import type { EventStore, RecordedEvent, Subscription } from '@gps/event-store';
import type { ReadStore } from '@gps/read-store';
import type { Projection } from './projection';

/**
 * Events a projection takes per batch (one unit of work) unless told otherwise. A subscription
 * handles one batch per turn of the event loop, while the event store can commit up to 2,000
 * appends per turn: with the port's default of 500, projections fell behind the ingest under
 * sustained load by exactly that ratio (bench/ingest.bench.mjs).
 */
export const DEFAULT_PROJECTION_BATCH = 2000;

/**
 * Events a rebuild applies to a projection per unit of work. A unit keeps each document's last
 * version and writes it once at its commit, and a device's row changes with every position: at
 * 2,000 events a unit, the documents' reads, writes and commits were a third of a rebuild; at
 * 20,000 it is 1.4 times as fast, no faster beyond (bench/README.md), and the events of a unit (a few
 * tens of megabytes) stay in memory.
 */
export const REBUILD_CHUNK = 20_000;

export interface RunnerOptions {
  /** Events per batch; default DEFAULT_PROJECTION_BATCH. */
  maxBatch?: number;
  /** Events per unit of work of a rebuild; default REBUILD_CHUNK. */
  rebuildChunk?: number;
  onError?: (projection: string, error: unknown) => void;
}

interface Waiter {
  position: bigint;
  /** The projections waited for; undefined: all of them. */
  only: ReadonlySet<string> | undefined;
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface Running {
  projection: Projection;
  handled: Set<string>;
  /** Position of the last event whose effects are committed (undefined: nothing yet). */
  position: bigint | undefined;
  subscription?: Subscription;
  failed?: unknown;
}

/**
 * Feeds each projection from its own catch-up subscription. Every batch is applied in one unit of
 * work together with the checkpoint, so a crash or a replay can never apply an event twice.
 */
export class ProjectionRunner {
  private readonly running = new Map<string, Running>();
  private waiters: Waiter[] = [];

  constructor(
    private readonly events: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: Projection[],
    private readonly options: RunnerOptions = {},
  ) {
    const names = new Set<string>();
    for (const p of projections) {
      if (names.has(p.name)) throw new Error(`duplicate projection name ${p.name}`);
      names.add(p.name);
    }
  }

  names(): string[] {
    return this.projections.map((p) => p.name);
  }

  async start(): Promise<void> {
    for (const projection of this.projections) await this.startOne(projection);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.running.values()].map((r) => r.subscription?.stop()));
    this.running.clear();
  }

  /**
   * Resolves once every projection (or only the named ones) has committed all events up to
   * `position` (read-your-writes). A reader of some read models names their projections, so the
   * slowest of the others does not set its pace (the live feed reads only the directory's).
   */
  waitFor(position: bigint, timeoutMs = 10_000, only?: readonly string[]): Promise<void> {
    const names = only === undefined ? undefined : new Set(only);
    const unknown = only?.find((name) => !this.projections.some((p) => p.name === name));
    if (unknown !== undefined) return Promise.reject(new Error(`unknown projection ${unknown}`));
    if (this.caughtUp(position, names)) return Promise.resolve();
    const failed = [...this.running.values()].find((r) => r.failed !== undefined && waitsOn(names, r));
    if (failed) return Promise.reject(failed.failed);
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        position,
        only: names,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`projections did not reach position ${position} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Drops the projection's collections and checkpoint and replays the whole log into them. */
  async rebuild(name: string, onProgress?: (done: bigint, head: bigint) => void): Promise<void> {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) throw new Error(`unknown projection ${name}; known: ${this.names().join(', ')}`);
    const wasRunning = this.running.get(name);
    await wasRunning?.subscription?.stop();
    this.running.delete(name);
    await this.readStore.reset(projection.collections, [projection.name]);
    await this.ensureIndexes(projection);
    const head = (await this.events.headPosition()) ?? 0n;
    const handled = new Set(projection.handles);
    let after: bigint | undefined;
    for (;;) {
      const batch = await this.events.readAll({ after, limit: this.options.rebuildChunk ?? REBUILD_CHUNK });
      if (batch.length === 0) break;
      await this.applyBatch(projection, handled, batch);
      after = batch[batch.length - 1].position;
      onProgress?.(after, head);
    }
    if (wasRunning) await this.startOne(projection);
  }

  /**
   * Rebuilds the named projections together: each one's collections and checkpoint dropped, then
   * the log read once for all of them, each batch applied to each in its own unit of work (its
   * documents and checkpoint committed together, as live). The same documents as `rebuild` one by
   * one, which reads the whole log once per projection: reading and parsing the log was about 40 %
   * of a rebuild of every projection (bench/audit-verify.bench.mjs). `onProgress` gets the last
   * position replayed after every batch.
   */
  async rebuildTogether(
    names: readonly string[],
    onProgress?: (done: bigint, head: bigint) => void,
  ): Promise<void> {
    const projections = names.map((name) => {
      const projection = this.projections.find((p) => p.name === name);
      if (!projection) throw new Error(`unknown projection ${name}; known: ${this.names().join(', ')}`);
      return projection;
    });
    const wasRunning = projections.filter((p) => this.running.has(p.name));
    await Promise.all(wasRunning.map((p) => this.running.get(p.name)?.subscription?.stop()));
    wasRunning.forEach((p) => this.running.delete(p.name));
    await this.readStore.reset(
      projections.flatMap((p) => p.collections),
      projections.map((p) => p.name),
    );
    for (const projection of projections) await this.ensureIndexes(projection);
    const head = (await this.events.headPosition()) ?? 0n;
    const handled = projections.map((p) => new Set(p.handles));
    let after: bigint | undefined;
    for (;;) {
      const batch = await this.events.readAll({ after, limit: this.options.rebuildChunk ?? REBUILD_CHUNK });
      if (batch.length === 0) break;
      for (const [i, projection] of projections.entries())
        await this.applyBatch(projection, handled[i], batch);
      after = batch[batch.length - 1].position;
      onProgress?.(after, head);
    }
    for (const projection of wasRunning) await this.startOne(projection);
  }

  private async startOne(projection: Projection): Promise<void> {
    await this.ensureIndexes(projection);
    const running: Running = {
      projection,
      handled: new Set(projection.handles),
      position: await this.readStore.checkpoint(projection.name),
    };
    this.running.set(projection.name, running);
    running.subscription = this.events.subscribeAll(
      async (batch) => {
        await this.applyBatch(projection, running.handled, batch);
        running.position = batch[batch.length - 1].position;
        this.release();
      },
      {
        after: running.position,
        maxBatch: this.options.maxBatch ?? DEFAULT_PROJECTION_BATCH,
        onError: (error) => {
          running.failed = error;
          this.options.onError?.(projection.name, error);
          this.rejectWaitersOn(running, error);
        },
      },
    );
  }

  private async applyBatch(
    projection: Projection,
    handled: Set<string>,
    batch: RecordedEvent[],
  ): Promise<void> {
    const last = batch[batch.length - 1].position;
    await this.readStore.unitOfWork({ name: projection.name, position: last }, async (writer) => {
      for (const event of batch) {
        if (handled.has(event.type)) await projection.apply(event, writer);
      }
    });
  }

  private async ensureIndexes(projection: Projection): Promise<void> {
    for (const { collection, fields } of projection.indexes ?? []) {
      await this.readStore.ensureIndexes(collection, fields);
    }
  }

  private caughtUp(position: bigint, only: ReadonlySet<string> | undefined): boolean {
    for (const r of this.running.values()) {
      if (!waitsOn(only, r)) continue;
      if (r.position === undefined || r.position < position) {
        // A projection that has seen nothing yet is caught up only if the log is empty up to `position`.
        return false;
      }
    }
    return true;
  }

  private release(): void {
    if (this.waiters.length === 0) return;
    const ready = this.waiters.filter((w) => this.caughtUp(w.position, w.only));
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.resolve();
  }

  private rejectWaitersOn(failed: Running, error: unknown): void {
    const rejected = this.waiters.filter((w) => waitsOn(w.only, failed));
    this.waiters = this.waiters.filter((w) => !rejected.includes(w));
    for (const w of rejected) w.reject(error);
  }
}

/** Whether a wait for `only` (undefined: every projection) waits on this projection. */
function waitsOn(only: ReadonlySet<string> | undefined, r: Running): boolean {
  return only === undefined || only.has(r.projection.name);
}
