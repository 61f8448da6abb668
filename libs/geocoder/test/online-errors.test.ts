import { GeocoderError, GoogleGeocoder, NominatimGeocoder, type Geocoder } from '../src';
import { fakeClock, startReplayServer, type Exchange } from './support/replay-server';

const GOOGLE_PATH = '/maps/api/geocode/json';

async function reverseWith(exchanges: Exchange[], make: (baseUrl: string) => Geocoder): Promise<unknown> {
  const server = await startReplayServer(exchanges);
  try {
    return await make(server.baseUrl)
      .reverse(25, 121.5)
      .catch((error: unknown) => error);
  } finally {
    await server.close();
  }
}

const nominatim = (baseUrl: string): Geocoder =>
  new NominatimGeocoder({ baseUrl, userAgent: 'gps-test/1', clock: fakeClock() });
const google = (baseUrl: string): Geocoder => new GoogleGeocoder({ apiKey: 'k', baseUrl });

describe('online adapters: typed errors', () => {
  it.each([
    ['nominatim, HTTP 429', nominatim, { path: '/reverse', status: 429 }, 'PROVIDER_REFUSED'],
    ['nominatim, HTTP 403', nominatim, { path: '/reverse', status: 403 }, 'PROVIDER_REFUSED'],
    ['nominatim, HTTP 500', nominatim, { path: '/reverse', status: 500 }, 'PROVIDER_FAILED'],
    ['google, HTTP 500', google, { path: GOOGLE_PATH, status: 500 }, 'PROVIDER_FAILED'],
  ] as const)('%s answers %s', async (_name, make, exchange, code) => {
    const error = await reverseWith([{ ...exchange, query: {}, body: {} }], make);
    expect(error).toBeInstanceOf(GeocoderError);
    expect(error).toMatchObject({ code });
  });

  it.each([
    ['OVER_QUERY_LIMIT', 'PROVIDER_REFUSED'],
    ['OVER_DAILY_LIMIT', 'PROVIDER_REFUSED'],
    ['REQUEST_DENIED', 'PROVIDER_REFUSED'],
    ['INVALID_REQUEST', 'PROVIDER_FAILED'],
    ['UNKNOWN_ERROR', 'PROVIDER_FAILED'],
  ])('google status %s answers %s', async (status, code) => {
    const body = { status, results: [], error_message: 'recorded refusal' };
    const error = await reverseWith([{ path: GOOGLE_PATH, query: {}, status: 200, body }], google);
    expect(error).toMatchObject({ code });
  });

  it('answers PROVIDER_FAILED when nothing listens', async () => {
    const server = await startReplayServer([]);
    await server.close();
    const error = await nominatim(server.baseUrl)
      .reverse(25, 121.5)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PROVIDER_FAILED' });
  });

  it.each([
    ['nominatim', nominatim, '/reverse', { unexpected: true }],
    ['google', google, GOOGLE_PATH, { status: 'OK', results: [{ unexpected: true }] }],
  ] as const)('%s: an answer of the wrong shape is PROVIDER_FAILED', async (_name, make, path, body) => {
    const error = await reverseWith([{ path, query: {}, status: 200, body }], make);
    expect(error).toMatchObject({ code: 'PROVIDER_FAILED' });
  });
});

describe('Nominatim usage policy', () => {
  it('waits a second between requests, even when asked at once', async () => {
    const server = await startReplayServer([
      { path: '/reverse', query: {}, status: 200, body: { error: 'Unable to geocode' } },
    ]);
    const clock = fakeClock();
    const geocoder = new NominatimGeocoder({ baseUrl: server.baseUrl, userAgent: 'u', clock });
    await Promise.all([geocoder.reverse(24, 119.8), geocoder.reverse(24, 119.9), geocoder.reverse(24, 120)]);
    await server.close();
    expect(server.received).toHaveLength(3);
    expect(clock.now()).toBe(2_000);
  });
});
