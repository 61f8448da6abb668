import { codesOf, isOneOf, type CodeOf } from './code-set';

/** Who signed in: the session's and the read models' `accountType`. */
export const AccountType = Object.freeze({ ADMIN: 1, FLEET: 2, DEVICE: 3 } as const);
export type AccountType = CodeOf<typeof AccountType>;
export const ACCOUNT_TYPES = codesOf(AccountType);
export const isAccountType = isOneOf(ACCOUNT_TYPES);

/** Account status of administrators and fleets: the spec's 1 normal, 2 suspended. */
export const AccountStatus = Object.freeze({ NORMAL: 1, SUSPENDED: 2 } as const);
export type AccountStatusCode = CodeOf<typeof AccountStatus>;
export const ACCOUNT_STATUS_CODES = codesOf(AccountStatus);
export const isAccountStatus = isOneOf(ACCOUNT_STATUS_CODES);

/**
 * Who signed in or acted, by name: what sessions, credentials, the command history and the voice
 * recordings record. (The numeric `accountType` above is the same three, as the spec sends them.)
 */
export const ACCOUNT_KINDS = Object.freeze(['admin', 'fleet', 'device'] as const);
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export const isAccountKind = isOneOf(ACCOUNT_KINDS);
