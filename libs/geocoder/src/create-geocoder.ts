import { CachedGeocoder, type CacheSizes } from './cache/cached-geocoder';
import { CompositeGeocoder } from './composite-geocoder';
import { EmbeddedGeocoder } from './embedded/embedded-geocoder';
import type { Geocoder } from './geocoder.port';
import { GoogleGeocoder, type GoogleOptions } from './online/google-geocoder';
import { NominatimGeocoder, type NominatimOptions } from './online/nominatim-geocoder';

export type OnlineProviderSettings =
  ({ readonly provider: 'nominatim' } & NominatimOptions) | ({ readonly provider: 'google' } & GoogleOptions);

export interface GeocoderSettings {
  /** None: the embedded atlas alone (reverse only, offline, free). */
  readonly online?: OnlineProviderSettings;
  readonly cache?: CacheSizes;
  /** One atlas per process: pass it when something else already loaded it. */
  readonly embedded?: EmbeddedGeocoder;
}

/**
 * The geocoder a process uses. Without an online provider it is the embedded atlas: microseconds a
 * look-up, no cache needed. With one, the provider's answers are cached (it costs requests and
 * quota) and the atlas answers reverse look-ups when the provider fails; those fallback answers are
 * not cached, so the street address is asked again at the next position.
 */
export function createGeocoder(settings: GeocoderSettings = {}): Geocoder {
  const embedded = settings.embedded ?? new EmbeddedGeocoder();
  if (!settings.online) return embedded;
  const online = new CachedGeocoder(onlineAdapter(settings.online), settings.cache);
  return new CompositeGeocoder(online, embedded);
}

function onlineAdapter(settings: OnlineProviderSettings): Geocoder {
  return settings.provider === 'nominatim' ? new NominatimGeocoder(settings) : new GoogleGeocoder(settings);
}
