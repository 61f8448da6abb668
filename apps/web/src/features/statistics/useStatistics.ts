import { useQuery } from '@apollo/client/react';
import { StatisticsDayDocument, StatisticsMultiDaysDocument } from '../../gql/graphql';
import { STATISTIC_GROUPS, type StatisticGroup } from '../../shared/statistics/statisticKinds';
import type { StatisticsAnswer } from './statisticsAnswer';
import type { DayRange, StatisticGrouping } from './statisticsPeriod';

/** Whose figures: a device, a fleet, or neither (the caller's own scope). */
export interface StatisticsScopeInput {
  deviceSerialNumber?: string;
  fleetId?: string;
}

/** The operations' switches: only the page's group is asked for (the others are left out). */
function groupSwitches(group: StatisticGroup): Record<StatisticGroup, boolean> {
  return Object.fromEntries(STATISTIC_GROUPS.map((g) => [g, g === group])) as Record<StatisticGroup, boolean>;
}

/** The answer of the group's field, whichever of the five it is. */
function answerOf(
  data: Record<string, unknown> | undefined,
  group: StatisticGroup,
  suffix: 'MultiDays' | 'Day',
): StatisticsAnswer | null {
  return (data?.[`${group}Statistics${suffix}`] as StatisticsAnswer | null | undefined) ?? null;
}

/** One group's figures of a period, bucketed by day, month or hour; failures go to the error dialog. */
export function useStatisticsPeriod(
  group: StatisticGroup,
  scope: StatisticsScopeInput | null,
  range: DayRange,
  groupBy: StatisticGrouping,
) {
  const query = useQuery(StatisticsMultiDaysDocument, {
    skip: !scope,
    variables: { ...scope, ...range, groupBy, ...groupSwitches(group) },
    fetchPolicy: 'network-only',
  });
  return { answer: answerOf(query.data, group, 'MultiDays'), loading: query.loading };
}

/** One group's figures of one day, by hour (a day of the per-day page opened). */
export function useStatisticsDay(
  group: StatisticGroup,
  scope: StatisticsScopeInput | null,
  day: string | null,
) {
  const query = useQuery(StatisticsDayDocument, {
    skip: !scope || !day,
    variables: { ...scope, day: day ?? '', ...groupSwitches(group) },
    fetchPolicy: 'network-only',
  });
  return { answer: answerOf(query.data, group, 'Day'), loading: query.loading };
}
