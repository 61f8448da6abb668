/**
 * Keeps only the proposed fields whose value differs from the current one, so that an edit that
 * changes nothing produces no event (and no noise in the audit trail).
 */
export function changedFields<T extends object>(current: T, proposed: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(proposed) as (keyof T)[]) {
    const next = proposed[key];
    if (next !== undefined && !sameValue(next, current[key])) {
      changes[key] = next;
    }
  }
  return changes;
}

export function hasChanges(changes: object): boolean {
  return Object.keys(changes).length > 0;
}

/** Values here are primitives or flat records of primitives (permission rights). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
