import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../shared/ui/PageHeader';

/** A section with its own tabs (each tab a child route), e.g. the back office's customer section. */
export function SubTabsLayout({
  base,
  titleKey,
  tabs,
}: {
  base: string;
  titleKey: string;
  tabs: readonly { path: string; labelKey: string }[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.slice(base.length + 1).split('/')[0];
  return (
    <div>
      <PageHeader title={t(titleKey)} />
      <Card variant="borderless" className="content-card sub-tabs">
        <Tabs
          activeKey={current}
          onChange={(key) => navigate(`${base}/${key}`)}
          items={tabs.map((tab) => ({ key: tab.path, label: t(tab.labelKey) }))}
        />
        <Outlet />
      </Card>
    </div>
  );
}
