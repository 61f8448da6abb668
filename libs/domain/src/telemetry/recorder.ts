import { invalid } from '../validation/invalid';
import { serialNumber } from '../validation/identifiers';
import { timestamp } from '../validation/numbers';
import { checkTelemetryConfig, type TelemetryConfig } from './config';
import { openDay, telemetryDayOf } from './day';
import type { TelemetryDayOpened, TelemetryEvent } from './events';
import { evolveOpenDay } from './evolve';
import type { DeviceFences } from './device-fences';
import type { TelemetrySnapshot } from './snapshot';
import type { OpenTelemetryDay, TelemetryState } from './state';

/**
 * Collects a command's events and folds each into the state as it goes, so every later rule in
 * the same command sees exactly what `evolve` will rebuild from the log.
 */
export interface Recorder {
  readonly serial: string;
  readonly at: number;
  readonly config: TelemetryConfig;
  /** The device's fences, when the command brought them. */
  readonly fences: DeviceFences | undefined;
  device(): TelemetrySnapshot;
  record(e: TelemetryEvent): void;
  /** Events recorded so far, not counting the day opening. */
  count(): number;
  events(): TelemetryEvent[];
}

export interface CommandTarget {
  serial: unknown;
  at: unknown;
  /** Name of the time field in the command, for error details. */
  atField: 'receivedAt' | 'at';
  carried?: unknown;
  config: unknown;
  fences?: DeviceFences;
}

/**
 * Validates what the ingest controls (serial, time, config, carried state) and positions the
 * command on its day stream. The day is opened lazily: a command that records nothing (an
 * unchanged heartbeat, a sweep that finds the device online) does not open a day on its own.
 */
export function startCommand(state: TelemetryState, target: CommandTarget): Recorder {
  const serial = serialNumber('serial', target.serial);
  const at = timestamp(target.atField, target.at);
  const config = checkTelemetryConfig(target.config);
  const day = telemetryDayOf(at);
  let pending: TelemetryDayOpened | null = null;
  let current: OpenTelemetryDay;
  if (state.status === 'open') {
    if (state.day !== day)
      invalid(target.atField, `${target.atField} is on ${day}, this stream is ${state.day}`);
    if (state.device.serial !== serial) invalid('serial', `this stream belongs to ${state.device.serial}`);
    current = state;
  } else {
    if (target.carried === undefined || target.carried === null) {
      invalid('carried', 'carried is required to open a new day stream');
    }
    pending = openDay(serial, day, target.carried as TelemetrySnapshot, at);
    current = { status: 'open', day, device: pending.data.carried };
  }
  const events: TelemetryEvent[] = [];
  return {
    serial,
    at,
    config,
    fences: target.fences,
    device: () => current.device,
    record(e) {
      if (pending !== null) {
        events.push(pending);
        pending = null;
      }
      events.push(e);
      current = evolveOpenDay(current, e);
    },
    count: () => events.filter((e) => e.type !== 'TelemetryDayOpened').length,
    events: () => events,
  };
}
