/** Why a look-up did not answer; a caller maps each code to its own message (and quota logic). */
export type GeocoderErrorCode =
  /** No configured adapter can turn an address into a point (the embedded atlas is reverse only). */
  | 'NO_FORWARD_PROVIDER'
  /** The provider could not be reached, timed out or answered something unreadable. */
  | 'PROVIDER_FAILED'
  /** The provider refused: bad key, denied, or over its quota or rate limit. */
  | 'PROVIDER_REFUSED';

export class GeocoderError extends Error {
  constructor(
    readonly code: GeocoderErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GeocoderError';
  }
}

export function noForwardProvider(): GeocoderError {
  return new GeocoderError(
    'NO_FORWARD_PROVIDER',
    'no online geocoding provider is configured for address look-ups',
  );
}

export function providerFailed(provider: string, detail: string, cause?: unknown): GeocoderError {
  return new GeocoderError('PROVIDER_FAILED', `${provider} failed: ${detail}`, { cause });
}

export function providerRefused(provider: string, detail: string): GeocoderError {
  return new GeocoderError('PROVIDER_REFUSED', `${provider} refused the look-up: ${detail}`);
}
