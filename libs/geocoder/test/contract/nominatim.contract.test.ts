import { NominatimGeocoder } from '../../src';
import { fakeClock, startReplayServer, type ReplayServer } from '../support/replay-server';
import { geocoderContract } from './geocoder.contract';
import { recorded } from './recorded';

describe('geocoder contract: Nominatim against recorded answers', () => {
  let server: ReplayServer;
  beforeAll(async () => {
    server = await startReplayServer(recorded('nominatim'));
  });
  afterAll(() => server.close());

  geocoderContract({
    // The policy's one request a second is kept; the fake clock's sleeps end at once.
    geocoder: () =>
      new NominatimGeocoder({ baseUrl: server.baseUrl, userAgent: 'gps-test/1', clock: fakeClock() }),
    forward: true,
  });

  it('asks in zh-TW, in jsonv2, with the configured User-Agent', () => {
    expect(server.received.length).toBeGreaterThan(0);
    for (const { url, headers } of server.received) {
      expect(url.searchParams.get('accept-language')).toBe('zh-TW');
      expect(url.searchParams.get('format')).toBe('jsonv2');
      expect(headers['user-agent']).toBe('gps-test/1');
    }
  });
});
