import type { Lifecycle } from '../shared/lifecycle';
import type { AccountStatusCode } from '../shared/status';

export interface Fleet {
  fleetId: string;
  account: string;
  alias: string;
  contact: string | null;
  phoneNumber: string | null;
  address: string | null;
  email: string | null;
  permissions: string;
  parentFleetId: string | null;
  statusCode: AccountStatusCode;
  passwordHash: string;
  createdAt: number;
  lastSignInAt: number | null;
}

export type FleetState = Lifecycle<Fleet>;
