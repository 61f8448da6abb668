import type { DomainEvent } from '../decider';
import type { AccountStatusCode } from '../shared/status';

export interface AccountCreatedData {
  accountId: string;
  account: string;
  alias: string;
  permissionId: string;
  statusCode: AccountStatusCode;
  /** For password-reset mail (the spec's forgetAccountPassword takes account and email). */
  email: string | null;
  passwordHash: string;
  at: number;
}

export interface AccountChanges {
  alias?: string;
  permissionId?: string;
  statusCode?: AccountStatusCode;
  email?: string | null;
}

export type AccountCreated = DomainEvent<'AccountCreated', AccountCreatedData>;
export type AccountEdited = DomainEvent<'AccountEdited', { changes: AccountChanges; at: number }>;
export type AccountPasswordChanged = DomainEvent<
  'AccountPasswordChanged',
  { passwordHash: string; at: number }
>;
export type AccountSignedIn = DomainEvent<'AccountSignedIn', { at: number }>;
export type AccountDeleted = DomainEvent<'AccountDeleted', { at: number }>;

export type AccountEvent =
  AccountCreated | AccountEdited | AccountPasswordChanged | AccountSignedIn | AccountDeleted;

export const ACCOUNT_EVENT_TYPES = [
  'AccountCreated',
  'AccountEdited',
  'AccountPasswordChanged',
  'AccountSignedIn',
  'AccountDeleted',
] as const satisfies readonly AccountEvent['type'][];
