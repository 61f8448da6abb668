import { event } from '../shared/event';
import { invalid } from '../validation/invalid';
import { decideMotionAfterFix, decideMotionBeforeFix } from './decide-motion';
import { decideFences } from './decide-fences';
import { decideOverspeed } from './decide-overspeed';
import { filterPosition, type PositionRejectReason } from './filter';
import type { PositionRecorded, PositionRejected } from './events';
import type { LatLon } from './geo';
import { lastKnownPlace, type OccurredAt } from './observe';
import { odometerStep, roundMeters } from './odometer';
import type { Recorder } from './recorder';
import type { PositionReport } from './report';
import { numberOrNull, saneReading, statusBitsOrNull } from './sanitize';
import type { TelemetrySnapshot } from './snapshot';
import type { VehicleStatus } from './status';
import { statusAfterFix, statusWithoutFix } from './vehicle-status';
import type { WarningKind } from './warnings';

export interface ReportOutcome {
  /** Where to place warnings: this report's position when used, else the last known one. */
  where: LatLon | null;
  /**
   * When the warnings this report raises happened: its fix time when its position was used. Null
   * when rejected: a rejected fix time may be nonsense, in the future, or a resend's.
   */
  occurredAt: OccurredAt;
  /** Whether the report describes the device now, so its status word and arming count. */
  current: boolean;
  /** The vehicle status the report implies; null for no change. */
  status: VehicleStatus | null;
}

export function checkReport(report: unknown): PositionReport {
  if (typeof report !== 'object' || report === null) invalid('report', 'report must be a PositionReport');
  return report as PositionReport;
}

/**
 * A fix rejected as a jump from the reference, that agrees with the previous rejected jump, means
 * the reference was wrong (or the vehicle was carried while the tracker was off): accept it and
 * restart the track there instead of refusing good fixes until time makes the jump plausible.
 */
function confirmsJump(report: PositionReport, r: Recorder): boolean {
  const candidate = r.device().jumpCandidate;
  return (
    candidate !== null &&
    report.fixTime > candidate.fixTime &&
    filterPosition(report, candidate, r.config, r.at) === null
  );
}

function olderThanLast(fixTime: number, device: TelemetrySnapshot): boolean {
  return device.lastPosition !== null && fixTime < device.lastPosition.fixTime;
}

function reject(r: Recorder, report: PositionReport, reason: PositionRejectReason): ReportOutcome {
  const device = r.device();
  r.record(
    event<PositionRejected>('PositionRejected', {
      reason,
      fixTime: numberOrNull(report.fixTime),
      receivedAt: r.at,
      latitude: numberOrNull(report.latitude),
      longitude: numberOrNull(report.longitude),
      at: r.at,
    }),
  );
  // A resend or a stale upload says nothing about now; a fix that failed for other reasons came
  // from a device that is awake now.
  const current = reason !== 'too_old' && reason !== 'duplicate' && !olderThanLast(report.fixTime, device);
  const noFix = reason === 'invalid_fix' || reason === 'zero_position';
  return {
    where: lastKnownPlace(device),
    occurredAt: null,
    current,
    status: current && noFix ? statusWithoutFix(r.device(), r.at, r.config) : null,
  };
}

/**
 * Filters a position and records it as used or rejected; odometer and ordering are decided here.
 * `alarm` and `acc` are passed in because an alarm packet's kind overrides the report's own.
 */
export function recordReport(
  r: Recorder,
  report: PositionReport,
  alarm: WarningKind | null,
  acc: boolean | null,
): ReportOutcome {
  const device = r.device();
  const gps = report.locateType === 'gps';
  let reason = filterPosition(report, gps ? device.lastGpsFix : device.lastPosition, r.config, r.at);
  const reanchor = reason === 'impossible_jump' && confirmsJump(report, r);
  if (reanchor) reason = null;
  if (reason !== null) return reject(r, report, reason);

  const outOfOrder = olderThanLast(report.fixTime, device);
  const distance =
    outOfOrder || !gps || reanchor
      ? 0
      : odometerStep(device.odometerAnchor, report, report.speedKmh, r.config);
  // Episodes and fence sides follow in-order GPS fixes only: buffered fixes are history (the
  // state is now), LBS is kilometres off.
  const episodic = gps && !outOfOrder;
  const fix = {
    fixTime: report.fixTime,
    latitude: report.latitude,
    longitude: report.longitude,
    speedKmh: report.speedKmh,
  };
  if (episodic) decideMotionBeforeFix(r, fix);
  const limit = r.config.overspeedLimitKmh;
  r.record(
    event<PositionRecorded>('PositionRecorded', {
      fixTime: report.fixTime,
      receivedAt: r.at,
      latitude: report.latitude,
      longitude: report.longitude,
      speed: report.speedKmh,
      course: report.course,
      altitude: numberOrNull(report.altitude),
      satellites: numberOrNull(report.satellites, 0),
      locateType: report.locateType,
      batteryLevel: numberOrNull(report.batteryLevel, 0, 100),
      batteryVoltage: numberOrNull(report.batteryVoltage, 0),
      ...saneReading('powerVoltage', report.powerVoltage, 0),
      ...saneReading('deviceOdometerMeters', report.deviceOdometerMeters, 0),
      gsmSignal: numberOrNull(report.gsmSignal, 0),
      acc,
      statusBits: statusBitsOrNull(report.statusBits),
      alarm,
      distanceMeters: distance,
      odometerMeters: roundMeters(r.device().odometerMeters + distance),
      outOfOrder,
      ...(episodic && limit !== undefined ? { speedLimitKmh: limit } : {}),
      at: r.at,
    }),
  );
  if (episodic) {
    decideMotionAfterFix(r, fix);
    decideOverspeed(r, fix);
    decideFences(r, fix);
  }
  const where = { latitude: report.latitude, longitude: report.longitude };
  const occurredAt = report.fixTime;
  if (outOfOrder) return { where, occurredAt, current: false, status: null };
  const status = gps
    ? statusAfterFix(report.speedKmh, distance, acc ?? device.acc, r.config)
    : statusWithoutFix(r.device(), r.at, r.config);
  return { where, occurredAt, current: true, status };
}
