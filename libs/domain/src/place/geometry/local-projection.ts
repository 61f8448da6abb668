import { EARTH_RADIUS_METERS } from '../../telemetry/geo';

const RADIANS = Math.PI / 180;

/** Metres per degree of latitude on the sphere the platform measures on. */
export const METERS_PER_DEGREE = EARTH_RADIUS_METERS * RADIANS;

/**
 * An equirectangular projection around one reference point: x metres east, y metres north of it.
 * It is an affine map of latitude and longitude, so a point is inside a polygon of projected
 * vertices exactly when it is inside the polygon of the original ones; only distances carry its
 * error, which grows with the distance from the reference (docs/decisions/fence-geometry.md).
 */
export interface LocalProjection {
  latitude0: number;
  longitude0: number;
  /** Metres per degree of longitude at the reference latitude. */
  metersPerDegreeLongitude: number;
}

export function localProjection(latitude0: number, longitude0: number): LocalProjection {
  return {
    latitude0,
    longitude0,
    metersPerDegreeLongitude: METERS_PER_DEGREE * Math.cos(latitude0 * RADIANS),
  };
}

export function projectX(projection: LocalProjection, longitude: number): number {
  return (longitude - projection.longitude0) * projection.metersPerDegreeLongitude;
}

export function projectY(projection: LocalProjection, latitude: number): number {
  return (latitude - projection.latitude0) * METERS_PER_DEGREE;
}
