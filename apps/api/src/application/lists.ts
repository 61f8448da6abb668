import type { Collection, Doc, Filter, Page, Query } from '@gps/read-store';
import type { OperationContext } from './operation';

/** Paging from the call's pageIndex (0-based) / pageRows; absent rows = the call's default page. */
export function pageOf(input: { pageIndex?: number; pageRows?: number }, defaultRows: number): Query['page'] {
  return { index: input.pageIndex ?? 0, rows: input.pageRows ?? defaultRows };
}

export function find<T extends Doc>(
  ctx: OperationContext,
  collection: Collection<T>,
  query: Query,
): Promise<Page<T>> {
  return ctx.platform.read.find(collection, query);
}

export const eq = (field: string, value: string | number | boolean | null): Filter => ({
  field,
  op: 'eq',
  value,
});
export const inList = (field: string, value: (string | number)[]): Filter => ({ field, op: 'in', value });
