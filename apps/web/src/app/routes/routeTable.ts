import { AccountType, AdminFunction, ClientSlot } from '@gps/codes';
import { hasSlot } from '../../shared/session/rights';
import type { FunctionRights } from '../../shared/session/types';
import {
  STATISTIC_GROUPS,
  STATISTIC_PERIODS,
  type StatisticGroup,
  type StatisticPeriod,
} from '../../shared/statistics/statisticKinds';
import { HELP_PATH } from '../../features/help/helpPath';
import { page, type PageView } from './pageView';
import { adminNavigationOf, clientTabsOf, type RouteEntry } from './routeEntry';
import { adminMeta, clientMeta, publicMeta, type RouteMeta } from './routeMeta';
import { firstPermittedAdminPath } from './tabs';

/*
 * The route table (spec, both documents): every path with its guard, what it renders (each page a
 * lazily loaded chunk) and the top tabs of both areas. Pure data, so the tab rules can be tested.
 */

// Pages and layouts, loaded the first time a route shows them.
const ClientLayout = () => import('../layouts/ClientLayout').then((m) => m.ClientLayout);
const AdminLayout = () => import('../layouts/AdminLayout').then((m) => m.AdminLayout);
const SectionLayout = () => import('../layouts/SectionLayout').then((m) => m.SectionLayout);
const StatisticsSection = () => import('../layouts/StatisticsSection').then((m) => m.StatisticsSection);
const VipPlanSection = () => import('../layouts/VipPlanSection').then((m) => m.VipPlanSection);
const AdminHome = () => import('./AdminHome').then((m) => m.AdminHome);
const FinancePage = () => import('../../features/finance/FinancePage').then((m) => m.FinancePage);
const ClientLoginPage = () => import('../../features/auth/ClientLoginPage').then((m) => m.ClientLoginPage);
const AdminLoginPage = () => import('../../features/auth/AdminLoginPage').then((m) => m.AdminLoginPage);
const ForgetPasswordPage = () =>
  import('../../features/auth/ForgetPasswordPage').then((m) => m.ForgetPasswordPage);
