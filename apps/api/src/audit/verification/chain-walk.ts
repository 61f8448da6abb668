import { chainHash, chainHashOfStored, GENESIS_HASH, type EventStore } from '@gps/event-store';
import type { ProgressListener, VerificationProblem } from './outcome';

/**
 * Events read per batch of the walk: large enough that a read's fixed cost is small beside the
 * hashing, small enough that a batch (mostly telemetry) stays a few megabytes.
 */
export const CHAIN_WALK_BATCH = 5000;

/** Where an intact chain ends: the last event walked (none in an empty log). */
export interface ChainHead {
  position: bigint | undefined;
  hash: string | undefined;
  events: number;
}

export type ChainWalk = { intact: true; head: ChainHead } | { intact: false; problem: VerificationProblem };

/** What the walk needs of each event: where it is, its link, and its link recomputed. */
interface WalkedLink {
  position: bigint;
  streamId: string;
  revision: number;
  hash?: string | null;
  previousHash?: string | null;
}

/** A batch of the log, and the hash the content of its `index`th event gives after a previous hash. */
interface LinkBatch {
  links: WalkedLink[];
  rehash: (previousHash: string, index: number) => string;
}

const whereIs = (link: WalkedLink) => `stream ${link.streamId} revision ${link.revision}`;

/**
 * The first problem of one event, given the hash of the event before it in the whole log: no hash
 * at all; its content (with the previous hash it recorded) no longer giving its hash, i.e. altered;
 * or a previous hash other than its predecessor's, i.e. an event deleted, inserted or moved before
 * it. The content is checked first, so an altered event is named as such and not as the break its
 * altered hash would make at its successor.
 */
function linkProblem(previous: string, batch: LinkBatch, index: number): VerificationProblem | undefined {
  const link = batch.links[index];
  const at = { position: link.position, detail: whereIs(link) };
  if (!link.hash || !link.previousHash) return { problem: 'missing_hash', ...at };
  if (batch.rehash(link.previousHash, index) !== link.hash) return { problem: 'hash_mismatch', ...at };
  if (link.previousHash !== previous) return { problem: 'broken_link', ...at };
  return undefined;
}

/**
 * The log in batches after a position: as stored when the store offers it (its JSON text hashed as
 * it is, as the adapter did at append: a third of the walk's time was parsing and writing it again,
 * bench/README.md), else as read, each event written back to JSON by chainHash.
 */
function batchReader(
  store: Pick<EventStore, 'readAll' | 'readStoredLinks'>,
): (after: bigint | undefined, limit: number) => Promise<LinkBatch> {
  const stored = store.readStoredLinks?.bind(store);
  if (stored) {
    return async (after, limit) => {
      const links = await stored({ after, limit });
      return { links, rehash: (previousHash, i) => chainHashOfStored(previousHash, links[i]) };
    };
  }
  return async (after, limit) => {
    const links = await store.readAll({ after, limit });
    return { links, rehash: (previousHash, i) => chainHash(previousHash, links[i]) };
  };
}

/**
 * Walks the whole log in position order (as stored: `store` must be the adapter itself, never a
 * decorator that changes what events read as) up to the head it finds at the start, recomputing every
 * link; stops at the first problem. Events appended meanwhile are left to the next verification.
 */
export async function walkChain(
  store: Pick<EventStore, 'readAll' | 'readStoredLinks' | 'headPosition'>,
  onProgress: ProgressListener,
  batchSize = CHAIN_WALK_BATCH,
): Promise<ChainWalk> {
  const end = await store.headPosition();
  // Positions may skip (an aborted append's), so the head is an upper bound of the event count.
  const total = Number(end ?? 0n);
  let previous = GENESIS_HASH;
  let head: ChainHead = { position: undefined, hash: undefined, events: 0 };
  onProgress({ phase: 'chain', checked: 0, total });
  const read = batchReader(store);
  let after: bigint | undefined;
  while (end !== undefined && (after ?? -1n) < end) {
    const batch = await read(after, batchSize);
    const { links } = batch;
    if (links.length === 0) break;
    for (let index = 0; index < links.length; index++) {
      const link = links[index];
      if (link.position > end) break;
      const problem = linkProblem(previous, batch, index);
      if (problem) return { intact: false, problem };
      previous = link.hash as string;
      head = { position: link.position, hash: previous, events: head.events + 1 };
    }
    after = links[links.length - 1].position;
    onProgress({ phase: 'chain', checked: Number(head.position ?? 0n), total });
  }
  return { intact: true, head };
}
