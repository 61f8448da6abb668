import type { RecordedEvent } from '@gps/event-store';
import type { Checkpoint, FoldCheckpoints } from './fold-checkpoints';
import { domainEventOf, foldOf, type Fold } from './fold-registry';
import { flatten, type Fields } from './fields';
import { jsonView } from './json-view';
import { recordedMicros } from './recorded-time';

/**
 * A stream of facts no decider folds (a telemetry day) has as its state the latest value of each
 * field its events carried.
 */
const LATEST_FACTS: Fold = {
  initialState: {},
  evolve: (state, event) => ({ ...(state as object), ...event.data }),
};

/**
 * Folds one stream's events in order, from its start or from a checkpoint; the fields of the state
 * can be read at any point. Events are given as they are read (`take`), and a checkpoint is left
 * every `checkpoints.every` events on the way.
 */
export class StateFold {
  private readonly fold: Fold;
  private state: unknown;
  private folded: number;
  /** When the last event folded in was recorded: kept from a checkpoint, or read from `last`. */
  private checkpointRecordedAt: number;
  /** The last event folded in since the start or the checkpoint; its time is read only if asked. */
  private last: RecordedEvent | undefined;
  /** Events read and not folded yet, from revision `folded`. */
  private pending: RecordedEvent[] = [];

  constructor(
    private readonly streamId: string,
    private readonly checkpoints?: FoldCheckpoints,
    from?: Checkpoint,
  ) {
    this.fold = foldOf(streamId) ?? LATEST_FACTS;
    this.state = from?.state ?? this.fold.initialState;
    this.folded = from?.count ?? 0;
    this.checkpointRecordedAt = from?.lastRecordedAt ?? 0;
  }

  /** Events read after those given so far (the stream's next revisions). */
  take(events: readonly RecordedEvent[]): this {
    this.pending.push(...events);
    return this;
  }

  /** Folds on until `count` events are in (never back); the events must have been given. */
  advanceTo(count: number): this {
    let used = 0;
    for (; this.folded < count; this.folded++, used++) {
      const event = this.pending[used];
      this.state = this.fold.evolve(this.state, domainEventOf(event));
      this.last = event;
      if (this.checkpoints && (this.folded + 1) % this.checkpoints.every === 0) {
        this.checkpoints.remember(this.streamId, {
          count: this.folded + 1,
          state: this.state,
          lastRecordedAt: this.recordedAt,
        });
      }
    }
    this.pending = used === 0 ? this.pending : this.pending.slice(used);
    return this;
  }

  get count(): number {
    return this.folded;
  }

  /** When the last event folded in was recorded (µs); 0 when none. */
  get recordedAt(): number {
    return this.last ? recordedMicros(this.last) : this.checkpointRecordedAt;
  }

  /** Its fields; none before its first event (the initial state is no one's). */
  fields(): Fields {
    if (this.folded === 0) return new Map();
    return flatten(jsonView(this.state));
  }

  /**
   * Whether the entity exists as folded: once it has an event, unless its lifecycle says it is
   * absent or deleted (`status`) or it is marked deleted (`deleted`).
   */
  exists(): boolean {
    if (this.folded === 0) return false;
    const state = this.state as { status?: unknown; deleted?: unknown } | null;
    if (state === null || typeof state !== 'object') return true;
    return state.status !== 'absent' && state.status !== 'deleted' && state.deleted !== true;
  }
}
