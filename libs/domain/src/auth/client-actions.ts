import { FleetFlag, hasFleetFlag } from '../fleet/permissions';
import { AdminFunction, type AdminRight } from '../permission/functions';
import { isMainFleet, type Actor, type DeviceScope, type FleetScope } from './actor';
import { adminCan } from './admin-rights';
import { deviceVisibleTo, fleetVisibleTo } from './scope';
import { ClientSlot, hasClientSlot } from './slots';

/**
 * The actions of the client area, answered for every kind of actor so a handler needs one call.
 * Administrators reach the same actions from the back office, where their function rights decide:
 * editing a device needs DEVICE or CUSTOMER edit, moving one needs DEVICE edit, remote commands
 * need CUSTOMER edit, sub-fleets need the matching FLEET right.
 */

/** Pass the device as stored (read model), never as described by the request. */
export function canEditDeviceInfo(actor: Actor, device: DeviceScope): boolean {
  if (actor.kind === 'admin') {
    return adminCan(actor, AdminFunction.DEVICE, 'edit') || adminCan(actor, AdminFunction.CUSTOMER, 'edit');
  }
  return deviceVisibleTo(actor, device) && hasClientSlot(actor, ClientSlot.EDIT_VEHICLE_INFO);
}

/**
 * Main fleets only: the spec shows the move-to-fleet menu with slot 1, and moving devices between
 * fleets is fleet management, so both flags are required. A client can never unallocate a device
 * (that would drop it out of every tenant); only an administrator may pass `targetFleet: null`.
 */
export function canMoveDeviceToFleet(
  actor: Actor,
  device: DeviceScope,
  targetFleet: FleetScope | null,
): boolean {
  if (!canMoveDevices(actor)) return false;
  if (actor.kind === 'admin') return true;
  return targetFleet !== null && deviceVisibleTo(actor, device) && fleetVisibleTo(actor, targetFleet);
}

/**
 * Whether the actor may move devices between fleets at all, before any device or fleet is looked
 * at: handlers ask this first, so a caller without the permission hears -4 whatever the target,
 * and one with it hears "not found" for another tenant's fleet.
 */
export function canMoveDevices(actor: Actor): boolean {
  if (actor.kind === 'admin') return adminCan(actor, AdminFunction.DEVICE, 'edit');
  return (
    isMainFleet(actor) &&
    hasFleetFlag(actor.permissions, FleetFlag.EDIT_VEHICLE_INFO) &&
    hasFleetFlag(actor.permissions, FleetFlag.FLEET_MANAGEMENT)
  );
}

export function canSendCommands(actor: Actor, device: DeviceScope): boolean {
  if (actor.kind === 'admin') return adminCan(actor, AdminFunction.CUSTOMER, 'edit');
  return deviceVisibleTo(actor, device) && hasClientSlot(actor, ClientSlot.SEND_COMMANDS);
}

export type SubFleetAction = 'create' | 'edit' | 'delete';
const SUB_FLEET_RIGHT: Readonly<Record<SubFleetAction, AdminRight>> = {
  create: 'add',
  edit: 'edit',
  delete: 'delete',
};

/**
 * For edit and delete, pass the stored parent of the sub-fleet concerned, not one from the request.
 * The client menu additionally requires slot 1 to edit a sub-fleet.
 */
export function canManageSubFleets(
  actor: Actor,
  parentFleetId: string,
  action: SubFleetAction = 'create',
): boolean {
  if (actor.kind === 'admin') return adminCan(actor, AdminFunction.FLEET, SUB_FLEET_RIGHT[action]);
  if (!isMainFleet(actor) || actor.fleetId === '' || parentFleetId !== actor.fleetId) return false;
  if (!hasFleetFlag(actor.permissions, FleetFlag.FLEET_MANAGEMENT)) return false;
  return action !== 'edit' || hasFleetFlag(actor.permissions, FleetFlag.EDIT_VEHICLE_INFO);
}

/**
 * A main fleet may not hand its sub-fleets a power it lacks itself (that would let a fleet without
 * remote control gain it through a sub-fleet account). Administrators may grant any sub-fleet flags.
 */
export function canGrantSubFleetPermissions(actor: Actor, permissions: string): boolean {
  if (!/^[01]0[01]$/.test(permissions)) return false;
  if (actor.kind === 'admin') return true;
  if (!isMainFleet(actor)) return false;
  const grants = (flag: FleetFlag): boolean =>
    permissions[flag] === '0' || hasFleetFlag(actor.permissions, flag);
  return grants(FleetFlag.EDIT_VEHICLE_INFO) && grants(FleetFlag.SEND_COMMANDS);
}
