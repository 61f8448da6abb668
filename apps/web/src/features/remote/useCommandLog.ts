import { useCallback, useEffect, useRef, useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { DeviceSendCommandLogDocument, type CommandLogFieldsFragment } from '../../gql/graphql';
import { dayWindow, isOpen } from './remoteCommands';

/** Spec: the command history covers the current day and refreshes every 60 s. */
export const LOG_REFRESH_MS = 60_000;
/** After a send, the history is re-read this often until the device has answered... */
export const FOLLOW_UP_MS = 3_000;
/** ...for at most this long (an offline device may take until the command expires). */
export const FOLLOW_UP_FOR_MS = 120_000;

export interface CommandLog {
  rows: readonly CommandLogFieldsFragment[];
  total: number;
  /** The first load of a device or a day. */
  loading: boolean;
  /** A re-read of rows already shown. */
  refreshing: boolean;
  error: unknown;
  /** Epoch ms of the last answer. */
  loadedAt: number | null;
  /** The local day shown, [startTime, endTime) in epoch µs. */
  window: { startTime: number; endTime: number };
  refresh: () => void;
  /** Re-reads at once, then every few seconds until the command is answered, failed or expired. */
  follow: (commandId: string) => void;
}

function sameWindow(a: { startTime: number }, b: { startTime: number }): boolean {
  return a.startTime === b.startTime;
}

/**
 * A device's command history for the current local day: re-read every 60 s (a new day starts a new
 * window), at once after a send and then briefly every 3 s while that command waits for its reply.
 * Loads only log on failure (the page shows the failure in place); session failures still reach the
 * error dialog.
 */
export function useCommandLog(deviceSerialNumber: string | null): CommandLog {
  const [window, setWindow] = useState(() => dayWindow(Date.now()));
  const [loadedAt, setLoadedAt] = useState<number | null>(null);
  const following = useRef(new Map<string, number>());
  const [followTick, setFollowTick] = useState(0);

  const query = useQuery(DeviceSendCommandLogDocument, {
    skip: !deviceSerialNumber,
    variables: { deviceSerialNumber: deviceSerialNumber ?? '', ...window },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
    context: { logOnly: true },
  });
  const { refetch, data, networkStatus } = query;
  const rows = data?.deviceSendCommandLog.rows;

  useEffect(() => {
    if (networkStatus === NetworkStatus.ready || networkStatus === NetworkStatus.error)
      setLoadedAt(Date.now());
  }, [networkStatus, data]);

  const refresh = useCallback(() => {
    if (!deviceSerialNumber) return;
    const now = dayWindow(Date.now());
    // A new day is a new window: changing the variables loads it.
    if (!sameWindow(now, window)) setWindow(now);
    else void refetch().catch(() => undefined);
  }, [deviceSerialNumber, refetch, window]);

  // The spec's 60 s refresh.
  useEffect(() => {
    if (!deviceSerialNumber) return;
    const timer = setInterval(refresh, LOG_REFRESH_MS);
    return () => clearInterval(timer);
  }, [deviceSerialNumber, refresh]);

  // Commands sent from this page: followed until their row is closed or the follow-up time is over.
  useEffect(() => {
    const now = Date.now();
    for (const [id, until] of following.current) {
      const row = rows?.find((r) => r.commandId === id);
      if ((row && !isOpen(row.status)) || now > until) following.current.delete(id);
    }
    if (following.current.size === 0) return;
    const timer = setTimeout(() => {
      refresh();
      setFollowTick((n) => n + 1);
    }, FOLLOW_UP_MS);
    return () => clearTimeout(timer);
  }, [rows, followTick, refresh]);

  const follow = useCallback(
    (commandId: string) => {
      following.current.set(commandId, Date.now() + FOLLOW_UP_FOR_MS);
      refresh();
      setFollowTick((n) => n + 1);
    },
    [refresh],
  );

  // Another device: forget what was followed for the previous one.
  useEffect(() => {
    following.current.clear();
  }, [deviceSerialNumber]);

  return {
    rows: rows ?? [],
    total: data?.deviceSendCommandLog.total ?? 0,
    loading: networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.setVariables,
    refreshing: networkStatus === NetworkStatus.refetch,
    error: query.error,
    loadedAt,
    window,
    refresh,
    follow,
  };
}
