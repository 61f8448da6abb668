import { chainHash, GENESIS_HASH, type EventStore, type RecordedEvent } from '@gps/event-store';
import type { ProgressListener, VerificationProblem } from './outcome';

/**
 * Events read per batch of the walk: large enough that a read's fixed cost is small beside the
 * hashing, small enough that a batch (parsed JSON of mostly telemetry) stays a few megabytes.
 */
export const CHAIN_WALK_BATCH = 5000;

/** Where an intact chain ends: the last event walked (none in an empty log). */
export interface ChainHead {
  position: bigint | undefined;
  hash: string | undefined;
  events: number;
}

export type ChainWalk = { intact: true; head: ChainHead } | { intact: false; problem: VerificationProblem };

const whereIs = (event: RecordedEvent) => `stream ${event.streamId} revision ${event.revision}`;

/**
 * The first problem of one event, given the hash of the event before it in the whole log: no hash
 * at all; its content (with the previous hash it recorded) no longer giving its hash, i.e. altered;
 * or a previous hash other than its predecessor's, i.e. an event deleted, inserted or moved before
 * it. The content is checked first, so an altered event is named as such and not as the break its
 * altered hash would make at its successor.
 */
export function linkProblem(previous: string, event: RecordedEvent): VerificationProblem | undefined {
  const at = { position: event.position, detail: whereIs(event) };
  if (!event.hash || !event.previousHash) return { problem: 'missing_hash', ...at };
  if (chainHash(event.previousHash, event) !== event.hash) return { problem: 'hash_mismatch', ...at };
  if (event.previousHash !== previous) return { problem: 'broken_link', ...at };
  return undefined;
}

/**
 * Walks the whole log in position order (as stored: `store` must be the adapter itself, never a
 * decorator that changes what events read as) up to the head it finds at the start, recomputing every
 * link; stops at the first problem. Events appended meanwhile are left to the next verification.
 */
export async function walkChain(
  store: Pick<EventStore, 'readAll' | 'headPosition'>,
  onProgress: ProgressListener,
  batchSize = CHAIN_WALK_BATCH,
): Promise<ChainWalk> {
  const end = await store.headPosition();
  // Positions may skip (an aborted append's), so the head is an upper bound of the event count.
  const total = Number(end ?? 0n);
  let previous = GENESIS_HASH;
  let head: ChainHead = { position: undefined, hash: undefined, events: 0 };
  onProgress({ phase: 'chain', checked: 0, total });
  let after: bigint | undefined;
  while (end !== undefined && (after ?? -1n) < end) {
    const batch = await store.readAll({ after, limit: batchSize });
    if (batch.length === 0) break;
    for (const event of batch) {
      if (event.position > end) break;
      const problem = linkProblem(previous, event);
      if (problem) return { intact: false, problem };
      previous = event.hash as string;
      head = { position: event.position, hash: previous, events: head.events + 1 };
    }
    after = batch[batch.length - 1].position;
    onProgress({ phase: 'chain', checked: Number(head.position ?? 0n), total });
  }
  return { intact: true, head };
}
