import type { RecordedEvent } from '@gps/event-store';
import type { Collection, ReadModelWriter } from '@gps/read-store';

/**
 * A projection folds events into read-model documents. It must be deterministic: it reads time only
 * from events, never from a clock, so a rebuild gives the same documents as live processing.
 */
export interface Projection {
  /** Also the checkpoint name. */
  name: string;
  /** Collections this projection owns; a rebuild drops exactly these. */
  collections: readonly Collection[];
  /** Indexed fields of its collections, declared at start-up. */
  indexes?: readonly IndexedFields[];
  /** Event types it reacts to; other events only advance its checkpoint. */
  handles: readonly string[];
  apply(event: RecordedEvent, writer: ReadModelWriter): Promise<void>;
}

/** Fields of one collection that its lists filter or sort on. */
export interface IndexedFields {
  collection: Collection;
  fields: readonly string[];
}