const ResetPasswordPage = () =>
  import('../../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage);
const PrivacyPolicyPage = () =>
  import('../../features/public-pages/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage);
const AppRedirectPage = () =>
  import('../../features/public-pages/AppRedirectPage').then((m) => m.AppRedirectPage);
const OfflineDevicesPage = () =>
  import('../../features/device-status/OfflineDevicesPage').then((m) => m.OfflineDevicesPage);
const OnlineStatusPage = () =>
  import('../../features/device-status/OnlineStatusPage').then((m) => m.OnlineStatusPage);
const HelpPage = () => import('../../features/help/HelpPage').then((m) => m.HelpPage);
const NotFoundPage = () => import('../../features/public-pages/NotFoundPage').then((m) => m.NotFoundPage);
// The monitor as the shell composes it, with the places feature's tabs and map layer.
const MonitorPage = () => import('../pages/MonitorWithPlaces').then((m) => m.MonitorWithPlaces);
const RemotePage = () => import('../../features/remote/RemotePage').then((m) => m.RemotePage);
const MultiMonitorPage = () =>
  import('../../features/multi-monitor/MultiMonitorPage').then((m) => m.MultiMonitorPage);
const CustomerConsole = () =>
  import('../../features/customer-console/CustomerConsole').then((m) => m.CustomerConsole);
const VoiceRecordingsPage = () =>
  import('../../features/remote/VoiceRecordingsPage').then((m) => m.VoiceRecordingsPage);
const WarningsPage = () => import('../../features/warnings/WarningsPage').then((m) => m.WarningsPage);
const HistoryPage = () => import('../../features/history/HistoryPage').then((m) => m.HistoryPage);
const VipPlanItemsPage = () =>
  import('../../features/vip-plans/VipPlanItemsPage').then((m) => m.VipPlanItemsPage);
const CouponsPage = () => import('../../features/coupons/CouponsPage').then((m) => m.CouponsPage);
const ServiceExpirePage = () =>
  import('../../features/renewal/ServiceExpirePage').then((m) => m.ServiceExpirePage);
const VipPlanPage = () => import('../../features/renewal/ValuePlanPage').then((m) => m.VipPlanPage);
const AddressPlanPage = () => import('../../features/renewal/ValuePlanPage').then((m) => m.AddressPlanPage);
const OrderPage = () => import('../../features/renewal/OrderPage').then((m) => m.OrderPage);
const MaintenancePage = () =>
  import('../../features/maintenance/MaintenancePage').then((m) => m.MaintenancePage);
const CompareHistoryPage = () =>
  import('../../features/history/CompareHistoryPage').then((m) => m.CompareHistoryPage);
const StreetViewPage = () => import('../../features/history/StreetViewPage').then((m) => m.StreetViewPage);
const StatisticsPage = () => import('../../features/statistics/StatisticsPage').then((m) => m.StatisticsPage);
const WatchedVehicleStatistics = () =>
  import('../../features/statistics/WatchedVehicleStatistics').then((m) => m.WatchedVehicleStatistics);
const AccountsPage = () => import('../../features/admin/accounts/AccountsPage').then((m) => m.AccountsPage);
const PermissionsPage = () =>
  import('../../features/admin/permissions/PermissionsPage').then((m) => m.PermissionsPage);
const DevicesPage = () => import('../../features/admin/devices/DevicesPage').then((m) => m.DevicesPage);
const FleetsPage = () => import('../../features/admin/fleets/FleetsPage').then((m) => m.FleetsPage);
const SubFleetsPage = () => import('../../features/admin/fleets/SubFleetsPage').then((m) => m.SubFleetsPage);
const FleetDevicesPage = () =>
  import('../../features/admin/fleets/FleetDevicesPage').then((m) => m.FleetDevicesPage);
const SettingsPage = () => import('../../features/admin/settings/SettingsPage').then((m) => m.SettingsPage);
const PlanDevicesPage = () => import('../../features/plans/PlanDevicesPage').then((m) => m.PlanDevicesPage);
const PlanItemsPage = () => import('../../features/plans/PlanItemsPage').then((m) => m.PlanItemsPage);
const ManualAdjustmentsPage = () =>
  import('../../features/admin/manual-adjustments/ManualAdjustmentsPage').then(
    (m) => m.ManualAdjustmentsPage,
  );
const AnnouncementsPage = () =>
  import('../../features/admin/announcements/AnnouncementsPage').then((m) => m.AnnouncementsPage);
const MessagesPage = () =>
  import('../../features/admin/announcements/MessagesPage').then((m) => m.MessagesPage);
const ReportsPage = () => import('../../features/admin/reports/ReportsPage').then((m) => m.ReportsPage);
const SystemLogPage = () =>
  import('../../features/admin/system-log/SystemLogPage').then((m) => m.SystemLogPage);
const AuditEntityPage = () => import('../../features/audit/AuditEntityPage').then((m) => m.AuditEntityPage);
const VerificationPage = () =>
  import('../../features/audit/VerificationPage').then((m) => m.VerificationPage);

const redirect = (to: string): RouteEntry => ({ index: true, redirect: to });

/** Statistics children: {group}{period} for every group, overspeed / offline gated by their setting. */
function statisticsChildren(
  prefix: 'client' | 'statistics',
  view: (group: StatisticGroup, period: StatisticPeriod) => PageView,
  meta: (name: string, extra: Partial<RouteMeta>) => RouteMeta,
): RouteEntry[] {
  return STATISTIC_GROUPS.flatMap((group) =>
    STATISTIC_PERIODS.map((period) => ({
      path: `${group}${period}`,
      meta: meta(`${prefix}.${group}${period}`, {
        setting: group === 'overspeed' ? 'showOverspeed' : group === 'offline' ? 'showOffline' : undefined,
      }),
      view: view(group, period),
    })),
  );
}

/** The customer area (/main/...), its top tabs in the spec's order first. */
const clientChildren: RouteEntry[] = [
  redirect('monitor'),
  {
    path: 'monitor',
    meta: clientMeta('client.monitor'),
    view: page(MonitorPage),
    tab: { labelKey: 'client.tabs.monitor' },
  },
  {
    path: 'multiMonitor',
    meta: clientMeta('client.multiMonitor', { accountTypes: [AccountType.FLEET] }),
    view: page(MultiMonitorPage),
    tab: { labelKey: 'client.tabs.multiMonitor', visibleTo: (ctx) => ctx.isFleetAccount },
  },
  // Not gated by slot 2: the top tab and the tree menu entry are (spec), but an account without
  // it that opens the address still reads the history, with the commands disabled and why.
  {
    path: 'remote',
    meta: clientMeta('client.remote'),
    view: page(RemotePage),
    tab: {
      labelKey: 'client.tabs.remote',
      visibleTo: (ctx) => hasSlot(ctx.permissions, ClientSlot.SEND_COMMANDS),
    },
  },
  {
    path: 'warning',
    meta: clientMeta('client.warning'),
    view: page(WarningsPage),
    tab: { labelKey: 'client.tabs.warning' },
  },
  {
    path: 'history',
    meta: clientMeta('client.history'),
    view: page(HistoryPage),
    tab: { labelKey: 'client.tabs.history' },
  },
  {
    path: 'serviceExpire',
    meta: clientMeta('client.serviceExpire'),
    view: page(ServiceExpirePage),
    tab: { labelKey: 'client.tabs.serviceExpire' },
  },
  {
    path: 'mileage',
    meta: clientMeta('client.mileage'),
    view: page(MaintenancePage),
    tab: { labelKey: 'client.tabs.mileage' },
  },
  {
    path: 'vipPlan',
    meta: clientMeta('client.vipPlan'),
    view: page(VipPlanPage),
    tab: { labelKey: 'client.tabs.vipPlan', visibleTo: (ctx) => ctx.hasVipDevice },
  },
  { path: 'addressPlan', meta: clientMeta('client.addressPlan'), view: page(AddressPlanPage) },
  { path: 'record', meta: clientMeta('client.record'), view: page(VoiceRecordingsPage) },
  // Where the payment provider sends the browser back after paying an order.
  { path: 'order/:orderNumber', meta: clientMeta('client.order'), view: page(OrderPage) },
  {
    path: 'statistics',
    meta: clientMeta('client.statistics'),
    view: page(StatisticsSection, { base: '/main/statistics' }),
    children: [
      redirect('allPerDay'),
      ...statisticsChildren('client', (group, period) => page(StatisticsPage, { group, period }), clientMeta),
    ],
  },
];

const A = AdminFunction;
const admin = (name: string, id: number, extra: Partial<RouteMeta> = {}) => adminMeta(name, id, extra);
const CUSTOMER_TABS = ['monitor', 'multimonitor', 'history', 'remote', 'warning', 'statistics'] as const;
/**
 * The customer console's tabs show the customer area's own pages, given the watched devices as
 * their vehicles (docs/decisions/customer-console.md): a client page plugs in by its line here.
 */
const CUSTOMER_PAGES: Record<(typeof CUSTOMER_TABS)[number], PageView> = {
  monitor: page(MonitorPage),
  multimonitor: page(MultiMonitorPage),
  history: page(HistoryPage),
  remote: page(RemotePage),
  warning: page(WarningsPage),
  statistics: page(WatchedVehicleStatistics),
};

/** The back office (/admin/...), its top tabs in the spec's order first, then the user menu's. */
const adminChildren: RouteEntry[] = [
  { index: true, view: page(AdminHome, { landingFor: adminLanding }) },
  {
    path: 'account',
    meta: admin('admin.account', A.ACCOUNT),
    view: page(AccountsPage),
    nav: { labelKey: 'admin.tabs.account' },
  },
  {
    path: 'permission',
    meta: admin('admin.permission', A.PERMISSION),
    view: page(PermissionsPage),
    nav: { labelKey: 'admin.tabs.permission' },
  },
  {
    path: 'device',
    meta: admin('admin.device', A.DEVICE),
    view: page(DevicesPage),
    nav: { labelKey: 'admin.tabs.device' },
  },
  {
    path: 'fleet',
    meta: admin('admin.fleet', A.FLEET),
    nav: { labelKey: 'admin.tabs.fleet' },
    children: [
      { index: true, view: page(FleetsPage) },
      { path: 'subFleet/:id', meta: admin('admin.fleet.subFleet', A.FLEET), view: page(SubFleetsPage) },
      {
        path: 'fleetDevices/:id',
        meta: admin('admin.fleet.fleetDevices', A.FLEET),
        view: page(FleetDevicesPage),
      },
    ],
  },
  {
    path: 'customer',
    meta: admin('admin.customer', A.CUSTOMER),
    view: page(CustomerConsole, {
      base: '/admin/customer',
      titleKey: 'admin.tabs.customer',
      tabs: CUSTOMER_TABS.map((path) => ({ path, labelKey: `customer.${path}` })),
    }),
    nav: { labelKey: 'admin.tabs.customer' },
    children: [
      redirect('monitor'),
      ...CUSTOMER_TABS.map((p) => ({
        path: p,
        meta: admin(`customer.${p}`, A.CUSTOMER),
        view: CUSTOMER_PAGES[p],
      })),
    ],
  },
  {
    path: 'plan',
    meta: admin('admin.plan', A.PLAN),
    view: page(PlanDevicesPage),
    nav: { labelKey: 'admin.tabs.plan' },
  },
  {
    path: 'statistics',
    meta: admin('admin.statistics', A.STATISTICS),
    view: page(StatisticsSection, { base: '/admin/statistics', withAdminGroup: true }),
    nav: { labelKey: 'admin.tabs.statistics' },
    children: [
      redirect('allPerDay'),
      ...statisticsChildren(
        'statistics',
        (group, period) => page(StatisticsPage, { group, period, area: 'admin' }),
        (name, extra) => admin(name, A.STATISTICS, extra),
      ),
      {
        path: 'offlineDevice',
        meta: admin('statistics.offlineDevice', A.STATISTICS),
        view: page(OfflineDevicesPage),
      },
      {
        path: 'onlineStatus',
        meta: admin('statistics.onlineStatus', A.STATISTICS),
        view: page(OnlineStatusPage),
      },
    ],
  },
  {
    path: 'report',
    meta: admin('admin.report', A.REPORT),
    view: page(ReportsPage),
    nav: { labelKey: 'admin.tabs.report' },
  },
  {
    path: 'finance',
    meta: admin('admin.finance', A.FINANCE),
    view: page(FinancePage),
    nav: { labelKey: 'admin.tabs.finance', matches: ['manualModifyRecord'] },
  },
  {
    path: 'manualModifyRecord',
    meta: admin('admin.manualModifyRecord', A.FINANCE),
    view: page(ManualAdjustmentsPage),
  },
  {
    path: 'announcement',
    meta: admin('admin.announcement', A.ANNOUNCEMENT),
    view: page(SectionLayout, {
      base: '/admin/announcement',
      items: [
        { path: 'announcement', labelKey: 'announcement.announcement' },
        { path: 'message', labelKey: 'announcement.message' },
      ],
    }),
    nav: { labelKey: 'admin.tabs.announcement' },
    children: [
      redirect('announcement'),
      {
        path: 'announcement',
        meta: admin('announcement.announcement', A.ANNOUNCEMENT),
        view: page(AnnouncementsPage),
      },
      {
        path: 'message',
        meta: admin('announcement.message', A.ANNOUNCEMENT),
        view: page(MessagesPage),
      },
    ],
  },
  {
    path: 'vipPlan',
    meta: admin('admin.vipPlan', A.VIP_PLAN),
    view: page(VipPlanSection),
    nav: { labelKey: 'admin.tabs.vipPlan' },
    children: [
      redirect('servicePlan'),
      // Plan items are the plans' (function 6) rights, in the VIP plan section's menu as the spec places them.
      { path: 'servicePlan', meta: admin('service.plan', A.PLAN), view: page(PlanItemsPage) },
      { path: 'vipPlan', meta: admin('service.vipplan', A.VIP_PLAN), view: page(VipPlanItemsPage) },
      {
        path: 'coupon',
        meta: admin('service.coupon', A.VIP_PLAN, { setting: 'showCoupon' }),
        view: page(CouponsPage),
      },
    ],
  },
  {
    path: 'setting',
    meta: admin('admin.setting', A.SETTING),
    view: page(SettingsPage),
    nav: { labelKey: 'admin.tabs.setting' },
  },
  {
    path: 'systemLog',
    meta: admin('admin.systemLog', A.SYSTEM_LOG),
    view: page(SystemLogPage),
    nav: { labelKey: 'admin.tabs.systemLog', menu: true },
  },
  // The auditors' pages read the log, so the system log's view right grants them
  // (docs/decisions/audit-pages.md); in the user menu beside it.
  {
    path: 'audit',
    meta: admin('admin.audit', A.SYSTEM_LOG),
    view: page(SectionLayout, {
      base: '/admin/audit',
      items: [
        { path: 'entity', labelKey: 'audit.entity.title' },
        { path: 'verify', labelKey: 'audit.verify.title' },
      ],
    }),
    nav: { labelKey: 'audit.title', menu: true },
    children: [
      redirect('entity'),
      { path: 'entity', meta: admin('audit.entity', A.SYSTEM_LOG), view: page(AuditEntityPage) },
      { path: 'verify', meta: admin('audit.verify', A.SYSTEM_LOG), view: page(VerificationPage) },
    ],
  },
];

/** The customer area's top tabs, read from its entries. */
export const clientTabs = clientTabsOf(clientChildren, '/main');
/** The back office's top tabs and user-menu items, read from its entries. */
export const adminNavigation = adminNavigationOf(adminChildren, '/admin');

/** Where an administrator lands after signing in (the sign-in pages and /admin send them there). */
function adminLanding(rights: readonly FunctionRights[] | undefined): string | undefined {
  return firstPermittedAdminPath(adminNavigation, rights);
}

/** The route table (spec, both documents). */
export const routeTable: RouteEntry[] = [
  { path: '/', meta: publicMeta('client.login'), view: page(ClientLoginPage, { landingFor: adminLanding }) },
  { path: '/forgetPassword', meta: publicMeta('forgetPassword'), view: page(ForgetPasswordPage) },
  { path: '/resetPassword', meta: publicMeta('resetPassword'), view: page(ResetPasswordPage) },
  { path: '/PrivatePolicy', meta: publicMeta('privatePolicy'), view: page(PrivacyPolicyPage) },
  { path: HELP_PATH, meta: publicMeta('help'), view: page(HelpPage) },
  { path: '/redirectIOS', meta: publicMeta('redirectIOS'), view: page(AppRedirectPage, { platform: 'ios' }) },
  {
    path: '/redirectAndroid',
    meta: publicMeta('redirectAndroid'),
    view: page(AppRedirectPage, { platform: 'android' }),
  },
  {
    path: '/admin/login',
    meta: publicMeta('admin.login', true),
    view: page(AdminLoginPage, { landingFor: adminLanding }),
  },
  {
    path: '/main',
    meta: clientMeta('client'),
    view: page(ClientLayout, { tabs: clientTabs }),
    children: clientChildren,
  },
  // Public in the spec, but they show a tenant's tracks: signed in (docs/decisions/history-page.md).
  { path: '/compareHistory', meta: clientMeta('compareHistory'), view: page(CompareHistoryPage) },
  { path: '/streetView', meta: clientMeta('streetView'), view: page(StreetViewPage) },
  {
    path: '/admin',
    meta: adminMeta('admin', 0),
    view: page(AdminLayout, { navigation: adminNavigation }),
    children: adminChildren,
  },
  { path: '*', meta: publicMeta('notFound'), view: page(NotFoundPage) },
];
