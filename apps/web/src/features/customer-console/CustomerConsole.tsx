import { Card, Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../shared/ui/PageHeader';
import { VehiclesSource } from '../../shared/vehicles/VehiclesProvider';
import { ConsoleSearch } from './ConsoleSearch';
import { useWatchedVehicles } from './useWatchedVehicles';
import { WatchList } from './WatchList';

/**
 * /admin/customer (function 5): the spec's left panel (search, results with Add, the watch list,
 * Stop Service) beside the tabs. Each tab is a child route whose page the route table names: the
 * customer area's own pages, given the watched devices as their vehicles (VehiclesSource), so
 * any client page plugs in unchanged (docs/decisions/customer-console.md).
 */
export function CustomerConsole({
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
  const { vehicles, watch, unwatch } = useWatchedVehicles();
  const watched = useMemo(
    () => new Set(vehicles.devices.map((d) => d.deviceSerialNumber)),
    [vehicles.devices],
  );

  return (
    <div className="customer-console" data-testid="customer-console">
      <PageHeader title={t(titleKey)} />
      <div className="customer-console__body">
        <Card variant="borderless" className="content-card console-panel">
          <ConsoleSearch watched={watched} onAdd={watch} />
          <WatchList vehicles={vehicles} onUnwatch={unwatch} />
        </Card>
        <Card variant="borderless" className="content-card sub-tabs customer-console__tabs">
          <Tabs
            activeKey={current}
            onChange={(key) => navigate(`${base}/${key}`)}
            items={tabs.map((tab) => ({ key: tab.path, label: t(tab.labelKey) }))}
          />
          <div className="customer-console__page">
            <VehiclesSource value={vehicles}>
              <Outlet />
            </VehiclesSource>
          </div>
        </Card>
      </div>
    </div>
  );
}
