import { InvalidAppendError } from './errors';
import type { ExpectedRevision, NewEvent } from './event-store.port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A validated event: id lower-cased so that idempotency compares ids the way KurrentDB returns them. */
export interface ValidEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown> | undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks an append the same way for every adapter, so that bad input fails identically on the
 * embedded store and on KurrentDB (which would reject some of it only after a network round trip).
 */
export function validateAppend(
  streamId: string,
  events: NewEvent[],
  expected: ExpectedRevision,
): ValidEvent[] {
  if (typeof streamId !== 'string' || streamId.length === 0) {
    throw new InvalidAppendError(String(streamId), 'stream id must be a non-empty string');
  }
  if (streamId.startsWith('$')) {
    throw new InvalidAppendError(streamId, "stream ids starting with '$' are reserved for the store");
  }
  if (
    expected !== 'any' &&
    expected !== 'no_stream' &&
    !(typeof expected === 'number' && Number.isSafeInteger(expected) && expected >= 0)
  ) {
    throw new InvalidAppendError(streamId, `invalid expected revision ${String(expected)}`);
  }
  if (!Array.isArray(events) || events.length === 0) {
    throw new InvalidAppendError(streamId, 'an append needs at least one event');
  }
  const seen = new Set<string>();
  return events.map((event) => {
    if (typeof event.id !== 'string' || !UUID.test(event.id)) {
      throw new InvalidAppendError(streamId, `event id ${String(event.id)} is not a UUID`);
    }
    const id = event.id.toLowerCase();
    if (seen.has(id)) throw new InvalidAppendError(streamId, `event id ${id} appears twice in the batch`);
    seen.add(id);
    if (typeof event.type !== 'string' || event.type.length === 0 || event.type.startsWith('$')) {
      throw new InvalidAppendError(streamId, `event type ${String(event.type)} is empty or reserved ('$')`);
    }
    if (!isPlainObject(event.data)) {
      throw new InvalidAppendError(streamId, `event ${id}: data must be a JSON object`);
    }
    if (event.metadata !== undefined && !isPlainObject(event.metadata)) {
      throw new InvalidAppendError(streamId, `event ${id}: metadata must be a JSON object`);
    }
    return { id, type: event.type, data: event.data, metadata: event.metadata };
  });
}

/** JSON.stringify that reports unserialisable values (BigInt, cycles) as bad input of this append. */
export function toJson(streamId: string, eventId: string, value: Record<string, unknown>): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    throw new InvalidAppendError(streamId, `event ${eventId} is not JSON-serialisable: ${String(error)}`);
  }
}
