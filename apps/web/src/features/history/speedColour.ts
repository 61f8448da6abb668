/**
 * The track's colour by speed, and its legend: a few bands a driver reads at a glance (crawling,
 * town, road, highway, fast), not a continuous gradient nobody can read a number from. Bands are
 * [from, to) in km/h; the last is open.
 */
export interface SpeedBand {
  /** Lowest speed of the band, km/h (inclusive). */
  fromKmh: number;
  /** Upper bound, km/h (exclusive); null for the last band. */
  toKmh: number | null;
  colour: string;
}

/** Walking pace and queues. */
const CRAWL_KMH = 10;
/** Town streets. */
const TOWN_KMH = 40;
/** Country roads. */
const ROAD_KMH = 70;
/** Taiwan's national freeways are limited to 100-110 km/h: above is fast anywhere. */
const HIGHWAY_KMH = 100;

export const SPEED_BANDS: readonly SpeedBand[] = [
  { fromKmh: 0, toKmh: CRAWL_KMH, colour: '#8c8c8c' },
  { fromKmh: CRAWL_KMH, toKmh: TOWN_KMH, colour: '#1677ff' },
  { fromKmh: TOWN_KMH, toKmh: ROAD_KMH, colour: '#52c41a' },
  { fromKmh: ROAD_KMH, toKmh: HIGHWAY_KMH, colour: '#fa8c16' },
  { fromKmh: HIGHWAY_KMH, toKmh: null, colour: '#f5222d' },
];

/** The band a speed falls in; an unknown or negative speed counts as standing still. */
export function speedBandIndex(kmh: number | null | undefined): number {
  const speed = typeof kmh === 'number' && Number.isFinite(kmh) && kmh > 0 ? kmh : 0;
  const index = SPEED_BANDS.findIndex((band) => band.toKmh === null || speed < band.toKmh);
  return index === -1 ? SPEED_BANDS.length - 1 : index;
}

export function speedColour(kmh: number | null | undefined): string {
  return SPEED_BANDS[speedBandIndex(kmh)].colour;
}

/** A run of consecutive points drawn in one colour: indexes [from, to] into the track (shared ends). */
export interface SpeedRun {
  band: number;
  from: number;
  to: number;
}

/**
 * The track cut into runs of one band, each segment coloured by the speed at its far end (the speed
 * it was driven at to get there). Consecutive runs share their end point, so the line has no holes.
 * A day of 8,640 points is a few hundred polylines instead of 8,640 segments.
 */
export function speedRuns(speeds: readonly (number | null)[]): SpeedRun[] {
  const runs: SpeedRun[] = [];
  for (let i = 1; i < speeds.length; i += 1) {
    const band = speedBandIndex(speeds[i]);
    const last = runs[runs.length - 1];
    if (last && last.band === band) last.to = i;
    else runs.push({ band, from: i - 1, to: i });
  }
  return runs;
}
