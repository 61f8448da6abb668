import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonitorPage } from '../../features/monitor/MonitorPage';
import { FencesTab } from '../../features/places/monitor/FencesTab';
import { MarkersTab } from '../../features/places/monitor/MarkersTab';
import { PlacesLayer } from '../../features/places/monitor/PlacesLayer';
import { useCheckedPlaces } from '../../features/places/monitor/useCheckedPlaces';
import { useVehicles } from '../../shared/vehicles/VehiclesProvider';

/**
 * The monitor with the places feature composed in (features do not import each other): the
 * electronic fence and marker point side tabs, and the ticked vehicles' fences and markers on the
 * map, loaded as vehicles are ticked and dropped as they are unticked (the spec's tree rule).
 */
export function MonitorWithPlaces() {
  const { t } = useTranslation();
  const { selectedDevices } = useVehicles();
  const places = useCheckedPlaces(selectedDevices);
  const [shown, setShown] = useState<{ key: string; seq: number } | null>(null);
  const show = useCallback(
    (key: string) => setShown((previous) => ({ key, seq: (previous?.seq ?? 0) + 1 })),
    [],
  );
  return (
    <MonitorPage
      sideTabs={[
        {
          key: 'fences',
          label: t('monitor.tabs.fences'),
          children: <FencesTab places={places} onShow={show} />,
        },
        {
          key: 'markers',
          label: t('monitor.tabs.markers'),
          children: <MarkersTab places={places} onShow={show} />,
        },
      ]}
      mapLayers={<PlacesLayer fences={places.fences} markers={places.markers} show={shown} />}
    />
  );
}
