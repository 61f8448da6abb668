/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Name of the cookie that holds the session data (default gps_session). */
  readonly VITE_SESSION_COOKIE?: string;
  /** Leaflet tile URL template (default: the standard OpenStreetMap tiles). */
  readonly VITE_TILE_URL?: string;
  readonly VITE_TILE_ATTRIBUTION?: string;
  /** GraphQL endpoint (default /graphql on the same origin; the websocket uses the same path). */
  readonly VITE_GRAPHQL_URL?: string;
  readonly VITE_GRAPHQL_WS_URL?: string;
  /** External help page opened from the user menu. */
  /** Comma-separated interface languages (default: all of LANGUAGES). */
  readonly VITE_LANGUAGES?: string;
  readonly VITE_IOS_APP_URL?: string;
  readonly VITE_ANDROID_APP_URL?: string;
  /** Google Maps Embed API key for the street view page; absent: street view opens on Google Maps. */
  readonly VITE_GOOGLE_MAPS_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
