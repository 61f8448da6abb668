/**
 * The read-store port: documents in named collections, queried with the filters, keyword search,
 * sorting and paging the spec's lists need. Adapters: SQLite (embedded), MongoDB. One contract suite
 * (libs/read-store/test/contract) runs against each.
 */

export interface Doc {
  id: string;
  [field: string]: unknown;
}

export type Scalar = string | number | boolean | null;

/** One condition on a (possibly dotted) field. All conditions of a query are AND-ed. */
export type Filter =
  | { field: string; op: 'eq' | 'ne'; value: Scalar }
  | { field: string; op: 'in' | 'nin'; value: Scalar[] }
  | { field: string; op: 'gt' | 'gte' | 'lt' | 'lte'; value: string | number }
  | { field: string; op: 'exists'; value: boolean };

export interface Query {
  filters?: Filter[];
  /** Case-insensitive substring match of `value` against any of `fields` (OR). Empty value = no filter. */
  keyword?: { fields: string[]; value: string };
  sort?: { field: string; direction: 'asc' | 'desc' }[];
  /** 0-based page index and page size; absent = all rows. */
  page?: { index: number; rows: number };
}

export interface Page<T> {
  /** Number of matching documents before paging. */
  total: number;
  rows: T[];
}

/** Reads and writes inside one atomic unit of work. Reads see the unit's own pending writes. */
export interface ReadModelWriter {
  get<T extends Doc>(collection: string, id: string): Promise<T | undefined>;
  find<T extends Doc>(collection: string, query?: Query): Promise<Page<T>>;
  put(collection: string, doc: Doc): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
}

export interface ReadStore {
  get<T extends Doc>(collection: string, id: string): Promise<T | undefined>;
  find<T extends Doc>(collection: string, query?: Query): Promise<Page<T>>;
  /**
   * Runs `work` and then commits its writes together with the checkpoint `{name, position}`, atomically:
   * either both land or neither. Units of work are serialised.
   */
  unitOfWork(checkpoint: { name: string; position: bigint }, work: (w: ReadModelWriter) => Promise<void>): Promise<void>;
  /** Last committed checkpoint of a projection, or undefined. */
  checkpoint(name: string): Promise<bigint | undefined>;
  /** Drops the collections and the checkpoints named, atomically (used by rebuilds). */
  reset(collections: string[], checkpointNames: string[]): Promise<void>;
  /** Declares indexed fields for a collection (idempotent); adapters use it to keep lists fast. */
  ensureIndexes(collection: string, fields: string[]): Promise<void>;
  /** Every document of a collection in id order (for rebuild comparisons and exports). */
  dump(collection: string): Promise<Doc[]>;
  close(): Promise<void>;
}
