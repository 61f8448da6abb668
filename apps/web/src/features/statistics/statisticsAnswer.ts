import type { ChartRow } from './chartOption';
import type { StatisticGrouping } from './statisticsPeriod';

/** A statistics call's answer, whatever its group (stat-contract: one shape, each group's figures). */
export interface StatisticsAnswer {
  scope: { kind: string; id: string; name: string | null };
  timeZone: string;
  groupBy: StatisticGrouping;
  totals: Omit<ChartRow, 'key'>;
  rows: ChartRow[];
}
