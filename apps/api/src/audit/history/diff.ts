import type { Fields } from './fields';
import { isSecretText } from './fields';

/** One field changed: its JSON text before and after, null where it was or is absent. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** What a secret's value reads in a change: that it changed, never what it was. */
export const SECRET_CHANGED = JSON.stringify('[secret]');

/** The fields that differ between two states, in field order; a secret shows without its values. */
export function diffFields(before: Fields, after: Fields): FieldChange[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  const changes: FieldChange[] = [];
  for (const field of [...names].sort()) {
    const was = before.get(field);
    const is = after.get(field);
    if (was === is) continue;
    changes.push({ field, before: shown(was), after: shown(is) });
  }
  return changes;
}

/** The fields of a state to show: secrets left out. */
export function shownFields(fields: Fields): { field: string; value: string }[] {
  return [...fields]
    .filter(([, value]) => !isSecretText(value))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([field, value]) => ({ field, value }));
}

function shown(text: string | undefined): string | null {
  if (text === undefined) return null;
  return isSecretText(text) ? SECRET_CHANGED : text;
}
