import { ADMIN_FUNCTION_IDS, type AdminFunctionId } from '../permission/functions';
import { event } from '../shared/event';
import { identifier } from '../validation/identifiers';
import { timestamp } from '../validation/numbers';
import { replaceUnsafeCharacters } from '../validation/text-characters';
import { SYSTEM_LOG_OUTCOMES, type AdminActionLogged, type AdminActionLoggedData } from './events';

export const SYSTEM_LOG_DETAIL_MAX = 500;
export const SYSTEM_LOG_ACTION_MAX = 100;
export const SYSTEM_LOG_IP_MAX = 64;

export interface AdminActionInput {
  logId: string;
  at: number;
  accountId?: string | null;
  account?: string | null;
  action: string;
  functionId?: number | null;
  outcome: AdminActionLoggedData['outcome'];
  detail?: string | null;
  ip?: string | null;
}

/** Cut to `max` characters, with what no stored text may hold made visible as U+FFFD. */
function clip(value: string | null | undefined, max: number): string {
  return Array.from(replaceUnsafeCharacters(value ?? ''))
    .slice(0, max)
    .join('');
}

/**
 * Builds the log entry for one administrator call. Logging must never make a call fail, so
 * descriptive fields are clipped or defaulted rather than rejected (an unknown outcome is logged
 * as 'failure'); only a bad logId or time, a bug in the caller, throws. Append it to
 * `streams.systemLog(at)`.
 */
export function adminActionLogged(input: AdminActionInput): AdminActionLogged {
  const functionId = ADMIN_FUNCTION_IDS.includes(input.functionId as AdminFunctionId)
    ? (input.functionId as AdminFunctionId)
    : null;
  const outcome = SYSTEM_LOG_OUTCOMES.includes(input.outcome) ? input.outcome : 'failure';
  return event<AdminActionLogged>('AdminActionLogged', {
    logId: identifier('logId', input.logId),
    at: timestamp('at', input.at),
    accountId: input.accountId ?? null,
    account: input.account ?? null,
    action: clip(input.action, SYSTEM_LOG_ACTION_MAX),
    functionId,
    outcome,
    detail: clip(input.detail, SYSTEM_LOG_DETAIL_MAX),
    ip: clip(input.ip, SYSTEM_LOG_IP_MAX),
  });
}
