import { GENESIS_HASH, type RecordedEvent } from '@gps/event-store';

/** The export's format, named in its header; scripts/verify-audit-export.mjs reads this one. */
export const AUDIT_EXPORT_FORMAT = 'gps-audit-export';
export const AUDIT_EXPORT_VERSION = 1;

/**
 * The chain's rule as the header states it, for an auditor reading the file without our code: the
 * same as libs/event-store/src/chain/chain-hash.ts, which the verifier is tested to agree with.
 */
export const CHAIN_RULE =
  'hash = hex(SHA-256(previousHash, position, streamId, revision, id, type, JSON(data), JSON(metadata), recordedAt joined by "\\n")); the log\'s first event has previousHash = genesisHash';

/** A period in epoch microseconds: [startTime, endTime). */
export interface ExportPeriod {
  startTime: number;
  endTime: number;
}

/** What an export holds: one entity's stream (maybe within a period), or the whole log in a period. */
export interface ExportScope {
  entity?: { type: string; key: string; streamId: string };
  period?: ExportPeriod;
}

/** The first line: what the file is, what it covers, when, and how its hashes are made. */
export function headerLine(scope: ExportScope, exportedAt: string): string {
  return json({
    format: AUDIT_EXPORT_FORMAT,
    version: AUDIT_EXPORT_VERSION,
    scope,
    exportedAt,
    genesisHash: GENESIS_HASH,
    chain: CHAIN_RULE,
  });
}

/** One event as stored, its position as decimal text (JSON numbers lose precision past 2^53). */
export function eventLine(event: RecordedEvent): string {
  return json({
    position: event.position.toString(),
    streamId: event.streamId,
    revision: event.revision,
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata,
    recordedAt: event.recordedAt,
    previousHash: event.previousHash ?? null,
    hash: event.hash ?? null,
  });
}

/** The last line: how many events the file holds and the last one's hash (the head to compare). */
export function closingLine(count: number, lastHash: string | null): string {
  return json({ count, lastHash });
}

const json = (value: unknown): string => `${JSON.stringify(value)}\n`;
