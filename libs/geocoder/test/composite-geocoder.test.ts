import {
  CompositeGeocoder,
  EmbeddedGeocoder,
  createGeocoder,
  providerFailed,
  providerRefused,
  type Geocoder,
} from '../src';
import { startReplayServer } from './support/replay-server';

const embedded = new EmbeddedGeocoder();

const failing = (error: unknown): Geocoder => ({
  reverse: () => Promise.reject(error),
  forward: () => Promise.reject(error),
});

describe('CompositeGeocoder', () => {
  it.each([
    ['fails', providerFailed('test', 'down')],
    ['refuses (over its quota)', providerRefused('test', 'OVER_QUERY_LIMIT')],
  ])('answers from the atlas when the online provider %s', async (_why, error) => {
    const composite = new CompositeGeocoder(failing(error), embedded);
    expect(await composite.reverse(25.034, 121.5645)).toMatchObject({
      town: '信義區',
      source: 'embedded',
    });
  });

  it('keeps the online answer when there is one', async () => {
    const online: Geocoder = {
      reverse: () =>
        Promise.resolve({
          county: '臺北市',
          town: '信義區',
          village: '',
          text: '信義路五段7號',
          source: 'google',
        }),
      forward: () => Promise.resolve(null),
    };
    const composite = new CompositeGeocoder(online, embedded);
    expect(await composite.reverse(25.034, 121.5645)).toMatchObject({ source: 'google' });
  });

  it('does not hide a programming error behind the fallback', async () => {
    const composite = new CompositeGeocoder(failing(new TypeError('bug')), embedded);
    await expect(composite.reverse(25.034, 121.5645)).rejects.toBeInstanceOf(TypeError);
  });

  it('has no fallback for forward look-ups: the provider error reaches the caller', async () => {
    const composite = new CompositeGeocoder(failing(providerRefused('test', 'denied')), embedded);
    await expect(composite.forward('台北市')).rejects.toMatchObject({ code: 'PROVIDER_REFUSED' });
  });
});

describe('createGeocoder', () => {
  it('without an online provider is the atlas: reverse answers, forward says no provider', async () => {
    const geocoder = createGeocoder({ embedded });
    expect(await geocoder.reverse(22.6115, 120.3)).toMatchObject({ town: '苓雅區' });
    await expect(geocoder.forward('台北市')).rejects.toMatchObject({ code: 'NO_FORWARD_PROVIDER' });
  });

  it('with an unreachable online provider still answers reverse look-ups from the atlas', async () => {
    const gone = await startReplayServer([]);
    await gone.close();
    const geocoder = createGeocoder({
      embedded,
      online: { provider: 'google', apiKey: 'k', baseUrl: gone.baseUrl },
    });
    expect(await geocoder.reverse(25.034, 121.5645)).toMatchObject({ source: 'embedded' });
    await expect(geocoder.forward('台北市')).rejects.toMatchObject({ code: 'PROVIDER_FAILED' });
  });
});
