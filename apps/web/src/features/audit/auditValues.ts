import { ERASED_PERSONAL_DATA } from '@gps/codes';
import { formatTaipei } from './taipeiTime';

/**
 * How one value of an audit answer reads (docs/decisions/audit-pages.md). Values come as JSON text;
 * a time field's number is a date, an erased personal field is the reader's word for "erased",
 * anything else stays the JSON it is, so a string "1", the number 1 and null stay apart.
 */
export type AuditValue =
  { kind: 'absent' } | { kind: 'erased' } | { kind: 'time'; text: string } | { kind: 'json'; text: string };

/** The last part of a dotted path (`info.serviceExpiredAt` -> `serviceExpiredAt`). */
export function leafOf(field: string): string {
  return field.slice(field.lastIndexOf('.') + 1);
}

/**
 * Whether a field holds an epoch-microsecond time: by the names the log gives times (`at`,
 * `createdAt`, `serviceExpiredAt`, `startTime` ...).
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
  if (value === ERASED_PERSONAL_DATA) return { kind: 'erased' };
  if (typeof value === 'number' && isTimeField(field) && value > 0) {
    return { kind: 'time', text: formatTaipei(value) };
  }
  return { kind: 'json', text: json };
}
