import type {
  DeviceFences,
  PositionReport,
  RecordHeartbeat,
  TelemetryCommand,
  TelemetryConfig,
  TelemetrySnapshot,
} from '@gps/domain';
import type { DeviceMessage, DeviceState, Position } from '@gps/protocols';

/** What the ingest fills in when it runs a command: who, when, what came before, the thresholds. */
export interface CommandContext {
  serial: string;
  /** Receipt time (the sweeper: its own time). */
  at: number;
  /** Required by the decider when the day stream is still empty, ignored otherwise. */
  carried: TelemetrySnapshot | undefined;
  config: TelemetryConfig;
  /** The device's fences now; positions are checked against them. */
  fences: DeviceFences | undefined;
}

/**
 * A command waiting for its context. The context is known only once the device's day is loaded,
 * and a retry after a conflict builds the command again on the reloaded state.
 */
export type CommandDraft = (context: CommandContext) => TelemetryCommand;

type HeartbeatReadings = Omit<
  RecordHeartbeat,
  'type' | 'serial' | 'receivedAt' | 'carried' | 'config' | 'fences'
>;

/** The codec's richer position, in the domain's terms. Bad values pass through: the domain filters them. */
export function reportOf(position: Position): PositionReport {
  return {
    fixTime: position.fixTime.getTime(),
    valid: position.valid,
    latitude: position.latitude,
    longitude: position.longitude,
    speedKmh: position.speedKmh,
    course: position.course,
    altitude: position.altitude,
    satellites: position.satellites,
    locateType: position.locateType,
    batteryLevel: position.batteryLevel,
    batteryVoltage: position.batteryVoltage,
    powerVoltage: position.powerVoltage,
    deviceOdometerMeters: position.odometer,
    gsmSignal: position.gsmSignal,
    acc: position.acc,
    armed: position.armed,
    statusBits: position.statusBits,
    alarm: position.alarm,
  };
}

/** Device readings that ride on heartbeats and LBS reports; the status word's alarm is a state. */
function readingsOf(state: DeviceState & { alarm?: string }): HeartbeatReadings {
  return {
    batteryLevel: state.batteryLevel,
    batteryVoltage: state.batteryVoltage,
    powerVoltage: state.powerVoltage,
    gsmSignal: state.gsmSignal,
    acc: state.acc,
    armed: state.armed,
    statusBits: state.statusBits,
    alarm: state.alarm,
  };
}

function heartbeat(readings: HeartbeatReadings): CommandDraft {
  return (c) => ({
    type: 'RecordHeartbeat',
    serial: c.serial,
    receivedAt: c.at,
    carried: c.carried,
    config: c.config,
    ...readings,
  });
}

/**
 * Which command a decoded message becomes; null when it records nothing.
 *
 * - `position` → `RecordPosition` (an H02 status alarm rides on the report).
 * - `alarm` → `RecordAlarm`, with its position when the packet has one. The kind is the packet's.
 * - `heartbeat` → `RecordHeartbeat` with its readings and status alarm.
 * - `lbs` → `RecordHeartbeat` with its readings: there is no cell-tower resolver, so the towers
 *   are not a position yet, but the device is alive and its status word counts.
 * - `login`, `time_request` → `RecordHeartbeat` without readings: a sign of life (the device comes
 *   online at login), recorded at most once a minute like any unchanged heartbeat.
 * - `command_reply` (the gateway sends these to `recordReply`), `unknown` → nothing.
 */
export function draftFor(message: DeviceMessage): CommandDraft | null {
  switch (message.type) {
    case 'position': {
      const report = reportOf(message.position);
      return (c) => ({
        type: 'RecordPosition',
        serial: c.serial,
        receivedAt: c.at,
        carried: c.carried,
        config: c.config,
        fences: c.fences,
        report,
      });
    }
    case 'alarm': {
      // The packet's kind is the alarm; the decider ignores the kind the codec copied onto its position.
      const { alarm } = message;
      const report = message.position === undefined ? undefined : reportOf(message.position);
      return (c) => ({
        type: 'RecordAlarm',
        serial: c.serial,
        receivedAt: c.at,
        carried: c.carried,
        config: c.config,
        fences: c.fences,
        alarm,
        report,
      });
    }
    case 'heartbeat':
    case 'lbs':
      return heartbeat(readingsOf(message));
    case 'login':
    case 'time_request':
      return heartbeat({});
    case 'command_reply':
    case 'unknown':
      return null;
  }
}

/** The sweeper's command: the decider decides whether the device has been silent long enough. */
export const markOffline: CommandDraft = (c) => ({
  type: 'MarkOffline',
  serial: c.serial,
  at: c.at,
  carried: c.carried,
  config: c.config,
});
