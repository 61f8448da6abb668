import { createHash } from 'node:crypto';
import type { RecordedEvent } from '../event-store.port';

/** The previous hash of the log's first event: 32 zero bytes, in hex. */
export const GENESIS_HASH = '0'.repeat(64);

/** What a link of the chain covers: an event as the log stores it, and where. */
export type ChainedContent = Pick<
  RecordedEvent,
  'position' | 'streamId' | 'revision' | 'id' | 'type' | 'data' | 'metadata' | 'recordedAt'
>;

/**
 * One link of the log's hash chain (docs/decisions/audit-chain.md): SHA-256, in hex, of the
 * previous event's hash and this event's position, stream, revision, id, type, data, metadata and
 * recording time, one per line, data and metadata as JSON.stringify writes them. Written out here
 * once so that an outside verifier (scripts/verify-audit-export.mjs) can do the same with nothing
 * but the export file; the two are tested to agree.
 */
export function chainHash(previousHash: string, event: ChainedContent): string {
  return createHash('sha256')
    .update(
      [
        previousHash,
        event.position.toString(),
        event.streamId,
        String(event.revision),
        event.id,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        event.recordedAt,
      ].join('\n'),
    )
    .digest('hex');
}
