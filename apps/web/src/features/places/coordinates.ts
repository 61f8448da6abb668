/** A point on the map, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Six decimals are about 0.1 m: finer than any fix, so nothing drawn is lost or invented. */
const COORDINATE_DECIMALS = 6;

/** The spec's 'lat,lng' coordinate string. */
export function toCoordinate(point: LatLng): string {
  return `${point.lat.toFixed(COORDINATE_DECIMALS)},${point.lng.toFixed(COORDINATE_DECIMALS)}`;
}

/** A 'lat,lng' string back to a point; null when it is not two numbers in range. */
export function parseCoordinate(text: string): LatLng | null {
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  const [lat, lng] = parts.map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** Leaflet's earth radius (L.CRS.Earth.R), so distances agree with what the map draws. */
const EARTH_RADIUS_M = 6_371_000;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

/** The point due north of a centre at a distance in metres: a circle's edge point (spec). */
export function edgePoint(centre: LatLng, radiusM: number): LatLng {
  return { lat: centre.lat + toDegrees(radiusM / EARTH_RADIUS_M), lng: centre.lng };
}

/** Great-circle distance in metres (haversine), as Leaflet measures it. */
export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
