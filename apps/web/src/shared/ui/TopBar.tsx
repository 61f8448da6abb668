import type { ReactNode } from 'react';
import { Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { BrandMark } from './BrandMark';

export interface TopTab {
  key: string;
  path: string;
  labelKey: string;
  /** Other paths that belong to this tab (e.g. manualModifyRecord under finance). */
  matches?: readonly string[];
}

function selectedKey(tabs: readonly TopTab[], pathname: string): string[] {
  const match = tabs
    .filter((tab) =>
      [tab.path, ...(tab.matches ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`)),
    )
    .sort((a, b) => b.path.length - a.path.length)[0];
  return match ? [match.key] : [];
}

/** The top bar: brand and the right-hand tools on the first row, the router-driven top tabs below. */
export function TopBar({
  tabs,
  subtitleKey,
  extra,
}: {
  tabs: readonly TopTab[];
  subtitleKey?: string;
  extra: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <header className="top-bar-wrap">
      <Layout.Header className="top-bar">
        <BrandMark subtitleKey={subtitleKey} />
        <div className="top-bar__extra">{extra}</div>
      </Layout.Header>
      <nav className="top-tabs" data-testid="top-tabs">
        <Menu
          className="top-tabs__menu"
          mode="horizontal"
          selectedKeys={selectedKey(tabs, pathname)}
          items={tabs.map((tab) => ({ key: tab.key, label: t(tab.labelKey) }))}
          onClick={({ key }) => {
            const tab = tabs.find((x) => x.key === key);
            if (tab) navigate(tab.path);
          }}
        />
      </nav>
    </header>
  );
}
