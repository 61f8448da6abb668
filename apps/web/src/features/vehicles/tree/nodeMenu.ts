import { AccountType, ClientSlot } from '@gps/codes';
import { hasSlot } from '../../../shared/session/rights';
import { visibleStatisticGroups } from '../../../shared/statistics/statisticKinds';

export interface NodeMenuContext {
  accountType: number;
  permissions: readonly number[];
  /** The signed-in fleet is a main fleet (sub-fleets cannot have sub-fleets). */
  isMainFleetAccount: boolean;
  showOverspeed: boolean;
  showOffline: boolean;
}

export interface NodeMenuEntry {
  key: string;
  labelKey: string;
  children?: NodeMenuEntry[];
}

function statisticsMenu(ctx: NodeMenuContext): NodeMenuEntry {
  return {
    key: 'statistics',
    labelKey: 'tree.menu.statistics',
    children: visibleStatisticGroups(ctx).map((g) => ({
      key: `statistics:${g}`,
      labelKey: `statistics.groups.${g}`,
    })),
  };
}

/**
 * Context-menu entries of a tree node (spec: edit device info and move to fleet for fleet accounts
 * with slot 1; remote control and the statistics submenu with slot 2; for a main fleet with fleet
 * management (slot 3), the sub-fleet actions create and edit, edit needing slot 1 too), as the
 * server's canManageSubFleets decides them.
 */
export function nodeMenuEntries(
  node: { type: 'Fleet' | 'Device'; isSubFleet?: boolean },
  ctx: NodeMenuContext,
): NodeMenuEntry[] {
  const isFleetAccount = ctx.accountType === AccountType.FLEET;
  const slot1 = hasSlot(ctx.permissions, ClientSlot.EDIT_VEHICLE_INFO);
  const slot2 = hasSlot(ctx.permissions, ClientSlot.SEND_COMMANDS);
  const managesSubFleets =
    isFleetAccount && ctx.isMainFleetAccount && hasSlot(ctx.permissions, ClientSlot.FLEET_MANAGEMENT);
  const entries: NodeMenuEntry[] = [];
  if (node.type === 'Device') {
    if (isFleetAccount && slot1) {
      entries.push({ key: 'editDevice', labelKey: 'tree.menu.editDevice' });
      entries.push({ key: 'moveToFleet', labelKey: 'tree.menu.moveToFleet' });
    }
    if (slot2) {
      entries.push({ key: 'remote', labelKey: 'tree.menu.remote' });
      entries.push(statisticsMenu(ctx));
    }
    return entries;
  }
  if (managesSubFleets && !node.isSubFleet) {
    entries.push({ key: 'createSubFleet', labelKey: 'tree.menu.createSubFleet' });
  }
  if (managesSubFleets && node.isSubFleet && slot1) {
    entries.push({ key: 'editSubFleet', labelKey: 'tree.menu.editSubFleet' });
  }
  if (slot2) entries.push(statisticsMenu(ctx));
  return entries;
}
