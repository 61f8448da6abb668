import { STATISTIC_GROUPS, type StatisticGroup } from '@gps/codes';

/** Statistic groups (types 0 all, 1 mileage, 2 warning, 3 overspeed, 4 offline): the code set's. */
export { STATISTIC_GROUPS, type StatisticGroup };

/** The periods each statistic group is read by; a statistics route is `{group}{period}`. */
export const STATISTIC_PERIODS = ['PerDay', 'PerMonth', 'PerTimeZone'] as const;
export type StatisticPeriod = (typeof STATISTIC_PERIODS)[number];

/** The groups the settings show: overspeed and offline only while their setting is on (the server refuses them too). */
export function visibleStatisticGroups(flags: {
  showOverspeed: boolean;
  showOffline: boolean;
}): StatisticGroup[] {
  return STATISTIC_GROUPS.filter(
    (g) => (g !== 'overspeed' || flags.showOverspeed) && (g !== 'offline' || flags.showOffline),
  );
}
