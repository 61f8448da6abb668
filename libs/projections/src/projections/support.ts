import type { RecordedEvent } from '@gps/event-store';
import type { Collection, Doc, ReadModelWriter } from '@gps/read-store';

/** Read-modify-write of one document; a missing document is left missing (events for it were dropped). */
export async function update<T extends Doc>(
  w: ReadModelWriter,
  collection: Collection<T>,
  id: string,
  change: (doc: T) => T,
): Promise<void> {
  const doc = await w.get(collection, id);
  if (doc) await w.put(collection, change(doc));
}

/** Drops keys whose value is undefined, so stored JSON is the same whichever path built it. */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The aggregate id of a `<category>-<id>` stream. */
export const streamIdOf = (event: Pick<RecordedEvent, 'streamId'>): string =>
  event.streamId.slice(event.streamId.indexOf('-') + 1);
