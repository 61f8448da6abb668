import { providerFailed, providerRefused } from '../errors';
import type { ForwardAnswer, Geocoder, ReverseAnswer } from '../geocoder.port';
import { DEFAULT_TIMEOUT_MS, endpoint, getJson } from './get-json';

export interface GoogleOptions {
  /** The Geocoding API key. */
  readonly apiKey: string;
  /** Google's host; configurable so tests can point it at a local replay server. */
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
}

const PROVIDER = 'google';
const DEFAULT_BASE_URL = 'https://maps.googleapis.com';
const GEOCODE_PATH = 'maps/api/geocode/json';
const LANGUAGE = 'zh-TW';
const TAIWAN = 'TW';

interface AddressComponent {
  readonly long_name: string;
  readonly short_name: string;
  readonly types: readonly string[];
}

interface GoogleResult {
  readonly formatted_address: string;
  readonly address_components: readonly AddressComponent[];
  readonly geometry: { readonly location: { readonly lat: number; readonly lng: number } };
}

interface GoogleAnswer {
  readonly status: string;
  readonly results?: readonly GoogleResult[];
  readonly error_message?: string;
}

/** Statuses that mean Google will not answer this key (now): a refusal, not a failure. */
const REFUSED = new Set(['OVER_DAILY_LIMIT', 'OVER_QUERY_LIMIT', 'REQUEST_DENIED']);

/** Google's Geocoding API, reverse and forward, in zh-TW, limited to Taiwan like the embedded atlas. */
export class GoogleGeocoder implements Geocoder {
  constructor(private readonly options: GoogleOptions) {}

  async reverse(latitude: number, longitude: number): Promise<ReverseAnswer | null> {
    const result = await this.geocode({ latlng: `${latitude},${longitude}` });
    return result ? toReverse(result) : null;
  }

  async forward(address: string): Promise<ForwardAnswer | null> {
    const result = await this.geocode({ address, components: `country:${TAIWAN}` });
    if (!result) return null;
    const { lat, lng } = result.geometry.location;
    return { latitude: lat, longitude: lng, text: result.formatted_address };
  }

  private async geocode(query: Record<string, string>): Promise<GoogleResult | null> {
    const url = endpoint(this.options.baseUrl ?? DEFAULT_BASE_URL, GEOCODE_PATH);
    const params = { ...query, language: LANGUAGE, key: this.options.apiKey };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const body = (await getJson(PROVIDER, url, {}, this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS)) as
      GoogleAnswer | undefined;
    const detail = `${body?.status}${body?.error_message ? `: ${body.error_message}` : ''}`;
    if (body?.status === 'ZERO_RESULTS') return null;
    if (body && REFUSED.has(body.status)) throw providerRefused(PROVIDER, detail);
    const first = body?.status === 'OK' ? body.results?.[0] : undefined;
    if (!isResult(first)) throw providerFailed(PROVIDER, detail);
    return first;
  }
}

function isResult(value: unknown): value is GoogleResult {
  const result = value as Partial<GoogleResult> | undefined;
  return (
    typeof result?.formatted_address === 'string' &&
    Array.isArray(result.address_components) &&
    typeof result.geometry?.location?.lat === 'number' &&
    typeof result.geometry.location.lng === 'number'
  );
}

/**
 * Taiwan in Google's components: a special municipality or county is administrative_area_level_1
 * (some answers give a county as level 2), its district or township level 3 or the locality, and a
 * 村/里 level 4 when given.
 */
function toReverse(result: GoogleResult): ReverseAnswer | null {
  const named = (type: string): string | undefined =>
    result.address_components.find((component) => component.types.includes(type))?.long_name;
  const country = result.address_components.find((c) => c.types.includes('country'));
  if (country?.short_name !== TAIWAN) return null;
  const level1 = named('administrative_area_level_1');
  const level2 = named('administrative_area_level_2');
  return {
    county: level1 ?? level2 ?? '',
    town: named('administrative_area_level_3') ?? named('locality') ?? (level1 ? level2 : '') ?? '',
    village: named('administrative_area_level_4') ?? named('neighborhood') ?? '',
    text: result.formatted_address,
    source: PROVIDER,
  };
}
