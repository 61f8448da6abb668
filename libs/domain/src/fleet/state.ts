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
  /**
   * The fleet's overspeed limit for its devices that set none, whole km/h; null: its parent's, else
   * the platform's (docs/decisions/overspeed-limit.md).
   */
  speedLimitKmh: number | null;
  statusCode: AccountStatusCode;
  passwordHash: string;
  createdAt: number;
  lastSignInAt: number | null;
}

export type FleetState = Lifecycle<Fleet>;
