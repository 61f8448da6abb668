import { describe, expect, it } from '@jest/globals';
import { axisLabel, bucketLabel } from '../src/features/statistics/bucketLabels';
import { chartOption, drawnValue, stackedKinds, type ChartRow } from '../src/features/statistics/chartOption';
import { durationWords, figureHeading, figureText } from '../src/features/statistics/figureText';
import { GROUP_FIGURES, isEmptyAnswer, visibleFigures } from '../src/features/statistics/statisticFigures';
import {
  defaultRange,
  monthRange,
  presetRange,
  rangePresets,
  rangeProblem,
} from '../src/features/statistics/statisticsPeriod';
import dayjs from 'dayjs';
import { zoneName } from '../src/features/statistics/zoneName';

const TODAY = '2026-11-25';
const words = {
  figure: (f: { key: string }) => f.key,
  kind: (kind: string) => `kind:${kind}`,
  axis: (key: string) => `axis:${key}`,
};
const ALL_ON = { showOverspeed: true, showOffline: true };

describe('the statistics pages’ periods', () => {
  it('open on the last 7 days, the last 12 months (this one so far) and the last 30 days', () => {
    expect(defaultRange('PerDay', TODAY)).toEqual({ startDay: '2026-11-19', endDay: TODAY });
    expect(defaultRange('PerMonth', TODAY)).toEqual({ startDay: '2025-12-01', endDay: TODAY });
    expect(defaultRange('PerTimeZone', TODAY)).toEqual({ startDay: '2026-10-27', endDay: TODAY });
  });

  it('pick whole months, the last one cut at today', () => {
    expect(monthRange(dayjs('2024-02-10'), dayjs('2024-02-03'), TODAY)).toEqual({
      startDay: '2024-02-01',
      endDay: '2024-02-29',
    });
    expect(monthRange(dayjs('2026-01-31'), dayjs('2026-11-01'), TODAY)).toEqual({
      startDay: '2026-01-01',
      endDay: TODAY,
    });
  });

  it('offer shortcuts of days or months, none past today', () => {
    expect(rangePresets('PerDay', TODAY).map((p) => p.preset)).toEqual([
      'last7Days',
      'last30Days',
      'thisMonth',
      'lastMonth',
    ]);
    expect(presetRange('last30Days', TODAY)).toEqual(defaultRange('PerTimeZone', TODAY));
    expect(presetRange('thisMonth', TODAY)).toEqual({ startDay: '2026-11-01', endDay: TODAY });
    expect(presetRange('lastMonth', TODAY)).toEqual({ startDay: '2026-10-01', endDay: '2026-10-31' });
    expect(rangePresets('PerMonth', TODAY).map((p) => p.range)).toEqual([
      { startDay: '2025-12-01', endDay: TODAY },
      { startDay: '2026-01-01', endDay: TODAY },
      { startDay: '2025-01-01', endDay: '2025-12-31' },
    ]);
  });

  it('refuse what the server would: an end before the start, more than 731 days', () => {
    expect(rangeProblem({ startDay: '2026-11-25', endDay: '2026-11-24' })).toBe('order');
    expect(rangeProblem({ startDay: TODAY, endDay: TODAY })).toBeNull();
    // 2025 and 2026 are 730 days: with the last day of 2024, 731, both days included.
    expect(rangeProblem({ startDay: '2024-12-31', endDay: '2026-12-31' })).toBeNull();
    expect(rangeProblem({ startDay: '2024-12-30', endDay: '2026-12-31' })).toBe('tooLong');
  });
});

describe('the buckets’ names', () => {
  it('write a day whole in the table and without its year on the axis; an hour as its slot', () => {
    expect(bucketLabel('day', '2026-11-25')).toBe('2026-11-25');
    expect(axisLabel('day', '2026-11-25')).toBe('11-25');
    expect(bucketLabel('month', '2026-11')).toBe('2026-11');
    expect(axisLabel('month', '2026-11')).toBe('2026-11');
    expect(bucketLabel('hour', '07')).toBe('07:00–08:00');
    expect(bucketLabel('hour', '23')).toBe('23:00–00:00');
    expect(axisLabel('hour', '07')).toBe('07:00');
  });
});

