import type { ExpectedRevision } from './event-store.port';

/** Stream revision as the adapters track it internally: -1 means the stream has no events. */
export type Head = number;

export const NO_EVENTS: Head = -1;

export function headToActual(head: Head): number | 'no_stream' {
  return head === NO_EVENTS ? 'no_stream' : head;
}

export function expectationHolds(expected: ExpectedRevision, head: Head): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return head === NO_EVENTS;
  return expected === head;
}
