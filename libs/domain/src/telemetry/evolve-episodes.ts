import type { FenceSide } from '../place/geometry';
import type {
  FenceSidesFoundData,
  OverspeedStartedData,
  PositionRecordedData,
  StopEndedData,
  StopStartedData,
} from './events';
import { overLimit, type Motion, type OverspeedRun } from './episodes';
import type { TelemetrySnapshot } from './snapshot';

/**
 * How an in-order GPS fix moves the episode state, without any threshold: the odometer's step
 * (`distanceMeters`, already jitter-filtered) says whether the vehicle moved, and the fix carries
 * the speed limit it was judged by. Stops, their ends and overspeed episodes change only through
 * their own events, which the decider records where thresholds say so.
 */
export function motionAfterFix(motion: Motion, e: PositionRecordedData): Motion {
  const moved = e.distanceMeters > 0;
  const still = moved
    ? null
    : (motion.still ?? {
        since: e.fixTime,
        latitude: e.latitude,
        longitude: e.longitude,
        odometerMeters: e.odometerMeters,
      });
  if (motion.trip !== null) {
    return {
      ...motion,
      still,
      trip: { ...motion.trip, maxSpeedKmh: Math.max(motion.trip.maxSpeedKmh, e.speed) },
    };
  }
  // The first counted movement outside a stop starts a trip (after a gap in data, or a device's
  // first fixes). It counts from this fix: the step that led here may span the gap.
  const trip =
    moved && motion.stop === null
      ? {
          startedAt: e.fixTime,
          startOdometerMeters: e.odometerMeters,
          maxSpeedKmh: e.speed,
          latitude: e.latitude,
          longitude: e.longitude,
        }
      : null;
  return { ...motion, still, trip };
}

export function overspeedAfterFix(run: OverspeedRun | null, e: PositionRecordedData): OverspeedRun | null {
  const limit = e.speedLimitKmh;
  if (limit === undefined || !overLimit(e.speed, limit))
    return run !== null && run.warningId !== null ? run : null; // an episode ends by its own event
  if (run !== null) return { ...run, peakKmh: Math.max(run.peakKmh, e.speed) };
  return {
    since: e.fixTime,
    limitKmh: limit,
    peakKmh: e.speed,
    latitude: e.latitude,
    longitude: e.longitude,
    warningId: null,
  };
}

export function stopStarted(d: TelemetrySnapshot, e: StopStartedData): TelemetrySnapshot {
  const stop = {
    startedAt: e.startedAt,
    latitude: e.latitude,
    longitude: e.longitude,
    odometerMeters: e.odometerMeters,
  };
  return { ...d, motion: { ...d.motion, stop, trip: null } };
}

/** The trip starts where the stop ended; its distance counts from the odometer at the stop. */
export function stopEnded(d: TelemetrySnapshot, e: StopEndedData): TelemetrySnapshot {
  const fix = d.lastGpsFix;
  const trip = {
    startedAt: e.endedAt,
    startOdometerMeters: d.motion.stop?.odometerMeters ?? d.odometerMeters,
    maxSpeedKmh: fix?.speed ?? 0,
    latitude: fix?.latitude ?? e.latitude,
    longitude: fix?.longitude ?? e.longitude,
  };
  return { ...d, motion: { still: null, stop: null, trip } };
}

export function overspeedStarted(d: TelemetrySnapshot, e: OverspeedStartedData): TelemetrySnapshot {
  return d.overspeed === null ? d : { ...d, overspeed: { ...d.overspeed, warningId: e.warningId } };
}

/** The first sides a fix saw are kept; the sides of fences the device no longer has are dropped. */
export function fenceSidesFound(d: TelemetrySnapshot, e: FenceSidesFoundData): TelemetrySnapshot {
  const fenceSides: Record<string, FenceSide> = { ...d.fenceSides, ...e.sides };
  for (const key of e.forgotten) delete fenceSides[key];
  return { ...d, fenceSides };
}
