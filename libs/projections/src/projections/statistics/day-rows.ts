import type { WarningKind } from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import {
  Collections,
  HOURS_PER_DAY,
  hourlyKey,
  STATISTIC_FIGURES,
  statisticsDayId,
  type HourlySeries,
  type StatisticFigures,
  type StatisticScope,
  type StatisticsDayDoc,
} from '../../read-models';
import type { LocalHour } from './local-calendar';

/** What one event adds to the rows of its scopes, on one local day and hour. */
export interface Contribution {
  /** Integers only (decimetres, milliseconds, counts): the store's sums of them are exact. */
  figures: Partial<StatisticFigures>;
  /** The kind of a warning counted in `figures.warnings`. */
  warningKind?: WarningKind;
  /** An overspeed episode's peak, km/h: the day's and the hour's peak are at least this. */
  peakKmh?: number;
}

/** Each figure's hourly paths (`hourly.mileageDm.h5`), built once: an event names one, never builds it. */
const HOURLY_PATHS = {} as Record<keyof StatisticFigures, readonly string[]>;
for (const figure of STATISTIC_FIGURES) {
  HOURLY_PATHS[figure] = Array.from(
    { length: HOURS_PER_DAY },
    (_, hour) => `hourly.${figure}.${hourlyKey(hour)}`,
  );
}

/** A day with nothing counted yet: the seed of a row's first increment. */
function emptyDay(scope: StatisticScope, scopeId: string, day: string): StatisticsDayDoc {
  return {
    id: statisticsDayId(scope, scopeId, day),
    scope,
    scopeId,
    day,
    mileageDm: 0,
    warnings: 0,
    overspeeds: 0,
    overspeedMs: 0,
    offlines: 0,
    offlineMs: 0,
    warningsByKind: {},
    overspeedPeakKmh: 0,
    hourly: {
      mileageDm: {},
      warnings: {},
      overspeeds: {},
      overspeedMs: {},
      offlines: {},
      offlineMs: {},
    },
    hourlyOverspeedPeakKmh: {},
  };
}

/** What a contribution adds at `hour`, by path: each figure to the day's total and to its hour. */
export function amountsOf(c: Contribution, hour: number): Record<string, number> {
  const amounts: Record<string, number> = {};
  for (const figure of STATISTIC_FIGURES) {
    const value = c.figures[figure];
    if (value === undefined || value === 0) continue;
    amounts[figure] = value;
    amounts[HOURLY_PATHS[figure][hour]] = value;
  }
  if (c.warningKind !== undefined) amounts[`warningsByKind.${c.warningKind}`] = 1;
  return amounts;
}

function hasAny(amounts: Readonly<Record<string, number>>): boolean {
  for (const path in amounts) if (Object.hasOwn(amounts, path)) return true;
  return false;
}

/** An hour's value of a sparse series: an hour that counted nothing is absent. */
const valueAt = (series: Readonly<HourlySeries>, hour: number): number => series[hourlyKey(hour)] ?? 0;

/** A copy of `series` with `value` kept at `hour` if higher. */
function raisedAt(series: Readonly<HourlySeries>, hour: number, value: number): HourlySeries {
  return { ...series, [hourlyKey(hour)]: Math.max(valueAt(series, hour), value) };
}

/**
 * Adds a contribution to one scope's row of the local day, inside the store (`increment`): the row is
 * neither read nor written whole. Only a peak, which is a maximum and not a sum (one per overspeed
 * episode's end), reads the row and puts it back when it raises it. Not `async`: a sum (every event
 * but an overspeed's end) returns the store's own promise, one promise a row instead of three.
 */
export function addToDay(
  w: ReadModelWriter,
  scope: StatisticScope,
  scopeId: string,
  at: LocalHour,
  amounts: Readonly<Record<string, number>>,
  peakKmh?: number,
): Promise<void> {
  const id = statisticsDayId(scope, scopeId, at.day);
  const seed = emptyDay(scope, scopeId, at.day);
  if (peakKmh !== undefined) return addWithPeak(w, id, seed, at, amounts, peakKmh);
  // An episode that lasted 0 ms adds nothing.
  return hasAny(amounts) ? w.increment(Collections.statisticsDays, id, amounts, seed) : Promise.resolve();
}

async function addWithPeak(
  w: ReadModelWriter,
  id: string,
  seed: StatisticsDayDoc,
  at: LocalHour,
  amounts: Readonly<Record<string, number>>,
  peakKmh: number,
): Promise<void> {
  // An episode that lasted 0 ms adds nothing but may still bring its peak.
  if (hasAny(amounts)) await w.increment(Collections.statisticsDays, id, amounts, seed);
  const doc = (await w.get(Collections.statisticsDays, id)) ?? seed;
  if (doc.overspeedPeakKmh >= peakKmh && valueAt(doc.hourlyOverspeedPeakKmh, at.hour) >= peakKmh) return;
  await w.put(Collections.statisticsDays, {
    ...doc,
    overspeedPeakKmh: Math.max(doc.overspeedPeakKmh, peakKmh),
    hourlyOverspeedPeakKmh: raisedAt(doc.hourlyOverspeedPeakKmh, at.hour, peakKmh),
  });
}
