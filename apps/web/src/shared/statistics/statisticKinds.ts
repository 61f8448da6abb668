/** Statistic groups (types 0 all, 1 mileage, 2 warning, 3 overspeed, 4 offline): the code set's. */
export { STATISTIC_GROUPS, type StatisticGroup } from '@gps/codes';

/** The periods each statistic group is read by; a statistics route is `{group}{period}`. */
export const STATISTIC_PERIODS = ['PerDay', 'PerMonth', 'PerTimeZone'] as const;
export type StatisticPeriod = (typeof STATISTIC_PERIODS)[number];
