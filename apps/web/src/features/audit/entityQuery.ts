import { AccountType, AUDIT_ENTITY_TYPES, isAuditEntityType, type AuditEntityType } from '@gps/codes';

/** What the page looks up: an entity type, its key and (telemetry) the UTC day of receipt. */
export interface EntityQuery {
  entityType: AuditEntityType;
  key: string;
  day?: string;
}

/** The types the log keeps once for the platform: no key to type. */
const KEYLESS: readonly AuditEntityType[] = ['settings', 'vipPlan'];

export const needsKey = (type: AuditEntityType): boolean => !KEYLESS.includes(type);
/** A device's positions are kept by day: the telemetry lookup asks which. */
export const needsDay = (type: AuditEntityType): boolean => type === 'telemetry';

/** The type offered first: devices are what auditors look up most. */
export const FIRST_ENTITY_TYPE: AuditEntityType = AUDIT_ENTITY_TYPES[0];

/**
 * The erasure's account type of an entity: a fleet's or a single device's customer has personal
 * data to erase (erasePersonalData); nothing else does.
 */
export function erasableAccountType(type: string): number | null {
  if (type === 'fleet') return AccountType.FLEET;
  if (type === 'device') return AccountType.DEVICE;
  return null;
}

/** Whether a lookup has everything its type needs. */
export function isComplete(query: EntityQuery): boolean {
  if (needsKey(query.entityType) && !query.key.trim()) return false;
  return !needsDay(query.entityType) || Boolean(query.day);
}

/**
 * The lookup in the address (`?type=device&key=...&day=...`), so a history can be reloaded, kept as a
 * bookmark or sent to a colleague; null when the address names none (or an incomplete one).
 */
export function entityQueryOf(params: URLSearchParams): EntityQuery | null {
  const type = params.get('type');
  if (!type || !isAuditEntityType(type)) return null;
  const day = params.get('day') ?? undefined;
  const query: EntityQuery = {
    entityType: type,
    key: needsKey(type) ? (params.get('key') ?? '').trim() : '',
    ...(needsDay(type) && day ? { day } : {}),
  };
  return isComplete(query) ? query : null;
}

/** The address's parameters of a lookup (only what its type uses). */
export function entityParams(query: EntityQuery): Record<string, string> {
  return {
    type: query.entityType,
    ...(needsKey(query.entityType) ? { key: query.key.trim() } : {}),
    ...(needsDay(query.entityType) && query.day ? { day: query.day } : {}),
  };
}
