import { COORDINATE_DECIMALS, EmbeddedGeocoder } from '@gps/geocoder';

/**
 * Distinct rounded points kept: a fleet's parked and slow vehicles revisit the same few thousand
 * cells; 20,000 short strings are about 2 MB. When full it is emptied at once: evicting the oldest
 * entry one at a time makes V8's Map skip its deleted entries on every eviction (measured 25 µs a
 * look-up against 1 µs for the atlas itself), and the atlas refills a cell in a microsecond.
 */
const CACHE_ENTRIES = 20_000;

const SCALE = 10 ** COORDINATE_DECIMALS;

let atlas: EmbeddedGeocoder | undefined;
const cache = new Map<string, string | null>();

/** The process' one embedded atlas (loaded on first use): the platform's geocoder shares it. */
export function embeddedAtlas(): EmbeddedGeocoder {
  atlas ??= new EmbeddedGeocoder();
  return atlas;
}

/**
 * The area (county, town, village) at a point, in zh-TW, from the embedded Taiwan atlas; null at sea
 * and outside Taiwan. The point is first rounded to the geocoder's cache grid (four decimals, about
 * 11 m) and the rounded point is what is looked up, so the answer is a function of the coordinates
 * alone, whatever was looked up before: read models filled with it come out identical after a
 * rebuild (docs/decisions/address-quotas.md). The atlas loads on the first call (about 0.4 s, once
 * per process).
 */
export function areaAddressAt(latitude: number, longitude: number): string | null {
  const lat = Math.round(latitude * SCALE) / SCALE;
  const lng = Math.round(longitude * SCALE) / SCALE;
  const key = `${lat},${lng}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const text = embeddedAtlas().reverseNow(lat, lng)?.text ?? null;
  if (cache.size >= CACHE_ENTRIES) cache.clear();
  cache.set(key, text);
  return text;
}
