import { Alert, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/ui/ComingSoon';
import { MonitorMap } from './map/MonitorMap';
import { useVehicles } from '../../shared/vehicles/VehiclesProvider';
import { useLiveConnection } from '../../shared/api/liveConnection';
import { VehicleCardList } from './list/VehicleCardList';

/** Monitor: the map with the checked vehicles, and the side tabs vehicle list / fence / marker point. */
export function MonitorPage() {
  const { t } = useTranslation();
  const { selectedDevices, located } = useVehicles();
  const connection = useLiveConnection();
  return (
    <div className="monitor" data-testid="monitor-page">
      <div className="monitor__map">
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
        <MonitorMap vehicles={selectedDevices} locate={located} />
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
            {
              key: 'fences',
              label: t('monitor.tabs.fences'),
              children: <ComingSoon areaKey="monitor.tabs.fences" />,
            },
            {
              key: 'markers',
              label: t('monitor.tabs.markers'),
              children: <ComingSoon areaKey="monitor.tabs.markers" />,
            },
          ]}
        />
      </aside>
    </div>
  );
}