describe('the chart of an answer', () => {
  it('draws the mileage as bars of every bucket, zeros included', () => {
    const rows: ChartRow[] = [
      { key: '2026-11-24', mileageKm: 0 },
      { key: '2026-11-25', mileageKm: 12.345 },
    ];
    const option = chartOption(GROUP_FIGURES.mileage, rows, [], words);
    expect(option.xAxis.data).toEqual(['axis:2026-11-24', 'axis:2026-11-25']);
    expect(option.series).toEqual([{ name: 'mileageKm', type: 'bar', yAxisIndex: 0, data: [0, 12.345] }]);
    expect(option.yAxis).toHaveLength(1);
    expect(option.dataZoom).toEqual([]);
  });

  it('draws overspeeds as bars and their time as a line in minutes on a second axis', () => {
    const rows: ChartRow[] = [{ key: '2026-11', overspeeds: 3, overspeedSeconds: 450, peakKmh: 98 }];
    const option = chartOption(GROUP_FIGURES.overspeed, rows, [], words);
    expect(option.series).toEqual([
      { name: 'overspeeds', type: 'bar', yAxisIndex: 0, data: [3] },
      { name: 'overspeedSeconds', type: 'line', yAxisIndex: 1, data: [7.5] },
    ]);
    expect(option.yAxis.map((a) => a.minInterval)).toEqual([1, undefined]);
    expect(drawnValue(GROUP_FIGURES.offline[1], 5400)).toBe(1.5);
  });

  it('stacks warnings by kind when every row is split by kind, else draws their count', () => {
    const days: ChartRow[] = [
      {
        key: '2026-11-24',
        warnings: 3,
        byKind: [
          { kind: 'sos', count: 1 },
          { kind: 'overspeed', count: 2 },
        ],
      },
      { key: '2026-11-25', warnings: 0, byKind: [] },
    ];
    const totals = [
      { kind: 'overspeed', count: 2 },
      { kind: 'sos', count: 1 },
    ];
    const kinds = stackedKinds(days, totals);
    expect(kinds).toEqual(['overspeed', 'sos']);
    expect(chartOption(GROUP_FIGURES.warning, days, kinds, words).series).toEqual([
      { name: 'kind:overspeed', type: 'bar', stack: 'warnings', yAxisIndex: 0, data: [2, 0] },
      { name: 'kind:sos', type: 'bar', stack: 'warnings', yAxisIndex: 0, data: [1, 0] },
    ]);
    // Hour rows keep no kinds.
    const hours: ChartRow[] = [{ key: '08', warnings: 3, byKind: [] }];
    expect(stackedKinds(hours, totals)).toEqual([]);
    expect(chartOption(GROUP_FIGURES.warning, hours, [], words).series).toEqual([
      { name: 'warnings', type: 'bar', yAxisIndex: 0, data: [3] },
    ]);
  });

  it('lets a long range be zoomed', () => {
    const year = Array.from({ length: 365 }, (_, i) => ({ key: String(i), mileageKm: i }));
    expect(chartOption(GROUP_FIGURES.mileage, year, [], words).dataZoom).toHaveLength(2);
  });
});

describe('the figures a page shows', () => {
  it('leaves out of "all" the groups whose setting is off', () => {
    expect(visibleFigures('all', ALL_ON).map((f) => f.key)).toEqual([
      'mileageKm',
      'warnings',
      'overspeeds',
      'offlines',
    ]);
    expect(visibleFigures('all', { showOverspeed: false, showOffline: true }).map((f) => f.key)).toEqual([
      'mileageKm',
      'warnings',
      'offlines',
    ]);
  });

  it('calls an answer empty when it has no rows or every figure is zero', () => {
    const figures = GROUP_FIGURES.overspeed;
    expect(isEmptyAnswer([], figures)).toBe(true);
    expect(isEmptyAnswer([{ overspeeds: 0, overspeedSeconds: 0, peakKmh: null }], figures)).toBe(true);
    expect(isEmptyAnswer([{ overspeeds: 0 }, { overspeeds: 1 }], figures)).toBe(false);
  });

  it('writes kilometres to the metre, speeds to a tenth, counts grouped and durations in words', () => {
    const t = (key: string, values?: Record<string, number>) => `${key}${JSON.stringify(values ?? {})}`;
    const [mileage] = GROUP_FIGURES.mileage;
    const [, overspeedSeconds, peak] = GROUP_FIGURES.overspeed;
    expect(figureText(mileage, 1234.5, 'en-US', t)).toBe('1,234.500');
    expect(figureText(mileage, null, 'zh-TW', t)).toBe('0.000');
    expect(figureText(peak, 98.76, 'en-US', t)).toBe('98.8');
    expect(figureText(GROUP_FIGURES.warning[0], 12345, 'en-US', t)).toBe('12,345');
    expect(figureText(overspeedSeconds, 75, 'en-US', t)).toBe(
      'statistics.duration.ms{"minutes":1,"seconds":15}',
    );
    expect(figureText(overspeedSeconds, 0, 'zh-TW', t)).toBe('0');
    expect(durationWords(3 * 3600 + 125)).toEqual({
      key: 'statistics.duration.hm',
      values: { hours: 3, minutes: 2 },
    });
    expect(durationWords(2 * 86_400 + 5 * 3600 + 59)).toEqual({
      key: 'statistics.duration.dh',
      values: { days: 2, hours: 5 },
    });
    expect(figureHeading(mileage, (k) => k)).toBe('statistics.figures.mileageKm (statistics.units.km)');
    expect(figureHeading(overspeedSeconds, (k) => k)).toBe('statistics.figures.overspeedSeconds');
    expect(figureHeading(overspeedSeconds, (k) => k, true)).toBe(
      'statistics.figures.overspeedSeconds (statistics.units.minutes)',
    );
  });
});

describe('the time zone the days are counted in', () => {
  it('is named in the reader’s language, never by its English id', () => {
    expect(zoneName('Asia/Taipei', 'zh-TW')).toMatch(/^台北/);
    expect(zoneName('Asia/Taipei', 'en-US')).not.toBe('Asia/Taipei');
    expect(zoneName('Not/AZone', 'zh-TW')).toBe('Not/AZone');
  });
});
