import type { Lifecycle } from '../shared/lifecycle';
import type { AccountStatusCode } from '../shared/status';

export interface Account {
  accountId: string;
  account: string;
  alias: string;
  permissionId: string;
  statusCode: AccountStatusCode;
  email: string | null;
  passwordHash: string;
  createdAt: number;
  lastSignInAt: number | null;
}

export type AccountState = Lifecycle<Account>;
