import { STATISTIC_GROUPS } from '@gps/codes';
import { EXPORT_TEXTS } from '../../src/exports/export-texts';
import { statisticsTable, type StatisticsLine } from '../../src/exports/statistics-file';
import { GROUP_FIGURES } from '../../src/statistics/figures';
import { sumPeriod } from '../../src/statistics/sums';
import { dayDoc } from './day-doc';

async function lines(rows: AsyncIterable<StatisticsLine>): Promise<StatisticsLine[]> {
  const all: StatisticsLine[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

/** The statistics export's table: each group's columns after the bucket's, every row, a totals line. */
describe('the statistics export table', () => {
  const summed = sumPeriod(
    [dayDoc('2026-11-02', { 9: { mileageDm: 65_000, warnings: 2, offlines: 1, offlineMs: 3_600_000 } })],
    '2026-11-01',
    '2026-11-02',
    'day',
  );

  it.each(STATISTIC_GROUPS)(
    '%s: headers in both languages, a line per bucket and the totals',
    async (group) => {
      const figures = GROUP_FIGURES[group];
      const answer = {
        rows: summed.rows.map(({ key, sum }) => ({ key, ...figures(sum) })),
        totals: figures(summed.totals),
      };
      const zh = statisticsTable({ group, groupBy: 'day' }, EXPORT_TEXTS['zh-TW'].statistics, answer);
      const en = statisticsTable({ group, groupBy: 'day' }, EXPORT_TEXTS['en-US'].statistics, answer);
      expect(zh.columns).toHaveLength(en.columns.length);
      expect(zh.columns[0].header).toBe('日期');
      expect(en.columns[0].header).toBe('Day');
      // Every figure of the group has its column, and no column is worded in English in zh-TW.
      const answered = Object.keys(answer.totals).filter((k) => k !== 'byKind');
      expect(zh.columns).toHaveLength(answered.length + 1);
      for (const c of zh.columns) expect(c.header).not.toMatch(/[a-z]{3,}/i);
      const table = await lines(en.rows);
      expect(table.map((l) => l.key)).toEqual(['2026-11-01', '2026-11-02', 'Total']);
      expect(en.columns.map((c) => c.value(table[2], 2))).toEqual([
        'Total',
        ...answered.map((k) => (answer.totals as Record<string, unknown>)[k]),
      ]);
    },
  );
});
