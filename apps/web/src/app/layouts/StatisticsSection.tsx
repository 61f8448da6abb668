import { STATISTIC_PERIODS, visibleStatisticGroups } from '../../shared/statistics/statisticKinds';
import { useSystemSettings } from '../../shared/settings/useSystemSettings';
import { SectionLayout, type SectionGroup } from './SectionLayout';

/**
 * Statistics with collapsible groups all / mileage / warning / overspeed / offline (overspeed and
 * offline only when their system setting is on); the back office adds offline devices and online status.
 */
export function StatisticsSection({
  base,
  withAdminGroup = false,
}: {
  base: string;
  withAdminGroup?: boolean;
}) {
  const { flags } = useSystemSettings();
  const groups: SectionGroup[] = visibleStatisticGroups(flags).map((g) => ({
    key: g,
    labelKey: `statistics.groups.${g}`,
    items: STATISTIC_PERIODS.map((p) => ({ path: `${g}${p}`, labelKey: `statistics.periods.${p}` })),
  }));
  if (withAdminGroup) {
    groups.push({
      key: 'devices',
      labelKey: 'statistics.groups.devices',
      items: [
        { path: 'offlineDevice', labelKey: 'statistics.offlineDevice' },
        { path: 'onlineStatus', labelKey: 'statistics.onlineStatus' },
      ],
    });
  }
  return <SectionLayout base={base} groups={groups} />;
}
