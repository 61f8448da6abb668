import { providerFailed, providerRefused } from '../errors';

/** Long enough for a slow provider, short enough that a position's address is not held up for long. */
export const DEFAULT_TIMEOUT_MS = 5_000;

const HTTP_UNAUTHORIZED = 401;
const HTTP_FORBIDDEN = 403;
const HTTP_TOO_MANY_REQUESTS = 429;
const REFUSALS = new Set([HTTP_UNAUTHORIZED, HTTP_FORBIDDEN, HTTP_TOO_MANY_REQUESTS]);

/**
 * One GET that answers parsed JSON, or rejects with a GeocoderError: PROVIDER_REFUSED when the
 * provider says no (bad key, denied, rate limited), PROVIDER_FAILED for anything else that went wrong.
 */
export async function getJson(
  provider: string,
  url: URL,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw providerFailed(provider, 'no answer', error);
  }
  if (REFUSALS.has(response.status)) throw providerRefused(provider, `HTTP ${response.status}`);
  if (!response.ok) throw providerFailed(provider, `HTTP ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw providerFailed(provider, 'unreadable answer', error);
  }
}

/** `path` under a configured base URL, whether or not the base ends with a slash or has a path. */
export function endpoint(baseUrl: string, path: string): URL {
  return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}
