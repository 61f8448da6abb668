import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { AccountType, AdminFunction } from '@gps/codes';
import { ComingSoonPage } from '../components/ComingSoonPage';
import { STATISTIC_GROUPS } from '../components/vehicle-tree/nodeMenu';
import { AdminLayout } from '../layouts/admin/AdminLayout';
import { ClientLayout } from '../layouts/client/ClientLayout';
import { SectionLayout } from '../layouts/SectionLayout';
import { STATISTIC_PERIODS, StatisticsSection } from '../layouts/StatisticsSection';
import { SubTabsLayout } from '../layouts/SubTabsLayout';
import { VipPlanSection } from '../layouts/VipPlanSection';
import { AccountsPage } from '../pages/admin/accounts/AccountsPage';
import { AdminHome } from '../pages/admin/AdminHome';
import { DevicesPage } from '../pages/admin/devices/DevicesPage';
import { FleetDevicesPage } from '../pages/admin/fleets/FleetDevicesPage';
import { FleetsPage } from '../pages/admin/fleets/FleetsPage';
import { SubFleetsPage } from '../pages/admin/fleets/SubFleetsPage';
import { PermissionsPage } from '../pages/admin/permissions/PermissionsPage';
import { SettingsPage } from '../pages/admin/settings/SettingsPage';
import { SystemLogPage } from '../pages/admin/systemLog/SystemLogPage';
import { MonitorPage } from '../pages/client/MonitorPage';
import { RemotePage } from '../pages/client/remote/RemotePage';
import { VoiceRecordingsPage } from '../pages/client/remote/VoiceRecordingsPage';
import { StatisticsPage } from '../pages/client/StatisticsPage';
import { AdminLoginPage } from '../pages/public/AdminLoginPage';
import { AppRedirectPage } from '../pages/public/AppRedirectPage';
import { ClientLoginPage } from '../pages/public/ClientLoginPage';
import { ForgetPasswordPage } from '../pages/public/ForgetPasswordPage';
import { NotFoundPage } from '../pages/public/NotFoundPage';
import { PrivacyPolicyPage } from '../pages/public/PrivacyPolicyPage';
import { ResetPasswordPage } from '../pages/public/ResetPasswordPage';
import { AppShell } from './AppShell';
import { RouteGuard } from './RouteGuard';
import { adminMeta, clientMeta, publicMeta, type RouteMeta } from './routeMeta';

/** One entry of the route table: a path, its metadata and what it renders. */
export interface AppRoute {
  path?: string;
  index?: boolean;
  meta?: RouteMeta;
  element: ReactNode;
  children?: AppRoute[];
}

const redirect = (to: string): AppRoute => ({ index: true, element: <Navigate to={to} replace /> });

const coming = (titleKey: string, tabs?: { key: string; labelKey: string }[]) => (
  <ComingSoonPage titleKey={titleKey} tabs={tabs} />
);

/** Statistics children: {group}{period} for every group, overspeed / offline gated by their setting. */
function statisticsChildren(
  prefix: 'client' | 'statistics',
  page: (group: string, period: (typeof STATISTIC_PERIODS)[number]) => ReactNode,
  meta: (name: string, extra: Partial<RouteMeta>) => RouteMeta,
): AppRoute[] {
  return STATISTIC_GROUPS.flatMap((group) =>
    STATISTIC_PERIODS.map((period) => ({
      path: `${group}${period}`,
      meta: meta(`${prefix}.${group}${period}`, {
        setting: group === 'overspeed' ? 'showOverspeed' : group === 'offline' ? 'showOffline' : undefined,
      }),
      element: page(group, period),
    })),
  );
}

const HISTORY_TABS = [
  { key: 'track', labelKey: 'client.history.track' },
  { key: 'parking', labelKey: 'client.history.parking' },
  { key: 'alarm', labelKey: 'client.history.alarm' },
];

const A = AdminFunction;
const admin = (name: string, id: number, extra: Partial<RouteMeta> = {}) => adminMeta(name, id, extra);

