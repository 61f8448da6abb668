import {
  ANY,
  NO_STREAM,
  jsonEvent,
  type AppendStreamState,
  type CurrentStreamState,
  type EventData,
  type RecordedEvent as KurrentRecordedEvent,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { ValidEvent } from '../append-validation';
import type { ExpectedRevision, RecordedEvent } from '../event-store.port';
import type { StoredAt } from '../idempotency';
import { CHAIN_SEAL_STREAM } from './chain-seals';

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return BigInt(expected);
}

export function toActual(state: CurrentStreamState): number | 'no_stream' {
  return state === NO_STREAM ? 'no_stream' : Number(state);
}

export function toEventData(event: ValidEvent): EventData {
  return jsonEvent({ id: event.id, type: event.type, data: event.data, metadata: event.metadata ?? {} });
}

/** Events written by another client may not be JSON objects; they are wrapped rather than dropped. */
function asObject(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value === 'object' && !Array.isArray(value) && !(value instanceof Uint8Array)) {
    return value as Record<string, unknown>;
  }
  return { value: value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value };
}

/**
 * The port's position is the commit position. Events appended through this adapter are implicit
 * transactions, where every event's commit position equals its own prepare position, so the single
 * number identifies the event and resumes as { commit: p, prepare: p }.
 */
export function commitPositionOf(
  resolved: Pick<ResolvedEvent, 'commitPosition'>,
  event: KurrentRecordedEvent,
): bigint {
  const position = event.position?.commit ?? resolved.commitPosition;
  if (position === undefined) {
    throw new Error(`KurrentDB returned event ${event.id} without a position (server older than 22.6?)`);
  }
  return position;
}

export function toRecorded(event: KurrentRecordedEvent, position: bigint): RecordedEvent {
  return {
    id: event.id,
    streamId: event.streamId,
    type: event.type,
    data: asObject(event.data),
    metadata: asObject(event.metadata),
    revision: Number(event.revision),
    position,
    recordedAt: event.created.toISOString(),
  };
}

export function toStoredAt(event: KurrentRecordedEvent, position: bigint): StoredAt {
  return { streamId: event.streamId, revision: Number(event.revision), position };
}

export function isSystemEvent(event: KurrentRecordedEvent): boolean {
  return event.type.startsWith('$');
}

/** An event of the log the port shows: neither the server's own nor the chain's seals. */
export function isLogEvent(event: KurrentRecordedEvent): boolean {
  return !isSystemEvent(event) && event.streamId !== CHAIN_SEAL_STREAM;
}
