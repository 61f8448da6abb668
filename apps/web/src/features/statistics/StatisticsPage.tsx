import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ComingSoon } from '../../shared/ui/ComingSoon';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useVehicles } from '../../shared/vehicles/VehiclesProvider';

export type StatisticPeriod = 'PerDay' | 'PerMonth' | 'PerTimeZone';

/** One statistics page (group x period); opened from the tree with ?fleetId= or ?id= (device). */
export function StatisticsPage({ group, period }: { group: string; period: StatisticPeriod }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { devices, fleets } = useVehicles();
  const deviceId = params.get('id');
  const fleetId = params.get('fleetId');
  const device = deviceId ? devices.find((d) => d.deviceId === deviceId) : undefined;
  const fleet = fleetId
    ? fleets.flatMap((f) => [f, ...f.subFleets]).find((f) => f.id === fleetId)
    : undefined;
  const scope = device
    ? t('statistics.scopeDevice', { name: device.carName || device.deviceSerialNumber })
    : fleet
      ? t('statistics.scopeFleet', { name: fleet.alias || fleet.account })
      : t('statistics.scopeAll');
  return (
    <div>
      <PageHeader
        title={`${t(`statistics.groups.${group}`)} · ${t(`statistics.periods.${period}`)}`}
        description={scope}
      />
      <ComingSoon areaKey="statistics.title" />
    </div>
  );
}
