import type { PlatformEvent } from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';
import type { Collection, ReadModelWriter } from '@gps/read-store';
import type { IndexedFields, Projection } from './projection';

/**
 * A recorded event of the domain event `E`: its type and data as the domain wrote them. Every
 * stored event is at schema version 1 (the domain's `event()`); when a type moves to version 2, its
 * handler receives the union of both shapes (an upcaster in `defineProjection` would go here).
 */
export type Recorded<E extends PlatformEvent> = Omit<RecordedEvent, 'type' | 'data'> &
  Pick<E, 'type' | 'data'>;

/** How one event type changes a projection's collections. */
export type Handler<E extends PlatformEvent> = (event: Recorded<E>, w: ReadModelWriter) => Promise<void>;

/**
 * Handlers keyed by the domain's event type names, each given that event's data typed: a misspelt
 * type does not compile, and neither does reading a field the event does not have.
 */
export type Handlers<E extends PlatformEvent = PlatformEvent> = {
  readonly [T in E['type']]?: Handler<Extract<E, { type: T }>>;
};

export interface ProjectionDefinition {
  /** Also the checkpoint name. */
  name: string;
  /** Collections it owns; a rebuild empties exactly these. */
  collections: readonly Collection[];
  indexes?: readonly IndexedFields[];
  /** The events it reacts to, and how; every other event only advances its checkpoint. */
  handlers: Handlers;
}

/**
 * The one way to declare a projection: what it owns and a handler per event type. `handles` is the
 * handlers' keys, so the two cannot disagree. Applying an event is one map lookup and its handler's
 * call, nothing else allocated (the runner calls `apply` for every event of the ingest).
 */
export function defineProjection({ name, collections, indexes, handlers }: ProjectionDefinition): Projection {
  const byType = new Map<string, Handler<PlatformEvent>>(
    Object.entries(handlers) as [string, Handler<PlatformEvent>][],
  );
  return {
    name,
    collections,
    indexes,
    handles: [...byType.keys()],
    apply(event, w) {
      // The log holds what the domain recorded under this type: this is where that is trusted, once.
      // Not `async`: the handler's own promise is the event's, so applying it makes no second
      // promise and no second await (the runner applies every event of the ingest).
      const handler = byType.get(event.type);
      return handler ? handler(event as Recorded<PlatformEvent>, w) : Promise.resolve();
    },
  };
}