/** The route table (spec, both documents). */
export const routeTable: AppRoute[] = [
  { path: '/', meta: publicMeta('client.login'), element: <ClientLoginPage /> },
  { path: '/forgetPassword', meta: publicMeta('forgetPassword'), element: <ForgetPasswordPage /> },
  { path: '/resetPassword', meta: publicMeta('resetPassword'), element: <ResetPasswordPage /> },
  { path: '/PrivatePolicy', meta: publicMeta('privatePolicy'), element: <PrivacyPolicyPage /> },
  { path: '/redirectIOS', meta: publicMeta('redirectIOS'), element: <AppRedirectPage platform="ios" /> },
  {
    path: '/redirectAndroid',
    meta: publicMeta('redirectAndroid'),
    element: <AppRedirectPage platform="android" />,
  },
  { path: '/admin/login', meta: publicMeta('admin.login', true), element: <AdminLoginPage /> },
  {
    path: '/main',
    meta: clientMeta('client'),
    element: <ClientLayout />,
    children: [
      redirect('monitor'),
      { path: 'monitor', meta: clientMeta('client.monitor'), element: <MonitorPage /> },
      {
        path: 'multiMonitor',
        meta: clientMeta('client.multiMonitor', { accountTypes: [AccountType.FLEET] }),
        element: coming('client.tabs.multiMonitor'),
      },
      {
        path: 'history',
        meta: clientMeta('client.history'),
        element: coming('client.tabs.history', HISTORY_TABS),
      },
      // Not gated by slot 2: the top tab and the tree menu entry are (spec), but an account without
      // it that opens the address still reads the history, with the commands disabled and why.
      { path: 'remote', meta: clientMeta('client.remote'), element: <RemotePage /> },
      {
        path: 'serviceExpire',
        meta: clientMeta('client.serviceExpire'),
        element: coming('client.tabs.serviceExpire'),
      },
      { path: 'warning', meta: clientMeta('client.warning'), element: coming('client.tabs.warning') },
      { path: 'mileage', meta: clientMeta('client.mileage'), element: coming('client.tabs.mileage') },
      { path: 'vipPlan', meta: clientMeta('client.vipPlan'), element: coming('client.tabs.vipPlan') },
      { path: 'addressPlan', meta: clientMeta('client.addressPlan'), element: coming('client.addressPlan') },
      { path: 'record', meta: clientMeta('client.record'), element: <VoiceRecordingsPage /> },
      {
        path: 'statistics',
        meta: clientMeta('client.statistics'),
        element: <StatisticsSection base="/main/statistics" />,
        children: [
          redirect('allPerDay'),
          ...statisticsChildren('client', (g, p) => <StatisticsPage group={g} period={p} />, clientMeta),
        ],
      },
    ],
  },
  { path: '/compareHistory', meta: clientMeta('compareHistory'), element: coming('client.compareHistory') },
  { path: '/streetView', meta: clientMeta('streetView'), element: coming('client.streetView') },
  {
    path: '/admin',
    meta: adminMeta('admin', 0),
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminHome /> },
      { path: 'account', meta: admin('admin.account', A.ACCOUNT), element: <AccountsPage /> },
      { path: 'permission', meta: admin('admin.permission', A.PERMISSION), element: <PermissionsPage /> },
      { path: 'device', meta: admin('admin.device', A.DEVICE), element: <DevicesPage /> },
      {
        path: 'fleet',
        meta: admin('admin.fleet', A.FLEET),
        element: <Outlet />,
        children: [
          { index: true, element: <FleetsPage /> },
          { path: 'subFleet/:id', meta: admin('admin.fleet.subFleet', A.FLEET), element: <SubFleetsPage /> },
          {
            path: 'fleetDevices/:id',
            meta: admin('admin.fleet.fleetDevices', A.FLEET),
            element: <FleetDevicesPage />,
          },
        ],
      },
      {
        path: 'customer',
        meta: admin('admin.customer', A.CUSTOMER),
        element: (
          <SubTabsLayout
            base="/admin/customer"
            titleKey="admin.tabs.customer"
            tabs={[
              { path: 'monitor', labelKey: 'customer.monitor' },
              { path: 'multimonitor', labelKey: 'customer.multimonitor' },
              { path: 'history', labelKey: 'customer.history' },
              { path: 'remote', labelKey: 'customer.remote' },
              { path: 'warning', labelKey: 'customer.warning' },
              { path: 'statistics', labelKey: 'customer.statistics' },
            ]}
          />
        ),
        children: [
          redirect('monitor'),
          ...['monitor', 'multimonitor', 'history', 'remote', 'warning', 'statistics'].map((p) => ({
            path: p,
            meta: admin(`customer.${p}`, A.CUSTOMER),
            element: <ComingSoonPage titleKey={`customer.${p}`} embedded />,
          })),
        ],
      },
      { path: 'plan', meta: admin('admin.plan', A.PLAN), element: coming('admin.tabs.plan') },
      {
        path: 'vipPlan',
        meta: admin('admin.vipPlan', A.VIP_PLAN),
        element: <VipPlanSection />,
        children: [
          redirect('servicePlan'),
          { path: 'servicePlan', meta: admin('service.plan', A.VIP_PLAN), element: coming('service.plan') },
          { path: 'vipPlan', meta: admin('service.vipplan', A.VIP_PLAN), element: coming('service.vipplan') },
          {
            path: 'coupon',
            meta: admin('service.coupon', A.VIP_PLAN, { setting: 'showCoupon' }),
            element: coming('service.coupon'),
          },
        ],
      },
      {
        path: 'statistics',
        meta: admin('admin.statistics', A.STATISTICS),
        element: <StatisticsSection base="/admin/statistics" withAdminGroup />,
        children: [
          redirect('allPerDay'),
          ...statisticsChildren(
            'statistics',
            (g, p) => (
              <ComingSoonPage titleKey={`statistics.groups.${g}`} subtitleKey={`statistics.periods.${p}`} />
            ),
            (name, extra) => admin(name, A.STATISTICS, extra),
          ),
          {
            path: 'offlineDevice',
            meta: admin('statistics.offlineDevice', A.STATISTICS),
            element: coming('statistics.offlineDevice'),
          },
          {
            path: 'onlineStatus',
            meta: admin('statistics.onlineStatus', A.STATISTICS),
            element: coming('statistics.onlineStatus'),
          },
        ],
      },
      { path: 'report', meta: admin('admin.report', A.REPORT), element: coming('admin.tabs.report') },
      {
        path: 'finance',
        meta: admin('admin.finance', A.FINANCE),
        element: (
          <ComingSoonPage
            titleKey="admin.tabs.finance"
            link={{ to: '/admin/manualModifyRecord', labelKey: 'admin.manualModifyRecord' }}
          />
        ),
      },
      {
        path: 'manualModifyRecord',
        meta: admin('admin.manualModifyRecord', A.FINANCE),
        element: (
          <ComingSoonPage
            titleKey="admin.manualModifyRecord"
            link={{ to: '/admin/finance', labelKey: 'admin.tabs.finance' }}
          />
        ),
      },
      {
        path: 'announcement',
        meta: admin('admin.announcement', A.ANNOUNCEMENT),
        element: (
          <SectionLayout
            base="/admin/announcement"
            items={[
              { path: 'announcement', labelKey: 'announcement.announcement' },
              { path: 'message', labelKey: 'announcement.message' },
            ]}
          />
        ),
        children: [
          redirect('announcement'),
          {
            path: 'announcement',
            meta: admin('announcement.announcement', A.ANNOUNCEMENT),
            element: coming('announcement.announcement'),
          },
          {
            path: 'message',
            meta: admin('announcement.message', A.ANNOUNCEMENT),
            element: coming('announcement.message'),
          },
        ],
      },
      { path: 'systemLog', meta: admin('admin.systemLog', A.SYSTEM_LOG), element: <SystemLogPage /> },
      { path: 'setting', meta: admin('admin.setting', A.SETTING), element: <SettingsPage /> },
    ],
  },
  { path: '*', meta: publicMeta('notFound'), element: <NotFoundPage /> },
];

function toRouteObject(route: AppRoute): RouteObject {
  const guarded = route.meta ? <RouteGuard meta={route.meta}>{route.element}</RouteGuard> : route.element;
  const children = route.children?.map(toRouteObject);
  if (route.index) return { index: true, element: guarded };
  return { path: route.path, element: guarded, children, handle: route.meta };
}

/** Router objects: every route wrapped in its guard, all under the app shell (error dialog). */
export function buildRoutes(): RouteObject[] {
  return [{ element: <AppShell />, children: routeTable.map(toRouteObject) }];
}
