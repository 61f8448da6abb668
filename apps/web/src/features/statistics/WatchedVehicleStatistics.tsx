import { Alert, Card, Empty, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemSettings } from '../../shared/settings/useSystemSettings';
import {
  STATISTIC_PERIODS,
  visibleStatisticGroups,
  type StatisticGroup,
  type StatisticPeriod,
} from '../../shared/statistics/statisticKinds';
import { deviceLabel } from '../../shared/vehicles/buildTree';
import { useVehicles } from '../../shared/vehicles/VehiclesProvider';
import { StatisticsView } from './StatisticsPage';
import { shownGroup, watchedVehicleChoice } from './watchedVehicleChoice';

/**
 * The customer console's statistics tab (docs/decisions/customer-console.md): the statistics of the
 * one vehicle ticked in the watch list, its group and page kind picked here rather than by route,
 * drawn by the statistics pages' own view (period, chart, table, exports, day drawer).
 */
export function WatchedVehicleStatistics() {
  const { t } = useTranslation();
  const { selectedDevices } = useVehicles();
  const { flags } = useSystemSettings();
  const groups = useMemo(() => visibleStatisticGroups(flags), [flags]);
  const [picked, setPicked] = useState<StatisticGroup>('all');
  const [period, setPeriod] = useState<StatisticPeriod>('PerDay');
  const group = shownGroup(picked, groups);
  const choice = watchedVehicleChoice(selectedDevices);
  const serial = choice.kind === 'none' ? null : choice.device.deviceSerialNumber;
  const scope = useMemo(() => (serial ? { deviceSerialNumber: serial } : null), [serial]);

  if (choice.kind === 'none' || !scope) {
    return (
      <Card variant="borderless" className="content-card" data-testid="console-statistics-none">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statistics.console.tickOne')} />
      </Card>
    );
  }
  return (
    <div className="watched-statistics" data-testid="console-statistics">
      <div className="watched-statistics__kinds">
        <Segmented<StatisticGroup>
          data-testid="console-statistics-group"
          value={group}
          onChange={setPicked}
          options={groups.map((g) => ({ value: g, label: t(`statistics.groups.${g}`) }))}
        />
        <Segmented<StatisticPeriod>
          data-testid="console-statistics-period"
          value={period}
          onChange={setPeriod}
          options={STATISTIC_PERIODS.map((p) => ({ value: p, label: t(`statistics.periods.${p}`) }))}
        />
      </div>
      {choice.kind === 'several' && (
        <Alert
          className="watched-statistics__several"
          data-testid="console-statistics-several"
          type="info"
          showIcon
          message={t('statistics.console.showingFirst', {
            count: choice.ticked,
            name: deviceLabel(choice.device),
          })}
        />
      )}
      {/* A new page kind starts from its own default range, as a statistics page does. */}
      <StatisticsView key={period} group={group} period={period} scope={scope} />
    </div>
  );
}
