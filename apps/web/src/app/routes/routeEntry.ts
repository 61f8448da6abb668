import type { PageView } from './pageView';
import type { RouteMeta } from './routeMeta';
import type { AdminNavigation, AdminTab, ClientTab, ClientTabContext } from './tabs';

/**
 * One entry of the route table: its path, guard metadata, what it renders and, for the pages the
 * top bars link to, the tab. The tabs are read from these entries, never listed apart.
 */
export interface RouteEntry {
  path?: string;
  index?: boolean;
  meta?: RouteMeta;
  /** The lazily loaded page or layout; absent, the entry renders its children (an Outlet). */
  view?: PageView;
  /** An index entry that sends on to this relative path. */
  redirect?: string;
  /** Customer area: a top tab, shown to whom `visibleTo` allows (everyone when absent). */
  tab?: { labelKey: string; visibleTo?: (ctx: ClientTabContext) => boolean };
  /** Back office: a top tab, or (`menu`) an item of the user menu; shown with the route's view flag. */
  nav?: { labelKey: string; matches?: readonly string[]; menu?: boolean };
  children?: RouteEntry[];
}

/** The customer-area top tabs: the entries under `base` with a `tab`, in table order. */
export function clientTabsOf(entries: readonly RouteEntry[], base: string): ClientTab[] {
  return entries.flatMap(({ path, tab }) =>
    tab && path
      ? [{ key: path, path: `${base}/${path}`, labelKey: tab.labelKey, visibleTo: tab.visibleTo }]
      : [],
  );
}

/** The back office's tabs and menu items: the entries under `base` with a `nav`, in table order. */
export function adminNavigationOf(entries: readonly RouteEntry[], base: string): AdminNavigation {
  const all = entries.flatMap(({ path, nav, meta }) => {
    if (!nav || !path || !meta) return [];
    const entry: AdminTab & { menu: boolean } = {
      key: path,
      path: `${base}/${path}`,
      functionId: meta.permissionId,
      labelKey: nav.labelKey,
      matches: nav.matches?.map((m) => `${base}/${m}`),
      menu: nav.menu ?? false,
    };
    return [entry];
  });
  return { tabs: all.filter((e) => !e.menu), menu: all.filter((e) => e.menu) };
}
