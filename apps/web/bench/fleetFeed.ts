import { DeviceStatusCode } from '@gps/codes';
import type { ClientDevice } from '../src/shared/vehicles/VehiclesProvider';

/** Where the generated fleet drives: around Taipei, inside about 60 × 60 km. */
const CENTRE = { lat: 25.03, lng: 121.56 };
const SPREAD_DEGREES = 0.6;
/** How far a vehicle moves between two of its reports (degrees, about 100 m). */
const STEP_DEGREES = 0.001;
const MICROS_PER_MS = 1000;

/** A small deterministic generator, so every run draws and moves the same fleet. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export const BENCH_FLEET_ID = 'bench-fleet';

export function fleetRow(vehicles: number) {
  return {
    __typename: 'Fleet' as const,
    id: BENCH_FLEET_ID,
    account: 'benchfleet',
    alias: 'Bench fleet',
    contact: null,
    phoneNumber: null,
    address: null,
    email: null,
    permissions: [1, 1, 1],
    parentFleetId: null,
    numberOfDevices: vehicles,
    loginTimestamp: null,
    accountType: 2,
    statusCode: 1,
    subFleets: [],
  };
}

/**
 * A fleet of `count` vehicles with every field the app reads, and a feed that moves them: each
 * `next(n)` returns `n` rows of vehicles picked at random, moved a step along their course, newer
 * than before, as the `devicesUpdated` subscription sends them.
 */
export function fleetFeed(count: number, seed = 1) {
  const next = random(seed);
  const now = Date.now() * MICROS_PER_MS;
  const rows: ClientDevice[] = Array.from({ length: count }, (_, i) => ({
    __typename: 'Device',
    deviceId: `bench-${i}`,
    deviceSerialNumber: String(860_000_000_000_000 + i),
    carName: `車 ${i + 1}`,
    alias: null,
    deviceOwnerName: null,
    phoneNumber: null,
    email: null,
    simNumber: null,
    carElectricity: null,
    firmwareVersion: null,
    model: null,
    esimId: null,
    isValueAddedVisible: 0,
    serviceStatusCode: 1,
    status: 1,
    fleetId: BENCH_FLEET_ID,
    fleetAlias: 'Bench fleet',
    parentFleetId: null,
    planName: null,
    serviceExpiredDate: null,
    valueExpiredDate: null,
    createDate: now,
    deviceStatusCode: next() < 0.7 ? DeviceStatusCode.ONLINE_MOVING : DeviceStatusCode.ONLINE_STILL,
    warnings: 0,
    locateType: 1,
    speed: Math.round(next() * 80),
    isProtected: 0,
    latitude: CENTRE.lat + (next() - 0.5) * SPREAD_DEGREES,
    longitude: CENTRE.lng + (next() - 0.5) * SPREAD_DEGREES,
    gpsLatitude: null,
    gpsLongitude: null,
    address: null,
    deviceIcon: 1 + Math.floor(next() * 7),
    convertGpsToAddressTimes: 0,
    parkedAtMarker: null,
    hasPassword: false,
    allocated: 1,
    updatedTimestamp: now,
    lastSeenTimestamp: now,
    course: Math.floor(next() * 360),
    odometerMeters: 0,
    powerVoltage: null,
    deviceOdometerMeters: null,
    editableFields: [],
    speedLimitKmh: null,
  }));
  return {
    rows,
    /** `n` vehicles picked at random, moved; and `also` (an index) each time, when given. */
    next(n: number, also?: number): ClientDevice[] {
      const moved: ClientDevice[] = [];
      const at = Date.now() * MICROS_PER_MS;
      const move = (i: number) => {
        const held = rows[i];
        const turn = ((held.course ?? 0) + (next() - 0.5) * 60 + 360) % 360;
        const radians = (turn * Math.PI) / 180;
        const row: ClientDevice = {
          ...held,
          latitude: (held.latitude ?? CENTRE.lat) + Math.cos(radians) * STEP_DEGREES,
          longitude: (held.longitude ?? CENTRE.lng) + Math.sin(radians) * STEP_DEGREES,
          course: Math.round(turn),
          deviceStatusCode: DeviceStatusCode.ONLINE_MOVING,
          updatedTimestamp: Math.max(at, held.updatedTimestamp + 1),
          lastSeenTimestamp: at,
        };
        rows[i] = row;
        moved.push(row);
      };
      for (let k = 0; k < n; k += 1) move(Math.floor(next() * count));
      if (also !== undefined) move(also);
      return moved;
    },
  };
}
