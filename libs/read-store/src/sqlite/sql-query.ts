import type { Filter, Query, Scalar } from '../read-store.port';
import { assertFieldPath, assertQuery } from '../validation';
import { foldCase, LIKE_ESCAPE, rawPrefilters } from './keyword';

/** Values bound to `?` placeholders, in order. Booleans never are: better-sqlite3 refuses them. */
export type SqlParam = string | number;

export interface SqlQuery {
  /** Boolean SQL expression over the columns `id` and `doc`; `1` when there is no condition. */
  where: string;
  whereParams: SqlParam[];
  /** ORDER BY list, always ending with `id` so that ties page stably. */
  orderBy: string;
}

/** Name of the SQL function (registered on every connection) behind keyword search. */
export const CONTAINS_FUNCTION = 'rm_contains_folded';

interface FieldSql {
  /** SQL value of the field: TEXT, INTEGER, REAL, or NULL when missing or JSON null. */
  value: string;
  /** JSON type of the field as json_type() names it, NULL when missing. */
  type: string;
}

/**
 * SQL expressions for a (validated) field. The JSON path is inlined rather than bound because SQLite
 * uses an expression index only when the query repeats the indexed expression literally; validation
 * leaves nothing that could break out of the quotes.
 */
export function fieldSql(field: string): FieldSql {
  assertFieldPath(field);
  if (field === 'id') return { value: 'id', type: "'text'" };
  const path = `'$.${field}'`;
  return { value: `json_extract(doc, ${path})`, type: `json_type(doc, ${path})` };
}

/** The expression an index must contain to serve filters and sorts on `field`. */
export function indexExpression(field: string): string {
  return fieldSql(field).value;
}

type Kind = 'text' | 'number';

function kindOf(value: string | number): Kind {
  return typeof value === 'string' ? 'text' : 'number';
}

/**
 * Comparisons are typed as in MongoDB: a number never equals a string or a boolean (json_extract gives
 * 1/0 for true/false), and ranges only compare within one type. Every expression built here is TRUE or
 * FALSE, never NULL, so that NOT (...) of it is right for missing fields too.
 */
function typed(f: FieldSql, kind: Kind, comparison: string): string {
  const typeTest = kind === 'text' ? `${f.type} = 'text'` : `${f.type} IN ('integer', 'real')`;
  return `(${f.value} IS NOT NULL AND ${typeTest} AND ${comparison})`;
}

function equals(f: FieldSql, value: Scalar, params: SqlParam[]): string {
  if (value === null) return `${f.value} IS NULL`;
  if (typeof value === 'boolean') return `${f.type} IS '${value ? 'true' : 'false'}'`;
  params.push(value);
  return typed(f, kindOf(value), `${f.value} = ?`);
}

function oneOf(f: FieldSql, values: Scalar[], params: SqlParam[]): string {
  const parts: string[] = [];
  if (values.includes(null)) parts.push(`${f.value} IS NULL`);
  const booleans = [...new Set(values.filter((v): v is boolean => typeof v === 'boolean'))];
  if (booleans.length > 0) {
    const names = booleans.map((b) => `'${b ? 'true' : 'false'}'`).join(', ');
    parts.push(`(${f.value} IS NOT NULL AND ${f.type} IN (${names}))`);
  }
  for (const kind of ['text', 'number'] as const) {
    const list = values.filter(
      (v): v is string | number => v !== null && typeof v !== 'boolean' && kindOf(v) === kind,
    );
    if (list.length === 0) continue;
    // One bound JSON array instead of one placeholder per value: no limit on list length, and one SQL
    // text (hence one cached statement) whatever the length.
    params.push(JSON.stringify(list));
    parts.push(typed(f, kind, `${f.value} IN (SELECT value FROM json_each(?))`));
  }
  return parts.length === 0 ? '0' : `(${parts.join(' OR ')})`;
}

const RANGE_OPERATORS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

function filterSql(filter: Filter, params: SqlParam[]): string {
  const f = fieldSql(filter.field);
  switch (filter.op) {
    case 'eq':
      return equals(f, filter.value, params);
    case 'ne':
      return `NOT ${equals(f, filter.value, params)}`;
    case 'in':
      return oneOf(f, filter.value, params);
    case 'nin':
      return `NOT ${oneOf(f, filter.value, params)}`;
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      params.push(filter.value);
      return typed(f, kindOf(filter.value), `${f.value} ${RANGE_OPERATORS[filter.op]} ?`);
    case 'exists':
      return `${f.type} IS ${filter.value ? 'NOT NULL' : 'NULL'}`;
  }
}

function keywordSql(fields: string[], value: string, params: SqlParam[]): string[] {
  if (fields.length === 0) return ['0'];
  const conditions: string[] = [];
  for (const prefilter of rawPrefilters(value)) {
    params.push(prefilter.pattern);
    conditions.push(prefilter.operator === 'LIKE' ? `doc LIKE ? ESCAPE '${LIKE_ESCAPE}'` : 'doc GLOB ?');
  }
  const needle = foldCase(value);
  const exact = fields.map((field) => {
    const f = fieldSql(field);
    params.push(needle);
    return typed(f, 'text', `${CONTAINS_FUNCTION}(${f.value}, ?)`);
  });
  conditions.push(`(${exact.join(' OR ')})`);
  return conditions;
}

/** Translates a query's conditions and order into SQL over a `(id TEXT, doc TEXT)` table. */
export function toSql(query: Query = {}): SqlQuery {
  assertQuery(query);
  const whereParams: SqlParam[] = [];
  const conditions = (query.filters ?? []).map((filter) => filterSql(filter, whereParams));
  if (query.keyword !== undefined && query.keyword.value !== '') {
    conditions.push(...keywordSql(query.keyword.fields, query.keyword.value, whereParams));
  }

  const sort = query.sort ?? [];
  const order = sort.map((key) => `${fieldSql(key.field).value} ${key.direction === 'asc' ? 'ASC' : 'DESC'}`);
  if (!sort.some((key) => key.field === 'id')) {
    // The tie-break follows the last key's direction so that one index on (field, id) serves both
    // directions without a sort step. SQLite, like MongoDB, puts NULL (missing) first ascending.
    order.push(`id ${sort.length > 0 && sort[sort.length - 1].direction === 'desc' ? 'DESC' : 'ASC'}`);
  }

  return {
    where: conditions.length > 0 ? conditions.join(' AND ') : '1',
    whereParams,
    orderBy: order.join(', '),
  };
}
