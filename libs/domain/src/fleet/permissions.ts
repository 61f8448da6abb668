import { DEFAULT_FLEET_PERMISSIONS, DEFAULT_SUB_FLEET_PERMISSIONS, FleetFlag } from '@gps/codes';
import { invalid } from '../validation/invalid';

/**
 * A fleet's permissions are three 0/1 characters, one per FleetFlag (a code set of @gps/codes,
 * re-exported for the domain's readers, with the defaults).
 */
export { DEFAULT_FLEET_PERMISSIONS, DEFAULT_SUB_FLEET_PERMISSIONS, FleetFlag };
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
