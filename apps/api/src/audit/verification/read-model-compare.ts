import { isDeepStrictEqual } from 'node:util';
import type { Projection } from '@gps/projections';
import type { Doc, ReadStore } from '@gps/read-store';

/**
 * Tries at taking a projection's live documents at one checkpoint before giving up: a projection
 * that commits a batch while its collections are read is read again; on a busy platform a few tries
 * suffice, since reading a projection's collections takes far less time than the gaps between its
 * commits.
 */
export const LIVE_SNAPSHOT_TRIES = 20;

/** A projection's documents, collection by collection, as of one checkpoint. */
export interface ReadModelSnapshot {
  checkpoint: bigint | undefined;
  collections: Map<string, Doc[]>;
}

/** The live read models kept moving for LIVE_SNAPSHOT_TRIES reads in a row. */
export class ReadModelsMovingError extends Error {
  constructor(readonly projection: string) {
    super(`the read models of ${projection} kept changing while they were read`);
    this.name = 'ReadModelsMovingError';
  }
}

/**
 * A projection's documents as of one checkpoint: its checkpoint is read before and after its
 * collections, and they are read again until the two agree. A projection commits its documents
 * together with its checkpoint (one unit of work), and positions only grow, so equal checkpoints
 * mean no commit of it came in between.
 */
export async function snapshotOf(read: ReadStore, projection: Projection): Promise<ReadModelSnapshot> {
  for (let attempt = 0; attempt < LIVE_SNAPSHOT_TRIES; attempt++) {
    const checkpoint = await read.checkpoint(projection.name);
    const collections = new Map<string, Doc[]>();
    for (const collection of projection.collections) {
      collections.set(collection.name, await read.dump(collection));
    }
    if ((await read.checkpoint(projection.name)) === checkpoint) return { checkpoint, collections };
  }
  throw new ReadModelsMovingError(projection.name);
}

/** The first document (by collection, then id) that one side has and the other has not, or not alike. */
export function firstDifference(
  live: ReadModelSnapshot,
  scratch: ReadModelSnapshot,
): { collection: string; id: string } | undefined {
  for (const [collection, liveDocs] of live.collections) {
    const replayed = new Map((scratch.collections.get(collection) ?? []).map((doc) => [doc.id, doc]));
    const ids = new Set([...liveDocs.map((doc) => doc.id), ...replayed.keys()]);
    const byId = new Map(liveDocs.map((doc) => [doc.id, doc]));
    for (const id of [...ids].sort()) {
      // Key order aside (a document patched and one put whole may list their fields differently).
      if (!isDeepStrictEqual(byId.get(id), replayed.get(id))) return { collection, id };
    }
  }
  return undefined;
}

/** How many documents a snapshot holds. */
export const documentsIn = (snapshot: ReadModelSnapshot): number =>
  [...snapshot.collections.values()].reduce((sum, docs) => sum + docs.length, 0);
