import type { Doc, Filter, Query, Scalar } from '../../src/read-store.port';

/**
 * A plain in-memory evaluation of the port's query semantics, used as the oracle of the contract
 * suite's property test. Deliberately naive: it states the semantics, it is not meant to be fast.
 * Sorting is only defined here for fields holding one type (plus null/missing), as in the adapters.
 */

function valueAt(doc: Doc, field: string): unknown {
  let value: unknown = doc;
  for (const segment of field.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

const isNullish = (v: unknown) => v === undefined || v === null;

function equals(actual: unknown, expected: Scalar): boolean {
  if (expected === null) return isNullish(actual);
  return typeof actual === typeof expected && actual === expected;
}

function matches(doc: Doc, filter: Filter): boolean {
  const actual = valueAt(doc, filter.field);
  switch (filter.op) {
    case 'eq':
      return equals(actual, filter.value);
    case 'ne':
      return !equals(actual, filter.value);
    case 'in':
      return filter.value.some((v) => equals(actual, v));
    case 'nin':
      return !filter.value.some((v) => equals(actual, v));
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      if (typeof actual !== typeof filter.value) return false;
      const a = actual as string | number;
      const b = filter.value;
      const c = compareScalars(a, b);
      return { gt: c > 0, gte: c >= 0, lt: c < 0, lte: c <= 0 }[filter.op];
    }
    case 'exists':
      return (actual !== undefined) === filter.value;
  }
}

/** Code-point order, which is the UTF-8 byte order both engines use for strings. */
function compareStrings(a: string, b: string): number {
  const ca = [...a].map((c) => c.codePointAt(0) as number);
  const cb = [...b].map((c) => c.codePointAt(0) as number);
  for (let i = 0; i < Math.min(ca.length, cb.length); i++) if (ca[i] !== cb[i]) return ca[i] - cb[i];
  return ca.length - cb.length;
}

function compareScalars(a: string | number, b: string | number): number {
  return typeof a === 'string' ? compareStrings(a, b as string) : (a as number) - (b as number);
}

function compareForSort(a: unknown, b: unknown): number {
  if (isNullish(a) || isNullish(b)) return (isNullish(a) ? 0 : 1) - (isNullish(b) ? 0 : 1);
  return compareScalars(a as string | number, b as string | number);
}

const fold = (s: string) => s.toLowerCase();

export function referenceFind(docs: Doc[], query: Query): { total: number; ids: string[] } {
  let rows = docs.filter((doc) => (query.filters ?? []).every((f) => matches(doc, f)));
  const keyword = query.keyword;
  if (keyword !== undefined && keyword.value !== '') {
    rows = rows.filter((doc) =>
      keyword.fields.some((field) => {
        const v = valueAt(doc, field);
        return typeof v === 'string' && fold(v).includes(fold(keyword.value));
      }),
    );
  }
  const sort = query.sort ?? [];
  const lastDirection = sort.length > 0 ? sort[sort.length - 1].direction : 'asc';
  const keys = [
    ...sort,
    ...(sort.some((s) => s.field === 'id') ? [] : [{ field: 'id', direction: lastDirection }]),
  ];
  rows.sort((x, y) => {
    for (const key of keys) {
      const c = compareForSort(valueAt(x, key.field), valueAt(y, key.field));
      if (c !== 0) return key.direction === 'asc' ? c : -c;
    }
    return 0;
  });
  const total = rows.length;
  if (query.page)
    rows = rows.slice(query.page.index * query.page.rows, (query.page.index + 1) * query.page.rows);
  return { total, ids: rows.map((d) => d.id) };
}
