/**
 * The fields of `next` that differ from `before` (strict equality), for the edit calls that take only
 * what changed. A field `next` leaves undefined is not a change: the form never had it.
 */
export function changedFields<T extends object>(before: T, next: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (next[key] !== undefined && next[key] !== before[key]) changes[key] = next[key];
  }
  return changes;
}
