import type { Collection, Doc, Page, Query, ReadModelWriter } from '../read-store.port';
import { assertCollectionName, assertDoc, assertId, serializeDoc } from '../validation';
import type { SqliteDocuments } from './sqlite-documents';

/**
 * The writer handed to a unit of work: the writer connection, which opens the unit's transaction
 * only once writes must reach the tables. It refuses use once its unit has ended, so a stray promise
 * cannot write into the next unit.
 *
 * Writes are kept until the unit needs them in the tables: a `find` on their collection, or the
 * commit (`flush`). A projection batch often rewrites the same document many times (a device row
 * per position); the tables then take its last version once, serialised once, with its index
 * updates. `get` answers from what is kept: the very object that was put, so a document put in a
 * unit must not be changed in place afterwards (projections build new documents by spreading).
 * What the tables hold is the JSON of it, exactly as a put would have written at once.
 */
export class SqliteUnitWriter implements ReadModelWriter {
  private open = true;
  /** Per collection and id: the last document put, or null for a delete. */
  private readonly pending = new Map<string, Map<string, Doc | null>>();

  constructor(
    private readonly documents: SqliteDocuments,
    /** Takes the write lock: before the kept writes reach the tables. */
    private readonly beginWriting: () => Promise<void>,
  ) {}

  end(): void {
    this.open = false;
    this.pending.clear();
  }

  private active(): SqliteDocuments {
    if (!this.open) throw new Error('this unit of work has ended; its writer can no longer be used');
    return this.documents;
  }

  async get<T extends Doc>({ name }: Collection<T>, id: string): Promise<T | undefined> {
    const documents = this.active();
    const kept = this.pending.get(name);
    if (kept?.has(id)) return (kept.get(id) ?? undefined) as T | undefined;
    return documents.get<T>(name, id);
  }

  async find<T extends Doc>({ name }: Collection<T>, query?: Query): Promise<Page<T>> {
    this.active();
    await this.beginWriting();
    this.active();
    this.flush(name);
    return this.documents.find<T>(name, query);
  }

  async put<T extends Doc>({ name }: Collection<T>, doc: T): Promise<void> {
    this.active();
    assertCollectionName(name);
    assertDoc(doc);
    this.keep(name).set(doc.id, doc);
  }

  async delete({ name }: Collection, id: string): Promise<void> {
    this.active();
    assertCollectionName(name);
    assertId(id);
    this.keep(name).set(id, null);
  }

  /** Writes what is kept (of one collection, or all) to the tables of the open transaction. */
  flush(collection?: string): void {
    const collections = collection === undefined ? [...this.pending.keys()] : [collection];
    for (const name of collections) {
      const kept = this.pending.get(name);
      if (!kept) continue;
      this.pending.delete(name);
      for (const [id, doc] of kept) {
        if (doc === null) this.documents.delete(name, id);
        else this.documents.putSerialized(name, id, serializeDoc(doc));
      }
    }
  }

  private keep(collection: string): Map<string, Doc | null> {
    let kept = this.pending.get(collection);
    if (!kept) this.pending.set(collection, (kept = new Map()));
    return kept;
  }
}
