/**
 * The read-store port: documents in named collections, queried with the filters, keyword search,
 * sorting and paging the spec's lists need. Adapters: SQLite (embedded), MongoDB. One contract suite
 * (libs/read-store/test/contract) runs against each.
 */

export interface Doc {
  id: string;
  [field: string]: unknown;
}

/**
 * A named collection whose documents are `T`: what the read store's methods take, so a read answers
 * with the type the collection was declared with and a write must give one. The document type is
 * written once, where the collection is declared (`collection<FleetDoc>('fleets')`), and no caller
 * can claim another. At run time a handle is only its name.
 */
export interface Collection<T extends Doc = Doc> {
  readonly name: string;
  /**
   * Never set: it only carries `T` for the compiler. Covariant, so a `Collection<FleetDoc>` is also
   * a `Collection` (of any `Doc`) where only the name matters (rebuilds, indexes, dumps).
   */
  readonly documentType?: T;
}

export type Scalar = string | number | boolean | null;

/**
 * One condition on a (possibly dotted) field. All conditions of a query are AND-ed.
 * Fields are identifiers joined by dots (`fleet.name`); `id` is the document key. Arrays are not
 * traversed. Comparisons are typed as in MongoDB: `1` never equals `'1'` or `true`, ranges compare
 * numbers with numbers and strings with strings (code-point order). `eq null` matches null or missing,
 * `ne`/`nin` match missing fields, `exists: true` matches null values.
 */
export type Filter =
  | { field: string; op: 'eq' | 'ne'; value: Scalar }
  | { field: string; op: 'in' | 'nin'; value: Scalar[] }
  | { field: string; op: 'gt' | 'gte' | 'lt' | 'lte'; value: string | number }
  | { field: string; op: 'exists'; value: boolean };

export interface Query {
  filters?: Filter[];
  /**
   * Case-insensitive substring match of `value` against any of `fields` (OR). Empty value = no filter.
   * Only string values are searched; no fields = no match.
   */
  keyword?: { fields: string[]; value: string };
  /**
   * Null and missing sort first ascending, last descending. Ties are broken by `id` (in the direction of
   * the last key), so paging is stable; no sort = `id` order. Sort on fields holding one type.
   */
  sort?: { field: string; direction: 'asc' | 'desc' }[];
  /** 0-based page index and page size; absent = all rows. */
  page?: { index: number; rows: number };
}

export interface Page<T> {
  /** Number of matching documents before paging. */
  total: number;
  rows: T[];
}

/** The named fields of `T` that hold arrays (not its index signature): what `append` can add to. */
export type ArrayField<T> = keyof {
  [
    K in keyof T as K extends string
      ? string extends K
        ? never
        : T[K] extends readonly unknown[]
          ? K
          : never
      : never
  ]: unknown;
} &
  string;

/** An item of the array field `F` of `T`. */
export type ItemOf<T, F extends keyof T> = T[F] extends readonly (infer I)[] ? I : never;

/**
 * Numbers to add, by path: fields joined by dots, an item of an array by its index in digits
 * (`hourly.mileageDm.5`, `warningsByKind.sos`).
 */
export type Amounts = Readonly<Record<string, number>>;

/** Reads and writes inside one atomic unit of work. Reads see the unit's own pending writes. */
export interface ReadModelWriter {
  /**
   * The document as the unit sees it. A document put earlier in the unit may come back as the very
   * object that was put, which the unit still holds as its pending write: change an answer in place
   * only to put it again in the same unit (as the directory does with a device row a position).
   */
  get<T extends Doc>(collection: Collection<T>, id: string): Promise<T | undefined>;
  find<T extends Doc>(collection: Collection<T>, query?: Query): Promise<Page<T>>;
  /** `T` comes from the collection alone: the document must be one of its documents. */
  put<T extends Doc>(collection: Collection<T>, doc: NoInfer<T>): Promise<void>;
  delete(collection: Collection, id: string): Promise<void>;
  /**
   * Adds `item` at the end of the array `field` of document `id`; where there is no such document,
   * puts `seed` with `item` added at the end of its `field`. The document is never read into the
   * caller, so a projection that only adds to a document (a device's track) writes without a read per
   * item, and an adapter need not rewrite what the document already holds. The stored document's
   * `field` must be an array.
   */
  append<T extends Doc, F extends ArrayField<T>>(
    collection: Collection<T>,
    id: string,
    field: F,
    item: NoInfer<ItemOf<T, F>>,
    seed: NoInfer<T>,
  ): Promise<void>;
  /**
   * Adds each of `amounts` to the number at its path in document `id` (a missing field counts as 0,
   * and is created with the objects on its way); where there is no such document, puts `seed` with
   * the amounts added. The document is never read into the caller, so a projection that only sums
   * (the statistics rollups) writes without a read, a spread or a serialisation per event. Sums of
   * integers are exact (integers in, integers stored); an index must address an item the stored
   * array has (arrays are never grown), and the value at a path must be a number or absent: what
   * happens otherwise is not defined. Indexed fields may be incremented: both adapters keep their
   * indexes. Paths are identifiers and indexes, amounts finite numbers, else `ReadStoreInputError`.
   */
  increment<T extends Doc>(
    collection: Collection<T>,
    id: string,
    amounts: Amounts,
    seed: NoInfer<T>,
  ): Promise<void>;
}

/**
 * Collections are given as handles (`Collection`) whose names are lower-case identifiers
 * (`[a-z][a-z0-9_]{0,62}`, not `checkpoints`). Documents are JSON (stored as JSON text, read back
 * with their key order) and must not have an `_id` field. Invalid names, fields, values and documents
 * reject with `ReadStoreInputError`.
 */
export interface ReadStore {
  get<T extends Doc>(collection: Collection<T>, id: string): Promise<T | undefined>;
  find<T extends Doc>(collection: Collection<T>, query?: Query): Promise<Page<T>>;
  /**
   * Runs `work` and then commits its writes together with the checkpoint `{name, position}`, atomically:
   * either both land or neither. Units of work are serialised. `work` must only await the writer: it
   * holds the write lock, and may be run again if MongoDB retries a transient transaction error. A
   * unit started inside another's `work` on the same store would wait for it forever.
   * A `null` checkpoint commits the writes alone (operational data no projection replays, e.g. sessions).
   */
  unitOfWork(
    checkpoint: { name: string; position: bigint } | null,
    work: (w: ReadModelWriter) => Promise<void>,
  ): Promise<void>;
  /** Last committed checkpoint of a projection, or undefined. */
  checkpoint(name: string): Promise<bigint | undefined>;
  /** Drops the collections and the checkpoints named, atomically (used by rebuilds). Declared indexes stay. */
  reset(collections: readonly Collection[], checkpointNames: readonly string[]): Promise<void>;
  /** Declares indexed fields for a collection (idempotent); adapters use it to keep lists fast. */
  ensureIndexes(collection: Collection, fields: readonly string[]): Promise<void>;
  /** Every document of a collection in id order (for rebuild comparisons and exports). */
  dump<T extends Doc>(collection: Collection<T>): Promise<T[]>;
  close(): Promise<void>;
}
