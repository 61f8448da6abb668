/**
 * The live-map benchmark's page (`npm run bench:live-map`, bench/live-map.mjs): the real monitor
 * (the vehicle tree, the map and the list, the real vehicles provider and Apollo client) with the
 * network replaced in the page by a link that answers from a generated fleet and feeds the
 * `devicesUpdated` subscription at a chosen rate. The page measures itself: frame times and long
 * tasks while the updates flow.
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloLink, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router-dom';
import { AccountType } from '@gps/codes';
import '../src/app/app.css';
import '../src/shared/i18n';
import { Providers } from '../src/app/Providers';
import { apolloClient } from '../src/shared/api/client';
import { setSession } from '../src/shared/session/store';
import { deviceKey, fleetKey } from '../src/shared/vehicles/buildTree';
import { writeSelection } from '../src/shared/vehicles/rememberedSelection';
import { useVehicles, VehiclesProvider, type ClientDevice } from '../src/shared/vehicles/VehiclesProvider';
import { VehiclePanel } from '../src/features/vehicles/VehiclePanel';
import { MonitorPage } from '../src/features/monitor/MonitorPage';
import { BENCH_FLEET_ID, fleetFeed, fleetRow } from './fleetFeed';

const params = new URLSearchParams(window.location.search);
const VEHICLES = Number(params.get('vehicles') ?? 10_000);
const ACCOUNT_ID = 'bench-account';
/** How often the feed sends a message of live rows (the server sends one list per batch). */
const MESSAGES_PER_SECOND = 20;

const feed = fleetFeed(VEHICLES);
let pushRows: ((rows: ClientDevice[]) => void) | null = null;

/** The network, in the page: each operation the monitor sends, answered from the generated fleet. */
const benchLink = new ApolloLink(
  (operation) =>
    new Observable((observer) => {
      const variables = operation.variables as { pageIndex?: number; pageRows?: number };
      switch (operation.operationName) {
        case 'DevicesUpdated':
          pushRows = (rows) => observer.next({ data: { devicesUpdated: rows } });
          return () => {
            pushRows = null;
          };
        case 'Devices': {
          const size = variables.pageRows ?? VEHICLES;
          const start = (variables.pageIndex ?? 0) * size;
          observer.next({
            data: {
              devices: {
                __typename: 'DevicePage',
                total: VEHICLES,
                rows: feed.rows.slice(start, start + size),
              },
            },
          });
          break;
        }
        case 'FleetTree':
          observer.next({
            data: { fleets: { __typename: 'FleetPage', total: 1, rows: [fleetRow(VEHICLES)] } },
          });
          break;
        case 'SystemSettings':
          observer.next({ data: { systemSettings: [] } });
          break;
        default:
          observer.next({ data: {} });
      }
      observer.complete();
      return undefined;
    }),
);
apolloClient.setLink(benchLink);

setSession({
  token: 'bench',
  accountId: ACCOUNT_ID,
  accountType: AccountType.FLEET,
  account: 'benchfleet',
  alias: 'Bench fleet',
  permissions: [1, 1, 1],
  rights: [],
  parentFleetId: null,
  idleSeconds: 3600,
});
// Every vehicle ticked, as a user who ticks the fleet: the map holds the whole fleet.
writeSelection(window.localStorage, ACCOUNT_ID, [
  fleetKey(BENCH_FLEET_ID),
  ...feed.rows.map((r) => deviceKey(r.deviceId)),
]);

interface Figures {
  frames: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  longTasks: number;
  longTaskMs: number;
  updates: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Feeds `perSecond` updates a second for `ms`, and measures every frame meanwhile. */
function run(perSecond: number, ms: number): Promise<Figures> {
  return new Promise((resolve) => {
    const frames: number[] = [];
    let longTasks = 0;
    let longTaskMs = 0;
    let updates = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        longTasks += 1;
        longTaskMs += entry.duration;
      }
    });
    observer.observe({ type: 'longtask', buffered: false });
    const rowsPerMessage = Math.round(perSecond / MESSAGES_PER_SECOND);
    const started = performance.now();
    const sender = window.setInterval(() => {
      // As many rows as the elapsed time asks for: a late timer catches up, as a server's backlog would.
      const due = Math.floor(((performance.now() - started) / 1000) * perSecond) - updates;
      const rows = feed.next(Math.max(0, Math.min(due, rowsPerMessage * 2)), favoured);
      updates += rows.length;
      pushRows?.(rows);
    }, 1000 / MESSAGES_PER_SECOND);
    let last = performance.now();
    const tick = (now: number) => {
      frames.push(now - last);
      last = now;
      if (now - started < ms) {
        requestAnimationFrame(tick);
        return;
      }
      window.clearInterval(sender);
      observer.disconnect();
      const sorted = [...frames].sort((a, b) => a - b);
      resolve({
        frames: frames.length,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        p99: percentile(sorted, 0.99),
        max: sorted[sorted.length - 1],
        longTasks,
        longTaskMs,
        updates,
      });
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  });
}

/** The vehicle moved with every message (the one the screenshots follow), by index. */
let favoured: number | undefined;
let locateVehicle: (deviceId: string) => void = () => undefined;

/** Hands the provider's `locate` to the bench script, as a click in the tree would use it. */
function BenchControls() {
  const { locate } = useVehicles();
  useEffect(() => {
    locateVehicle = locate;
  }, [locate]);
  return null;
}

declare global {
  interface Window {
    liveMapBench: {
      run: typeof run;
      vehicles: number;
      movingVehicle: () => string;
      locate: (deviceId: string) => void;
    };
  }
}
window.liveMapBench = {
  run,
  vehicles: VEHICLES,
  movingVehicle: () => feed.rows[0].deviceId,
  locate: (deviceId) => {
    favoured = feed.rows.findIndex((row) => row.deviceId === deviceId);
    locateVehicle(deviceId);
  },
};

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <Providers>
    <ApolloProvider client={apolloClient}>
      <MemoryRouter initialEntries={['/main/monitor']}>
        <VehiclesProvider>
          <BenchControls />
          <div className="bench-frame">
            {params.get('panel') !== '0' && (
              <aside className="side-panel bench-side" data-testid="side-panel">
                <VehiclePanel onCollapse={() => undefined} />
              </aside>
            )}
            <main className="bench-content">
              <MonitorPage />
            </main>
          </div>
        </VehiclesProvider>
      </MemoryRouter>
    </ApolloProvider>
  </Providers>,
);
