import type { DomainEvent } from '../decider';
import type { DeviceInfo } from './info';

export type DeviceChanges = Partial<DeviceInfo>;

export interface DeviceAddedData {
  serialNumber: string;
  at: number;
  serviceExpiredAt: number;
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

export type DeviceEvent =
  | DeviceAdded
  | DeviceAllocated
  | DeviceEdited
  | DevicePasswordChanged
  | DeviceServiceStopped
  | DeviceAddressConverted;

export const DEVICE_EVENT_TYPES = [
  'DeviceAdded',
  'DeviceAllocated',
  'DeviceEdited',
  'DevicePasswordChanged',
  'DeviceServiceStopped',
  'DeviceAddressConverted',
] as const satisfies readonly DeviceEvent['type'][];
