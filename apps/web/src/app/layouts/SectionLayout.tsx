import { Menu, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { usePhone } from '../../shared/ui/usePhone';

export interface SectionItem {
  /** Path relative to the section base. */
  path: string;
  labelKey: string;
}

export interface SectionGroup {
  key: string;
  labelKey: string;
  items: SectionItem[];
}

/**
 * A section with a left menu (statistics groups, VIP plan menu, announcements): either flat items or
 * collapsible groups; the content is the child route. On a phone the menu is a bar above the page
 * (the groups open as popups), so the page keeps the screen's width.
 */
export function SectionLayout({
  base,
  items,
  groups,
}: {
  base: string;
  items?: SectionItem[];
  groups?: SectionGroup[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = usePhone();
  const { pathname, search } = useLocation();
  const current = pathname.slice(base.length + 1).split('/')[0];

  const toItem = (item: SectionItem) => ({ key: item.path, label: t(item.labelKey) });
  const menuItems: MenuProps['items'] = groups
    ? groups.map((g) => ({ key: `group:${g.key}`, label: t(g.labelKey), children: g.items.map(toItem) }))
    : (items ?? []).map(toItem);
  const openGroup = groups?.find((g) => g.items.some((i) => i.path === current))?.key;
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // The group of the current page is always open (groups can appear late, e.g. after the settings load).
  useEffect(() => {
    if (openGroup)
      setOpenKeys((keys) => (keys.includes(`group:${openGroup}`) ? keys : [...keys, `group:${openGroup}`]));
  }, [openGroup]);

  return (
    <div className="section-layout">
      <nav className="section-layout__nav">
        <Menu
          mode={phone ? 'horizontal' : 'inline'}
          selectedKeys={[current]}
          {...(phone ? {} : { openKeys, onOpenChange: setOpenKeys })}
          items={menuItems}
          onClick={({ key }) => navigate(`${base}/${key}${search}`)}
        />
      </nav>
      <div className="section-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
