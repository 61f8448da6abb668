import type { FunctionRights } from '../../shared/session/types';
import { adminNavigation, clientTabs } from './routeTable';
import * as tabs from './tabs';

/** The customer-area top tabs this account sees (the route table's tabs and their rules). */
export function visibleClientTabs(ctx: tabs.ClientTabContext): tabs.ClientTab[] {
  return tabs.visibleClientTabs(clientTabs, ctx);
}

/** Where an administrator lands: the first back-office entry of the route table they may view. */
export function firstPermittedAdminPath(rights: readonly FunctionRights[] | undefined): string | undefined {
  return tabs.firstPermittedAdminPath(adminNavigation, rights);
}
