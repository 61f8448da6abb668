import { DomainError, type Decider, type DomainEvent } from '../../src';

export type Outcome<E> = E[] | DomainError;

/** Freezing everything a decider touches turns any accidental mutation into a test failure. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** State after replaying `events` from the decider's initial state. */
export function replay<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, events: readonly E[]): S {
  return events.reduce(
    (state, e) => deepFreeze(decider.evolve(state, deepFreeze(e))),
    deepFreeze(decider.initialState),
  );
}

/**
 * given(events) -> when(command) -> then(events | DomainError). Any other exception is a bug in
 * the decider and propagates.
 */
export function givenWhenThen<C, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return (given: readonly E[], command: C): Outcome<E> => {
    const state = replay(decider, given);
    try {
      return decider.decide(deepFreeze(command), state);
    } catch (error) {
      if (error instanceof DomainError) return error;
      throw error;
    }
  };
}

/** The error of an outcome as a plain object (for toMatchObject); fails if events came back. */
export function errorOf<E>(outcome: Outcome<E>): {
  kind: string;
  message: string;
  detail?: Record<string, unknown>;
} {
  if (!(outcome instanceof DomainError)) {
    throw new Error(`expected a DomainError, got events: ${JSON.stringify(outcome)}`);
  }
  return { kind: outcome.kind, message: outcome.message, detail: outcome.detail };
}

/** The events of an outcome; fails with the error's message if the decider refused. */
export function eventsOf<E>(outcome: Outcome<E>): E[] {
  if (outcome instanceof DomainError) {
    throw new Error(`expected events, got ${outcome.kind}: ${outcome.message}`);
  }
  return outcome;
}
