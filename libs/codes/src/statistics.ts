import { isOneOf } from './code-set';

/**
 * The statistic groups, in the spec's order (statistic type 0..4): `all` summarises the other four
 * (docs/decisions/statistics.md).
 */
export const STATISTIC_GROUPS = Object.freeze(['all', 'mileage', 'warning', 'overspeed', 'offline'] as const);
export type StatisticGroup = (typeof STATISTIC_GROUPS)[number];
export const isStatisticGroup = isOneOf(STATISTIC_GROUPS);

/**
 * How a period's figures are bucketed: by local day, by month, or by hour of the day (the spec's
 * "time zone" page: the 24 hours summed over the period).
 */
export const STATISTIC_GROUPINGS = Object.freeze(['day', 'month', 'hour'] as const);
export type StatisticGrouping = (typeof STATISTIC_GROUPINGS)[number];
export const isStatisticGrouping = isOneOf(STATISTIC_GROUPINGS);

/** The longest period a statistics call may ask for, in days: two years and a leap day. */
export const STATISTIC_PERIOD_MAX_DAYS = 731;
