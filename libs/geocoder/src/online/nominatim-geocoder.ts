import { providerFailed } from '../errors';
import type { ForwardAnswer, Geocoder, ReverseAnswer } from '../geocoder.port';
import { DEFAULT_TIMEOUT_MS, endpoint, getJson } from './get-json';
import { RequestPacer, type PacerClock } from './request-pacer';

export interface NominatimOptions {
  /** The server, e.g. https://nominatim.openstreetmap.org or one of our own. */
  readonly baseUrl: string;
  /** Identifies the application, as the usage policy requires (a stock HTTP library's is refused). */
  readonly userAgent: string;
  /** At least this long between request starts; the public server's policy is one a second. */
  readonly minIntervalMs?: number;
  readonly timeoutMs?: number;
  readonly clock?: PacerClock;
}

const PROVIDER = 'nominatim';
const POLICY_INTERVAL_MS = 1_000;
const LANGUAGE = 'zh-TW';
/** Building-level detail, so the answer is a street address. */
const REVERSE_ZOOM = '18';
const TAIWAN = 'tw';

interface NominatimAddress {
  readonly country_code?: string;
  readonly city?: string;
  readonly county?: string;
  readonly state?: string;
  readonly suburb?: string;
  readonly city_district?: string;
  readonly town?: string;
  readonly village?: string;
  readonly quarter?: string;
  readonly neighbourhood?: string;
}

interface NominatimPlace {
  readonly lat: string;
  readonly lon: string;
  readonly display_name: string;
  readonly address?: NominatimAddress;
}

/**
 * OpenStreetMap's Nominatim (jsonv2 format), reverse and forward, in zh-TW. Requests are paced to
 * the usage policy. Places outside Taiwan answer null, like the embedded atlas.
 */
export class NominatimGeocoder implements Geocoder {
  private readonly pacer: RequestPacer;

  constructor(private readonly options: NominatimOptions) {
    this.pacer = new RequestPacer(options.minIntervalMs ?? POLICY_INTERVAL_MS, options.clock);
  }

  async reverse(latitude: number, longitude: number): Promise<ReverseAnswer | null> {
    const body = await this.get('reverse', {
      lat: String(latitude),
      lon: String(longitude),
      zoom: REVERSE_ZOOM,
    });
    // Nominatim answers {"error": "Unable to geocode"} where it has nothing (at sea).
    if (isRecord(body) && 'error' in body) return null;
    if (!isPlace(body)) throw providerFailed(PROVIDER, 'unexpected reverse answer');
    return toReverse(body);
  }

  async forward(address: string): Promise<ForwardAnswer | null> {
    const body = await this.get('search', { q: address, limit: '1', countrycodes: TAIWAN });
    if (!Array.isArray(body)) throw providerFailed(PROVIDER, 'unexpected search answer');
    const [first] = body as unknown[];
    if (first === undefined) return null;
    if (!isPlace(first)) throw providerFailed(PROVIDER, 'unexpected search answer');
    return { latitude: Number(first.lat), longitude: Number(first.lon), text: first.display_name };
  }

  private async get(path: string, query: Record<string, string>): Promise<unknown> {
    const url = endpoint(this.options.baseUrl, path);
    const params = { format: 'jsonv2', addressdetails: '1', 'accept-language': LANGUAGE, ...query };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    await this.pacer.turn();
    return getJson(
      PROVIDER,
      url,
      { 'User-Agent': this.options.userAgent },
      this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
  }
}

/**
 * Taiwan in OpenStreetMap: a special municipality is the `city` (a county the `county`), its
 * district the `suburb` (a township the `town` or `village`), and a 村/里 the `quarter` or
 * `neighbourhood`, when mapped.
 */
function toReverse(place: NominatimPlace): ReverseAnswer | null {
  const address = place.address ?? {};
  if (address.country_code !== TAIWAN) return null;
  return {
    county: address.city ?? address.county ?? address.state ?? '',
    town: address.suburb ?? address.city_district ?? address.town ?? address.village ?? '',
    village: address.quarter ?? address.neighbourhood ?? '',
    text: place.display_name,
    source: PROVIDER,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isPlace(value: unknown): value is NominatimPlace {
  return (
    isRecord(value) &&
    typeof value.lat === 'string' &&
    typeof value.lon === 'string' &&
    typeof value.display_name === 'string'
  );
}
