import type { DomainEvent } from '../decider';
import type { AdminFunctionId } from '../permission/functions';

/** The spec's system log results: success, insufficient permission, failure. */
export type SystemLogOutcome = 'success' | 'denied' | 'failure';
export const SYSTEM_LOG_OUTCOMES: readonly SystemLogOutcome[] = ['success', 'denied', 'failure'];

export interface AdminActionLoggedData {
  logId: string;
  at: number;
  /** null when nobody is signed in yet (e.g. a failed sign-in). */
  accountId: string | null;
  account: string | null;
  /** The call name, e.g. 'editDevice'. */
  action: string;
  functionId: AdminFunctionId | null;
  outcome: SystemLogOutcome;
  detail: string;
  ip: string;
}

export type AdminActionLogged = DomainEvent<'AdminActionLogged', AdminActionLoggedData>;
export type SystemLogEvent = AdminActionLogged;

export const SYSTEM_LOG_EVENT_TYPES = [
  'AdminActionLogged',
] as const satisfies readonly SystemLogEvent['type'][];
