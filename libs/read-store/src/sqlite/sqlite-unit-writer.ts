import { incremented } from '../increments';
import type {
  Amounts,
  ArrayField,
  Collection,
  Doc,
  ItemOf,
  Page,
  Query,
  ReadModelWriter,
} from '../read-store.port';
import {
  assertAppend,
  assertIncrement,
  assertCollectionName,
  assertDoc,
  assertId,
  ReadStoreInputError,
  serializeDoc,
} from '../validation';
import type { SqliteDocuments } from './sqlite-documents';

/**
 * The writer handed to a unit of work: the writer connection, which opens the unit's transaction
 * only once writes must reach the tables. It refuses use once its unit has ended, so a stray promise
 * cannot write into the next unit.
 *
 * Writes are kept until the unit needs them in the tables: a `find` on their collection, or the
 * commit (`flush`). A projection batch often rewrites the same document many times (a device row
 * per position); the tables then take its last version once, serialised once, with its index
 * updates. `get` answers from what is kept: the very object that was put, so a document changed in
 * place after its put must be put again (the port's rule). What the tables hold is the JSON of it,
 * exactly as a put would have written at once.
 *
 * Items appended to a document the unit has not read are kept as they are and added inside SQLite at
 * the commit: neither read, parsed nor serialised whole here.
 */
export class SqliteUnitWriter implements ReadModelWriter {
  private open = true;
  /** Per collection and id: the last document put, null for a delete, items to append or sums to add. */
  private readonly pending = new Map<string, Map<string, Kept>>();

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
    const kept = this.pending.get(name)?.get(id);
    if (kept instanceof Additions || kept instanceof Increments) {
      const doc = kept.onto(documents.get<T>(name, id));
      this.keep(name).set(id, doc);
      return doc as T;
    }
    if (kept !== undefined) return (kept ?? undefined) as T | undefined;
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

  async append<T extends Doc, F extends ArrayField<T>>(
    collection: Collection<T>,
    id: string,
    field: F,
    item: NoInfer<ItemOf<T, F>>,
    seed: NoInfer<T>,
  ): Promise<void> {
    this.active();
    const { name } = collection;
    assertCollectionName(name);
    assertAppend(id, field, item, seed);
    const kept = this.keep(name);
    const pending = kept.get(id);
    if (pending instanceof Additions && pending.field === field) pending.items.push(item);
    else if (pending instanceof Additions || pending instanceof Increments) {
      // Another field appended to, or sums kept: read it once, then go on from the whole document.
      const doc = (await this.get(collection, id)) as Doc;
      kept.set(id, appended(doc, field, [item]));
    } else if (pending === undefined) kept.set(id, new Additions(field, seed, [item]));
    else kept.set(id, appended(pending ?? seed, field, [item]));
  }

  async increment<T extends Doc>(
    collection: Collection<T>,
    id: string,
    amounts: Amounts,
    seed: NoInfer<T>,
  ): Promise<void> {
    this.active();
    const { name } = collection;
    assertCollectionName(name);
    assertIncrement(id, amounts, seed);
    const kept = this.keep(name);
    const pending = kept.get(id);
    if (pending instanceof Increments) pending.add(amounts);
    else if (pending instanceof Additions) {
      // Items kept to append: read it once, then go on from the whole document.
      const doc = (await this.get(collection, id)) as Doc;
      kept.set(id, incremented(doc, Object.entries(amounts)));
    } else if (pending === undefined) kept.set(id, new Increments(seed).add(amounts));
    // A document put or read (incremented makes a new one), or the seed after a delete.
    else kept.set(id, incremented(pending ?? seed, Object.entries(amounts)));
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
        else if (doc instanceof Additions) this.documents.append(name, id, doc.field, doc.items, doc.seed);
        else if (doc instanceof Increments) this.documents.increment(name, id, doc.sums, doc.seed);
        else this.documents.putSerialized(name, id, serializeDoc(doc));
      }
    }
  }

  private keep(collection: string): Map<string, Kept> {
    let kept = this.pending.get(collection);
    if (!kept) this.pending.set(collection, (kept = new Map()));
    return kept;
  }
}

/** What a unit keeps of a document: the last put, null for a delete, items to append or sums to add. */
type Kept = Doc | null | Additions | Increments;

/** Amounts added to a document that was not read in the unit: their sums by path, and the seed. */
class Increments {
  readonly sums = new Map<string, number>();

  constructor(readonly seed: Doc) {}

  add(amounts: Amounts): this {
    for (const path in amounts) {
      if (Object.hasOwn(amounts, path)) this.sums.set(path, (this.sums.get(path) ?? 0) + amounts[path]);
    }
    return this;
  }

  /** The whole document: what is stored (or the seed) with the sums added. */
  onto(stored: Doc | undefined): Doc {
    return incremented(stored ?? this.seed, this.sums);
  }
}

/** Items appended to a document that was not read in the unit, with the seed for a new document. */
class Additions {
  constructor(
    readonly field: string,
    readonly seed: Doc,
    readonly items: unknown[],
  ) {}

  /** The whole document: what is stored (or the seed) with the items added. */
  onto(stored: Doc | undefined): Doc {
    return appended(stored ?? this.seed, this.field, this.items);
  }
}

/** `doc` with `items` added at the end of its array `field` (a new document; `doc` is left as it is). */
function appended(doc: Doc, field: string, items: readonly unknown[]): Doc {
  const current = doc[field];
  if (!Array.isArray(current)) throw new ReadStoreInputError(`${field} of ${doc.id} is not an array`);
  return { ...doc, [field]: [...(current as unknown[]), ...items] };
}
