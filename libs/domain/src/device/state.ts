import type { Lifecycle } from '../shared/lifecycle';
import type { DeviceInfo } from './info';

export interface Device extends DeviceInfo {
  serialNumber: string;
  fleetId: string | null;
  parentFleetId: string | null;
  serviceExpiredAt: number;
  /** null until someone sets a password; a device account cannot sign in before that. */
  passwordHash: string | null;
  addedAt: number;
}

export type DeviceState = Lifecycle<Device>;
