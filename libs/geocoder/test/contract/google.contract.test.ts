import { GoogleGeocoder } from '../../src';
import { startReplayServer, type ReplayServer } from '../support/replay-server';
import { geocoderContract } from './geocoder.contract';
import { recorded } from './recorded';

describe('geocoder contract: Google against recorded answers', () => {
  let server: ReplayServer;
  beforeAll(async () => {
    server = await startReplayServer(recorded('google'));
  });
  afterAll(() => server.close());

  geocoderContract({
    geocoder: () => new GoogleGeocoder({ apiKey: 'test-key', baseUrl: server.baseUrl }),
    forward: true,
  });

  it('asks in zh-TW with the configured key', () => {
    expect(server.received.length).toBeGreaterThan(0);
    for (const { url } of server.received) {
      expect(url.searchParams.get('language')).toBe('zh-TW');
      expect(url.searchParams.get('key')).toBe('test-key');
    }
  });
});
