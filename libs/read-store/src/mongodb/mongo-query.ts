import type { Filter as MongoFilter, Document } from 'mongodb';
import type { Filter, Query } from '../read-store.port';
import { assertFieldPath, assertQuery } from '../validation';

/** Documents are stored with `_id` = `id` (and `id` kept, so key order reads back as written). */
export interface StoredDoc extends Document {
  _id: string;
}

export interface MongoQuery {
  filter: MongoFilter<StoredDoc>;
  sort: [string, 1 | -1][];
  skip: number;
  /** undefined = all rows. MongoDB reads a limit of 0 as "no limit": callers must not ask for 0 rows. */
  limit: number | undefined;
}

/** `id` is served by the `_id` index. */
export function mongoField(field: string): string {
  assertFieldPath(field);
  return field === 'id' ? '_id' : field;
}

const REGEX_SPECIAL = /[\\^$.*+?()[\]{}|/-]/g;
const CONTROL = /\p{Cc}/gu;

/**
 * A PCRE pattern matching `text` literally: metacharacters are escaped, and control characters are
 * written as `\x{..}` (MongoDB refuses a pattern with an embedded NUL).
 */
export function escapeRegex(text: string): string {
  return text
    .replace(REGEX_SPECIAL, (c) => `\\${c}`)
    .replace(CONTROL, (c) => `\\x{${c.charCodeAt(0).toString(16)}}`);
}

function condition(filter: Filter): Document {
  const field = mongoField(filter.field);
  // Operators are always explicit, so a value can never be read as an operator document.
  switch (filter.op) {
    case 'exists':
      return { [field]: { $exists: filter.value } };
    default:
      return { [field]: { [`$${filter.op}`]: filter.value } };
  }
}

/** Matches no document; used for a keyword searched in no field. */
const NOTHING: Document = { _id: { $in: [] } };

/** Translates a query into a MongoDB filter, sort and window, with the same meaning as the SQLite adapter. */
export function toMongoQuery(query: Query = {}): MongoQuery {
  assertQuery(query);
  const conditions = (query.filters ?? []).map(condition);
  const keyword = query.keyword;
  if (keyword !== undefined && keyword.value !== '') {
    const pattern = escapeRegex(keyword.value);
    conditions.push(
      keyword.fields.length === 0
        ? NOTHING
        : { $or: keyword.fields.map((f) => ({ [mongoField(f)]: { $regex: pattern, $options: 'i' } })) },
    );
  }

  const sort: [string, 1 | -1][] = (query.sort ?? []).map((key) => [
    mongoField(key.field),
    key.direction === 'asc' ? 1 : -1,
  ]);
  if (!sort.some(([field]) => field === '_id')) {
    // Same tie-break as SQLite: by id, in the last key's direction, so one {field, _id} index serves both.
    sort.push(['_id', sort.length > 0 ? sort[sort.length - 1][1] : 1]);
  }

  const page = query.page;
  return {
    filter: (conditions.length > 0 ? { $and: conditions } : {}) as MongoFilter<StoredDoc>,
    sort,
    skip: page === undefined ? 0 : page.index * page.rows,
    limit: page?.rows,
  };
}
