import type { ServicePeriodCommand } from './service-period-commands';

/** Devices are identified by their serial number (1-20 digits); it is also the stream id. */
export interface AddDevice {
  type: 'AddDevice';
  serialNumber: string;
  /** Epoch ms. Handlers pass defaultServiceExpiry(at) unless the caller chose a date. */
  serviceExpiredAt: number;
  at: number;
}

/** What the handler read about the target fleet, so that decide stays pure. */
export interface TargetFleetFacts {
  exists: boolean;
  parentFleetId: string | null;
}

export interface AllocateDevice {
  type: 'AllocateDevice';
  serialNumber: string;
  /** null unallocates the device. */
  fleetId: string | null;
  /** Required when fleetId is set. */
  targetFleet?: TargetFleetFacts | null;
  at: number;
}

/** Only the fields present are considered; `serviceStatusCode: null` is a value (clears it). */
export interface EditDevice {
  type: 'EditDevice';
  serialNumber: string;
  carName?: string | null;
  ownerName?: string | null;
  ownerPhone?: string | null;
  email?: string | null;
  simNumber?: string | null;
  deviceIcon?: number;
  firmwareVersion?: string | null;
  model?: string | null;
  /** km/h; null clears it (the fleet's or the platform's limit applies). */
  speedLimitKmh?: number | null;
  esimId?: string | null;
  isValueAddedVisible?: number;
  carElectricity?: number;
  serviceStatusCode?: number | null;
  /** The spec's device form carries the password with the other fields; recorded as its own event. */
  passwordHash?: string;
  at: number;
}

export interface ChangeDevicePassword {
  type: 'ChangeDevicePassword';
  serialNumber: string;
  passwordHash: string;
  at: number;
}

export interface StopDeviceService {
  type: 'StopDeviceService';
  serialNumber: string;
  at: number;
}

/** Counts one address conversion made for the device; the quota was checked before. */
export interface CountAddressConversion {
  type: 'CountAddressConversion';
  serialNumber: string;
  at: number;
}

/** Puts the device on a service plan (1 to 10: A to J), or on none (0); `by` is the administrator. */
export interface AssignDevicePlan {
  type: 'AssignDevicePlan';
  serialNumber: string;
  planId: unknown;
  at: number;
  by: string;
}

export type DeviceCommand =
  | AddDevice
  | AllocateDevice
  | EditDevice
  | ChangeDevicePassword
  | StopDeviceService
  | CountAddressConversion
  | AssignDevicePlan
  | ServicePeriodCommand;
