import type { StatisticGroup, WarningKind } from '@gps/codes';
import type { StatisticSum } from './sums';

/** The rows keep mileage in decimetres (docs/decisions/statistics.md). */
const DM_PER_KM = 10_000;
const MS_PER_SECOND = 1000;
/** Kilometres are answered to the metre. */
const KM_DECIMALS = 3;
const KM_ROUNDING = 10 ** KM_DECIMALS;

/** Decimetres as kilometres, rounded to 3 decimals. */
export const kilometres = (dm: number) => Math.round((dm / DM_PER_KM) * KM_ROUNDING) / KM_ROUNDING;

/** Milliseconds as whole seconds. */
const seconds = (ms: number) => Math.round(ms / MS_PER_SECOND);

/** Kinds with a count, most first, then by kind so equal counts keep one order. */
export function kindsByCount(kinds: Partial<Record<WarningKind, number>> | null) {
  return (Object.entries(kinds ?? {}) as [WarningKind, number][])
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([kind, count]) => ({ kind, count }));
}

/** Each group's figures of a sum, as its calls answer them (docs/decisions/statistics.md). */
export const GROUP_FIGURES = {
  all: (s: StatisticSum) => ({
    mileageKm: kilometres(s.mileageDm),
    warnings: s.warnings,
    overspeeds: s.overspeeds,
    offlines: s.offlines,
  }),
  mileage: (s: StatisticSum) => ({ mileageKm: kilometres(s.mileageDm) }),
  warning: (s: StatisticSum) => ({ warnings: s.warnings, byKind: kindsByCount(s.warningsByKind) }),
  overspeed: (s: StatisticSum) => ({
    overspeeds: s.overspeeds,
    overspeedSeconds: seconds(s.overspeedMs),
    peakKmh: s.overspeedPeakKmh,
  }),
  offline: (s: StatisticSum) => ({ offlines: s.offlines, offlineSeconds: seconds(s.offlineMs) }),
} as const satisfies Record<StatisticGroup, (s: StatisticSum) => object>;
export type GroupFigures = typeof GROUP_FIGURES;
