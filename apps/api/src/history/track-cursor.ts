import type { Period } from './sources';
import type { TrackKey } from './track';

/**
 * The track's cursor: the last point given (its key) and the query it belongs to, base64url JSON.
 * It is opaque to callers but not secret: a forged one can only point elsewhere in the same
 * device's period, which the caller may read anyway (access is checked on every call), so it is
 * validated, not signed (docs/decisions/history.md).
 */
const VERSION = 1;

interface CursorQuery extends Period {
  serial: string;
}

type Encoded = [version: number, serial: string, from: number, to: number, fixTime: number, position: string];

const POSITION = /^[0-9]{1,20}$/;

export function encodeTrackCursor(query: CursorQuery, key: TrackKey): string {
  const encoded: Encoded = [
    VERSION,
    query.serial,
    query.from,
    query.to,
    key.fixTime,
    key.position.toString(),
  ];
  return Buffer.from(JSON.stringify(encoded), 'utf8').toString('base64url');
}

/** Why a cursor cannot be used: not one of ours, or one given for another device or period. */
export type CursorProblem = 'malformed' | 'another query';

function parse(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isEncoded(value: unknown): value is Encoded {
  if (!Array.isArray(value) || value.length !== 6) return false;
  const [version, serial, from, to, fixTime, position] = value as unknown[];
  return (
    version === VERSION &&
    typeof serial === 'string' &&
    [from, to, fixTime].every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    typeof position === 'string' &&
    POSITION.test(position)
  );
}

/** The key a cursor continues from, or why it cannot be used for this query. */
export function decodeTrackCursor(cursor: string, query: CursorQuery): TrackKey | CursorProblem {
  const value = parse(cursor);
  if (!isEncoded(value)) return 'malformed';
  const [, serial, from, to, fixTime, position] = value;
  if (serial !== query.serial || from !== query.from || to !== query.to) return 'another query';
  return { fixTime, position: BigInt(position) };
}
