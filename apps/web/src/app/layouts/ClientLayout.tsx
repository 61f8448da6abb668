import { MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { AccountType } from '@gps/codes';
import { IdleCountdown } from '../../shared/ui/IdleCountdown';
import { LanguageSelect } from '../../shared/ui/LanguageSelect';
import { TopBar } from '../../shared/ui/TopBar';
import { useSession } from '../../shared/session/store';
import { useLogout } from '../../shared/session/useLogout';
import { SystemSettingsProvider } from '../../shared/settings/SystemSettingsProvider';
import { ClientUserMenu } from './ClientUserMenu';
import { LiveWarnings } from '../../features/warnings/LiveWarnings';
import { visibleClientTabs, type ClientTab } from '../routes/tabs';
import { VehiclePanel } from '../../features/vehicles/VehiclePanel';
import { VehiclesProvider, useVehicles } from '../../shared/vehicles/VehiclesProvider';

/** Pages that fill the content area edge to edge (maps). */
const FLUSH_PAGES = ['/main/monitor', '/main/multiMonitor'];

function ClientFrame({ tabs: allTabs }: { tabs: readonly ClientTab[] }) {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const { hasVipDevice } = useVehicles();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);

  const tabs = visibleClientTabs(allTabs, {
    isFleetAccount: session?.accountType === AccountType.FLEET,
    permissions: session?.permissions ?? [],
    hasVipDevice,
  });
  const flush = FLUSH_PAGES.some((p) => pathname.startsWith(p));

  return (
    <Layout className="app-frame">
      <LiveWarnings />
      <TopBar
        tabs={tabs}
        extra={
          <>
            <IdleCountdown onExpire={() => logout(false, 'idle')} />
            <LanguageSelect />
            <ClientUserMenu name={session?.alias || session?.account || ''} onLogout={() => logout(false)} />
          </>
        }
      />
      <Layout className="app-body" hasSider>
        <Layout.Sider
          width="16rem"
          collapsedWidth={0}
          collapsed={collapsed}
          trigger={null}
          className="side-panel"
          data-testid="side-panel"
        >
          <VehiclePanel onCollapse={() => setCollapsed(true)} />
        </Layout.Sider>
        <Layout.Content
          className={`app-content client-content${flush ? ' app-content--flush' : ''}${collapsed ? ' client-content--collapsed' : ''}`}
        >
          {collapsed && (
            <Tooltip title={t('layout.showPanel')} placement="right">
              <Button
                className="side-panel-toggle"
                icon={<MenuUnfoldOutlined />}
                onClick={() => setCollapsed(false)}
                aria-label={t('layout.showPanel')}
                data-testid="side-panel-show"
              />
            </Tooltip>
          )}
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** Customer area (/main/...): top bar with countdown, language and user menu; vehicle tree on the left. */
export function ClientLayout({ tabs }: { tabs: readonly ClientTab[] }) {
  return (
    <SystemSettingsProvider>
      <VehiclesProvider>
        <ClientFrame tabs={tabs} />
      </VehiclesProvider>
    </SystemSettingsProvider>
  );
}
