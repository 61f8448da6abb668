import { randomBytes } from 'node:crypto';
import { KEY_BYTES, type Destruction, type KeyStore, type SubjectKey } from './key-store.port';

interface Generation {
  key: Buffer | null;
}

/** Keys in this process' memory: for unit tests (and nothing else: they die with the process). */
export class MemoryKeyStore implements KeyStore {
  private readonly series = new Map<string, Generation[]>();

  async current(subject: string): Promise<SubjectKey> {
    const generations = this.seriesOf(subject);
    const last = generations.at(-1);
    if (last?.key) return { subject, generation: generations.length, key: last.key };
    const key = randomBytes(KEY_BYTES);
    generations.push({ key });
    return { subject, generation: generations.length, key };
  }

  async key(subject: string, generation: number): Promise<Buffer | undefined> {
    return this.series.get(subject)?.[generation - 1]?.key ?? undefined;
  }

  async destroy(subject: string): Promise<Destruction> {
    const generations = this.seriesOf(subject);
    const last = generations.at(-1);
    if (!last) {
      generations.push({ key: null });
      return { generation: 1, destroyedNow: true };
    }
    const destroyedNow = last.key !== null;
    last.key?.fill(0);
    last.key = null;
    return { generation: generations.length, destroyedNow };
  }

  async erasedGeneration(subject: string): Promise<number> {
    const generations = this.series.get(subject) ?? [];
    for (let g = generations.length; g > 0; g--) if (generations[g - 1].key === null) return g;
    return 0;
  }

  async close(): Promise<void> {
    this.series.clear();
  }

  private seriesOf(subject: string): Generation[] {
    let generations = this.series.get(subject);
    if (!generations) {
      generations = [];
      this.series.set(subject, generations);
    }
    return generations;
  }
}
