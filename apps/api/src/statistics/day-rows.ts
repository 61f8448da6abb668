import { Collections, statisticsDayId, type StatisticScope, type StatisticsDayDoc } from '@gps/projections';
import type { ReadModels } from '../operations/shared/read-models';

/** `YYYY-MM-DD` as the rows' `YYYYMMDD`. */
const compact = (day: string) => day.replaceAll('-', '');

/**
 * A scope's day rows from startDay to endDay (YYYY-MM-DD, both included): one range read of the
 * primary key, at most a row a day (a day with nothing counted has none).
 */
export async function readDayRows(
  read: ReadModels,
  scope: { kind: StatisticScope; id: string },
  startDay: string,
  endDay: string,
): Promise<StatisticsDayDoc[]> {
  const { rows } = await read.find(Collections.statisticsDays, {
    filters: [
      { field: 'id', op: 'gte', value: statisticsDayId(scope.kind, scope.id, compact(startDay)) },
      { field: 'id', op: 'lte', value: statisticsDayId(scope.kind, scope.id, compact(endDay)) },
    ],
  });
  return rows;
}
