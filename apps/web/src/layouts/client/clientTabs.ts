import { ClientSlot } from '@gps/codes';
import { hasSlot } from '../../session/rights';

export interface ClientTab {
  key: string;
  path: string;
  labelKey: string;
}

/** Customer-area top tabs in the spec's order. */
export const CLIENT_TABS: readonly ClientTab[] = [
  { key: 'monitor', path: '/main/monitor', labelKey: 'client.tabs.monitor' },
  { key: 'multiMonitor', path: '/main/multiMonitor', labelKey: 'client.tabs.multiMonitor' },
  { key: 'remote', path: '/main/remote', labelKey: 'client.tabs.remote' },
  { key: 'warning', path: '/main/warning', labelKey: 'client.tabs.warning' },
  { key: 'history', path: '/main/history', labelKey: 'client.tabs.history' },
  { key: 'serviceExpire', path: '/main/serviceExpire', labelKey: 'client.tabs.serviceExpire' },
  { key: 'mileage', path: '/main/mileage', labelKey: 'client.tabs.mileage' },
  { key: 'vipPlan', path: '/main/vipPlan', labelKey: 'client.tabs.vipPlan' },
];

/**
 * Visibility: remote only when permission slot 2 is 1; vipPlan only with at least one VIP device;
 * multiMonitor only for fleet accounts (type 2); the others always.
 */
export function visibleClientTabs(ctx: {
  isFleetAccount: boolean;
  permissions: readonly number[];
  hasVipDevice: boolean;
}): ClientTab[] {
  return CLIENT_TABS.filter((tab) => {
    if (tab.key === 'remote') return hasSlot(ctx.permissions, ClientSlot.SEND_COMMANDS);
    if (tab.key === 'vipPlan') return ctx.hasVipDevice;
    if (tab.key === 'multiMonitor') return ctx.isFleetAccount;
    return true;
  });
}
