import type { FunctionRights } from '../../shared/session/types';
import { hasRight } from '../../shared/session/rights';

/** What decides whether a customer-area tab shows. */
export interface ClientTabContext {
  isFleetAccount: boolean;
  permissions: readonly number[];
  hasVipDevice: boolean;
}

/** A customer-area top tab, from a route entry's `tab`. */
export interface ClientTab {
  key: string;
  path: string;
  labelKey: string;
  /** Absent: the tab always shows. */
  visibleTo?: (ctx: ClientTabContext) => boolean;
}

/** A back-office entry, from a route entry's `nav`: a top tab or an item of the user menu. */
export interface AdminTab {
  key: string;
  path: string;
  /** The admin function whose view flag shows the entry (the route's permissionId). */
  functionId: number;
  labelKey: string;
  /** Other paths that belong to this tab (e.g. manualModifyRecord under finance). */
  matches?: readonly string[];
}

/** The back office's entries: the top tabs, then what the user menu offers (the system log). */
export interface AdminNavigation {
  tabs: readonly AdminTab[];
  menu: readonly AdminTab[];
}

export function visibleClientTabs(tabs: readonly ClientTab[], ctx: ClientTabContext): ClientTab[] {
  return tabs.filter((tab) => tab.visibleTo?.(ctx) ?? true);
}

export function visibleAdminTabs(
  tabs: readonly AdminTab[],
  rights: readonly FunctionRights[] | undefined,
): AdminTab[] {
  return tabs.filter((tab) => hasRight(rights, tab.functionId, 'view'));
}

/** After login the admin lands on the first entry with the view flag: tabs in order, then the menu's. */
export function firstPermittedAdminPath(
  nav: AdminNavigation,
  rights: readonly FunctionRights[] | undefined,
): string | undefined {
  return visibleAdminTabs([...nav.tabs, ...nav.menu], rights)[0]?.path;
}
