import { AdminFunction } from '@gps/codes';
import { hasRight } from '../session/rights';
import type { FunctionRights } from '../session/types';

export interface AdminTab {
  key: string;
  path: string;
  functionId: number;
  labelKey: string;
  matches?: readonly string[];
}

/** Back-office top tabs in the spec's order; each needs the view flag of its function. */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    key: 'account',
    path: '/admin/account',
    functionId: AdminFunction.ACCOUNT,
    labelKey: 'admin.tabs.account',
  },
  {
    key: 'permission',
    path: '/admin/permission',
    functionId: AdminFunction.PERMISSION,
    labelKey: 'admin.tabs.permission',
  },
  { key: 'device', path: '/admin/device', functionId: AdminFunction.DEVICE, labelKey: 'admin.tabs.device' },
  { key: 'fleet', path: '/admin/fleet', functionId: AdminFunction.FLEET, labelKey: 'admin.tabs.fleet' },
  {
    key: 'customer',
    path: '/admin/customer',
    functionId: AdminFunction.CUSTOMER,
    labelKey: 'admin.tabs.customer',
  },
  { key: 'plan', path: '/admin/plan', functionId: AdminFunction.PLAN, labelKey: 'admin.tabs.plan' },
  {
    key: 'statistics',
    path: '/admin/statistics',
    functionId: AdminFunction.STATISTICS,
    labelKey: 'admin.tabs.statistics',
  },
  { key: 'report', path: '/admin/report', functionId: AdminFunction.REPORT, labelKey: 'admin.tabs.report' },
  {
    key: 'finance',
    path: '/admin/finance',
    functionId: AdminFunction.FINANCE,
    labelKey: 'admin.tabs.finance',
    matches: ['/admin/manualModifyRecord'],
  },
  {
    key: 'announcement',
    path: '/admin/announcement',
    functionId: AdminFunction.ANNOUNCEMENT,
    labelKey: 'admin.tabs.announcement',
  },
  {
    key: 'vipPlan',
    path: '/admin/vipPlan',
    functionId: AdminFunction.VIP_PLAN,
    labelKey: 'admin.tabs.vipPlan',
  },
  {
    key: 'setting',
    path: '/admin/setting',
    functionId: AdminFunction.SETTING,
    labelKey: 'admin.tabs.setting',
  },
];

export function visibleAdminTabs(rights: readonly FunctionRights[] | undefined): AdminTab[] {
  return ADMIN_TABS.filter((tab) => hasRight(rights, tab.functionId, 'view'));
}

/** After login the admin lands on the first function with the view flag (tab order, then the system log). */
export function firstPermittedAdminPath(rights: readonly FunctionRights[] | undefined): string | undefined {
  const tab = visibleAdminTabs(rights)[0];
  if (tab) return tab.path;
  return hasRight(rights, AdminFunction.SYSTEM_LOG, 'view') ? '/admin/systemLog' : undefined;
}
