import { AccountType, AdminFunction, ClientSlot, DEFAULT_SUB_FLEET_PERMISSIONS, FleetFlag } from '@gps/codes';
import { hasRight } from '../session/rights';
import type { SessionData } from '../session/types';

/**
 * Sub-fleet permission config: the sub-fleet string keeps the fleet's 3 positions (edit vehicle
 * info, fleet management, send commands), but a sub-fleet is offered only edit vehicle info and
 * send commands. Default "101".
 */
export const SUB_FLEET_PERMISSION_ITEMS = [
  { index: FleetFlag.EDIT_VEHICLE_INFO, labelKey: 'fleet.permissions.editVehicleInfo' },
  { index: FleetFlag.SEND_COMMANDS, labelKey: 'fleet.permissions.sendCommands' },
] as const;
export const SUB_FLEET_DEFAULT_PERMISSIONS = DEFAULT_SUB_FLEET_PERMISSIONS;

export function permissionsToChecked(permissions: string): number[] {
  return SUB_FLEET_PERMISSION_ITEMS.filter((item) => permissions.charAt(item.index) === '1').map(
    (i) => i.index,
  );
}

export function checkedToPermissions(
  checked: readonly number[],
  base = SUB_FLEET_DEFAULT_PERMISSIONS,
): string {
  const chars = base.padEnd(3, '0').slice(0, 3).split('');
  chars[FleetFlag.FLEET_MANAGEMENT] = '0';
  for (const item of SUB_FLEET_PERMISSION_ITEMS) chars[item.index] = checked.includes(item.index) ? '1' : '0';
  return chars.join('');
}

/**
 * Whether the dialog's fields are enabled for the signed-in user (spec): administrators need the
 * fleet function's edit flag in edit mode and its add flag in add mode; customers need permission
 * slot 1 (edit vehicle info).
 */
export function subFleetFieldsEnabled(session: SessionData | null, mode: 'add' | 'edit'): boolean {
  if (!session) return false;
  if (session.accountType === AccountType.ADMIN) {
    return hasRight(session.rights, AdminFunction.FLEET, mode === 'edit' ? 'edit' : 'add');
  }
  return (session.permissions[ClientSlot.EDIT_VEHICLE_INFO - 1] ?? 0) !== 0;
}
