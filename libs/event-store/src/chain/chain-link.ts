import { hash } from 'node:crypto';
import type { StoredLink } from '../event-store.port';

/**
 * An event as an adapter stores it (data and metadata as the JSON text written to the log), with
 * its position as a number or a bigint: the SQLite adapter hashes its row before a bigint exists.
 */
export type StoredLinkContent = Omit<StoredLink, 'position' | 'hash' | 'previousHash'> & {
  position: bigint | number;
};

/** What an event without metadata reads as (RecordedEvent.metadata is `{}` then), so what it hashes as. */
const NO_METADATA_JSON = '{}';

/**
 * chainHash (chain-hash.ts) over the stored text itself, so an adapter hashes what it writes without
 * parsing it again. The same lines in the same order: JSON.stringify(JSON.parse(text)) is `text` for
 * any text JSON.stringify wrote (key order, number forms and escapes all survive the round trip),
 * which is what the log stores; chain-link.test.ts checks the two agree.
 */
export function chainHashOfStored(previousHash: string, event: StoredLinkContent): string {
  // The one-shot hash: a third of createHash's cost on an event's few hundred bytes (measured in
  // docs/decisions/audit-chain.md), and the same digest.
  return hash(
    'sha256',
    [
      previousHash,
      event.position.toString(),
      event.streamId,
      String(event.revision),
      event.id,
      event.type,
      event.data,
      event.metadata ?? NO_METADATA_JSON,
      event.recordedAt,
    ].join('\n'),
    'hex',
  );
}
