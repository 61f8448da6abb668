import type { EventStore, RecordedEvent } from '@gps/event-store';
import { REBUILD_CHUNK, type Projection } from '@gps/projections';
import type { ReadStore } from '@gps/read-store';

/**
 * Every projection replayed from the log into a read store of its own (the scratch store), as far
 * as asked: the whole set together up to a head (the log read once for all of them), then each on
 * its own further on, up to where its live read models are when they are compared. Every batch (as
 * many events as a rebuild's unit) is committed with the projection's checkpoint, as the live runner
 * does, so the scratch documents are exactly what live processing of the same events gives.
 */
export class ScratchReplay {
  /** The last position each projection has replayed (absent: none yet). */
  private readonly positions = new Map<string, bigint>();
  private readonly handledTypes = new Map<string, ReadonlySet<string>>();

  constructor(
    private readonly events: Pick<EventStore, 'readAll'>,
    readonly store: ReadStore,
    private readonly projections: readonly Projection[],
  ) {}

  async prepare(): Promise<void> {
    for (const projection of this.projections) {
      for (const { collection, fields } of projection.indexes ?? []) {
        await this.store.ensureIndexes(collection, fields);
      }
    }
  }

  /** Replays every projection up to `head`; `onBatch` gets the last position replayed. */
  async replayAll(head: bigint, onBatch: (position: bigint) => void): Promise<void> {
    await this.replay(this.projections, head, onBatch);
  }

  /** Replays one projection on, up to `position` (where its live read models are). */
  async advance(projection: Projection, position: bigint): Promise<void> {
    await this.replay([projection], position, () => undefined);
  }

  private async replay(
    projections: readonly Projection[],
    until: bigint,
    onBatch: (position: bigint) => void,
  ): Promise<void> {
    const behind = projections.filter((p) => (this.positions.get(p.name) ?? -1n) < until);
    if (behind.length === 0) return;
    // From the least advanced of them: each skips the events it already has (apply).
    const starts = behind.map((p) => this.positions.get(p.name));
    let after = starts.includes(undefined)
      ? undefined
      : (starts as bigint[]).reduce((low, at) => (at < low ? at : low));
    for (;;) {
      const read = await this.events.readAll({ after, limit: REBUILD_CHUNK });
      const batch = read.filter((event) => event.position <= until);
      if (batch.length === 0) return;
      for (const projection of behind) await this.apply(projection, batch);
      after = batch[batch.length - 1].position;
      onBatch(after);
      if (batch.length < read.length) return;
    }
  }

  private async apply(projection: Projection, batch: readonly RecordedEvent[]): Promise<void> {
    const done = this.positions.get(projection.name);
    const fresh = done === undefined ? batch : batch.filter((event) => event.position > done);
    if (fresh.length === 0) return;
    const handled = this.handled(projection);
    const last = fresh[fresh.length - 1].position;
    await this.store.unitOfWork({ name: projection.name, position: last }, async (writer) => {
      for (const event of fresh) {
        if (handled.has(event.type)) await projection.apply(event, writer);
      }
    });
    this.positions.set(projection.name, last);
  }

  private handled(projection: Projection): ReadonlySet<string> {
    let types = this.handledTypes.get(projection.name);
    if (!types) {
      types = new Set(projection.handles);
      this.handledTypes.set(projection.name, types);
    }
    return types;
  }
}
