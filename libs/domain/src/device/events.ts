import type { DomainEvent } from '../decider';
import type { BinaryFlag } from '@gps/codes';
import type { DeviceInfo } from './info';
import { SERVICE_PERIOD_EVENT_TYPES, type ServicePeriodEvent } from './service-events';

export type DeviceChanges = Partial<DeviceInfo>;

export interface DeviceAddedData {
  serialNumber: string;
  at: number;
  serviceExpiredAt: number;
  /**
   * Whether the device is offered value-added services. Absent in events written before issue 14,
   * when every device started with it on (LEGACY_VALUE_ADDED_VISIBLE); new devices start off.
   */
  isValueAddedVisible?: BinaryFlag;
}

export interface DeviceAllocatedData {
  /** null: the device is now unallocated. */
  fleetId: string | null;
  previousFleetId: string | null;
  /**
   * The new fleet's parent (null for a main fleet or when unallocated). Sub-fleets never change
   * parent, so this is safe to copy and spares every projection a join for tenant scoping.
   */
  parentFleetId: string | null;
  at: number;
}

export type DeviceAdded = DomainEvent<'DeviceAdded', DeviceAddedData>;
export type DeviceAllocated = DomainEvent<'DeviceAllocated', DeviceAllocatedData>;
export type DeviceEdited = DomainEvent<'DeviceEdited', { changes: DeviceChanges; at: number }>;
export type DevicePasswordChanged = DomainEvent<
  'DevicePasswordChanged',
  { passwordHash: string; at: number }
>;
export type DeviceServiceStopped = DomainEvent<'DeviceServiceStopped', { at: number }>;
/** A user's address conversion for the device (convertGpsToAddress, convertAddressToGps): counted. */
export type DeviceAddressConverted = DomainEvent<'DeviceAddressConverted', { at: number }>;

/** The device's service plan: 1 to 10 (A to J), 0 none. */
export type DevicePlanAssigned = DomainEvent<
  'DevicePlanAssigned',
  { planId: number; previousPlanId: number; at: number; by: string }
>;

export type DeviceEvent =
  | DeviceAdded
  | DeviceAllocated
  | DeviceEdited
  | DevicePasswordChanged
  | DeviceServiceStopped
  | DeviceAddressConverted
  | DevicePlanAssigned
  | ServicePeriodEvent;

export const DEVICE_EVENT_TYPES = [
  'DeviceAdded',
  'DeviceAllocated',
  'DeviceEdited',
  'DevicePasswordChanged',
  'DeviceServiceStopped',
  'DeviceAddressConverted',
  'DevicePlanAssigned',
  ...SERVICE_PERIOD_EVENT_TYPES,
] as const satisfies readonly DeviceEvent['type'][];
