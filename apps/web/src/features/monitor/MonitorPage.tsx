import type { ReactNode } from 'react';
import { Alert, Tabs, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { MonitorMap } from './map/MonitorMap';
import { useVehicles } from '../../shared/vehicles/VehiclesProvider';
import { useLiveConnection } from '../../shared/api/liveConnection';
import { VehicleCardList } from './list/VehicleCardList';
import { ServiceExpiredBanner } from './ServiceExpiredBanner';

export interface MonitorPageProps {
  /** Side tabs after the vehicle list (the spec's electronic fence and marker point). */
  sideTabs?: NonNullable<TabsProps['items']>;
  /** Drawn on the map under the vehicles (the ticked vehicles' fences and markers). */
  mapLayers?: ReactNode;
}

/**
 * Monitor: the map with the checked vehicles, and the side tabs: the vehicle list, then those the
 * app shell composes in (the places feature's fence and marker point tabs).
 */
export function MonitorPage({ sideTabs = [], mapLayers }: MonitorPageProps) {
  const { t } = useTranslation();
  const { selectedDevices, located } = useVehicles();
  const connection = useLiveConnection();
  return (
    <div className="monitor" data-testid="monitor-page">
      <div className="monitor__map">
        {/* The banners stack over the map's top edge. */}
        <div className="monitor__banners">
          {connection === 'disconnected' && (
            <Alert
              className="monitor-disconnected"
              data-testid="monitor-disconnected"
              type="warning"
              showIcon
              banner
              title={t('monitor.disconnected')}
              description={t('monitor.disconnectedHint')}
            />
          )}
          <ServiceExpiredBanner vehicles={selectedDevices} nowMs={Date.now()} />
        </div>
        <MonitorMap vehicles={selectedDevices} locate={located}>
          {mapLayers}
        </MonitorMap>
      </div>
      <aside className="monitor__side">
        <Tabs
          defaultActiveKey="vehicles"
          tabBarGutter={28}
          items={[
            {
              key: 'vehicles',
              label: t('monitor.tabs.vehicles'),
              children: <VehicleCardList />,
            },
            ...sideTabs,
          ]}
        />
      </aside>
    </div>
  );
}
