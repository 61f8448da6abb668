import { EARTH_RADIUS_METERS, type LatLon } from '../../src/telemetry/geo';

/** Metres per degree of latitude on the platform's sphere. */
const METERS_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METERS;

/** The point `east` and `north` metres from `origin` (local; fine for the few kilometres of a fence). */
export function offset(origin: LatLon, east: number, north: number): LatLon {
  const latitude = origin.latitude + north / METERS_PER_DEGREE;
  const longitude =
    origin.longitude + east / (METERS_PER_DEGREE * Math.cos((origin.latitude * Math.PI) / 180));
  return { latitude, longitude };
}

/** A polygon from (east, north) metre pairs around `origin`. */
export function metrePolygon(origin: LatLon, corners: readonly (readonly [number, number])[]): LatLon[] {
  return corners.map(([east, north]) => offset(origin, east, north));
}

/** A fixed sequence in [-1, 1) from a seed (a linear congruential generator): tests stay repeatable. */
export function wander(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return (state / 2 ** 32) * 2 - 1;
  };
}
