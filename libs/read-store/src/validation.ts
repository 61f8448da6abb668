import type { Doc, Filter, Query, Scalar } from './read-store.port';

/**
 * Rejected input (bad collection name, field path, filter value, document or page). Queries often carry
 * values from `/api` callers, so every adapter validates before building SQL or a MongoDB filter: a
 * value that is not a scalar must never reach MongoDB, where an object would be read as an operator.
 */
export class ReadStoreInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReadStoreInputError';
  }
}

/**
 * Collection names become SQLite table names (`rm_<name>`) and MongoDB collection names, so they are
 * plain identifiers, lower case because SQLite ignores the case of table names and MongoDB does not.
 * `checkpoints` is reserved: both adapters keep checkpoints under that name.
 */
const COLLECTION_NAME = /^[a-z][a-z0-9_]{0,62}$/;
const RESERVED_COLLECTIONS = new Set(['checkpoints']);

/** One identifier per segment: fields are inlined into SQLite JSON paths so expression indexes apply. */
const FIELD_SEGMENT = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_FIELD_DEPTH = 8;

/** Strings found valid, so each is checked once, not at every call. Bounded: emptied when full. */
class ValidStrings {
  private readonly found = new Set<string>();

  constructor(private readonly max: number) {}

  has(value: string): boolean {
    return this.found.has(value);
  }

  add(value: string): void {
    if (this.found.size >= this.max) this.found.clear();
    this.found.add(value);
  }
}

/** A projection writes the same few collections over and over. */
const checkedNames = new ValidStrings(1_000);

export function assertCollectionName(name: unknown): asserts name is string {
  if (typeof name === 'string' && checkedNames.has(name)) return;
  if (
    typeof name !== 'string' ||
    !COLLECTION_NAME.test(name) ||
    RESERVED_COLLECTIONS.has(name.toLowerCase())
  ) {
    throw new ReadStoreInputError(`invalid collection name: ${JSON.stringify(name)}`);
  }
  checkedNames.add(name);
}

export function assertFieldPath(field: unknown): asserts field is string {
  if (typeof field !== 'string') throw new ReadStoreInputError(`invalid field: ${JSON.stringify(field)}`);
  const segments = field.split('.');
  // `_id` is MongoDB's key; the document key is `id`, so a query on `_id` would differ between adapters.
  if (
    segments.length > MAX_FIELD_DEPTH ||
    segments[0] === '_id' ||
    !segments.every((s) => FIELD_SEGMENT.test(s))
  ) {
    throw new ReadStoreInputError(`invalid field: ${JSON.stringify(field)}`);
  }
}

export function assertId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || id.length === 0)
    throw new ReadStoreInputError(`invalid id: ${JSON.stringify(id)}`);
}

