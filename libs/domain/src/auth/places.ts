import { AdminFunction } from '../permission/functions';
import type { Actor, DeviceScope } from './actor';
import { adminCan } from './admin-rights';
import { deviceVisibleTo } from './scope';

/**
 * A device's fences and markers (docs/decisions/places.md) are its customer's own map notes: any
 * client that sees the device reads and changes them (a fleet its own and its sub-fleets' devices,
 * a sub-fleet its own, a device account itself). In the back office they are customer work:
 * CUSTOMER view to read, CUSTOMER edit to change. Pass the device as stored (read model).
 */
export function canViewPlaces(actor: Actor, device: DeviceScope): boolean {
  if (actor.kind === 'admin') return adminCan(actor, AdminFunction.CUSTOMER, 'view');
  return deviceVisibleTo(actor, device);
}

export function canEditPlaces(actor: Actor, device: DeviceScope): boolean {
  if (actor.kind === 'admin') return adminCan(actor, AdminFunction.CUSTOMER, 'edit');
  return deviceVisibleTo(actor, device);
}
