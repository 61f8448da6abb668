// A year of a whole fleet for the statistics benchmark: fleets, sub-fleets and devices provisioned
// through /api (dated the day before the year, by the platform's clock), then a year of telemetry
// written straight through the event store: each device's day decided by the domain's own telemetry
// decider (so every event has the shape, the odometer filters and the episode rules the gateway's
// ingest gives it) and appended as one day stream, as the ingest writes them. The snapshot stream
// (`telemetrysnap-<serial>`) is left out: only a gateway's cold start reads it, and no read model.
//
// Deterministic: the same options over the same year write the same events but for their ids (a
// seeded generator; the year is the one ending yesterday).
import { createRequire } from 'node:module';
import { ADMIN_SIGN_IN, callApi, imeis } from './api.mjs';

const require = createRequire(import.meta.url);
const {
  emptyTelemetrySnapshot,
  snapshotOf,
  streams,
  telemetryConfig,
  telemetryDecider,
} = require('@gps/domain');
const { timeOrderedId } = require('../../apps/gateway/dist/ingest/index.js');
const { ManualClock } = require('../../apps/api/dist/infrastructure/clock.js');

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The platform's time zone for the seed: Asia/Taipei, UTC+8 all year (no daylight saving). */
export const SEED_TIME_ZONE = 'Asia/Taipei';
const TAIPEI_OFFSET_MS = 8 * HOUR;
/** The first serial: IMEIs counted up from here (api.mjs `imeis`). */
const FIRST_SERIAL = 861_300_000_000_000;
/** addDevices and allocationDevice take at most this many serials a call. */
const SERIALS_PER_CALL = 1_000;
/** A fix is received this long after it was taken. */
const RECEIPT_DELAY_MS = 500;
/** The platform's overspeed limit out of the box (libs/domain settings table), km/h. */
const SPEED_LIMIT_KMH = 110;
/** The trip's speed, and an overspeeding trip's above the limit. */
const CRUISE_KMH = 50;
const OVERSPEED_KMH = 125;
/** A normal device's fixes are this far apart while driving; a dense device's `density` times closer. */
const FIX_PERIOD_MS = 5 * MINUTE;
/**
 * Trips start between 08:00 and 19:00 local (00:00 to 11:00 UTC), so a device's whole day, its
 * offline verdict included, falls in the one UTC day stream the ingest would write it to.
 */
const FIRST_START_LOCAL_MS = 8 * HOUR;
const START_SPREAD_MINUTES = 11 * 60;
/** The sweeper marks a silent device offline this long after its last fix (past the 10 min timeout). */
const OFFLINE_AFTER_MS = 11 * MINUTE;
/** Warnings an alarm packet raises in the seed: a device's own alarms, as codecs name them. */
const ALARMS = ['sos', 'power_cut', 'low_battery', 'vibration', 'collision', 'harsh_braking'];
/** Each device drives a ring of this radius around its home, going on where it stopped the day before. */
const RING_RADIUS_M = 5_000;
const METERS_PER_DEGREE = 111_195;
/** Homes about 200 m apart, 100 a row, so no two devices share a road. */
const HOME_SPACING_DEG = 0.002;
const HOMES_PER_ROW = 100;
/** Metres a millisecond at 1 km/h. */
const METERS_PER_MS_AT_1_KMH = 1_000 / HOUR;

/** mulberry32: a small seeded generator, so a seed is the same every time. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * What is seeded: `fleets` fleets, the last `subFleets` of them sub-fleets of the first ones; the
 * devices dealt round-robin over all of them; the devices of the `denseFleets` first fleets send
 * `density` times as many fixes a day (the same trip, fixes closer together). `days` local days
 * ending the day before `endBefore` (epoch ms), each device active on a day with probability
 * `activeShare`, then driving one trip of `positions` fixes; on some of those days (`episodeShare`
 * each) it also overspeeds, raises an alarm, or is marked offline after its trip (the offline episode
 * ends with its next day's first fix).
 */
