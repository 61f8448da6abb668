import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { AccountType } from '@gps/codes';
import { hasVipDevice } from './vipDevices';
import { CLIENT_DEVICE_PAGE } from '@gps/contracts/constants';
import { deviceIdFromKey, deviceKey } from './buildTree';
import { frameBatch } from './frameBatch';
import { newer, withNewerRows } from './newerRows';
import { initialSelection, readSelection, writeSelection } from './rememberedSelection';
import {
  DevicesDocument,
  DevicesUpdatedDocument,
  FleetTreeDocument,
  type DeviceFieldsFragment,
  type FleetTreeQuery,
} from '../../gql/graphql';
import { useSession } from '../session/store';
import { useSystemSettings } from '../settings/useSystemSettings';

export type ClientDevice = DeviceFieldsFragment;
export type ClientFleet = FleetTreeQuery['fleets']['rows'][number];

/**
 * What the customer pages read of their vehicles. The customer area provides the account's own
 * (VehiclesProvider); the back office's customer console provides the devices it watches, so the
 * same pages serve both (docs/decisions/customer-console.md).
 */
export interface VehiclesState {
  fleets: readonly ClientFleet[];
  devices: readonly ClientDevice[];
  /** The same devices by id. */
  deviceById: ReadonlyMap<string, ClientDevice>;
  loading: boolean;
  /** Checked tree keys (fleets and devices). */
  checkedKeys: string[];
  setCheckedKeys: (keys: string[]) => void;
  /** Devices checked in the tree, in tree order of loading. */
  selectedDevices: ClientDevice[];
  /** The account has at least one device offered value-added services (hasVipDevice). */
  hasVipDevice: boolean;
  /**
   * The devices are a watch list (the customer console), not an account's: a page's "all" is
   * then these devices, never everything an administrator may see.
   */
  watchList: boolean;
  /**
   * The vehicle to show on the map (centred, its popup open), ticked first if it was not: a click on
   * its name in the tree or its card in the list. `seq` tells two clicks on the same vehicle apart.
   */
  located: { deviceId: string; seq: number } | null;
  locate: (deviceId: string) => void;
  reload: () => void;
  reloadFleets: () => void;
  upsertDevice: (device: ClientDevice) => void;
}

/**
 * The rows are held here, not in Apollo's normalised cache: writing a thousand live rows a second
 * into it (and telling every watcher) cost more than everything else the monitor does with them.
 */
const NO_CACHE = 'no-cache';

/**
 * How often live rows reach the page (ms). A fleet of thousands sends hundreds of messages a
 * second; re-rendering the tree, the list and the map for each, or even at every frame, took the
 * whole of a 2-core machine (docs/decisions/monitor.md, bench/README.md). Twice a second keeps the
 * frames that carry an update under one in twenty; a vehicle reports every 10 s or more, so half a
 * second late is not seen.
 */
export const LIVE_ROWS_EVERY_MS = 500;

const VehiclesContext = createContext<VehiclesState | null>(null);

/** Gives the pages below another source of vehicles than the signed-in account's own. */
export const VehiclesSource = VehiclesContext.Provider;

/**
 * The customer area's vehicles: the fleet tree and every device (1000 per call), refreshed at the
 * settings' refresh frequency with `lastLoadingTimestamp` so only changed devices travel, and
 * between refreshes by the `devicesUpdated` subscription (the changed rows as they happen). These
 * main-fleet and per-fleet loads only log on failure (spec).
 */
