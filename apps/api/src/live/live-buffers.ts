/** What a live queue keeps for its subscriber between two pulls. */
export interface LiveBuffer<In, Out> {
  add(items: readonly In[]): void;
  /** The next message, or undefined when there is nothing to send. */
  take(): Out | undefined;
  clear(): void;
}

/**
 * One message per item, in order. Bounded: past `max` waiting items the oldest is dropped, so a
 * client that reads slower than items arrive cannot grow the server's memory.
 */
export class OldestDropped<T> implements LiveBuffer<T, T> {
  private readonly items: T[] = [];
  dropped = 0;

  constructor(private readonly max: number) {}

  add(items: readonly T[]): void {
    for (const item of items) this.items.push(item);
    const excess = this.items.length - this.max;
    if (excess <= 0) return;
    this.items.splice(0, excess);
    this.dropped += excess;
  }

  take(): T | undefined {
    return this.items.shift();
  }

  clear(): void {
    this.items.length = 0;
  }
}

/**
 * One message holding everything added since the last pull, as one item per key: a newer item
 * replaces the waiting one of its key, which keeps its place (the order of first appearance). A
 * slow client thus gets the latest state of everything that changed, and what waits for it is
 * bounded by the keys it may see, not by how much it missed.
 */
export class ConflatedByKey<T> implements LiveBuffer<T, T[]> {
  private readonly latest = new Map<string, T>();

  constructor(private readonly keyOf: (item: T) => string) {}

  add(items: readonly T[]): void {
    for (const item of items) this.latest.set(this.keyOf(item), item);
  }

  take(): T[] | undefined {
    if (this.latest.size === 0) return undefined;
    const items = [...this.latest.values()];
    this.latest.clear();
    return items;
  }

  clear(): void {
    this.latest.clear();
  }
}
