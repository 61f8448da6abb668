import type { RecordedEvent } from '@gps/event-store';
import { domainEventOf, foldOf, type Fold } from './fold-registry';
import { flatten, type Fields } from './fields';
import { jsonView } from './json-view';

/**
 * A stream of facts no decider folds (a telemetry day) has as its state the latest value of each
 * field its events carried.
 */
const LATEST_FACTS: Fold = {
  initialState: {},
  evolve: (state, event) => ({ ...(state as object), ...event.data }),
};

/** Folds one stream's events in order, from its start; the fields of the state can be read at any point. */
export class StateFold {
  private state: unknown;
  private folded = 0;

  constructor(
    private readonly events: readonly RecordedEvent[],
    private readonly fold: Fold = LATEST_FACTS,
  ) {
    this.state = fold.initialState;
  }

  static of(streamId: string, events: readonly RecordedEvent[]): StateFold {
    return new StateFold(events, foldOf(streamId));
  }

  /** Folds on until `count` events are in (never back). */
  advanceTo(count: number): this {
    for (; this.folded < count; this.folded++) {
      this.state = this.fold.evolve(this.state, domainEventOf(this.events[this.folded]));
    }
    return this;
  }

  get count(): number {
    return this.folded;
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
