import type { EventStore } from '@gps/event-store';
import type { Projection } from '@gps/projections';
import type { ReadStore } from '@gps/read-store';
import { walkChain } from './chain-walk';
import type { ProgressListener, VerificationOutcome } from './outcome';
import { documentsIn, firstDifference, snapshotOf } from './read-model-compare';
import { ScratchReplay } from './scratch-replay';

/** A read store of the verification's own, thrown away when it ends. */
export interface ScratchStore {
  store: ReadStore;
  dispose(): Promise<void>;
}

/** What a verification reads. */
export interface VerificationSources {
  /** The log as stored (its hashes cover the stored form): the chain walk reads it. */
  stored: Pick<EventStore, 'readAll' | 'headPosition'>;
  /** The log as every reader reads it (what the live projections were fed): the replay reads it. */
  events: Pick<EventStore, 'readAll'>;
  /** The live read models. */
  live: ReadStore;
  /** Every projection, as the live runner has them (fresh instances: they hold no state). */
  projections: readonly Projection[];
  /**
   * Resolves once the live projection has processed the log up to `position` (at once where no
   * projection runs, as in `npm run audit -- verify` on a stopped platform).
   */
  waitForLive(projection: string, position: bigint): Promise<void>;
  scratch(): Promise<ScratchStore>;
}

/** A live projection of a stopped platform has not processed the whole log the chain covers. */
export class ReadModelsBehindError extends Error {
  constructor(projection: string, checkpoint: bigint | undefined, head: bigint) {
    super(
      `the read models of ${projection} are at position ${checkpoint ?? 'none'} of ${head}: ` +
        'start the platform so they catch up (or npm run rebuild), then verify',
    );
    this.name = 'ReadModelsBehindError';
  }
}

/**
 * The log verification (docs/decisions/audit-verification.md):
 * 1. `chain`: the hash chain walked up to the head found at the start (the first problem ends it);
 * 2. `replay`: every projection replayed into a scratch read store up to that head;
 * 3. `compare`: projection by projection, the live documents taken at one checkpoint (at or past
 *    the head: the live read models keep moving), the scratch replayed on up to that same
 *    checkpoint, and every document of both compared; the first that differs ends it.
 * So live and scratch are always compared at the same log position, however busy the platform.
 */
export async function verifyLog(
  sources: VerificationSources,
  onProgress: ProgressListener,
): Promise<VerificationOutcome> {
  const walk = await walkChain(sources.stored, onProgress);
  if (!walk.intact) return { state: 'broken', ...walk.problem };
  const { position: head, hash: headHash } = walk.head;
  const intact: VerificationOutcome = { state: 'intact', headPosition: head, headHash };
  if (head === undefined) return intact;

  const scratch = await sources.scratch();
  try {
    const replay = new ScratchReplay(sources.events, scratch.store, sources.projections);
    await replay.prepare();
    const total = Number(head);
    onProgress({ phase: 'replay', checked: 0, total });
    await replay.replayAll(head, (position) =>
      onProgress({ phase: 'replay', checked: Number(position), total }),
    );

    const documents = await countDocuments(sources.live, sources.projections);
    let checked = 0;
    onProgress({ phase: 'compare', checked, total: documents });
    for (const projection of sources.projections) {
      await sources.waitForLive(projection.name, head);
      const live = await snapshotOf(sources.live, projection);
      if (live.checkpoint === undefined || live.checkpoint < head) {
        throw new ReadModelsBehindError(projection.name, live.checkpoint, head);
      }
      await replay.advance(projection, live.checkpoint);
      const differs = firstDifference(live, await snapshotOf(scratch.store, projection));
      if (differs) {
        return {
          state: 'broken',
          problem: 'read_model_differs',
          position: live.checkpoint,
          detail: `${differs.collection} ${differs.id}`,
        };
      }
      checked += documentsIn(live);
      onProgress({ phase: 'compare', checked, total: Math.max(documents, checked) });
    }
  } finally {
    await scratch.dispose();
  }
  onProgress({ phase: 'done', checked: 0, total: 0 });
  return intact;
}

/** How many live documents the comparison will go through (a figure for its progress). */
async function countDocuments(live: ReadStore, projections: readonly Projection[]): Promise<number> {
  let count = 0;
  for (const projection of projections) {
    for (const collection of projection.collections) {
      count += (await live.find(collection, { page: { index: 0, rows: 1 } })).total;
    }
  }
  return count;
}
