import { leafOf } from './auditValues';

/** One field of a state as the audit calls give it: a dotted path and its value as JSON text. */
export interface StateField {
  field: string;
  value: string;
}

/** A field's value by its name (its path's last part), parsed; undefined when the state has none. */
export function fieldValue(fields: readonly StateField[], name: string): unknown {
  const found = fields.find((f) => leafOf(f.field) === name);
  if (!found) return undefined;
  try {
    return JSON.parse(found.value) as unknown;
  } catch {
    return found.value;
  }
}

/**
 * What a device's state says first (docs/decisions/audit-pages.md): its fleet (id, null when
 * unallocated) and its service expiry, epoch milliseconds as the domain keeps it.
 */
export function deviceFacts(fields: readonly StateField[]): {
  fleetId: string | null;
  serviceExpiredAt: number | null;
} {
  const fleetId = fieldValue(fields, 'fleetId');
  const expiry = fieldValue(fields, 'serviceExpiredAt');
  return {
    fleetId: typeof fleetId === 'string' && fleetId ? fleetId : null,
    serviceExpiredAt: typeof expiry === 'number' ? expiry : null,
  };
}

/** A fleet's name as the back office writes it: its alias and (account), or whichever it has. */
export function fleetNameOf(fields: readonly StateField[]): string | null {
  const alias = fieldValue(fields, 'alias');
  const account = fieldValue(fields, 'account');
  const a = typeof alias === 'string' ? alias : '';
  const b = typeof account === 'string' ? account : '';
  if (a && b) return `${a} (${b})`;
  return a || b || null;
}
