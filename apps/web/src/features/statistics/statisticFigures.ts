import type { StatisticGroup } from '../../shared/statistics/statisticKinds';

/** A figure of a statistics row, as the calls name it (stat-contract: one set per group). */
export type FigureKey =
  'mileageKm' | 'warnings' | 'overspeeds' | 'overspeedSeconds' | 'peakKmh' | 'offlines' | 'offlineSeconds';

/** What a figure measures, which decides how it is written and drawn. */
export type FigureUnit = 'km' | 'count' | 'seconds' | 'kmh';

export interface Figure {
  key: FigureKey;
  unit: FigureUnit;
  /** How the chart draws it: bars on the left axis, a line on the right one; absent: table only. */
  chart?: 'bar' | 'line';
  /** The system setting that must be on for the figure to show (overspeed, offline). */
  setting?: 'showOverspeed' | 'showOffline';
  /** A duration is drawn in minutes (overspeeding lasts minutes) or hours (offline lasts hours). */
  drawnIn?: 'minutes' | 'hours';
}

const MILEAGE: Figure = { key: 'mileageKm', unit: 'km', chart: 'bar' };

/**
 * Each group's figures, in the order of the table's columns. Counts are bars and durations a line
 * beside them (how many, and for how long); "all" draws the distance as bars and the three counts
 * as lines on a second axis, so kilometres and counts never share a scale.
 */
export const GROUP_FIGURES: Record<StatisticGroup, readonly Figure[]> = {
  mileage: [MILEAGE],
  warning: [{ key: 'warnings', unit: 'count', chart: 'bar' }],
  overspeed: [
    { key: 'overspeeds', unit: 'count', chart: 'bar' },
    { key: 'overspeedSeconds', unit: 'seconds', chart: 'line', drawnIn: 'minutes' },
    { key: 'peakKmh', unit: 'kmh' },
  ],
  offline: [
    { key: 'offlines', unit: 'count', chart: 'bar' },
    { key: 'offlineSeconds', unit: 'seconds', chart: 'line', drawnIn: 'hours' },
  ],
  all: [
    MILEAGE,
    { key: 'warnings', unit: 'count', chart: 'line' },
    { key: 'overspeeds', unit: 'count', chart: 'line', setting: 'showOverspeed' },
    { key: 'offlines', unit: 'count', chart: 'line', setting: 'showOffline' },
  ],
};

/** The group's figures the settings let the reader see ("all" leaves out a group that is off). */
export function visibleFigures(
  group: StatisticGroup,
  flags: { showOverspeed: boolean; showOffline: boolean },
): Figure[] {
  return GROUP_FIGURES[group].filter((f) => !f.setting || flags[f.setting]);
}

/** A row's figures: what every answer's rows and totals carry (the figures of their group). */
export type Figures = Partial<Record<FigureKey, number | null>>;

/** Whether the answer has nothing to show: no rows, or every figure of every row zero. */
export function isEmptyAnswer(rows: readonly Figures[], figures: readonly Figure[]): boolean {
  return rows.every((row) => figures.every((f) => !row[f.key]));
}
