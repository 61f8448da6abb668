import { DEFAULT_FLEET_PERMISSIONS, FleetFlag } from '@gps/codes';

/** Fleet permissions: 3 characters, edit vehicle info / fleet management / send commands; default 111. */
export const FLEET_PERMISSION_ITEMS = [
  { index: FleetFlag.EDIT_VEHICLE_INFO, labelKey: 'fleet.permissions.editVehicleInfo' },
  { index: FleetFlag.FLEET_MANAGEMENT, labelKey: 'fleet.permissions.fleetManagement' },
  { index: FleetFlag.SEND_COMMANDS, labelKey: 'fleet.permissions.sendCommands' },
] as const;
export const FLEET_DEFAULT_PERMISSIONS = DEFAULT_FLEET_PERMISSIONS;

export function fleetPermissionsToChecked(permissions: string): number[] {
  return FLEET_PERMISSION_ITEMS.filter((i) => permissions.charAt(i.index) === '1').map((i) => i.index);
}

export function checkedToFleetPermissions(checked: readonly number[]): string {
  return FLEET_PERMISSION_ITEMS.map((i) => (checked.includes(i.index) ? '1' : '0')).join('');
}
