import { createHash, randomUUID } from 'node:crypto';

export function newId(): string {
  return randomUUID();
}

/**
 * Event ids derived from the command id: the same command retried yields the same ids, and the event
 * store's idempotency then refuses to write it twice. Formatted as a UUID (v5-like layout).
 */
export function eventIdFor(commandId: string, index: number): string {
  const h = createHash('sha256').update(`${commandId}#${index}`).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The id of an aggregate a command creates, derived from the command id: a fresh command gets a
 * fresh id, and a retry of the same command (same idempotency key) addresses the same aggregate,
 * so the retry finds its events already written instead of colliding with them elsewhere.
 */
export function createdIdFor(commandId: string): string {
  return eventIdFor(`${commandId}/created`, 0);
}
