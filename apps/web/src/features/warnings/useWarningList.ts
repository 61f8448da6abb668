import { useEffect, useMemo, useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery, useSubscription } from '@apollo/client/react';
import type { WarningKind } from '@gps/codes';
import { WarningRaisedDocument, WarningsDocument, type WarningFieldsFragment } from '../../gql/graphql';
import { belongsInList, warningFilter, WARNINGS_PAGE_ROWS, type WarningFilterState } from './warningFilters';

export interface WarningList {
  rows: readonly WarningFieldsFragment[];
  total: number;
  loading: boolean;
  error: unknown;
  /** 0-based. */
  pageIndex: number;
  setPageIndex: (index: number) => void;
  /** Warnings that arrived live while another page was shown: the newest page has them. */
  arrived: number;
  showNewest: () => void;
  refresh: () => void;
}

/**
 * The warnings page's list: one server page of 50 for the filters and the ticked vehicles, and the
 * warnings pushed live (`warningRaised`). A pushed warning that belongs in the list re-reads the
 * first page when it is shown, so it appears at the top; on a later page the page stays as the user
 * left it and a count of new warnings offers the way back (docs/decisions/warnings.md).
 */
export function useWarningList(
  filters: WarningFilterState,
  serials: readonly string[],
  shown: readonly WarningKind[],
  /** Nothing to list: no query and no subscription. */
  skip = false,
): WarningList {
  const [pageIndex, setPageIndex] = useState(0);
  const [arrived, setArrived] = useState(0);
  const filter = useMemo(() => warningFilter(filters, serials, shown), [filters, serials, shown]);
  const filterKey = JSON.stringify(filter);

  // Other filters or vehicles: their first page, nothing pending.
  useEffect(() => {
    setPageIndex(0);
    setArrived(0);
  }, [filterKey]);

  const query = useQuery(WarningsDocument, {
    variables: { filter, pageIndex, pageRows: WARNINGS_PAGE_ROWS },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
    context: { logOnly: true },
    skip,
  });
  const { refetch } = query;
  const refresh = () => void refetch().catch(() => undefined);

  useSubscription(WarningRaisedDocument, {
    variables: serials.length > 0 ? { deviceSerialNumbers: [...serials] } : {},
    context: { logOnly: true },
    skip,
    onData: ({ data }) => {
      const warning = data.data?.warningRaised;
      if (!warning || !belongsInList(warning, filters, serials, shown)) return;
      if (pageIndex === 0) refresh();
      else setArrived((n) => n + 1);
    },
  });

  const page = query.data?.warnings;
  return {
    rows: page?.rows ?? [],
    total: page?.total ?? 0,
    loading: query.loading && query.networkStatus !== NetworkStatus.refetch,
    error: query.error,
    pageIndex,
    setPageIndex: (index) => {
      setPageIndex(index);
      if (index === 0) setArrived(0);
    },
    arrived,
    showNewest: () => {
      setArrived(0);
      if (pageIndex === 0) refresh();
      else setPageIndex(0);
    },
    refresh,
  };
}