export function seedPlan(o) {
  const endDay = Math.floor((o.endBefore + TAIPEI_OFFSET_MS) / DAY) - 1;
  const firstDay = endDay - o.days + 1;
  const localMidnightUtc = (day) => day * DAY - TAIPEI_OFFSET_MS;
  const fleets = Array.from({ length: o.fleets }, (_, i) => ({
    account: `stat-fleet-${String(i + 1).padStart(2, '0')}`,
    parentIndex: i >= o.fleets - o.subFleets ? i - (o.fleets - o.subFleets) : null,
    dense: i < o.denseFleets,
  }));
  const serials = imeis(FIRST_SERIAL, o.devices);
  return {
    ...o,
    fleets,
    serials,
    fleetIndexOf: (deviceIndex) => deviceIndex % o.fleets,
    firstDay: isoDay(localMidnightUtc(firstDay) + TAIPEI_OFFSET_MS),
    lastDay: isoDay(localMidnightUtc(endDay) + TAIPEI_OFFSET_MS),
    dayStarts: Array.from({ length: o.days }, (_, d) => localMidnightUtc(firstDay + d)),
    provisionedAt: localMidnightUtc(firstDay) - DAY,
  };
}

/** YYYY-MM-DD of a UTC instant's calendar day. */
function isoDay(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Creates the fleets and sub-fleets, adds the devices and allocates them, through /api as the first
 * administrator; the platform's clock stands at `plan.provisionedAt`. Answers the fleets' ids.
 */
export async function provision(url, plan) {
  const admin = (await callApi(url, 'loginAccount', ADMIN_SIGN_IN)).token;
  const ids = [];
  for (const [i, fleet] of plan.fleets.entries()) {
    const common = { account: fleet.account, password: `${fleet.account}-pass`, alias: `Fleet ${i + 1}` };
    const created =
      fleet.parentIndex === null
        ? await callApi(url, 'createFleet', common, admin)
        : await callApi(url, 'createSubFleet', { ...common, parentFleetId: ids[fleet.parentIndex] }, admin);
    ids.push(created.id);
  }
  for (let i = 0; i < plan.serials.length; i += SERIALS_PER_CALL) {
    const batch = plan.serials.slice(i, i + SERIALS_PER_CALL);
    await callApi(url, 'addDevices', { deviceSerialNumbers: batch }, admin);
  }
  for (let f = 0; f < plan.fleets.length; f++) {
    const mine = plan.serials.filter((_, d) => plan.fleetIndexOf(d) === f);
    for (let i = 0; i < mine.length; i += SERIALS_PER_CALL) {
      const batch = mine.slice(i, i + SERIALS_PER_CALL);
      await callApi(url, 'allocationDevice', { deviceSerialNumbers: batch, fleetId: ids[f] }, admin);
    }
  }
  return ids;
}

/** The clock provisioning runs on: the day before the seeded year. */
export function provisioningClock(plan) {
  return new ManualClock(plan.provisionedAt);
}

/** A point `meters` along the ring around a device's home. */
function onRing(home, meters) {
  const angle = meters / RING_RADIUS_M;
  return {
    latitude: home.latitude + (RING_RADIUS_M * Math.sin(angle)) / METERS_PER_DEGREE,
    longitude:
      home.longitude +
      (RING_RADIUS_M * (1 - Math.cos(angle))) /
        (METERS_PER_DEGREE * Math.cos((home.latitude * Math.PI) / 180)),
  };
}

/** The commands of one device's active day, in receipt order (see seedPlan). */
function dayCommands(device, dayStart, fixes, random, episodeShare) {
  const start = dayStart + FIRST_START_LOCAL_MS + Math.floor(random() * START_SPREAD_MINUTES) * MINUTE;
  const period = FIX_PERIOD_MS / device.density;
  const overspeeds = random() < episodeShare;
  const alarm = random() < episodeShare ? ALARMS[Math.floor(random() * ALARMS.length)] : null;
  const goesOffline = random() < episodeShare;
  const commands = [];
  // Overspeeding, the first two thirds of the trip are above the limit: one episode, ended at the
  // first fix back at cruising speed.
  const fastFixes = overspeeds ? Math.ceil((fixes * 2) / 3) : 0;
  for (let k = 0; k < fixes; k++) {
    const fixTime = start + k * period;
    const speedKmh = k < fastFixes ? OVERSPEED_KMH : CRUISE_KMH;
    if (k > 0) device.meters += speedKmh * METERS_PER_MS_AT_1_KMH * period;
    const report = {
      fixTime,
      valid: true,
      ...onRing(device.home, device.meters),
      speedKmh,
      course: 90,
      locateType: 'gps',
      satellites: 9,
      batteryLevel: 90,
      acc: true,
    };
    commands.push({ type: 'RecordPosition', receivedAt: fixTime + RECEIPT_DELAY_MS, report });
  }
  const last = start + (fixes - 1) * period + RECEIPT_DELAY_MS;
  if (alarm) commands.push({ type: 'RecordAlarm', receivedAt: last + MINUTE, alarm });
  if (goesOffline) commands.push({ type: 'MarkOffline', at: last + OFFLINE_AFTER_MS });
  return commands;
}

const toNew = (e) => ({
  id: timeOrderedId(),
  type: e.type,
  data: e.data,
  metadata: { version: e.version, source: 'gateway' },
});

/**
 * Writes the year of telemetry through `events` (the platform's event store), day by day, every
 * active device's day stream of a day appended together (as many devices' ingests append at once:
 * group commit). `progress(dayIndex)` after each day. Answers the counts.
 */
export async function writeYear(events, plan, progress = () => {}) {
  const random = generator(plan.seed);
  const config = telemetryConfig({ overspeedLimitKmh: SPEED_LIMIT_KMH });
  const devices = plan.serials.map((serial, d) => {
    const dense = plan.fleets[plan.fleetIndexOf(d)].dense;
    return {
      serial,
      density: dense ? plan.density : 1,
      home: {
        latitude: 24 + Math.floor(d / HOMES_PER_ROW) * HOME_SPACING_DEG,
        longitude: 120.5 + (d % HOMES_PER_ROW) * HOME_SPACING_DEG,
      },
      meters: 0,
      carried: emptyTelemetrySnapshot(serial),
      positions: 0,
    };
  });
  const counts = { events: 0, streams: 0, positions: 0, byType: {} };
  for (const [dayIndex, dayStart] of plan.dayStarts.entries()) {
    const appends = [];
    for (const device of devices) {
      if (random() >= plan.activeShare) continue;
      const fixes = plan.positions * device.density;
      const commands = dayCommands(device, dayStart, fixes, random, plan.episodeShare);
      let state = telemetryDecider.initialState;
      const out = [];
      for (const c of commands) {
        const command = { ...c, serial: device.serial, carried: device.carried, config };
        for (const e of telemetryDecider.decide(command, state)) {
          state = telemetryDecider.evolve(state, e);
          out.push(e);
        }
      }
      device.carried = snapshotOf(state);
      const stream = streams.telemetry(device.serial, commands[0].receivedAt);
      const lastAt = commands.at(-1).receivedAt ?? commands.at(-1).at;
      if (streams.telemetry(device.serial, lastAt) !== stream)
        throw new Error(`${stream}: a day crosses UTC midnight`);
      for (const e of out) counts.byType[e.type] = (counts.byType[e.type] ?? 0) + 1;
      counts.events += out.length;
      counts.streams += 1;
      device.positions += out.filter((e) => e.type === 'PositionRecorded').length;
      appends.push(events.append(stream, out.map(toNew), 'no_stream'));
    }
    await Promise.all(appends);
    progress(dayIndex);
  }
  counts.positions = counts.byType.PositionRecorded ?? 0;
  counts.positionsOf = (serial) => devices.find((d) => d.serial === serial)?.positions ?? 0;
  /** A fleet's rows count its sub-fleets' devices too. */
  const inFleet = (d, f) => {
    const own = plan.fleetIndexOf(d);
    return own === f || plan.fleets[own].parentIndex === f;
  };
  counts.positionsOfFleet = (f) =>
    devices.reduce((sum, device, d) => sum + (inFleet(d, f) ? device.positions : 0), 0);
  return counts;
}
