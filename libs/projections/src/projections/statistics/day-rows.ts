import { roundMeters, type WarningKind } from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import {
  Collections,
  HOURS_PER_DAY,
  statisticsDayId,
  type StatisticFigures,
  type StatisticScope,
  type StatisticsDayDoc,
} from '../../read-models';
import type { LocalHour } from './local-calendar';

/** What one event adds to the rows of its scopes, on one local day and hour. */
export interface Contribution {
  figures: Partial<StatisticFigures>;
  /** The kind of a warning counted in `figures.warnings`. */
  warningKind?: WarningKind;
  /** An overspeed episode's peak, km/h: the day's and the hour's peak are at least this. */
  peakKmh?: number;
}

const FIGURES: readonly (keyof StatisticFigures)[] = [
  'mileageMeters',
  'warnings',
  'overspeeds',
  'overspeedMs',
  'offlines',
  'offlineMs',
];

const zeros = (): number[] => new Array<number>(HOURS_PER_DAY).fill(0);

/**
 * A figure plus a value. Distances are decimetres (the odometer's `roundMeters`): their sums are
 * kept so, or float tails (0.1 + 0.2) would grow in the stored rows.
 */
const plus = (figure: keyof StatisticFigures, a: number, b: number): number =>
  figure === 'mileageMeters' ? roundMeters(a + b) : a + b;

/** A day with nothing counted yet. */
export function emptyDay(scope: StatisticScope, scopeId: string, day: string): StatisticsDayDoc {
  return {
    id: statisticsDayId(scope, scopeId, day),
    scope,
    scopeId,
    day,
    mileageMeters: 0,
    warnings: 0,
    overspeeds: 0,
    overspeedMs: 0,
    offlines: 0,
    offlineMs: 0,
    warningsByKind: {},
    overspeedPeakKmh: 0,
    hourly: {
      mileageMeters: zeros(),
      warnings: zeros(),
      overspeeds: zeros(),
      overspeedMs: zeros(),
      offlines: zeros(),
      offlineMs: zeros(),
    },
    hourlyOverspeedPeakKmh: zeros(),
  };
}

/** `series` with `value` added at `hour` (a new array: a document once put is never changed in place). */
function addedAt(figure: keyof StatisticFigures, series: number[], hour: number, value: number): number[] {
  const next = series.slice();
  next[hour] = plus(figure, next[hour], value);
  return next;
}

/** `series` with `value` kept at `hour` if higher (the same array when it changes nothing). */
function raisedAt(series: number[], hour: number, value: number): number[] {
  if (series[hour] >= value) return series;
  const next = series.slice();
  next[hour] = value;
  return next;
}

/** The day's row with the contribution added at `hour`: a new document, `doc` is left as it is. */
export function withContribution(doc: StatisticsDayDoc, hour: number, c: Contribution): StatisticsDayDoc {
  const next: StatisticsDayDoc = { ...doc, hourly: { ...doc.hourly } };
  for (const figure of FIGURES) {
    const value = c.figures[figure];
    if (value === undefined || value === 0) continue;
    next[figure] = plus(figure, doc[figure], value);
    next.hourly[figure] = addedAt(figure, doc.hourly[figure], hour, value);
  }
  if (c.warningKind !== undefined) {
    const kind = c.warningKind;
    next.warningsByKind = { ...doc.warningsByKind, [kind]: (doc.warningsByKind[kind] ?? 0) + 1 };
  }
  if (c.peakKmh !== undefined) {
    next.overspeedPeakKmh = Math.max(doc.overspeedPeakKmh, c.peakKmh);
    next.hourlyOverspeedPeakKmh = raisedAt(doc.hourlyOverspeedPeakKmh, hour, c.peakKmh);
  }
  return next;
}

/** One scope's row of the local day: read (or begun), added to, put back. */
export async function addToDay(
  w: ReadModelWriter,
  scope: StatisticScope,
  scopeId: string,
  at: LocalHour,
  c: Contribution,
): Promise<void> {
  const id = statisticsDayId(scope, scopeId, at.day);
  const doc = (await w.get(Collections.statisticsDays, id)) ?? emptyDay(scope, scopeId, at.day);
  await w.put(Collections.statisticsDays, withContribution(doc, at.hour, c));
}
