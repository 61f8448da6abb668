/**
 * A push-to-pull queue: the hub pushes, a GraphQL subscription pulls. Bounded: a client that reads
 * slower than updates arrive loses the oldest ones (a newer row of the same device supersedes them)
 * instead of growing the server's memory.
 */
export class LiveQueue<T> implements AsyncIterableIterator<T> {
  private readonly items: T[] = [];
  private waiting?: (r: IteratorResult<T>) => void;
  private ended = false;
  dropped = 0;

  constructor(
    private readonly max: number,
    private readonly onEnd: () => void,
  ) {}

  push(item: T): void {
    if (this.ended) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ value: item, done: false });
      return;
    }
    this.items.push(item);
    if (this.items.length > this.max) {
      this.items.shift();
      this.dropped++;
    }
  }

  next(): Promise<IteratorResult<T>> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve({ value: item, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  /** Completes the stream (the client unsubscribed, or its session ended). */
  return(): Promise<IteratorResult<T>> {
    this.finish();
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.({ value: undefined, done: true });
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    this.finish();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }

  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    this.items.length = 0;
    this.onEnd();
  }
}
