import { hourlyKey, statisticsDayId, type HourlySeries, type StatisticsDayDoc } from '@gps/projections';
import type { WarningKind } from '@gps/codes';

/** Figures of one hour of a hand-made day row. */
export interface HourFigures {
  mileageDm?: number;
  warnings?: number;
  overspeeds?: number;
  overspeedMs?: number;
  overspeedPeakKmh?: number;
  offlines?: number;
  offlineMs?: number;
}

const FIGURES = ['mileageDm', 'warnings', 'overspeeds', 'overspeedMs', 'offlines', 'offlineMs'] as const;

/**
 * A device's day row as the statistics projection keeps it, from its hours: the day's figures are
 * the hours' sums (the peak their highest), with the warnings' kinds given apart (kept per day only).
 */
export function dayDoc(
  day: string,
  hours: Readonly<Record<number, HourFigures>>,
  warningsByKind: Partial<Record<WarningKind, number>> = {},
): StatisticsDayDoc {
  // Sparse, as the projection keeps them: only the hours given.
  const series = (figure: keyof HourFigures): HourlySeries =>
    Object.fromEntries(
      Object.entries(hours).flatMap(([hour, figures]) =>
        figures[figure] === undefined ? [] : [[hourlyKey(Number(hour)), figures[figure]]],
      ),
    );
  const hourly = Object.fromEntries(FIGURES.map((f) => [f, series(f)])) as StatisticsDayDoc['hourly'];
  const values = (s: HourlySeries) => Object.values(s);
  const total = (figure: (typeof FIGURES)[number]) => values(hourly[figure]).reduce((a, b) => a + b, 0);
  const compact = day.replaceAll('-', '');
  return {
    id: statisticsDayId('device', '1', compact),
    scope: 'device',
    scopeId: '1',
    day: compact,
    mileageDm: total('mileageDm'),
    warnings: total('warnings'),
    overspeeds: total('overspeeds'),
    overspeedMs: total('overspeedMs'),
    offlines: total('offlines'),
    offlineMs: total('offlineMs'),
    warningsByKind,
    overspeedPeakKmh: Math.max(0, ...values(series('overspeedPeakKmh'))),
    hourly,
    hourlyOverspeedPeakKmh: series('overspeedPeakKmh'),
  };
}
