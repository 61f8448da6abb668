import type { DomainEvent } from '../decider';

/**
 * Builds an event at schema version 1. Typed by the event so `data` gets excess-property checks;
 * when a type's shape changes, its constructor moves to version 2 and evolve learns both.
 */
export function event<E extends DomainEvent>(type: E['type'], data: E['data']): E {
  return { type, version: 1, data } as E;
}
