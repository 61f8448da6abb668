import type { TestApp } from '../../support/app-harness';
import { RawTracker, fixAt } from '../../support/raw-tracker';
import { fleetWithVehicles, imeis } from './fleet';

/** Where a crowd of vehicles stands: its first vehicle's corner and how many it holds. */
export interface Crowd {
  latitude: number;
  longitude: number;
  vehicles: number;
}

/** Taipei Main Station and, about 22 km south-west, Taoyuan: two crowds far apart on one map. */
export const TAIPEI: Omit<Crowd, 'vehicles'> = { latitude: 25.0478, longitude: 121.517 };
export const TAOYUAN: Omit<Crowd, 'vehicles'> = { latitude: 24.9936, longitude: 121.301 };

/**
 * A crowd stands on a grid of this spacing (degrees, about 80 m), ten to a row: so close that the
 * map draws it as one cluster until a street's zoom, far enough apart to be told apart there.
 */
const GRID_DEGREES = 0.0008;
const GRID_COLUMNS = 10;

export interface CrowdedFleet {
  /** Every vehicle's serial, crowd after crowd; each is also its tracker's. */
  serials: string[];
  trackers: RawTracker[];
  /** Where each vehicle stands, in the order of `serials`. */
  places: { latitude: number; longitude: number }[];
}

/**
 * A fleet created through /api whose vehicles stand in crowds, each vehicle's position sent by its
 * own GT06 tracker through the real gateway (start the app with `{ GATEWAY: 'inline' }`).
 * The caller closes the trackers.
 */
export async function crowdedFleet(
  app: TestApp,
  account: string,
  password: string,
  imeiPrefix: string,
  crowds: readonly Crowd[],
): Promise<CrowdedFleet> {
  const total = crowds.reduce((n, c) => n + c.vehicles, 0);
  const serials = imeis(imeiPrefix, total);
  await fleetWithVehicles(app, account, password, serials);
  const places = crowds.flatMap((crowd) =>
    Array.from({ length: crowd.vehicles }, (_, i) => ({
      latitude: crowd.latitude + Math.floor(i / GRID_COLUMNS) * GRID_DEGREES,
      longitude: crowd.longitude + (i % GRID_COLUMNS) * GRID_DEGREES,
    })),
  );
  const trackers: RawTracker[] = [];
  for (const [i, serial] of serials.entries()) {
    const tracker = await RawTracker.login(app, serial);
    trackers.push(tracker);
    tracker.position({ ...fixAt(app.clock.now(), 0), ...places[i] }, 1);
  }
  return { serials, trackers, places };
}
