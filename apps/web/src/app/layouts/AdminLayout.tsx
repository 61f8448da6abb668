import { FileSearchOutlined, LogoutOutlined } from '@ant-design/icons';
import { Layout, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { visibleAdminTabs, type AdminNavigation } from '../routes/tabs';
import { IdleCountdown } from '../../shared/ui/IdleCountdown';
import { LanguageSelect } from '../../shared/ui/LanguageSelect';
import { TopBar } from '../../shared/ui/TopBar';
import { UserMenu } from '../../shared/ui/UserMenu';
import { useSession } from '../../shared/session/store';
import { useLogout } from '../../shared/session/useLogout';
import { ApiProvider } from '../../shared/api/ApiProvider';
import { SystemSettingsProvider } from '../../shared/settings/SystemSettingsProvider';

/** Back office (/admin/...): top tabs filtered by the view flags of the signed-in administrator. */
export function AdminLayout({ navigation }: { navigation: AdminNavigation }) {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const tabs = visibleAdminTabs(navigation.tabs, session?.rights);

  const items: MenuProps['items'] = [
    ...visibleAdminTabs(navigation.menu, session?.rights).flatMap((entry) => [
      {
        key: entry.key,
        icon: <FileSearchOutlined />,
        label: t(entry.labelKey),
        onClick: () => navigate(entry.path),
      },
      { type: 'divider' as const },
    ]),
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('userMenu.logout'),
      danger: true,
      onClick: () => logout(true),
    },
  ];

  return (
    <ApiProvider>
      <SystemSettingsProvider>
        <Layout className="app-frame">
          <TopBar
            tabs={tabs}
            subtitleKey="admin.subtitle"
            extra={
              <>
                <IdleCountdown onExpire={() => logout(true, 'idle')} />
                <LanguageSelect />
                <UserMenu name={session?.alias || session?.account || ''} items={items} />
              </>
            }
          />
          <Layout.Content className="app-content admin-content">
            <Outlet />
          </Layout.Content>
        </Layout>
      </SystemSettingsProvider>
    </ApiProvider>
  );
}
