import { isErased } from '../../shared/personal-data/erased';
import { formatTaipeiMillis } from './taipeiTime';

/**
 * How one value of an audit answer reads (docs/decisions/audit-pages.md). Values come as JSON text;
 * a time field's number is a date, an erased personal field is the reader's word for "erased", a
 * secret (a password's hash) that changed is the word for "secret", anything else stays the JSON it
 * is, so a string "1", the number 1 and null stay apart.
 */
export type AuditValue =
  | { kind: 'absent' }
  | { kind: 'erased' }
  | { kind: 'secret' }
  | { kind: 'time'; text: string }
  | { kind: 'json'; text: string };

/**
 * What the history gives for a secret's value on either side of a change: that it changed, never
 * what it was (apps/api/src/audit/history/diff.ts).
 */
export const SECRET_VALUE = '[secret]';

/** The last part of a dotted path (`info.serviceExpiredAt` -> `serviceExpiredAt`). */
export function leafOf(field: string): string {
  return field.slice(field.lastIndexOf('.') + 1);
}

/**
 * Whether a field holds a time: by the names the log gives times (`at`, `createdAt`,
 * `serviceExpiredAt`, `startTime` ...). The states folded from the log keep the domain's times,
 * epoch milliseconds (docs/event-catalogue.md).
 */
export function isTimeField(field: string): boolean {
  const leaf = leafOf(field);
  return leaf === 'at' || /[a-z]At$/.test(leaf) || /[a-z]Time$/.test(leaf);
}

/** One value as the page shows it; `json` null: the field is absent on that side. */
export function auditValue(field: string, json: string | null): AuditValue {
  if (json === null) return { kind: 'absent' };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { kind: 'json', text: json };
  }
  if (isErased(value)) return { kind: 'erased' };
  if (value === SECRET_VALUE) return { kind: 'secret' };
  if (typeof value === 'number' && isTimeField(field) && value > 0) {
    return { kind: 'time', text: formatTaipeiMillis(value) };
  }
  return { kind: 'json', text: json };
}
