import type { TelemetryConfig } from './config';
import { haversineMeters } from './geo';
import { LOCATE_TYPES, type LocateType, type PositionReport } from './report';

/** Why a position was not used. Checked in this order; the first that fails names the rejection. */
export type PositionRejectReason =
  'out_of_range' | 'invalid_fix' | 'zero_position' | 'future' | 'too_old' | 'duplicate' | 'impossible_jump';

export const POSITION_REJECT_REASONS: readonly PositionRejectReason[] = [
  'out_of_range',
  'invalid_fix',
  'zero_position',
  'future',
  'too_old',
  'duplicate',
  'impossible_jump',
];

/** The accepted fix a new report is compared with. */
export interface LastFix {
  fixTime: number;
  latitude: number;
  longitude: number;
  locateType: LocateType;
}

function within(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

function inRange(r: PositionReport, config: TelemetryConfig): boolean {
  return (
    typeof r.fixTime === 'number' &&
    Number.isSafeInteger(r.fixTime) &&
    r.fixTime >= 0 &&
    LOCATE_TYPES.includes(r.locateType) &&
    within(r.latitude, -90, 90) &&
    within(r.longitude, -180, 180) &&
    within(r.speedKmh, 0, config.maxSpeedKmh) &&
    within(r.course, 0, 360) &&
    (r.altitude === undefined ||
      r.altitude === null ||
      within(r.altitude, config.minAltitudeMeters, config.maxAltitudeMeters))
  );
}

/** LBS positions carry no validity of their own: whether to use them is a platform choice. */
function locatedWell(r: PositionReport, config: TelemetryConfig): boolean {
  return r.locateType === 'lbs' ? config.acceptLbs : r.valid === true;
}

function isDuplicate(r: PositionReport, last: LastFix): boolean {
  return r.fixTime === last.fixTime && r.latitude === last.latitude && r.longitude === last.longitude;
}

/**
 * Only between two GPS fixes: cell-tower positions are off by kilometres, so comparing with one
 * would reject good fixes. Close fixes are never jumps, so GPS noise on fast reporting passes.
 */
function isImpossibleJump(r: PositionReport, last: LastFix, config: TelemetryConfig): boolean {
  if (r.locateType !== 'gps' || last.locateType !== 'gps') return false;
  const meters = haversineMeters(last, r);
  if (meters <= config.jumpMinDistanceMeters) return false;
  const elapsedMs = Math.abs(r.fixTime - last.fixTime);
  // metres per millisecond * 3600 = km/h
  return elapsedMs === 0 || (meters / elapsedMs) * 3600 > config.maxJumpKmh;
}

/**
 * Whether a position can be used, and if not why. `last` is the accepted fix to compare with
 * (the decider passes the last GPS fix for a GPS report, the last position of any kind for an
 * LBS report); null when there is none yet. Bounds are inclusive: a value exactly at a limit
 * passes.
 */
export function filterPosition(
  report: PositionReport,
  last: LastFix | null,
  config: TelemetryConfig,
  receivedAt: number,
): PositionRejectReason | null {
  if (!inRange(report, config)) return 'out_of_range';
  if (!locatedWell(report, config)) return 'invalid_fix';
  if (report.latitude === 0 && report.longitude === 0) return 'zero_position';
  if (report.fixTime - receivedAt > config.maxFutureMs) return 'future';
  if (receivedAt - report.fixTime > config.maxPastMs) return 'too_old';
  if (last === null) return null;
  if (isDuplicate(report, last)) return 'duplicate';
  if (isImpossibleJump(report, last, config)) return 'impossible_jump';
  return null;
}