function isScalar(value: unknown): value is Scalar {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

function assertFilter(filter: Filter): void {
  assertFieldPath(filter.field);
  const bad = () => new ReadStoreInputError(`invalid value for ${filter.field} ${String(filter.op)}`);
  switch (filter.op) {
    case 'eq':
    case 'ne':
      if (!isScalar(filter.value)) throw bad();
      return;
    case 'in':
    case 'nin':
      if (!Array.isArray(filter.value) || !filter.value.every(isScalar)) throw bad();
      return;
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      if (!(
        typeof filter.value === 'string' ||
        (typeof filter.value === 'number' && Number.isFinite(filter.value))
      )) {
        throw bad();
      }
      return;
    case 'exists':
      if (typeof filter.value !== 'boolean') throw bad();
      return;
    default:
      throw new ReadStoreInputError(`unknown filter op: ${JSON.stringify((filter as { op: unknown }).op)}`);
  }
}

function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

/** Validates a query at run time (callers may be plain JavaScript fed by HTTP bodies). */
export function assertQuery(query: Query): void {
  if (typeof query !== 'object' || query === null) throw new ReadStoreInputError('invalid query');
  const { filters, keyword, sort, page } = query;
  if (filters !== undefined) {
    if (!Array.isArray(filters)) throw new ReadStoreInputError('filters must be an array');
    filters.forEach(assertFilter);
  }
  if (keyword !== undefined) {
    if (typeof keyword.value !== 'string' || !Array.isArray(keyword.fields)) {
      throw new ReadStoreInputError('invalid keyword');
    }
    keyword.fields.forEach(assertFieldPath);
  }
  if (sort !== undefined) {
    if (!Array.isArray(sort)) throw new ReadStoreInputError('sort must be an array');
    for (const key of sort) {
      assertFieldPath(key.field);
      if (key.direction !== 'asc' && key.direction !== 'desc') {
        throw new ReadStoreInputError(`invalid sort direction: ${JSON.stringify(key.direction)}`);
      }
    }
  }
  if (page !== undefined && !(isCount(page.index) && isCount(page.rows))) {
    throw new ReadStoreInputError('page index and rows must be non-negative integers');
  }
}

/**
 * Validates a document and returns its JSON text. Both adapters store exactly what JSON keeps, so a
 * document reads back the same (key order included) whichever engine holds it.
 */
export function serializeDoc(doc: Doc): string {
  assertDoc(doc);
  return JSON.stringify(doc);
}

/** Kinds of value JSON cannot hold at all (JSON.stringify answers undefined, or throws). */
const NOT_JSON_VALUES = new Set(['undefined', 'function', 'symbol', 'bigint']);

/**
 * An append's arguments: a top-level field (a name, no path: both adapters add to it in place), an
 * item JSON can hold, and a seed that is a document with that id whose field is an array.
 */
export function assertAppend(id: unknown, field: unknown, item: unknown, seed: Doc): void {
  assertId(id);
  if (typeof field !== 'string' || !FIELD_SEGMENT.test(field) || field === '_id' || field === 'id') {
    throw new ReadStoreInputError(`invalid field to append to: ${JSON.stringify(field)}`);
  }
  // The item is serialised once, at the commit; here only its kind is checked (serialising it twice
  // was a twentieth of the history's cost a position). A value JSON cannot hold deeper inside it
  // fails the commit, and the unit then changes nothing.
  if (NOT_JSON_VALUES.has(typeof item)) {
    throw new ReadStoreInputError('an appended item must be a JSON value');
  }
  assertDoc(seed);
  if (seed.id !== id) throw new ReadStoreInputError(`the seed's id must be ${JSON.stringify(id)}`);
  if (!Array.isArray(seed[field])) throw new ReadStoreInputError(`the seed's ${field} must be an array`);
}

/** An index into an array: digits, no leading zero (what both engines read as an index). */
const INDEX_SEGMENT = /^(0|[1-9][0-9]{0,8})$/;

/** A projection increments the same few hundred paths (figures by hour, warnings by kind) over and over. */
const checkedPaths = new ValidStrings(10_000);

function assertIncrementPath(path: string): void {
  if (checkedPaths.has(path)) return;
  const segments = path.split('.');
  if (
    segments.length > MAX_FIELD_DEPTH ||
    !FIELD_SEGMENT.test(segments[0]) ||
    segments[0] === '_id' ||
    segments[0] === 'id' ||
    !segments.every((s) => FIELD_SEGMENT.test(s) || INDEX_SEGMENT.test(s))
  ) {
    throw new ReadStoreInputError(`invalid path to increment: ${JSON.stringify(path)}`);
  }
  checkedPaths.add(path);
}

/**
 * An increment's arguments: at least one amount, each a finite number at a path of identifiers and
 * indexes (the first an identifier other than the keys), and a seed that is a document with that id.
 */
export function assertIncrement(id: unknown, amounts: unknown, seed: Doc): void {
  assertId(id);
  if (typeof amounts !== 'object' || amounts === null || Array.isArray(amounts)) {
    throw new ReadStoreInputError('amounts must be an object of numbers by path');
  }
  let count = 0;
  for (const path in amounts) {
    if (!Object.hasOwn(amounts, path)) continue;
    assertIncrementPath(path);
    const amount = (amounts as Record<string, unknown>)[path];
    if (typeof amount !== 'number' || !Number.isFinite(amount)) {
      throw new ReadStoreInputError(`the amount for ${path} must be a finite number`);
    }
    count += 1;
  }
  if (count === 0) throw new ReadStoreInputError('no amounts to add');
  assertDoc(seed);
  if (seed.id !== id) throw new ReadStoreInputError(`the seed's id must be ${JSON.stringify(id)}`);
}

/** Whether a checked path segment is an array index. */
export const isIndexSegment = (segment: string): boolean => INDEX_SEGMENT.test(segment);

/** A document's shape: an object with a valid `id` and no `_id`. */
export function assertDoc(doc: Doc): void {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    throw new ReadStoreInputError('document must be an object');
  }
  assertId(doc.id);
  if (Object.prototype.hasOwnProperty.call(doc, '_id')) {
    throw new ReadStoreInputError('documents must not have an _id field (the key is id)');
  }
}

/** A unit of work's checkpoint: `null` (writes only) or a name with a bigint position. */
export function assertCheckpoint(checkpoint: { name: string; position: bigint } | null): void {
  if (checkpoint === null) return;
  if (typeof checkpoint !== 'object') throw new ReadStoreInputError('invalid checkpoint');
  assertCheckpointName(checkpoint.name);
  if (typeof checkpoint.position !== 'bigint') {
    throw new ReadStoreInputError('checkpoint position must be a bigint');
  }
}

export function assertCheckpointName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 200) {
    throw new ReadStoreInputError(`invalid checkpoint name: ${JSON.stringify(name)}`);
  }
}
