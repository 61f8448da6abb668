import { DomainError, refusal } from '../errors';

/**
 * Where an aggregate is in its life. A deleted aggregate keeps its last value so its id is never
 * reused (creating it again is a conflict) while every other command sees it as not found.
 */
export type Lifecycle<T> =
  | { readonly status: 'absent' }
  | { readonly status: 'active'; readonly value: T }
  | { readonly status: 'deleted'; readonly value: T };

export const ABSENT = { status: 'absent' } as const;

export function activeValue<T>(state: Lifecycle<T>, what: string, id: string): T {
  if (state.status !== 'active') {
    throw new DomainError('not_found', `${what} ${id} not found`, { id });
  }
  return state.value;
}

export function assertAbsent<T>(state: Lifecycle<T>, what: string, id: string): void {
  if (state.status !== 'absent') {
    throw refusal('conflict', 'already_exists', `${what} ${id} already exists`, { id });
  }
}

/** Applies `update` to the live value; events for an absent aggregate are ignored, never invented. */
export function updateActive<T>(state: Lifecycle<T>, update: (value: T) => T): Lifecycle<T> {
  return state.status === 'active' ? { status: 'active', value: update(state.value) } : state;
}
