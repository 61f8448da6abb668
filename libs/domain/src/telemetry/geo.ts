/** Mean Earth radius (IUGG), metres: the sphere that best fits the ellipsoid on average. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

export interface LatLon {
  latitude: number;
  longitude: number;
}

const RADIANS = Math.PI / 180;

/**
 * Great-circle distance on a sphere. Within 0.5% of the ellipsoidal distance, which is far below
 * GPS noise; the haversine form stays accurate for the short steps the odometer adds up.
 */
export function haversineMeters(a: LatLon, b: LatLon): number {
  const dLat = (b.latitude - a.latitude) * RADIANS;
  const dLon = (b.longitude - a.longitude) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * RADIANS) * Math.cos(b.latitude * RADIANS) * Math.sin(dLon / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points; asin would then return NaN.
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(Math.min(1, h)));
}
