import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DevicesDocument, DevicesUpdatedDocument } from '../../gql/graphql';
import { useSession } from '../../shared/session/store';
import { useSystemSettings } from '../../shared/settings/useSystemSettings';
import { deviceIdFromKey, deviceKey } from '../../shared/vehicles/buildTree';
import { withNewerRows } from '../../shared/vehicles/newerRows';
import type { ClientDevice, VehiclesState } from '../../shared/vehicles/VehiclesProvider';
import { readWatched, withWatched, writeWatched } from './watchedSerials';

export interface WatchedVehicles {
  /** What the client pages of the console's tabs read: the watched devices, the ticked ones selected. */
  vehicles: VehiclesState;
  /** Puts devices on the watch list (ticked), or refreshes their rows when already there. */
  watch: (devices: readonly ClientDevice[]) => void;
  unwatch: (deviceSerialNumber: string) => void;
}

/**
 * The devices the console watches, as the customer area holds its own: loaded by serial number,
 * refreshed at the settings' refresh frequency and between refreshes by the live feed of exactly
 * these devices. Added devices start ticked, so the tabs show them at once.
 */
export function useWatchedVehicles(): WatchedVehicles {
  const client = useApolloClient();
  const accountId = useSession()?.accountId;
  const { refreshSeconds } = useSystemSettings();
  const [serials, setSerials] = useState<string[]>(() =>
    accountId ? readWatched(window.localStorage, accountId) : [],
  );
  const [rows, setRows] = useState<ReadonlyMap<string, ClientDevice>>(new Map());
  const [checkedKeys, setCheckedKeys] = useState<string[]>([]);
  const [located, setLocated] = useState<VehiclesState['located']>(null);
  /** The list read back from this browser is shown ticked once its rows arrive. */
  const restored = useRef(false);

  const keep = useCallback(
    (next: string[]) => {
      setSerials(next);
      if (accountId) writeWatched(window.localStorage, accountId, next);
    },
    [accountId],
  );

  const upsert = useCallback((incoming: readonly ClientDevice[]) => {
    setRows((previous) => withNewerRows(previous, incoming));
  }, []);

  const load = useCallback(async () => {
    if (serials.length === 0) return;
    const result = await client
      .query({
        query: DevicesDocument,
        variables: { filter: { deviceSerialNumbers: serials }, pageRows: serials.length },
        fetchPolicy: 'network-only',
        context: { logOnly: true },
      })
      .catch(() => undefined);
    const loaded = result?.data?.devices.rows;
    if (!loaded) return;
    upsert(loaded);
    if (!restored.current) {
      restored.current = true;
      setCheckedKeys((held) =>
        withWatched(
          held,
          loaded.map((d) => deviceKey(d.deviceId)),
        ),
      );
    }
  }, [client, serials, upsert]);

  useEffect(() => {
    void load();
    const timer = window.setInterval(() => void load(), refreshSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [load, refreshSeconds]);

  useSubscription(DevicesUpdatedDocument, {
    skip: serials.length === 0,
    variables: { deviceSerialNumbers: serials },
    context: { logOnly: true },
    onData: ({ data }) => {
      const live = data.data?.devicesUpdated;
      if (live?.length) upsert(live);
    },
  });

  const watch = useCallback(
    (devices: readonly ClientDevice[]) => {
      upsert(devices);
      keep(
        withWatched(
          serials,
          devices.map((d) => d.deviceSerialNumber),
        ),
      );
      setCheckedKeys((held) =>
        withWatched(
          held,
          devices.map((d) => deviceKey(d.deviceId)),
        ),
      );
    },
    [serials, keep, upsert],
  );

  const unwatch = useCallback(
    (serial: string) => {
      keep(serials.filter((s) => s !== serial));
      const row = [...rows.values()].find((d) => d.deviceSerialNumber === serial);
      if (row) setCheckedKeys((held) => held.filter((key) => key !== deviceKey(row.deviceId)));
    },
    [serials, rows, keep],
  );

  const vehicles = useMemo<VehiclesState>(() => {
    const bySerial = new Map([...rows.values()].map((d) => [d.deviceSerialNumber, d]));
    const devices = serials.flatMap((s) => bySerial.get(s) ?? []);
    const ticked = new Set(checkedKeys.map(deviceIdFromKey));
    return {
      fleets: [],
      devices,
      deviceById: new Map(devices.map((d) => [d.deviceId, d])),
      loading: false,
      checkedKeys,
      setCheckedKeys,
      selectedDevices: devices.filter((d) => ticked.has(d.deviceId)),
      hasVipDevice: false,
      watchList: true,
      located,
      locate: (deviceId) => setLocated((previous) => ({ deviceId, seq: (previous?.seq ?? 0) + 1 })),
      reload: () => void load(),
      reloadFleets: () => undefined,
      upsertDevice: (device) => upsert([device]),
    };
  }, [rows, serials, checkedKeys, located, load, upsert]);

  return { vehicles, watch, unwatch };
}
