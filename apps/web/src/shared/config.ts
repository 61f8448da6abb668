import { LANGUAGES, type Language } from '@gps/codes';

const env = import.meta.env;

function languagesFromEnv(raw: string | undefined): Language[] {
  if (!raw) return [...LANGUAGES];
  const wanted = raw.split(',').map((s) => s.trim());
  const list = LANGUAGES.filter((lng) => wanted.includes(lng));
  return list.length > 0 ? list : [...LANGUAGES];
}

function wsUrlFor(httpUrl: string): string {
  if (/^wss?:\/\//.test(httpUrl)) return httpUrl;
  if (/^https?:\/\//.test(httpUrl)) return httpUrl.replace(/^http/, 'ws');
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${httpUrl}`;
}

const graphqlUrl = env.VITE_GRAPHQL_URL || '/graphql';

/** Everything the web app takes from its build-time configuration (VITE_* variables). */
export const config = {
  sessionCookie: env.VITE_SESSION_COOKIE || 'gps_session',
  graphqlUrl,
  graphqlWsUrl: env.VITE_GRAPHQL_WS_URL || wsUrlFor(graphqlUrl),
  tileUrl: env.VITE_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution:
    env.VITE_TILE_ATTRIBUTION || '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  languages: languagesFromEnv(env.VITE_LANGUAGES),
  defaultLanguage: 'zh-TW' as Language,
  iosAppUrl: env.VITE_IOS_APP_URL || '',
  androidAppUrl: env.VITE_ANDROID_APP_URL || '',
  /**
   * A Google Maps Embed API key: with it street view is embedded in /streetView, without it the
   * page opens Google Maps' street view in a new tab (docs/decisions/history-page.md).
   */
  googleMapsKey: env.VITE_GOOGLE_MAPS_KEY || '',
  /** Monitor map default view (spec: centre near 23.98, 120.97). */
  mapZoom: 12,
} as const;
