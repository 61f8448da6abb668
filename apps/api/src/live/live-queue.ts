import type { LiveBuffer } from './live-buffers';

/**
 * A push-to-pull queue: the hub pushes batches, a GraphQL subscription pulls messages. What waits
 * between two pulls, and how it is bounded, is the buffer's choice.
 */
export class LiveQueue<In, Out> implements AsyncIterableIterator<Out> {
  private waiting?: (r: IteratorResult<Out>) => void;
  private ended = false;

  constructor(
    private readonly buffer: LiveBuffer<In, Out>,
    private readonly onEnd: () => void,
  ) {}

  push(items: readonly In[]): void {
    if (this.ended) return;
    this.buffer.add(items);
    if (!this.waiting) return;
    const value = this.buffer.take();
    if (value === undefined) return;
    const resolve = this.waiting;
    this.waiting = undefined;
    resolve({ value, done: false });
  }

  next(): Promise<IteratorResult<Out>> {
    const value = this.buffer.take();
    if (value !== undefined) return Promise.resolve({ value, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  /** Completes the stream (the client unsubscribed, or its session ended). */
  return(): Promise<IteratorResult<Out>> {
    this.finish();
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.({ value: undefined, done: true });
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<Out>> {
    this.finish();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<Out> {
    return this;
  }

  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    this.buffer.clear();
    this.onEnd();
  }
}
