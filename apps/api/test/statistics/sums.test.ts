import { GROUP_FIGURES, kilometres, kindsByCount } from '../../src/statistics/figures';
import { sumPeriod } from '../../src/statistics/sums';
import { dayDoc } from './day-doc';

/**
 * The statistics calls' arithmetic on hand-made day rows: buckets by day, month and hour of the day,
 * every bucket of the period listed with zeros where no row is, the totals, and each group's figures.
 */
const JAN_31 = dayDoc(
  '2026-01-31',
  { 8: { mileageDm: 123_456, warnings: 2 }, 23: { mileageDm: 10_000 } },
  {
    sos: 1,
    vibration: 1,
  },
);
const FEB_01 = dayDoc(
  '2026-02-01',
  {
    0: { mileageDm: 5000, overspeeds: 1, overspeedMs: 45_400, overspeedPeakKmh: 92 },
    8: { warnings: 3, offlines: 1, offlineMs: 3_600_000 },
  },
  { sos: 2, overspeed: 1 },
);
const MAR_02 = dayDoc('2026-03-02', {
  8: { mileageDm: 10, overspeeds: 2, overspeedMs: 1000, overspeedPeakKmh: 130 },
});

describe('summing day rows', () => {
  it('by day: every day of the period in order, zeros where no row is, rows outside the period left out', () => {
    const { rows, totals } = sumPeriod([JAN_31, FEB_01, MAR_02], '2026-01-30', '2026-02-02', 'day');
    expect(rows.map((r) => r.key)).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(rows.map((r) => r.sum.mileageDm)).toEqual([0, 133_456, 5000, 0]);
    expect(rows[0].sum).toEqual({
      mileageDm: 0,
      warnings: 0,
      overspeeds: 0,
      overspeedMs: 0,
      offlines: 0,
      offlineMs: 0,
      warningsByKind: {},
      overspeedPeakKmh: 0,
    });
    expect(totals).toEqual({
      mileageDm: 138_456,
      warnings: 5,
      overspeeds: 1,
      overspeedMs: 45_400,
      offlines: 1,
      offlineMs: 3_600_000,
      warningsByKind: { sos: 3, vibration: 1, overspeed: 1 },
      overspeedPeakKmh: 92,
    });
  });

  it('by month: each month the period touches, its days summed, kinds merged, the highest peak', () => {
    const { rows } = sumPeriod([JAN_31, FEB_01, MAR_02], '2025-12-15', '2026-03-02', 'month');
    expect(rows.map((r) => r.key)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03']);
    expect(rows.map((r) => r.sum.warnings)).toEqual([0, 2, 3, 0]);
    expect(rows[1].sum.warningsByKind).toEqual({ sos: 1, vibration: 1 });
    expect(rows.map((r) => r.sum.overspeedPeakKmh)).toEqual([0, 0, 92, 130]);
    expect(rows[3].sum.overspeeds).toBe(2);
  });

  it("by hour: the 24 hours of the day summed over the period, with each hour's peak and no kinds", () => {
    const { rows, totals } = sumPeriod([JAN_31, FEB_01, MAR_02], '2026-01-01', '2026-03-31', 'hour');
    expect(rows.map((r) => r.key)).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
    expect(rows[8].sum).toEqual({
      mileageDm: 123_466,
      warnings: 5,
      overspeeds: 2,
      overspeedMs: 1000,
      offlines: 1,
      offlineMs: 3_600_000,
      warningsByKind: null,
      overspeedPeakKmh: 130,
    });
    expect(rows[0].sum.overspeedPeakKmh).toBe(92);
    expect(rows[23].sum.mileageDm).toBe(10_000);
    expect(rows[12].sum.mileageDm).toBe(0);
    // The totals are the days', kinds included.
    expect(totals.warningsByKind).toEqual({ sos: 3, vibration: 1, overspeed: 1 });
    expect(totals.overspeedPeakKmh).toBe(130);
  });

  it('a period with no rows is all zeros', () => {
    const { rows, totals } = sumPeriod([], '2026-02-27', '2026-03-01', 'day');
    expect(rows.map((r) => [r.key, r.sum.mileageDm])).toEqual([
      ['2026-02-27', 0],
      ['2026-02-28', 0],
      ['2026-03-01', 0],
    ]);
    expect(totals.warnings).toBe(0);
  });
});

describe("each group's figures", () => {
  const { totals } = sumPeriod([JAN_31, FEB_01, MAR_02], '2026-01-01', '2026-03-31', 'day');

  it('decimetres as kilometres to 3 decimals, durations in whole seconds, kinds most first then by name', () => {
    expect(kilometres(138_466)).toBe(13.847);
    expect(kilometres(4)).toBe(0);
    expect(GROUP_FIGURES.mileage(totals)).toEqual({ mileageKm: 13.847 });
    expect(GROUP_FIGURES.warning(totals)).toEqual({
      warnings: 5,
      byKind: [
        { kind: 'sos', count: 3 },
        { kind: 'overspeed', count: 1 },
        { kind: 'vibration', count: 1 },
      ],
    });
    expect(GROUP_FIGURES.overspeed(totals)).toEqual({ overspeeds: 3, overspeedSeconds: 46, peakKmh: 130 });
    expect(GROUP_FIGURES.offline(totals)).toEqual({ offlines: 1, offlineSeconds: 3600 });
    expect(GROUP_FIGURES.all(totals)).toEqual({ mileageKm: 13.847, warnings: 5, overspeeds: 3, offlines: 1 });
  });

  it('an hour row lists no kinds', () => {
    expect(kindsByCount(null)).toEqual([]);
    expect(kindsByCount({ sos: 0 })).toEqual([]);
  });
});
