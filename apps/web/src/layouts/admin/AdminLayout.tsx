import { FileSearchOutlined, LogoutOutlined } from '@ant-design/icons';
import { Layout, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { AdminFunction } from '@gps/codes';
import { visibleAdminTabs } from '../../app/adminNavigation';
import { IdleCountdown } from '../../components/IdleCountdown';
import { LanguageSelect } from '../../components/LanguageSelect';
import { TopBar } from '../../components/TopBar';
import { UserMenu } from '../../components/UserMenu';
import { hasRight } from '../../session/rights';
import { useSession } from '../../session/store';
import { useLogout } from '../../session/useLogout';
import { SystemSettingsProvider } from '../../settings/SystemSettingsProvider';

/** Back office (/admin/...): top tabs filtered by the view flags of the signed-in administrator. */
export function AdminLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const tabs = visibleAdminTabs(session?.rights);

  const items: MenuProps['items'] = [
    ...(hasRight(session?.rights, AdminFunction.SYSTEM_LOG, 'view')
      ? [
          {
            key: 'systemLog',
            icon: <FileSearchOutlined />,
            label: t('admin.tabs.systemLog'),
            onClick: () => navigate('/admin/systemLog'),
          },
          { type: 'divider' as const },
        ]
      : []),
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('userMenu.logout'),
      danger: true,
      onClick: () => logout(true),
    },
  ];

  return (
    <SystemSettingsProvider>
      <Layout className="app-frame">
        <TopBar
          tabs={tabs}
          subtitleKey="admin.subtitle"
          extra={
            <>
              <IdleCountdown onExpire={() => logout(true)} />
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
  );
}
