import { isOneOf } from './code-set';

/**
 * The code sets of the auditors' side (docs/decisions/audit.md): what can be looked up, how a
 * verification ends, what it can find wrong, and what an erased field reads.
 */

/**
 * What an auditor can look up, each by what people know it by: a device, its places, maintenance
 * and telemetry by serial number (telemetry also by day); a fleet and an administrator's account by
 * account name; a permission group by its name; an order or a coupon by its number; a service plan
 * by its letter (A to J) or number (1 to 10); the settings and the VIP catalogue need no key; the
 * rest by their id.
 */
export const AUDIT_ENTITY_TYPES = Object.freeze([
  'device',
  'telemetry',
  'places',
  'maintenance',
  'fleet',
  'account',
  'permission',
  'settings',
  'order',
  'coupon',
  'plan',
  'vipPlan',
  'announcement',
  'message',
  'report',
  'remoteCommand',
  'warning',
  'voiceRecording',
] as const);
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
export const isAuditEntityType = isOneOf(AUDIT_ENTITY_TYPES);

/** Rows of one getAuditHistory page: 50 unless asked, at most 500. */
export const AUDIT_HISTORY_PAGE_ROWS = 50;
export const AUDIT_HISTORY_PAGE_ROWS_MAX = 500;

/** Where a verification is: walking the chain, replaying into a scratch store, comparing, done. */
export const AUDIT_VERIFICATION_PHASES = Object.freeze(['chain', 'replay', 'compare', 'done'] as const);
export type AuditVerificationPhase = (typeof AUDIT_VERIFICATION_PHASES)[number];

/** How a verification ended (or that it is still running). */
export const AUDIT_VERIFICATION_STATES = Object.freeze(['running', 'intact', 'broken', 'failed'] as const);
export type AuditVerificationState = (typeof AUDIT_VERIFICATION_STATES)[number];

/**
 * What a verification (or the export verifier) can find wrong, the first one found:
 * - `hash_mismatch`: an event's content no longer gives its recorded hash (altered);
 * - `broken_link`: an event's previous hash is not its predecessor's hash (deleted, inserted or
 *   reordered events);
 * - `missing_hash`: an event the chain should cover has no hash;
 * - `read_model_differs`: replaying the log gives a read model document other than the live one;
 * - `truncated`: an export ends before its closing line, or holds another number of events than it
 *   says.
 */
export const AUDIT_PROBLEMS = Object.freeze([
  'hash_mismatch',
  'broken_link',
  'missing_hash',
  'read_model_differs',
  'truncated',
] as const);
export type AuditProblem = (typeof AUDIT_PROBLEMS)[number];

/**
 * What a personal field reads once its person's key is destroyed (docs/decisions/personal-data.md):
 * in events read back, in the read models and so in every answer. Clients show it in their own
 * words.
 */
export const ERASED_PERSONAL_DATA = '[erased]';

/** The media type of an audit export: one JSON object per line (JSON Lines). */
export const AUDIT_EXPORT_MEDIA_TYPE = 'application/jsonl';
