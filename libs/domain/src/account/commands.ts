/** Administrator accounts. `at` is epoch milliseconds, supplied by the handler's clock. */
export interface CreateAccount {
  type: 'CreateAccount';
  accountId: string;
  account: string;
  alias: string;
  permissionId: string;
  /** 1 normal (default), 2 suspended. */
  statusCode?: number;
  /** Optional; where password-reset keys are mailed. */
  email?: string | null;
  passwordHash: string;
  at: number;
}

/** Only the fields present are considered; a field equal to its current value is ignored. */
export interface EditAccount {
  type: 'EditAccount';
  accountId: string;
  alias?: string;
  permissionId?: string;
  statusCode?: number;
  /** Blank clears it. */
  email?: string | null;
  /** A new password in the same edit is recorded as a separate AccountPasswordChanged. */
  passwordHash?: string;
  /** The administrator issuing the edit, so nobody can suspend themselves out of the console. */
  byAccountId?: string;
  at: number;
}

export interface ChangeAccountPassword {
  type: 'ChangeAccountPassword';
  accountId: string;
  passwordHash: string;
  at: number;
}

export interface RecordAccountSignIn {
  type: 'RecordAccountSignIn';
  accountId: string;
  at: number;
}

export interface DeleteAccount {
  type: 'DeleteAccount';
  accountId: string;
  /** The administrator issuing the deletion, so nobody can delete their own account. */
  byAccountId?: string;
  at: number;
}

export type AccountCommand =
  CreateAccount | EditAccount | ChangeAccountPassword | RecordAccountSignIn | DeleteAccount;
