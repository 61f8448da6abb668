import { MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout, Splitter, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { AccountType } from '@gps/codes';
import { IdleCountdown } from '../../shared/ui/IdleCountdown';
import { LanguageSelect } from '../../shared/ui/LanguageSelect';
import { TopBar } from '../../shared/ui/TopBar';
import { usePhone } from '../../shared/ui/usePhone';
import { useSession } from '../../shared/session/store';
import { useLogout } from '../../shared/session/useLogout';
import { ApiProvider } from '../../shared/api/ApiProvider';
import { SystemSettingsProvider } from '../../shared/settings/SystemSettingsProvider';
import { ClientUserMenu } from './ClientUserMenu';
import { LiveWarnings } from '../../features/warnings/LiveWarnings';
import { InboxViewer } from '../../features/inbox/InboxViewer';
import { LiveInbox } from '../../features/inbox/LiveInbox';
import { visibleClientTabs, type ClientTab } from '../routes/tabs';
import { VehiclePanel } from '../../features/vehicles/VehiclePanel';
import { VehiclesProvider, useVehicles } from '../../shared/vehicles/VehiclesProvider';
import { SIDE_PANEL_WIDTH, readSidePanelWidth, saveSidePanelWidth } from './sidePanelWidth';

/** The vehicle panel over a phone's page: most of the screen, with a strip of the page to tap it shut. */
const PHONE_DRAWER_WIDTH = '85%';

/** Pages that fill the content area edge to edge (maps). */
const FLUSH_PAGES = ['/main/monitor', '/main/multiMonitor'];

function ClientFrame({ tabs: allTabs }: { tabs: readonly ClientTab[] }) {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const { hasVipDevice } = useVehicles();
  const { pathname } = useLocation();
  const phone = usePhone();
  // On a phone the panel starts closed: the page (the map) takes the screen.
  const [collapsed, setCollapsed] = useState(phone);
  const [width, setWidth] = useState(() => readSidePanelWidth(window.localStorage));

  const tabs = visibleClientTabs(allTabs, {
    isFleetAccount: session?.accountType === AccountType.FLEET,
    permissions: session?.permissions ?? [],
    hasVipDevice,
  });
  const flush = FLUSH_PAGES.some((p) => pathname.startsWith(p));

  const panel = <VehiclePanel onCollapse={() => setCollapsed(true)} />;
  const content = (
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
  );

  return (
    <Layout className="app-frame client-frame">
      <LiveWarnings />
      <LiveInbox />
      <InboxViewer />
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
      {phone ? (
        <PhoneBody open={!collapsed} onClose={() => setCollapsed(true)} panel={panel} content={content} />
      ) : (
        <Splitter
          className="app-body"
          onResize={([next]) => setWidth(next)}
          onResizeEnd={([next]) => saveSidePanelWidth(window.localStorage, next)}
        >
          <Splitter.Panel
            className="side-panel-slot"
            size={collapsed ? 0 : width}
            min={collapsed ? undefined : SIDE_PANEL_WIDTH.min}
            max={SIDE_PANEL_WIDTH.max}
            resizable={!collapsed}
          >
            {/* Kept mounted while hidden, so the search and the open fleets are there when it comes back. */}
            <aside className="side-panel" data-testid="side-panel">
              {panel}
            </aside>
          </Splitter.Panel>
          <Splitter.Panel className="content-slot">{content}</Splitter.Panel>
        </Splitter>
      )}
    </Layout>
  );
}

/**
 * A phone has no room for the tree beside the page: the page takes the screen and the vehicle panel
 * slides over it from the left (docs/decisions/phone-layout.md).
 */
function PhoneBody({
  open,
  onClose,
  panel,
  content,
}: {
  open: boolean;
  onClose: () => void;
  panel: ReactNode;
  content: ReactNode;
}) {
  return (
    <div className="app-body">
      <Drawer
        open={open}
        onClose={onClose}
        placement="left"
        closable={false}
        rootClassName="side-drawer"
        size={PHONE_DRAWER_WIDTH}
        styles={{ body: { padding: 0 } }}
      >
        <div className="side-panel" data-testid="side-panel">
          {panel}
        </div>
      </Drawer>
      <div className="content-slot">{content}</div>
    </div>
  );
}

/** Customer area (/main/...): top bar with countdown, language and user menu; vehicle tree on the left. */
export function ClientLayout({ tabs }: { tabs: readonly ClientTab[] }) {
  return (
    <ApiProvider>
      <SystemSettingsProvider>
        <VehiclesProvider>
          <ClientFrame tabs={tabs} />
        </VehiclesProvider>
      </SystemSettingsProvider>
    </ApiProvider>
  );
}
