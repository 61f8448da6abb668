import { noEpisodes, type EpisodeState } from './episodes';
import type { LastFix } from './filter';
import type { LocateType } from './report';
import type { Protection, VehicleStatus } from './status';
import type { WarningKind } from './warnings';

/** An accepted position, as far as decisions need it. */
export interface TrackPoint extends LastFix {
  receivedAt: number;
  speed: number;
  course: number;
  locateType: LocateType;
}

/**
 * Everything about a device that a decision needs, whatever day it is. It is the whole decision
 * state (a day stream adds only its day), so carrying it into a new day loses nothing and a
 * decision never reads more than one day of events. Plain JSON: it is stored inside events.
 */
export interface TelemetrySnapshot extends EpisodeState {
  serial: string;
  /** Last accepted in-order position of any kind: what the map shows. */
  lastPosition: TrackPoint | null;
  /** Last accepted in-order GPS fix: jump checks and the no-signal rule use it. */
  lastGpsFix: TrackPoint | null;
  /** Where the odometer last counted from (see odometerStep). */
  odometerAnchor: TrackPoint | null;
  odometerMeters: number;
  /** A GPS fix rejected as an impossible jump; a next fix that agrees with it re-anchors the track. */
  jumpCandidate: LastFix | null;
  /** Status alarms currently set, in canonical order. */
  activeAlarms: WarningKind[];
  /** When a warning of each kind was last raised (for the repeat window). */
  lastWarningAt: Partial<Record<WarningKind, number>>;
  /** null until the first report that decides it. */
  vehicleStatus: VehicleStatus | null;
  protection: Protection;
  /** Last known ignition; null when the device never said. */
  acc: boolean | null;
  online: boolean;
  /** Receipt time of the last recorded event caused by the device. */
  lastSeenAt: number | null;
  /** Receipt time of the last position report, used or not: the device was awake and locating. */
  lastPositionReportAt: number | null;
}

/** The carried state of a device never seen before. */
export function emptyTelemetrySnapshot(serial: string): TelemetrySnapshot {
  return {
    serial,
    lastPosition: null,
    lastGpsFix: null,
    odometerAnchor: null,
    odometerMeters: 0,
    jumpCandidate: null,
    activeAlarms: [],
    lastWarningAt: {},
    vehicleStatus: null,
    protection: 'none',
    acc: null,
    online: false,
    lastSeenAt: null,
    lastPositionReportAt: null,
    ...noEpisodes(),
  };
}
