import type { Lifecycle } from '../shared/lifecycle';
import type { DeviceInfo } from './info';

export interface Device extends DeviceInfo {
  serialNumber: string;
  fleetId: string | null;
  parentFleetId: string | null;
  serviceExpiredAt: number;
  /** The value-added (VIP) service's expiry; null: never bought. */
  valueExpiredAt: number | null;
  /** The address plan's expiry; null: never bought. */
  addressPlanExpiredAt: number | null;
  /** `orderNumber:kind` of every order line delivered, so an order delivered twice extends once. */
  deliveredOrderLines: readonly string[];
  /** `orderNumber:kind` of every order line taken back by a refund. */
  takenBackOrderLines: readonly string[];
  /** null until someone sets a password; a device account cannot sign in before that. */
  passwordHash: string | null;
  addedAt: number;
  /** Its service plan (1 to 10: A to J), 0 for none: what a customer may renew it with. */
  planId: number;
}

export type DeviceState = Lifecycle<Device>;
