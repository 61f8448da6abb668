import type { DomainEvent } from '../decider';

export type NameReserved = DomainEvent<'NameReserved', { ownerId: string }>;
export type NameReleased = DomainEvent<'NameReleased', { ownerId: string }>;
export type ReservationEvent = NameReserved | NameReleased;

export const RESERVATION_EVENT_TYPES = [
  'NameReserved',
  'NameReleased',
] as const satisfies readonly ReservationEvent['type'][];
