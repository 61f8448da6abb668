import type { PositionRecordedData, PositionRejectedData, TelemetryEvent, WarningRaisedData } from './events';
import { withEpisodes } from './episodes';
import {
  fenceSidesFound,
  motionAfterFix,
  overspeedAfterFix,
  overspeedStarted,
  stopEnded,
  stopStarted,
} from './evolve-episodes';
import type { TelemetrySnapshot, TrackPoint } from './snapshot';
import type { OpenTelemetryDay, TelemetryState } from './state';
import { sortKinds } from './warnings';

function latest(previous: number | null, at: number): number {
  return previous === null ? at : Math.max(previous, at);
}

function seen(d: TelemetrySnapshot, at: number): TelemetrySnapshot {
  return { ...d, lastSeenAt: latest(d.lastSeenAt, at) };
}

function reported(d: TelemetrySnapshot, at: number): TelemetrySnapshot {
  return { ...seen(d, at), lastPositionReportAt: latest(d.lastPositionReportAt, at) };
}

function positionRecorded(d: TelemetrySnapshot, e: PositionRecordedData): TelemetrySnapshot {
  const next = reported(d, e.at);
  if (e.outOfOrder) return next;
  const point: TrackPoint = {
    fixTime: e.fixTime,
    receivedAt: e.receivedAt,
    latitude: e.latitude,
    longitude: e.longitude,
    speed: e.speed,
    course: e.course,
    locateType: e.locateType,
  };
  const moved = { ...next, lastPosition: point, odometerMeters: e.odometerMeters, acc: e.acc ?? d.acc };
  if (e.locateType !== 'gps') return moved;
  // The anchor follows counted steps. After a jump it restarts at the fix that resolved the jump,
  // so a wrong reference can never make the next step count a teleport.
  const reanchor = d.odometerAnchor === null || e.distanceMeters > 0 || d.jumpCandidate !== null;
  return {
    ...moved,
    lastGpsFix: point,
    odometerAnchor: reanchor ? point : d.odometerAnchor,
    jumpCandidate: null,
    motion: motionAfterFix(d.motion, e),
    overspeed: overspeedAfterFix(d.overspeed, e),
  };
}

function positionRejected(d: TelemetrySnapshot, e: PositionRejectedData): TelemetrySnapshot {
  const next = reported(d, e.at);
  const { fixTime, latitude, longitude } = e;
  const inOrder = fixTime !== null && (d.lastPosition === null || fixTime > d.lastPosition.fixTime);
  if (e.reason !== 'impossible_jump' || !inOrder || latitude === null || longitude === null) return next;
  return { ...next, jumpCandidate: { fixTime, latitude, longitude, locateType: 'gps' } };
}

function warningRaised(d: TelemetrySnapshot, e: WarningRaisedData): TelemetrySnapshot {
  // The offline warning is the sweeper's doing, like DeviceWentOffline: the device was not heard.
  return {
    ...(e.kind === 'offline' ? d : seen(d, e.at)),
    lastWarningAt: { ...d.lastWarningAt, [e.kind]: e.at },
    activeAlarms: e.source === 'status' ? sortKinds([...d.activeAlarms, e.kind]) : d.activeAlarms,
  };
}

function evolveDevice(d: TelemetrySnapshot, e: TelemetryEvent): TelemetrySnapshot {
  switch (e.type) {
    case 'PositionRecorded':
      return positionRecorded(d, e.data);
    case 'PositionRejected':
      return positionRejected(d, e.data);
    case 'WarningRaised':
      return warningRaised(d, e.data);
    case 'AlarmCleared':
      return { ...seen(d, e.data.at), activeAlarms: d.activeAlarms.filter((k) => k !== e.data.kind) };
    case 'DeviceCameOnline':
      return { ...seen(d, e.data.at), online: true, offlineSince: null };
    case 'DeviceWentOffline':
      // The sweeper's doing, not the device's: lastSeenAt stays when the device was last heard.
      return { ...d, online: false, offlineSince: e.data.at };
    case 'VehicleStatusChanged':
      return { ...seen(d, e.data.at), vehicleStatus: e.data.status };
    case 'ProtectionChanged':
      return { ...seen(d, e.data.at), protection: e.data.protection };
    case 'HeartbeatReceived':
      return { ...seen(d, e.data.at), acc: e.data.acc ?? d.acc };
    case 'StopStarted':
      return stopStarted(d, e.data);
    case 'StopEnded':
      return stopEnded(d, e.data);
    case 'TripEnded':
      return { ...d, motion: { ...d.motion, trip: null } };
    case 'OverspeedStarted':
      return overspeedStarted(d, e.data);
    case 'OverspeedEnded':
      return { ...d, overspeed: null };
    case 'FenceSidesFound':
      return fenceSidesFound(d, e.data);
    case 'FenceEntered':
      return { ...d, fenceSides: { ...d.fenceSides, [e.data.fenceKey]: 'inside' } };
    case 'FenceExited':
      return { ...d, fenceSides: { ...d.fenceSides, [e.data.fenceKey]: 'outside' } };
    default:
      return d;
  }
}

/** A day opened with a snapshot from before episodes existed starts them empty. */
function opened(day: string, carried: TelemetrySnapshot): OpenTelemetryDay {
  return { status: 'open', day, device: withEpisodes(carried) };
}

/** Folds one event into an open day (a second TelemetryDayOpened would restart it). */
export function evolveOpenDay(state: OpenTelemetryDay, e: TelemetryEvent): OpenTelemetryDay {
  if (e.type === 'TelemetryDayOpened') return opened(e.data.day, e.data.carried);
  return { ...state, device: evolveDevice(state.device, e) };
}

/** Folds one event of a day stream. Events before the day is opened are ignored, never invented. */
export function evolveTelemetry(state: TelemetryState, e: TelemetryEvent): TelemetryState {
  if (e.type === 'TelemetryDayOpened') return opened(e.data.day, e.data.carried);
  return state.status === 'open' ? evolveOpenDay(state, e) : state;
}
