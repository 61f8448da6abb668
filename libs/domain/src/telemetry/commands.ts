import type { TelemetryConfig } from './config';
import type { DeviceFences } from './device-fences';
import type { ArmedReading, PositionReport } from './report';
import type { TelemetrySnapshot } from './snapshot';

/**
 * Telemetry commands go to the day stream of their receipt time, `streams.telemetry(serial, at)`.
 * `carried` is required when that stream is still empty (the decider then opens the day with it)
 * and ignored otherwise. Time comes in the command, never from a clock.
 */
interface DeviceCommandBase {
  serial: string;
  /** When the platform received the packet, epoch ms; every event's `at`. */
  receivedAt: number;
  carried?: TelemetrySnapshot;
  config: TelemetryConfig;
  /**
   * The device's fences as they are now, prepared by the ingest when they change; absent when it
   * has none. Only positions use them (docs/decisions/fence-crossings.md).
   */
  fences?: DeviceFences;
}

export interface RecordPosition extends DeviceCommandBase {
  type: 'RecordPosition';
  report: PositionReport;
}

export interface RecordHeartbeat extends DeviceCommandBase {
  type: 'RecordHeartbeat';
  batteryLevel?: number;
  batteryVoltage?: number;
  /** External power: the vehicle's supply, volts. */
  powerVoltage?: number;
  gsmSignal?: number;
  acc?: boolean;
  armed?: ArmedReading;
  statusBits?: number;
  /** A status alarm the heartbeat carries (GT06 terminal bits): a state, like a report's. */
  alarm?: string;
  /** The device says it is asleep (power saving). */
  sleeping?: boolean;
}

/** An alarm packet: one event, with or without a position. */
export interface RecordAlarm extends DeviceCommandBase {
  type: 'RecordAlarm';
  /** Alarm kind as the codecs name it. */
  alarm: string;
  report?: PositionReport;
}

/** From the offline sweeper. `carried` as above: a device silent since yesterday goes offline today. */
export interface MarkOffline {
  type: 'MarkOffline';
  serial: string;
  at: number;
  carried?: TelemetrySnapshot;
  config: TelemetryConfig;
}

export type TelemetryCommand = RecordPosition | RecordHeartbeat | RecordAlarm | MarkOffline;
