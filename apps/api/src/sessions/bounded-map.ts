/**
 * A map for counters kept in memory under attack: entries older than `maxAgeMs` (since they were
 * last written) are dropped, and past `maxEntries` the least recently written go first, so a flood
 * of distinct keys costs a bounded amount of memory. Writes move an entry to the end; a Map keeps
 * insertion order, so the stalest entry is always the first one.
 */
export class BoundedMap<V> {
  private readonly entries = new Map<string, { value: V; writtenAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value, unless it aged out (what aged out is as good as forgotten). */
  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    return entry && now - entry.writtenAt < this.maxAgeMs ? entry.value : undefined;
  }

  set(key: string, value: V, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, writtenAt: now });
    this.prune(now);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && now - entry.writtenAt < this.maxAgeMs) return;
      this.entries.delete(key);
    }
  }
}