export function VehiclesProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const client = useApolloClient();
  const { refreshSeconds } = useSystemSettings();
  const isFleet = session?.accountType === AccountType.FLEET;

  const fleetQuery = useQuery(FleetTreeDocument, {
    skip: !isFleet,
    variables: { filter: { containSubFleets: true } },
    context: { logOnly: true },
  });

  const [devices, setDevices] = useState<ReadonlyMap<string, ClientDevice>>(new Map());
  const [loading, setLoading] = useState(true);
  /** A whole list has arrived once: a failed first load must not count as "the fleet has no vehicles". */
  const [listed, setListed] = useState(false);
  const [checkedKeys, setTicked] = useState<string[]>([]);
  const [located, setLocated] = useState<VehiclesState['located']>(null);
  const accountId = session?.accountId;
  /** The account whose selection is held: until its devices are loaded, nothing is remembered. */
  const selectionOf = useRef<string | undefined>(undefined);
  const lastLoaded = useRef<number | undefined>(undefined);
  const inFlight = useRef(false);

  const load = useCallback(
    async (incremental: boolean) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const since = incremental ? lastLoaded.current : undefined;
      const rows: ClientDevice[] = [];
      try {
        for (let page = 0; ; page += 1) {
          const result = await client
            .query({
              query: DevicesDocument,
              variables: {
                filter: { isContainSubFleet: true, lastLoadingTimestamp: since },
                pageIndex: page,
                pageRows: CLIENT_DEVICE_PAGE,
              },
              fetchPolicy: NO_CACHE,
              context: { logOnly: true },
            })
            .catch(() => undefined);
          const pageData = result?.data?.devices;
          if (!pageData) return;
          rows.push(...pageData.rows);
          if (pageData.rows.length < CLIENT_DEVICE_PAGE || rows.length >= pageData.total) break;
        }
        setDevices((previous) => {
          const next = new Map(since === undefined ? [] : previous);
          for (const row of rows) {
            const held = previous.get(row.deviceId);
            next.set(row.deviceId, held && !newer(held, row) ? held : row);
          }
          return next;
        });
        if (since === undefined) setListed(true);
        const newest = rows.reduce((max, d) => Math.max(max, d.updatedTimestamp), lastLoaded.current ?? 0);
        if (newest > 0) lastLoaded.current = newest;
      } finally {
        inFlight.current = false;
        setLoading(false);
      }
    },
    [client],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  // Once the account's devices are loaded, tick what it ticked last time (or a small fleet whole).
  useEffect(() => {
    if (!listed || !accountId || selectionOf.current === accountId) return;
    selectionOf.current = accountId;
    setTicked(initialSelection(readSelection(window.localStorage, accountId), [...devices.keys()]));
  }, [listed, accountId, devices]);

  const setCheckedKeys = useCallback(
    (keys: string[]) => {
      setTicked(keys);
      if (accountId && selectionOf.current === accountId)
        writeSelection(window.localStorage, accountId, keys);
    },
    [accountId],
  );

  const locate = useCallback(
    (deviceId: string) => {
      const key = deviceKey(deviceId);
      if (!checkedKeys.includes(key)) setCheckedKeys([...checkedKeys, key]);
      setLocated((previous) => ({ deviceId, seq: (previous?.seq ?? 0) + 1 }));
    },
    [checkedKeys, setCheckedKeys],
  );

  useEffect(() => {
    const timer = window.setInterval(() => void load(true), refreshSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [load, refreshSeconds]);

  const upsertDevice = useCallback((device: ClientDevice) => {
    setDevices((previous) => new Map(previous).set(device.deviceId, device));
  }, []);

  // Live rows: positions, status and details as they change, without waiting for the next load.
  // The rows of LIVE_ROWS_EVERY_MS in one state update, in an animation frame (frameBatch.ts).
  const liveRows = useMemo(
    () =>
      frameBatch<ClientDevice>(
        (row) => row.deviceId,
        (held, incoming) => newer(held, incoming),
        (rows) => setDevices((previous) => withNewerRows(previous, rows)),
        { minIntervalMs: LIVE_ROWS_EVERY_MS },
      ),
    [],
  );
  useEffect(() => () => liveRows.cancel(), [liveRows]);

  // Failures only log (session failures are still shown by the error link).
  useSubscription(DevicesUpdatedDocument, {
    skip: !session,
    fetchPolicy: NO_CACHE,
    context: { logOnly: true },
    onData: ({ data }) => {
      const rows = data.data?.devicesUpdated;
      if (rows?.length) liveRows.add(rows);
    },
  });

  const { refetch: refetchFleets } = fleetQuery;
  // Apart from the value below: ticks change seldom, rows up to once a frame.
  const selectedIds = useMemo(
    () => new Set(checkedKeys.map(deviceIdFromKey).filter((id): id is string => Boolean(id))),
    [checkedKeys],
  );
  const value = useMemo<VehiclesState>(() => {
    const list = [...devices.values()];
    return {
      fleets: fleetQuery.data?.fleets.rows ?? [],
      devices: list,
      deviceById: devices,
      loading: loading || fleetQuery.loading,
      checkedKeys,
      setCheckedKeys,
      located,
      locate,
      selectedDevices: list.filter((d) => selectedIds.has(d.deviceId)),
      hasVipDevice: hasVipDevice(list),
      watchList: false,
      reload: () => {
        void load(false);
        if (isFleet) void refetchFleets().catch(() => undefined);
      },
      reloadFleets: () => void refetchFleets().catch(() => undefined),
      upsertDevice,
    };
  }, [
    devices,
    selectedIds,
    checkedKeys,
    setCheckedKeys,
    located,
    locate,
    fleetQuery.data,
    fleetQuery.loading,
    loading,
    load,
    isFleet,
    refetchFleets,
    upsertDevice,
  ]);

  return <VehiclesContext.Provider value={value}>{children}</VehiclesContext.Provider>;
}

export function useVehicles(): VehiclesState {
  const value = useContext(VehiclesContext);
  if (!value) throw new Error('useVehicles must be used inside VehiclesProvider');
  return value;
}
