/**
 * Street view of a point: Google's embed when the web is built with a Maps key
 * (VITE_GOOGLE_MAPS_KEY), else Google Maps' own street view page, which needs no key.
 */
export interface StreetPoint {
  latitude: number;
  longitude: number;
}

/** Google's documented Maps URL for a panorama at a point (no key needed). */
export function streetViewPageUrl({ latitude, longitude }: StreetPoint): string {
  return `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${latitude},${longitude}`;
}

/** The Maps Embed API's street view, for an iframe (needs a key). */
export function streetViewEmbedUrl({ latitude, longitude }: StreetPoint, key: string): string {
  return `https://www.google.com/maps/embed/v1/streetview?key=${encodeURIComponent(key)}&location=${latitude},${longitude}`;
}

const LATITUDE_MAX = 90;
const LONGITUDE_MAX = 180;

/** The point a /streetView address names (`?lat=&lng=`), or null when it names none. */
export function streetPointOf(params: URLSearchParams): StreetPoint | null {
  const latitude = Number(params.get('lat'));
  const longitude = Number(params.get('lng'));
  if (!params.get('lat') || !params.get('lng') || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    return null;
  }
  if (Math.abs(latitude) > LATITUDE_MAX || Math.abs(longitude) > LONGITUDE_MAX) return null;
  return { latitude, longitude };
}

/** The /streetView address for a point of a track. */
export function streetViewPath({ latitude, longitude }: StreetPoint): string {
  return `/streetView?lat=${latitude}&lng=${longitude}`;
}
