import type { ForwardAnswer, Geocoder, ReverseAnswer } from '../geocoder.port';
import { addressKey, pointKey } from './cache-keys';
import { Lru } from './lru';

/**
 * Entries per direction. A reverse entry is a few hundred bytes, so 50,000 stay under about 25 MB
 * and cover a large fleet's parking spots of a day; forward look-ups are rarer (typed by people).
 */
export const DEFAULT_REVERSE_ENTRIES = 50_000;
export const DEFAULT_FORWARD_ENTRIES = 5_000;

export interface CacheSizes {
  readonly reverseEntries?: number;
  readonly forwardEntries?: number;
}

/**
 * Remembers answers, null ones included (a point at sea stays at sea), by rounded coordinates and by
 * normalised address: a parked vehicle costs one look-up, not one per position. Failures are not
 * remembered, so the next position retries. Concurrent look-ups of one key share one request.
 */
export class CachedGeocoder implements Geocoder {
  private readonly reverseAnswers: Lru<string, Promise<ReverseAnswer | null>>;
  private readonly forwardAnswers: Lru<string, Promise<ForwardAnswer | null>>;

  constructor(
    private readonly inner: Geocoder,
    sizes: CacheSizes = {},
  ) {
    this.reverseAnswers = new Lru(sizes.reverseEntries ?? DEFAULT_REVERSE_ENTRIES);
    this.forwardAnswers = new Lru(sizes.forwardEntries ?? DEFAULT_FORWARD_ENTRIES);
  }

  reverse(latitude: number, longitude: number): Promise<ReverseAnswer | null> {
    return remembered(this.reverseAnswers, pointKey(latitude, longitude), () =>
      this.inner.reverse(latitude, longitude),
    );
  }

  forward(address: string): Promise<ForwardAnswer | null> {
    return remembered(this.forwardAnswers, addressKey(address), () => this.inner.forward(address));
  }
}

function remembered<T>(cache: Lru<string, Promise<T>>, key: string, ask: () => Promise<T>): Promise<T> {
  const known = cache.get(key);
  if (known) return known;
  const answer = ask();
  cache.set(key, answer);
  answer.catch(() => {
    // Forget a failure (only if it is still the entry: a later success may have replaced it).
    if (cache.peek(key) === answer) cache.delete(key);
  });
  return answer;
}
