import type { GeocoderSettings } from '@gps/geocoder';

/** What Nominatim's usage policy asks of us: an identifying User-Agent. */
const DEFAULT_USER_AGENT = 'gps-tracking-platform';

/**
 * The platform's geocoder from the environment (docs/decisions/geocoding.md): GEOCODER_GOOGLE_KEY
 * selects Google's geocoding, else GEOCODER_NOMINATIM_URL a Nominatim server (with
 * GEOCODER_USER_AGENT); neither leaves the embedded atlas alone (reverse look-ups only, offline).
 */
export function loadGeocoderSettings(env: NodeJS.ProcessEnv): GeocoderSettings {
  const googleKey = env.GEOCODER_GOOGLE_KEY || undefined;
  if (googleKey) return { online: { provider: 'google', apiKey: googleKey } };
  const nominatimUrl = env.GEOCODER_NOMINATIM_URL || undefined;
  if (nominatimUrl)
    return {
      online: {
        provider: 'nominatim',
        baseUrl: nominatimUrl,
        userAgent: env.GEOCODER_USER_AGENT || DEFAULT_USER_AGENT,
      },
    };
  return {};
}
