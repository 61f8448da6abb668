import type { DomainEvent } from '../decider';
import type { FenceSide } from '../place/geometry';
import type { PositionRejectReason } from './filter';
import type { LocateType } from './report';
import type { TelemetrySnapshot } from './snapshot';
import type { Protection, VehicleStatus } from './status';
import type { WarningKind } from './warnings';

/** Every telemetry event carries `at`: the receipt time of what caused it (epoch ms). */
interface At {
  at: number;
}

/** First event of every day stream: the state carried over from the device's previous day. */
export interface TelemetryDayOpenedData extends At {
  serial: string;
  /** YYYYMMDD, UTC day of receipt. */
  day: string;
  carried: TelemetrySnapshot;
}

export interface PositionRecordedData extends At {
  fixTime: number;
  /** Equal to `at`; kept so a position row reads on its own. */
  receivedAt: number;
  latitude: number;
  longitude: number;
  /** km/h */
  speed: number;
  course: number;
  altitude: number | null;
  satellites: number | null;
  locateType: LocateType;
  batteryLevel: number | null;
  batteryVoltage: number | null;
  /** External power, volts; absent when the device did not send a usable one (and in older events). */
  powerVoltage?: number;
  /** The device's own odometer, metres; absent like powerVoltage. Not the platform's odometer. */
  deviceOdometerMeters?: number;
  gsmSignal: number | null;
  acc: boolean | null;
  statusBits: number | null;
  /** The alarm this report carried, as a warning kind. */
  alarm: WarningKind | null;
  /** Added to the odometer by this fix (0 for LBS, out-of-order, parked jitter, re-anchoring). */
  distanceMeters: number;
  /** Odometer total after this fix. */
  odometerMeters: number;
  /** Older than the last accepted fix: kept for history, not used for state or the odometer. */
  outOfOrder: boolean;
  /** The overspeed limit in force for this fix (km/h); absent when off (and in older events). */
  speedLimitKmh?: number;
}

export interface PositionRejectedData extends At {
  reason: PositionRejectReason;
  /** null when the device sent something that is not a finite number. */
  fixTime: number | null;
  receivedAt: number;
  latitude: number | null;
  longitude: number | null;
}

export interface WarningRaisedData extends At {
  /** `${serial}-${at}-${kind}`: deterministic, so a retried command never writes twice. */
  warningId: string;
  kind: WarningKind;
  /** 'status': a status alarm became set and stays active until AlarmCleared. 'alarm': an alarm packet. */
  source: 'status' | 'alarm';
  /** Stable English text; the UI translates by kind. */
  message: string;
  /** Where: the report's position when it was used, else the last known position, else null. */
  latitude: number | null;
  longitude: number | null;
  /**
   * When it happened, epoch ms: the fix time of the used position that raised it (a buffered
   * upload is dated by its fixes, not its arrival). Absent without one (heartbeats, alarm packets
   * without a usable fix, the offline sweeper, older events): it happened at `at`.
   */
  occurredAt?: number;
}

export interface HeartbeatReceivedData extends At {
  batteryLevel: number | null;
  batteryVoltage: number | null;
  /** External power, volts; absent when the device did not send a usable one (and in older events). */
  powerVoltage?: number;
  gsmSignal: number | null;
  acc: boolean | null;
}

/** Where an episode happened. */
interface Place {
  latitude: number;
  longitude: number;
}

/** Times of an episode are fix times (device clock, epoch ms); `at` is the receipt that decided it. */
export interface StopStartedData extends At, Place {
  startedAt: number;
  /** The platform odometer at the stop. */
  odometerMeters: number;
}

export interface StopEndedData extends At, Place {
  startedAt: number;
  endedAt: number;
  durationMs: number;
  /** At least the parking overtime (config.parkingOvertimeMs): what the parking tab lists by default. */
  overtime: boolean;
}

export interface TripEndedData extends At {
  startedAt: number;
  endedAt: number;
  durationMs: number;
  /** From the platform odometer. */
  distanceMeters: number;
  maxSpeedKmh: number;
  /** distance / duration. */
  averageSpeedKmh: number;
  startLatitude: number;
  startLongitude: number;
  endLatitude: number;
  endLongitude: number;
  /** 'stop': the vehicle stopped; 'gap': no GPS fix for longer than config.dataGapMs. */
  endedBy: 'stop' | 'gap';
}

export interface OverspeedStartedData extends At, Place {
  /** The first fix above the limit. */
  startedAt: number;
  limitKmh: number;
  /** The WarningRaised (kind overspeed) of this episode. */
  warningId: string;
}

export interface OverspeedEndedData extends At {
  startedAt: number;
  /** The first fix at or below the limit. */
  endedAt: number;
  durationMs: number;
  limitKmh: number;
  peakKmh: number;
  warningId: string;
}

