import { invalid } from '../validation/invalid';

/**
 * A fleet's permissions are three 0/1 characters, in this order. (The client session exposes them
 * in a different order: see auth/slots.ts.)
 */
export const FleetFlag = { EDIT_VEHICLE_INFO: 0, FLEET_MANAGEMENT: 1, SEND_COMMANDS: 2 } as const;
export type FleetFlag = (typeof FleetFlag)[keyof typeof FleetFlag];

export const DEFAULT_FLEET_PERMISSIONS = '111';
/** Sub-fleets cannot manage fleets: the middle flag is always 0. */
export const DEFAULT_SUB_FLEET_PERMISSIONS = '101';
export const FLEET_PERMISSIONS_PATTERN = /^[01]{3}$/;

/** A malformed permission string grants nothing rather than something. */
export function hasFleetFlag(permissions: string, flag: FleetFlag): boolean {
  return FLEET_PERMISSIONS_PATTERN.test(permissions) && permissions[flag] === '1';
}

export function fleetPermissions(value: unknown, isSubFleet: boolean): string {
  if (typeof value !== 'string' || !FLEET_PERMISSIONS_PATTERN.test(value)) {
    invalid(
      'permissions',
      'permissions must be 3 characters of 0 or 1 (edit vehicle info, fleet management, send commands)',
    );
  }
  if (isSubFleet && value[FleetFlag.FLEET_MANAGEMENT] === '1') {
    invalid('permissions', 'a sub-fleet cannot have the fleet management permission');
  }
  return value;
}
