import { event } from '../shared/event';
import { endOverspeed } from './decide-overspeed';
import type { StopEnded, StopStarted, TripEnded } from './events';
import { haversineMeters, type LatLon } from './geo';
import { roundMeters } from './odometer';
import type { Recorder } from './recorder';
import type { TrackPoint } from './snapshot';

/**
 * Stops and trips, decided on in-order GPS fixes only: LBS positions are off by kilometres and
 * buffered (out-of-order) fixes are history, so neither starts nor ends anything. Times are fix
 * times. See docs/decisions/trips-and-stops.md.
 */

/** The fix being recorded, as the motion rules need it. */
export interface MotionFix extends LatLon {
  fixTime: number;
  speedKmh: number;
}

/** metres per millisecond to km/h */
const KMH_PER_M_PER_MS = 3_600;
/** Speeds are stored to one decimal, like the odometer's decimetres. */
const TENTHS = 10;

function averageKmh(meters: number, ms: number): number {
  return ms > 0 ? Math.round((meters / ms) * KMH_PER_M_PER_MS * TENTHS) / TENTHS : 0;
}

function endTrip(r: Recorder, endedAt: number, end: LatLon, odometerMeters: number, endedBy: 'stop' | 'gap') {
  const trip = r.device().motion.trip;
  if (trip === null) return;
  const distanceMeters = roundMeters(Math.max(0, odometerMeters - trip.startOdometerMeters));
  const durationMs = Math.max(0, endedAt - trip.startedAt);
  r.record(
    event<TripEnded>('TripEnded', {
      at: r.at,
      startedAt: trip.startedAt,
      endedAt,
      durationMs,
      distanceMeters,
      maxSpeedKmh: trip.maxSpeedKmh,
      averageSpeedKmh: averageKmh(distanceMeters, durationMs),
      startLatitude: trip.latitude,
      startLongitude: trip.longitude,
      endLatitude: end.latitude,
      endLongitude: end.longitude,
      endedBy,
    }),
  );
}

/**
 * No GPS fix for longer than dataGapMs: where the vehicle went meanwhile is unknown, so the trip
 * and an overspeed episode under way end at the last fix before the gap. A stop under way goes
 * on: the vehicle is parked until a fix shows it elsewhere.
 */
function closeAfterGap(r: Recorder, fix: MotionFix, last: TrackPoint): void {
  if (fix.fixTime - last.fixTime <= r.config.dataGapMs) return;
  endTrip(r, last.fixTime, last, r.device().odometerMeters, 'gap');
  const run = r.device().overspeed;
  if (run !== null && run.warningId !== null) endOverspeed(r, last.fixTime);
}

/** Still long enough: the stop began with the stillness, and the trip before it ended there. */
function startStop(r: Recorder, fix: MotionFix): void {
  const { still, stop } = r.device().motion;
  if (stop !== null || still === null || fix.fixTime - still.since < r.config.stopMinMs) return;
  endTrip(r, still.since, still, still.odometerMeters, 'stop');
  r.record(
    event<StopStarted>('StopStarted', {
      at: r.at,
      startedAt: still.since,
      latitude: still.latitude,
      longitude: still.longitude,
      odometerMeters: still.odometerMeters,
    }),
  );
}

/** Runs before the fix's PositionRecorded: the gap and the stop look at the state before it. */
export function decideMotionBeforeFix(r: Recorder, fix: MotionFix): void {
  const last = r.device().lastGpsFix;
  if (last !== null) closeAfterGap(r, fix, last);
  startStop(r, fix);
}

/**
 * A stop ends at a fix beyond its radius that is really moving: a moving speed, or farther than
 * any GPS noise (jumpMinDistanceMeters). A multipath glitch with speed 0 inside that distance
 * does not end a night's parking.
 */
export function decideMotionAfterFix(r: Recorder, fix: MotionFix): void {
  const stop = r.device().motion.stop;
  if (stop === null) return;
  const meters = haversineMeters(stop, fix);
  const { stopRadiusMeters, minMovingSpeedKmh, jumpMinDistanceMeters, parkingOvertimeMs } = r.config;
  if (meters <= stopRadiusMeters) return;
  if (fix.speedKmh < minMovingSpeedKmh && meters <= jumpMinDistanceMeters) return;
  const durationMs = Math.max(0, fix.fixTime - stop.startedAt);
  r.record(
    event<StopEnded>('StopEnded', {
      at: r.at,
      startedAt: stop.startedAt,
      endedAt: fix.fixTime,
      durationMs,
      overtime: durationMs >= parkingOvertimeMs,
      latitude: stop.latitude,
      longitude: stop.longitude,
    }),
  );
}
