import {
  CachedGeocoder,
  addressKey,
  providerFailed,
  type ForwardAnswer,
  type Geocoder,
  type ReverseAnswer,
} from '../src';

/** A geocoder that counts what it is asked and answers from a function. */
function counting(reverse: (lat: number, lng: number) => ReverseAnswer | null): Geocoder & {
  reverseCalls: number;
  forwardCalls: string[];
} {
  const geocoder = {
    reverseCalls: 0,
    forwardCalls: [] as string[],
    reverse(lat: number, lng: number): Promise<ReverseAnswer | null> {
      geocoder.reverseCalls += 1;
      return Promise.resolve(reverse(lat, lng));
    },
    forward(address: string): Promise<ForwardAnswer | null> {
      geocoder.forwardCalls.push(address);
      return Promise.resolve({ latitude: 25, longitude: 121, text: address });
    },
  };
  return geocoder;
}

const answer = (town: string): ReverseAnswer => ({
  county: '台北市',
  town,
  village: '',
  text: `台北市${town}`,
  source: 'nominatim',
});

describe('CachedGeocoder', () => {
  it('asks once for a parked vehicle whose positions jitter within the rounding', async () => {
    const inner = counting(() => answer('信義區'));
    const cached = new CachedGeocoder(inner);
    for (const jitter of [0, 0.00001, -0.00002, 0.00003])
      expect(await cached.reverse(25.03401 + jitter, 121.56451 - jitter)).toEqual(answer('信義區'));
    expect(inner.reverseCalls).toBe(1);
  });

  it('asks again a few tens of metres away', async () => {
    const inner = counting(() => answer('信義區'));
    const cached = new CachedGeocoder(inner);
    await cached.reverse(25.034, 121.5645);
    await cached.reverse(25.0345, 121.5645);
    expect(inner.reverseCalls).toBe(2);
  });

  it('remembers a null answer (at sea) too', async () => {
    const inner = counting(() => null);
    const cached = new CachedGeocoder(inner);
    expect(await cached.reverse(24, 119.8)).toBeNull();
    expect(await cached.reverse(24, 119.8)).toBeNull();
    expect(inner.reverseCalls).toBe(1);
  });

  it('shares one request between concurrent look-ups of one point', async () => {
    const inner = counting(() => answer('信義區'));
    const cached = new CachedGeocoder(inner);
    await Promise.all([cached.reverse(25.034, 121.5645), cached.reverse(25.034, 121.5645)]);
    expect(inner.reverseCalls).toBe(1);
  });

  it('does not remember a failure: the next position asks again', async () => {
    let calls = 0;
    const inner: Geocoder = {
      reverse: () =>
        ++calls === 1 ? Promise.reject(providerFailed('test', 'down')) : Promise.resolve(answer('信義區')),
      forward: () => Promise.resolve(null),
    };
    const cached = new CachedGeocoder(inner);
    await expect(cached.reverse(25.034, 121.5645)).rejects.toMatchObject({ code: 'PROVIDER_FAILED' });
    expect(await cached.reverse(25.034, 121.5645)).toEqual(answer('信義區'));
    expect(calls).toBe(2);
  });

  it('forgets the least recently used point beyond its size', async () => {
    const inner = counting((lat) => answer(String(lat)));
    const cached = new CachedGeocoder(inner, { reverseEntries: 2 });
    await cached.reverse(1, 1);
    await cached.reverse(2, 2);
    await cached.reverse(1, 1); // 1 is now the most recent
    await cached.reverse(3, 3); // evicts 2
    await cached.reverse(1, 1);
    expect(inner.reverseCalls).toBe(3);
    await cached.reverse(2, 2);
    expect(inner.reverseCalls).toBe(4);
  });

  it('asks once for one address however it is typed', async () => {
    const inner = counting(() => null);
    const cached = new CachedGeocoder(inner);
    for (const typed of [
      '台北市信義區信義路五段7號',
      ' 臺北市信義區信義路五段７號 ',
      '臺北市信義區信義路五段7號',
    ])
      await cached.forward(typed);
    expect(inner.forwardCalls).toEqual(['台北市信義區信義路五段7號']);
  });
});

describe('addressKey', () => {
  it('trims, collapses spaces (full-width ones too), folds 台 into 臺 and full-width digits', () => {
    expect(addressKey('  台中市　西屯區  台灣大道三段９９號 ')).toBe('臺中市 西屯區 臺灣大道三段99號');
  });
});
