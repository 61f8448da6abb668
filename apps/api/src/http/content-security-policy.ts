import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Content-Security-Policy of every answer (docs/decisions/inputs-and-headers.md). What the
 * pages need, and nothing more:
 * - scripts only from this origin (the web app's bundle, Swagger UI's files): no inline script, no
 *   eval, so injected markup cannot run;
 * - styles from this origin and inline: antd writes its CSS-in-JS into <style> elements at run time;
 * - images from this origin, data: (small bundled icons, Swagger UI) and blob:, plus the build's map
 *   tiles; media (recordings) from this origin, blob: and data:;
 * - workers from this origin and blob: (the AMR decoder runs in a worker made from a blob);
 * - connections to this origin (fetch, and graphql-ws: 'self' matches ws:/wss: on the same host),
 *   plus a GraphQL endpoint the build names on another origin;
 * - frames only from what the build names (Google's street view, when it has a Maps key);
 * - no plugins, no <base>, forms only to this origin and the payment provider's checkout (the
 *   checkout form the web app submits), and no framing by anyone.
 */
export type Directives = Record<string, readonly string[]>;

/** What the web build declares it loads from other origins (apps/web/content-sources.ts). */
export const CONTENT_SOURCES_FILE = 'content-sources.json';

/** Where the GraphiQL landing page (when enabled) loads React and GraphiQL from. */
export const GRAPHIQL_CDN = 'https://unpkg.com';

const BASE: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The GraphiQL page (a development aid, off unless configured) is Nest's static HTML: React and
 * GraphiQL from unpkg, one inline script that starts it, one inline style. Nothing on it comes from
 * a request, so an inline script there cannot be an injected one.
 */
const GRAPHIQL_EXTRA: Directives = {
  'script-src': [GRAPHIQL_CDN, "'unsafe-inline'"],
  'style-src': [GRAPHIQL_CDN],
  'font-src': [GRAPHIQL_CDN],
  'img-src': [GRAPHIQL_CDN],
};

const SOURCE = /^(?:[a-z][a-z0-9+.-]*:(?:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d+)?)?)$/i;

/** The sources the web build lists (only well-formed ones: a file cannot smuggle a directive in). */
export function readContentSources(webDist: string): Directives {
  const file = join(webDist, CONTENT_SOURCES_FILE);
  if (!existsSync(file)) return {};
  const declared = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const out: Record<string, string[]> = {};
  for (const directive of ['img-src', 'connect-src', 'frame-src']) {
    const list = declared[directive];
    if (Array.isArray(list))
      out[directive] = list.filter((s): s is string => typeof s === 'string' && SOURCE.test(s));
  }
  return out;
}

function merge(...parts: Directives[]): Directives {
  const out: Record<string, string[]> = {};
  for (const part of parts) {
    for (const [name, sources] of Object.entries(part))
      out[name] = [...new Set([...(out[name] ?? []), ...sources])];
  }
  return out;
}

export function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export interface ContentSecurityPolicies {
  /** Every answer but the GraphiQL page. */
  app: string;
  /** GET /graphql: the GraphiQL landing page, when enabled. */
  graphiql: string;
}

export function contentSecurityPolicies(
  webDist: string,
  formActions: readonly string[] = [],
): ContentSecurityPolicies {
  const app = merge(BASE, readContentSources(webDist), { 'form-action': formActions });
  return { app: serialize(app), graphiql: serialize(merge(app, GRAPHIQL_EXTRA)) };
}
