import { AUDIT_EXPORT_MEDIA_TYPE } from '@gps/codes';
import type { EntityQuery } from './entityQuery';

/** The file call that exports an entity's history (JSON Lines with each event's chain hash). */
export const EXPORT_CALL = 'exportAuditLog';

/** The extension of the media type the export answers with. */
const EXTENSIONS: Readonly<Record<string, string>> = { [AUDIT_EXPORT_MEDIA_TYPE]: 'jsonl' };

/** exportAuditLog's body (as every /api call: the session token in it) for one entity's history. */
export function exportBody(userToken: string, query: EntityQuery): string {
  return JSON.stringify({
    userToken,
    entityType: query.entityType,
    key: query.key,
    ...(query.day ? { day: query.day } : {}),
  });
}

/** The name the file gets when the server gives none: what was exported, the log's way. */
export function fallbackFileName(query: EntityQuery): string {
  const parts = [query.entityType, query.key, query.day].filter((p): p is string => Boolean(p));
  return `audit-${parts.join('-')}.${EXTENSIONS[AUDIT_EXPORT_MEDIA_TYPE]}`;
}
