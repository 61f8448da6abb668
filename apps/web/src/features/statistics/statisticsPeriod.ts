import { STATISTIC_PERIOD_MAX_DAYS, type StatisticGrouping } from '@gps/codes';
import dayjs, { type Dayjs } from 'dayjs';
import type { StatisticPeriod } from '../../shared/statistics/statisticKinds';

/**
 * A statistics page's period: a range of local days (`YYYY-MM-DD`, both included), as the calls
 * take it. The page's kind decides how the range is bucketed and picked (docs/decisions/statistics-pages.md).
 */
export interface DayRange {
  startDay: string;
  endDay: string;
}

export type { StatisticGrouping };

/** How each page kind buckets its range: per day, per month, or the 24 hours of the day ("time zone"). */
export const GROUPING_OF: Record<StatisticPeriod, StatisticGrouping> = {
  PerDay: 'day',
  PerMonth: 'month',
  PerTimeZone: 'hour',
};

/** The range a page opens with, ending today: a week of days, a year of months, a month of hours. */
const DEFAULT_DAYS: Record<Exclude<StatisticPeriod, 'PerMonth'>, number> = { PerDay: 7, PerTimeZone: 30 };
const DEFAULT_MONTHS = 12;

const DAY_FORMAT = 'YYYY-MM-DD';
export const dayText = (day: Dayjs): string => day.format(DAY_FORMAT);

/** The page's first range, `today` being the reader's local day. */
export function defaultRange(period: StatisticPeriod, today: string): DayRange {
  const end = dayjs(today);
  if (period === 'PerMonth') {
    return monthRange(end.subtract(DEFAULT_MONTHS - 1, 'month'), end, today);
  }
  return { startDay: dayText(end.subtract(DEFAULT_DAYS[period] - 1, 'day')), endDay: today };
}

/**
 * The days of the months from `first` to `last` (whole months, the last one cut at today: a month
 * still under way is counted so far, and the range is not stretched into days that have not come).
 */
export function monthRange(first: Dayjs, last: Dayjs, today: string): DayRange {
  const endOfMonth = dayText(last.endOf('month'));
  return { startDay: dayText(first.startOf('month')), endDay: endOfMonth > today ? today : endOfMonth };
}

export type RangeProblem = 'order' | 'tooLong';

/** Why the server would refuse a range, so the page never asks: it ends first, or it is too long. */
export function rangeProblem({ startDay, endDay }: DayRange): RangeProblem | null {
  const start = dayjs(startDay);
  const end = dayjs(endDay);
  if (end.isBefore(start)) return 'order';
  return end.diff(start, 'day') + 1 > STATISTIC_PERIOD_MAX_DAYS ? 'tooLong' : null;
}

export type RangePreset =
  'last7Days' | 'last30Days' | 'thisMonth' | 'lastMonth' | 'last12Months' | 'thisYear' | 'lastYear';

/** The picker's shortcuts: ranges of days for the day and time-zone pages, of months for the month page. */
const PRESETS_OF: Record<StatisticPeriod, readonly RangePreset[]> = {
  PerDay: ['last7Days', 'last30Days', 'thisMonth', 'lastMonth'],
  PerTimeZone: ['last7Days', 'last30Days', 'thisMonth', 'lastMonth'],
  PerMonth: ['last12Months', 'thisYear', 'lastYear'],
};

const LAST_WEEK_DAYS = 7;
const LAST_MONTH_DAYS = 30;

/** The range of a shortcut, ending today at the latest. */
export function presetRange(preset: RangePreset, today: string): DayRange {
  const now = dayjs(today);
  const lastDays = (days: number) => ({ startDay: dayText(now.subtract(days - 1, 'day')), endDay: today });
  switch (preset) {
    case 'last7Days':
      return lastDays(LAST_WEEK_DAYS);
    case 'last30Days':
      return lastDays(LAST_MONTH_DAYS);
    case 'thisMonth':
      return monthRange(now, now, today);
    case 'lastMonth':
      return monthRange(now.subtract(1, 'month'), now.subtract(1, 'month'), today);
    case 'last12Months':
      return defaultRange('PerMonth', today);
    case 'thisYear':
      return monthRange(now.startOf('year'), now.endOf('year'), today);
    case 'lastYear':
      return monthRange(
        now.subtract(1, 'year').startOf('year'),
        now.subtract(1, 'year').endOf('year'),
        today,
      );
  }
}

/** The page kind's shortcuts with their ranges. */
export function rangePresets(
  period: StatisticPeriod,
  today: string,
): { preset: RangePreset; range: DayRange }[] {
  return PRESETS_OF[period].map((preset) => ({ preset, range: presetRange(preset, today) }));
}
