import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import {
  CarTrackerLogsDocument,
  type CarTrackerLogsQuery,
  type TrackPointFieldsFragment,
} from '../../gql/graphql';
import type { Period } from './periodPresets';

export type TrackPoint = TrackPointFieldsFragment;

export interface HistoryTrack {
  points: readonly TrackPoint[];
  /** Fix times of `points`, epoch µs, for the playback and the lookups. */
  times: readonly number[];
  loading: boolean;
  serviceExpired: boolean;
  failed: boolean;
}

const EMPTY: HistoryTrack = { points: [], times: [], loading: false, serviceExpired: false, failed: false };

/**
 * A device's whole track in a period: every page of `carTrackerLogs`, following `nextCursor` until
 * the last (a day of 8,640 points is one page). Not cached by Apollo: thousands of points normalised
 * into the cache would cost more than asking again. A failure goes to the error dialog.
 */
export function useHistoryTrack(deviceSerialNumber: string | null, period: Period | null): HistoryTrack {
  const client = useApolloClient();
  const startTime = period?.startTime;
  const endTime = period?.endTime;
  const wanted = deviceSerialNumber ? `${deviceSerialNumber}:${startTime}:${endTime}` : '';
  // What was loaded, and for which device and period: until the effect has caught up with a new
  // choice, the track is loading (never "no data" for a frame).
  const [track, setTrack] = useState<HistoryTrack & { of: string }>({ ...EMPTY, of: '' });

  useEffect(() => {
    if (!deviceSerialNumber || startTime === undefined || endTime === undefined) {
      setTrack({ ...EMPTY, of: '' });
      return;
    }
    let cancelled = false;
    const of = `${deviceSerialNumber}:${startTime}:${endTime}`;
    setTrack({ ...EMPTY, loading: true, of });
    void (async () => {
      const points: TrackPoint[] = [];
      let serviceExpired = false;
      let cursor: string | null = null;
      try {
        do {
          const { data }: { data?: CarTrackerLogsQuery } = await client.query({
            query: CarTrackerLogsDocument,
            variables: { deviceSerialNumber, startTime, endTime, cursor },
            fetchPolicy: 'no-cache',
          });
          if (cancelled || !data) return;
          points.push(...data.carTrackerLogs.rows);
          serviceExpired = data.carTrackerLogs.serviceExpired;
          cursor = data.carTrackerLogs.nextCursor ?? null;
        } while (cursor);
        setTrack({
          points,
          times: points.map((p) => p.fixTime),
          loading: false,
          serviceExpired,
          failed: false,
          of,
        });
      } catch {
        if (!cancelled) setTrack({ ...EMPTY, failed: true, of });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [client, deviceSerialNumber, startTime, endTime]);

  if (track.of !== wanted) return wanted ? { ...EMPTY, loading: true } : EMPTY;
  return track;
}
