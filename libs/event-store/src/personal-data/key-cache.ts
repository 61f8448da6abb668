import type { KeyStore, SubjectKey } from './key-store.port';

interface Cached {
  current?: SubjectKey;
  /** Keys by generation; null: destroyed (or never made), which never changes back. */
  generations: Map<number, Buffer | null>;
  erasedGeneration?: number;
}

/**
 * The keys this process has used, in memory, so a read or an append asks the key store once per
 * subject. An erasure drops the subject's entries (evict) in the process that erased and in every
 * process that reads the erasure event from the log, so a destroyed key does not survive here.
 */
export class KeyCache {
  private readonly subjects = new Map<string, Cached>();

  constructor(private readonly keys: KeyStore) {}

  async current(subject: string): Promise<SubjectKey> {
    const cached = this.entry(subject);
    if (cached.current) return cached.current;
    const key = await this.keys.current(subject);
    cached.current = key;
    cached.generations.set(key.generation, key.key);
    return key;
  }

  async key(subject: string, generation: number): Promise<Buffer | undefined> {
    const cached = this.entry(subject);
    const known = cached.generations.get(generation);
    if (known !== undefined) return known ?? undefined;
    const key = await this.keys.key(subject, generation);
    cached.generations.set(generation, key ?? null);
    return key;
  }

  async erasedGeneration(subject: string): Promise<number> {
    const cached = this.entry(subject);
    cached.erasedGeneration ??= await this.keys.erasedGeneration(subject);
    return cached.erasedGeneration;
  }

  /** Forgets what it knew of the subject, for an erasure of `generation` (everything without one). */
  evict(subject: string, generation = Number.POSITIVE_INFINITY): void {
    const cached = this.subjects.get(subject);
    if (!cached) return;
    // A newer generation (made after the erasure being read again in a replay) stays usable.
    if (cached.current && cached.current.generation <= generation) cached.current = undefined;
    for (const g of [...cached.generations.keys()]) if (g <= generation) cached.generations.delete(g);
    cached.erasedGeneration = undefined;
  }

  private entry(subject: string): Cached {
    let cached = this.subjects.get(subject);
    if (!cached) {
      cached = { generations: new Map() };
      this.subjects.set(subject, cached);
    }
    return cached;
  }
}
