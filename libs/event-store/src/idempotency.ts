import { EventIdConflictError } from './errors';
import type { AppendResult } from './event-store.port';

/** Where an event id is already stored. */
export interface StoredAt {
  streamId: string;
  revision: number;
  position: bigint;
}

/**
 * Decides what an append whose ids may already be stored means:
 * - none stored: a new append (returns undefined);
 * - all stored in this stream, in this order, at consecutive revisions: a retry of an append that
 *   already succeeded, so its original result is returned and nothing is written;
 * - anything else: EventIdConflictError (documented in docs/decisions/event-store.md).
 */
export function priorAppendResult(
  streamId: string,
  ids: readonly string[],
  stored: readonly (StoredAt | undefined)[],
): AppendResult | undefined {
  if (stored.every((s) => s === undefined)) return undefined;
  const first = stored[0];
  for (let i = 0; i < ids.length; i++) {
    const at = stored[i];
    if (at === undefined) {
      const known = ids[stored.findIndex((s) => s !== undefined)];
      throw new EventIdConflictError(
        streamId,
        known,
        `is already stored but event ${ids[i]} of the same batch is not`,
      );
    }
    if (at.streamId !== streamId) {
      throw new EventIdConflictError(streamId, ids[i], `is already stored in stream ${at.streamId}`);
    }
    if (first === undefined || at.revision !== first.revision + i) {
      throw new EventIdConflictError(
        streamId,
        ids[i],
        'is already stored, but not in the order of this batch',
      );
    }
  }
  const last = stored[stored.length - 1] as StoredAt;
  return { nextRevision: last.revision, position: last.position };
}
