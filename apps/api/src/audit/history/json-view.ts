import { createHash } from 'node:crypto';

/** A value as JSON holds it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The fields whose values are secrets (a password's hash): an auditor sees that one changed, never
 * what it was or became.
 */
const SECRET_FIELDS: ReadonlySet<string> = new Set(['passwordHash']);

/** How a secret stands in the view: a mark and a fingerprint to tell two values apart, nothing more. */
const SECRET_PREFIX = '\u0000secret:';
/** Hex digits of the fingerprint: enough to tell a changed value, too few to be worth attacking. */
const FINGERPRINT_DIGITS = 16;

export const isSecretField = (name: string): boolean => SECRET_FIELDS.has(name);

/** A secret as the view keeps it: a fingerprint of its value. */
export function secretMark(value: unknown): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('hex');
  return SECRET_PREFIX + digest.slice(0, FINGERPRINT_DIGITS);
}

export const isSecretMark = (value: Json): boolean =>
  typeof value === 'string' && value.startsWith(SECRET_PREFIX);

/**
 * A state (or an event's data) as JSON: Maps become objects, Sets sorted arrays, undefined and
 * functions are left out, bigints become decimal text, and every secret field's value is replaced by
 * its mark.
 */
export function jsonView(value: unknown): Json {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'boolean':
    case 'string':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'bigint':
      return value.toString();
    case 'object':
      return objectView(value);
    default:
      return null;
  }
}

function objectView(value: object): Json {
  if (Array.isArray(value)) return value.map(jsonView);
  if (value instanceof Set) return [...value].map(jsonView).sort(byJsonText);
  if (value instanceof Map) return entriesView([...value.entries()].map(([k, v]) => [String(k), v]));
  if (value instanceof Date) return value.toISOString();
  return entriesView(Object.entries(value));
}

function entriesView(entries: [string, unknown][]): Json {
  const view: { [key: string]: Json } = {};
  for (const [key, inner] of entries) {
    if (inner === undefined || typeof inner === 'function') continue;
    view[key] = isSecretField(key) ? secretMark(inner) : jsonView(inner);
  }
  return view;
}

const byJsonText = (a: Json, b: Json): number => {
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
};
