import { EmbeddedGeocoder, createGeocoder } from '../../src';
import { fakeClock, startReplayServer, type ReplayServer } from '../support/replay-server';
import { geocoderContract } from './geocoder.contract';
import { recorded } from './recorded';

describe('geocoder contract: createGeocoder with Nominatim (cached, the atlas behind)', () => {
  let server: ReplayServer;
  const embedded = new EmbeddedGeocoder();
  beforeAll(async () => {
    server = await startReplayServer(recorded('nominatim'));
  });
  afterAll(() => server.close());

  geocoderContract({
    geocoder: () =>
      createGeocoder({
        embedded,
        online: {
          provider: 'nominatim',
          baseUrl: server.baseUrl,
          userAgent: 'gps-test/1',
          clock: fakeClock(),
        },
      }),
    forward: true,
  });

  it('answered from the provider, not from the atlas behind it', async () => {
    const geocoder = createGeocoder({
      embedded,
      online: { provider: 'nominatim', baseUrl: server.baseUrl, userAgent: 'gps-test/1', clock: fakeClock() },
    });
    expect(await geocoder.reverse(25.034, 121.5645)).toMatchObject({ source: 'nominatim' });
  });
});
