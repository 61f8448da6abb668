import { invalid } from '../validation/invalid';

/** A point in WGS 84 degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

const MAX_LATITUDE = 90;
const MAX_LONGITUDE = 180;
/** The contract's `'lat,lng'`: two decimal numbers, blanks allowed around each. */
const LAT_LNG = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

/** A latitude in -90..90 degrees, or a validation failure on `field`. */
export function latitude(field: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    invalid(field, `${field} must be a number`, 'not_number');
  if (value < -MAX_LATITUDE)
    invalid(field, `${field} must be -90 to 90`, 'too_small', { min: -MAX_LATITUDE });
  if (value > MAX_LATITUDE) invalid(field, `${field} must be -90 to 90`, 'too_large', { max: MAX_LATITUDE });
  return value;
}

/** A longitude in -180..180 degrees, or a validation failure on `field`. */
export function longitude(field: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    invalid(field, `${field} must be a number`, 'not_number');
  if (value < -MAX_LONGITUDE)
    invalid(field, `${field} must be -180 to 180`, 'too_small', { min: -MAX_LONGITUDE });
  if (value > MAX_LONGITUDE)
    invalid(field, `${field} must be -180 to 180`, 'too_large', { max: MAX_LONGITUDE });
  return value;
}

/** Parses the contract's `'lat,lng'` text into numbers in range; the failure names `field`. */
export function latLng(field: string, value: unknown): LatLng {
  const match = typeof value === 'string' ? LAT_LNG.exec(value) : null;
  if (!match) invalid(field, `${field} must be 'latitude,longitude' in decimal degrees`, 'pattern');
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > MAX_LATITUDE || Math.abs(lng) > MAX_LONGITUDE)
    invalid(field, `${field} must lie within latitude -90..90 and longitude -180..180`, 'invalid');
  return { latitude: lat, longitude: lng };
}

/** The contract's text of a point: what latLng reads back. */
export function latLngText(point: LatLng): string {
  return `${point.latitude},${point.longitude}`;
}
