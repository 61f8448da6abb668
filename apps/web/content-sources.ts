import type { Plugin } from 'vite';

/**
 * What the built app loads from other origins, written next to it as `content-sources.json`: the
 * server that serves the build reads it into its Content-Security-Policy
 * (docs/decisions/inputs-and-headers.md), so a build with other map tiles or another GraphQL
 * endpoint is allowed exactly those, without a second setting on the server to keep in step.
 */
export const CONTENT_SOURCES_FILE = 'content-sources.json';

export interface ContentSources {
  /** Map tiles. */
  'img-src': string[];
  /** A GraphQL endpoint on another origin (HTTP and websocket). */
  'connect-src': string[];
  /** Google's street view, embedded when the build has a Maps key (docs/decisions/history-page.md). */
  'frame-src': string[];
}

/** Where the Maps Embed API's street view comes from. */
const GOOGLE_EMBED_ORIGIN = 'https://www.google.com';

/** The default tile template of src/config.ts, used when VITE_TILE_URL is not set. */
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ABSOLUTE_URL = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]+)/i;
/** A template's placeholder as the leftmost label (`{s}.tile.example.org`) is a CSP wildcard. */
const LEADING_PLACEHOLDER = /^\{[^}]*\}\./;

/**
 * The CSP source of an absolute URL or URL template (`https://{s}.tile.example.org/{z}/{x}/{y}.png`
 * gives `https://*.tile.example.org`); undefined for a same-origin path. A placeholder anywhere else
 * in the host leaves only the scheme, the narrowest source that still matches every host.
 */
export function sourceOf(url: string): string | undefined {
  const match = ABSOLUTE_URL.exec(url.trim());
  if (!match) return undefined;
  const [, scheme, host] = match;
  const wildcarded = host.replace(LEADING_PLACEHOLDER, '*.');
  return wildcarded.includes('{') ? `${scheme.toLowerCase()}:` : `${scheme.toLowerCase()}://${wildcarded}`;
}

export function contentSources(env: Record<string, string | undefined>): ContentSources {
  const sources = (...urls: (string | undefined)[]) => [
    ...new Set(urls.flatMap((url) => (url ? [sourceOf(url)] : [])).filter((s): s is string => !!s)),
  ];
  return {
    'img-src': sources(env.VITE_TILE_URL || DEFAULT_TILE_URL),
    'connect-src': sources(env.VITE_GRAPHQL_URL, env.VITE_GRAPHQL_WS_URL),
    'frame-src': sources(env.VITE_GOOGLE_MAPS_KEY ? GOOGLE_EMBED_ORIGIN : undefined),
  };
}

/** Emits content-sources.json into the build. */
export function contentSourcesPlugin(env: Record<string, string | undefined>): Plugin {
  return {
    name: 'content-sources',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: CONTENT_SOURCES_FILE,
        source: `${JSON.stringify(contentSources(env), null, 2)}\n`,
      });
    },
  };
}
