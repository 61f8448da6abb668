import {
  HOURS_PER_DAY,
  hourlyKey,
  STATISTIC_FIGURES,
  type StatisticFigures,
  type StatisticsDayDoc,
} from '@gps/projections';
import { daysFrom, monthOf, type StatisticGrouping, type WarningKind } from '@gps/codes';

/** What a bucket of the period adds up: the day rows' figures, their kinds and their peak. */
export interface StatisticSum extends StatisticFigures {
  /** Warnings by kind; null where the rows keep no kinds (hours). */
  warningsByKind: Partial<Record<WarningKind, number>> | null;
  /** The highest peak of the overspeed episodes counted, km/h; 0 with none. */
  overspeedPeakKmh: number;
}

/** A bucket of a period: its key (YYYY-MM-DD, YYYY-MM or HH) and its sums. */
export interface StatisticBucket {
  key: string;
  sum: StatisticSum;
}

export interface SummedPeriod {
  totals: StatisticSum;
  rows: StatisticBucket[];
}

const zeroFigures = (): StatisticFigures => ({
  mileageDm: 0,
  warnings: 0,
  overspeeds: 0,
  overspeedMs: 0,
  offlines: 0,
  offlineMs: 0,
});

/** A sum of nothing yet; `byKind`: whether its rows keep warnings by kind (days do, hours do not). */
const emptySum = (byKind: boolean): StatisticSum => ({
  ...zeroFigures(),
  warningsByKind: byKind ? {} : null,
  overspeedPeakKmh: 0,
});

/** Adds one day row into a sum of whole days (its figures, kinds and peak). */
function addDay(sum: StatisticSum, doc: StatisticsDayDoc): void {
  for (const figure of STATISTIC_FIGURES) sum[figure] += doc[figure];
  const kinds = sum.warningsByKind ?? {};
  for (const [kind, count] of Object.entries(doc.warningsByKind) as [WarningKind, number][]) {
    kinds[kind] = (kinds[kind] ?? 0) + count;
  }
  sum.overspeedPeakKmh = Math.max(sum.overspeedPeakKmh, doc.overspeedPeakKmh);
}

/** `YYYYMMDD` (the rows' day) as `YYYY-MM-DD`. */
const dashed = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

/** `00`..`23`. */
const hourKey = (hour: number) => String(hour).padStart(2, '0');

/**
 * Sums a scope's day rows over the period [startDay, endDay] into buckets by day, month or hour of the
 * day, every bucket of the period in order with zeros where no row counted anything (a day with
 * nothing has no row), and the period's totals. Rows outside the period are ignored.
 */
export function sumPeriod(
  docs: readonly StatisticsDayDoc[],
  startDay: string,
  endDay: string,
  groupBy: StatisticGrouping,
): SummedPeriod {
  const days = daysFrom(startDay, endDay);
  const totals = emptySum(true);
  const keys =
    groupBy === 'day'
      ? days
      : groupBy === 'month'
        ? [...new Set(days.map(monthOf))]
        : Array.from({ length: HOURS_PER_DAY }, (_, hour) => hourKey(hour));
  const buckets = new Map(keys.map((key) => [key, emptySum(groupBy !== 'hour')]));
  const inPeriod = new Set(days);
  for (const doc of docs) {
    const day = dashed(doc.day);
    if (!inPeriod.has(day)) continue;
    addDay(totals, doc);
    if (groupBy === 'hour') {
      for (let hour = 0; hour < HOURS_PER_DAY; hour += 1) {
        const bucket = buckets.get(hourKey(hour))!;
        const key = hourlyKey(hour);
        for (const figure of STATISTIC_FIGURES) bucket[figure] += doc.hourly[figure][key] ?? 0;
        bucket.overspeedPeakKmh = Math.max(bucket.overspeedPeakKmh, doc.hourlyOverspeedPeakKmh[key] ?? 0);
      }
    } else {
      addDay(buckets.get(groupBy === 'day' ? day : monthOf(day))!, doc);
    }
  }
  return { totals, rows: keys.map((key) => ({ key, sum: buckets.get(key)! })) };
}
