import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useAdminList } from './useAdminList';

/** One page of a list as the query answers it. */
export interface Paged<Row> {
  rows: readonly Row[];
  total: number;
}

/** What a list query is asked with: the page, and the keyword when one was searched. */
export interface ListParams {
  pageIndex: number;
  pageRows: number;
  keyword?: string;
}

/**
 * A back-office list's query with its keyword and paging: `rows` of the current page, the table's
 * `pagination`, `search` for the toolbar, `refetch` after a change.
 */
export function useListQuery<TData, TVars extends OperationVariables, Row>(
  query: TypedDocumentNode<TData, TVars>,
  {
    pageSize,
    variables,
    rows,
  }: {
    pageSize: number | readonly number[];
    variables: (params: ListParams) => TVars;
    rows: (data: TData) => Paged<Row>;
  },
) {
  const list = useAdminList(pageSize);
  const result = useQuery(query, { variables: variables({ ...list.paging, keyword: list.keyword }) });
  const page = result.data ? rows(result.data) : undefined;
  return {
    keyword: list.keyword,
    search: list.search,
    rows: page?.rows ?? [],
    pagination: list.pagination(page?.total),
    loading: result.loading,
    refetch: () => void result.refetch(),
  };
}