export interface OfflineEndedData extends At {
  /** DeviceWentOffline.at. */
  startedAt: number;
  /** When the device was last heard before going offline. */
  lastSeenAt: number;
  /** When it came back (the receipt of its first packet). */
  endedAt: number;
  durationMs: number;
}

/**
 * The first fix that sees the device's side of some of its fences (a fence just added or
 * reshaped, a device's first fix): no crossing, no warning. Fences are keyed by `fenceKeyOf`.
 */
export interface FenceSidesFoundData extends At, Place {
  fixTime: number;
  /** The side of each fence (by key) this fix is the first to see. */
  sides: Record<string, FenceSide>;
  /** Keys kept for fences the device no longer has (removed, or reshaped): forgotten. */
  forgotten: string[];
}

/** A fix crossed a fence's edge by the jitter rule (docs/decisions/fence-crossings.md). */
export interface FenceCrossedData extends At, Place {
  fenceId: string;
  /** The fence id with its shape's fingerprint: the side belongs to that outline. */
  fenceKey: string;
  /** The fence's name when it was crossed. */
  alias: string;
  /** When: the crossing fix's time (device clock, epoch ms). */
  fixTime: number;
  /** The WarningRaised of this crossing when the fence's enter (exit) flag was on, else null. */
  warningId: string | null;
}

export type TelemetryDayOpened = DomainEvent<'TelemetryDayOpened', TelemetryDayOpenedData>;
export type PositionRecorded = DomainEvent<'PositionRecorded', PositionRecordedData>;
export type PositionRejected = DomainEvent<'PositionRejected', PositionRejectedData>;
export type WarningRaised = DomainEvent<'WarningRaised', WarningRaisedData>;
export type AlarmCleared = DomainEvent<'AlarmCleared', { kind: WarningKind; at: number }>;
export type DeviceCameOnline = DomainEvent<'DeviceCameOnline', { at: number }>;
export type DeviceWentOffline = DomainEvent<'DeviceWentOffline', { at: number; lastSeenAt: number }>;
export type VehicleStatusChanged = DomainEvent<'VehicleStatusChanged', { status: VehicleStatus; at: number }>;
export type ProtectionChanged = DomainEvent<'ProtectionChanged', { protection: Protection; at: number }>;
export type HeartbeatReceived = DomainEvent<'HeartbeatReceived', HeartbeatReceivedData>;
export type StopStarted = DomainEvent<'StopStarted', StopStartedData>;
export type StopEnded = DomainEvent<'StopEnded', StopEndedData>;
export type TripEnded = DomainEvent<'TripEnded', TripEndedData>;
export type OverspeedStarted = DomainEvent<'OverspeedStarted', OverspeedStartedData>;
export type OverspeedEnded = DomainEvent<'OverspeedEnded', OverspeedEndedData>;
export type OfflineEnded = DomainEvent<'OfflineEnded', OfflineEndedData>;
export type FenceSidesFound = DomainEvent<'FenceSidesFound', FenceSidesFoundData>;
export type FenceEntered = DomainEvent<'FenceEntered', FenceCrossedData>;
export type FenceExited = DomainEvent<'FenceExited', FenceCrossedData>;

export type TelemetryEvent =
  | TelemetryDayOpened
  | PositionRecorded
  | PositionRejected
  | WarningRaised
  | AlarmCleared
  | DeviceCameOnline
  | DeviceWentOffline
  | VehicleStatusChanged
  | ProtectionChanged
  | HeartbeatReceived
  | StopStarted
  | StopEnded
  | TripEnded
  | OverspeedStarted
  | OverspeedEnded
  | OfflineEnded
  | FenceSidesFound
  | FenceEntered
  | FenceExited;

export const TELEMETRY_EVENT_TYPES = [
  'TelemetryDayOpened',
  'PositionRecorded',
  'PositionRejected',
  'WarningRaised',
  'AlarmCleared',
  'DeviceCameOnline',
  'DeviceWentOffline',
  'VehicleStatusChanged',
  'ProtectionChanged',
  'HeartbeatReceived',
  'StopStarted',
  'StopEnded',
  'TripEnded',
  'OverspeedStarted',
  'OverspeedEnded',
  'OfflineEnded',
  'FenceSidesFound',
  'FenceEntered',
  'FenceExited',
] as const satisfies readonly TelemetryEvent['type'][];

/** Stream `telemetrysnap-<serial>`: the carried state at each day the device opened. */
export type TelemetrySnapshotTaken = DomainEvent<
  'TelemetrySnapshotTaken',
  { serial: string; day: string; snapshot: TelemetrySnapshot; at: number }
>;
export type TelemetrySnapshotEvent = TelemetrySnapshotTaken;

export const TELEMETRY_SNAPSHOT_EVENT_TYPES = [
  'TelemetrySnapshotTaken',
] as const satisfies readonly TelemetrySnapshotEvent['type'][];
