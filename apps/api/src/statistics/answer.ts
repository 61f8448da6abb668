import type { StatisticGrouping } from '@gps/codes';
import type { Actor } from '@gps/domain';
import type { ReadModels } from '../operations/shared/read-models';
import { readDayRows } from './day-rows';
import { resolveScope, type ResolvedScope, type ScopeAsked } from './scope';
import { sumPeriod, type StatisticSum } from './sums';

/** What a statistics call asks: whose figures, the period's days (both included), the buckets. */
export interface StatisticsQuestion extends ScopeAsked {
  startDay: string;
  endDay: string;
  groupBy: StatisticGrouping;
}

/** One group's answer: its figures in every bucket of the period and in the totals. */
export interface StatisticsAnswer<F> {
  scope: ResolvedScope;
  timeZone: string;
  groupBy: StatisticGrouping;
  totals: F;
  rows: (F & { key: string })[];
}

/**
 * A statistics call's answer (docs/decisions/statistics.md): the scope as tenancy allows, its day
 * rows read in one range, summed into the buckets, each written as the group's figures.
 */
export async function statisticsAnswer<F extends object>(
  read: ReadModels,
  actor: Actor,
  timeZone: string,
  question: StatisticsQuestion,
  figures: (sum: StatisticSum) => F,
): Promise<StatisticsAnswer<F>> {
  const scope = await resolveScope(read, actor, question);
  const docs = await readDayRows(read, scope, question.startDay, question.endDay);
  const { totals, rows } = sumPeriod(docs, question.startDay, question.endDay, question.groupBy);
  return {
    scope,
    timeZone,
    groupBy: question.groupBy,
    totals: figures(totals),
    rows: rows.map(({ key, sum }) => ({ key, ...figures(sum) })),
  };
}
