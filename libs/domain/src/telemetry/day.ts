import { event } from '../shared/event';
import { utcDay } from '../system-log/day';
import { invalid } from '../validation/invalid';
import { serialNumber } from '../validation/identifiers';
import { timestamp } from '../validation/numbers';
import type { TelemetryDayOpened, TelemetrySnapshotTaken } from './events';
import { withEpisodes } from './episodes';
import type { TelemetrySnapshot } from './snapshot';
import { PROTECTIONS, type Protection } from './status';

const DAY_PATTERN = /^[0-9]{8}$/;

/** The UTC day of receipt, YYYYMMDD: which day stream a command goes to. */
export function telemetryDayOf(at: number): string {
  return utcDay(at);
}

/** `telemetry-<serial>-<YYYYMMDD>` for the UTC day of `at`. */
export function telemetryStream(serial: string, at: number): string {
  return `telemetry-${serialNumber('serial', serial)}-${telemetryDayOf(at)}`;
}

/** `telemetrysnap-<serial>`: the carried state at each day the device opened. */
export function telemetrySnapshotStream(serial: string): string {
  return `telemetrysnap-${serialNumber('serial', serial)}`;
}

/**
 * A carried snapshot must belong to the device and have the shape the rules walk over, so a bug
 * upstream is a clear validation error instead of a crash in the middle of a decision.
 */
export function checkCarried(serial: string, carried: unknown): TelemetrySnapshot {
  const c = carried as Partial<TelemetrySnapshot> | null | undefined;
  if (typeof c !== 'object' || c === null) invalid('carried', 'carried must be a TelemetrySnapshot');
  if (c.serial !== serial) invalid('carried', `carried belongs to ${String(c.serial)}, not ${serial}`);
  const odometer = c.odometerMeters;
  if (typeof odometer !== 'number' || !Number.isFinite(odometer) || odometer < 0) {
    invalid('carried', 'carried.odometerMeters must be a finite number >= 0');
  }
  const shaped =
    Array.isArray(c.activeAlarms) &&
    typeof c.lastWarningAt === 'object' &&
    c.lastWarningAt !== null &&
    typeof c.online === 'boolean' &&
    PROTECTIONS.includes(c.protection as Protection);
  if (!shaped) invalid('carried', 'carried is not a TelemetrySnapshot');
  return c as TelemetrySnapshot;
}

function day(value: string): string {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) invalid('day', 'day must be YYYYMMDD');
  return value;
}

/** The first event of a day stream (the decider emits it; exported for the ingest and tests). */
export function openDay(serial: string, dayOfReceipt: string, carried: TelemetrySnapshot, at: number) {
  const s = serialNumber('serial', serial);
  return event<TelemetryDayOpened>('TelemetryDayOpened', {
    serial: s,
    day: day(dayOfReceipt),
    // A snapshot from before episodes existed (a cold start from an old snapshot) is completed here.
    carried: withEpisodes(checkCarried(s, carried)),
    at: timestamp('at', at),
  });
}

/**
 * What the ingest appends to `telemetrysnap-<serial>` when it carries a device into a new day.
 * A cold start reads its last event, then the day stream it names: one snapshot and at most one
 * day of events.
 */
export function telemetrySnapshotTaken(
  serial: string,
  dayOfReceipt: string,
  snapshot: TelemetrySnapshot,
  at: number,
): TelemetrySnapshotTaken {
  const s = serialNumber('serial', serial);
  return event<TelemetrySnapshotTaken>('TelemetrySnapshotTaken', {
    serial: s,
    day: day(dayOfReceipt),
    snapshot: checkCarried(s, snapshot),
    at: timestamp('at', at),
  });
}
