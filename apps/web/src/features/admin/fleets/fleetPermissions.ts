/** Fleet permissions: 3 characters, edit vehicle info / fleet management / send commands; default 111. */
export const FLEET_PERMISSION_ITEMS = [
  { index: 0, labelKey: 'fleet.permissions.editVehicleInfo' },
  { index: 1, labelKey: 'fleet.permissions.fleetManagement' },
  { index: 2, labelKey: 'fleet.permissions.sendCommands' },
] as const;
export const FLEET_DEFAULT_PERMISSIONS = '111';

export function fleetPermissionsToChecked(permissions: string): number[] {
  return FLEET_PERMISSION_ITEMS.filter((i) => permissions.charAt(i.index) === '1').map((i) => i.index);
}

export function checkedToFleetPermissions(checked: readonly number[]): string {
  return FLEET_PERMISSION_ITEMS.map((i) => (checked.includes(i.index) ? '1' : '0')).join('');
}
