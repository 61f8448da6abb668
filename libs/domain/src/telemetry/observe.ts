import { event } from '../shared/event';
import { alarmTransitions, repeatsWithinWindow } from './alarms';
import type {
  AlarmCleared,
  DeviceCameOnline,
  HeartbeatReceived,
  OfflineEnded,
  ProtectionChanged,
  VehicleStatusChanged,
  WarningRaised,
} from './events';
import type { LatLon } from './geo';
import { protectionOf } from './protection';
import type { Recorder } from './recorder';
import { booleanOrNull, numberOrNull, saneReading } from './sanitize';
import type { TelemetrySnapshot } from './snapshot';
import type { VehicleStatus } from './status';
import { WARNING_MESSAGES, warningIdOf, type WarningKind } from './warnings';

/** Rules shared by every command a device causes. Each records at most what actually changed. */

export function lastKnownPlace(device: TelemetrySnapshot): LatLon | null {
  return device.lastPosition;
}

/** Any packet proves the device is there, and ends an offline episode begun by the sweeper. */
export function comeOnline(r: Recorder): void {
  const { online, offlineSince, lastSeenAt } = r.device();
  if (online) return;
  r.record(event<DeviceCameOnline>('DeviceCameOnline', { at: r.at }));
  if (offlineSince === null || lastSeenAt === null) return;
  r.record(
    event<OfflineEnded>('OfflineEnded', {
      at: r.at,
      startedAt: offlineSince,
      lastSeenAt,
      endedAt: r.at,
      durationMs: Math.max(0, r.at - offlineSince),
    }),
  );
}

export function observeProtection(r: Recorder, armed: unknown): void {
  const current = r.device().protection;
  const next = protectionOf(armed, current);
  if (next !== current) {
    r.record(event<ProtectionChanged>('ProtectionChanged', { protection: next, at: r.at }));
  }
}

export function changeVehicleStatus(r: Recorder, status: VehicleStatus | null): void {
  if (status !== null && status !== r.device().vehicleStatus) {
    r.record(event<VehicleStatusChanged>('VehicleStatusChanged', { status, at: r.at }));
  }
}

/**
 * When a warning happened: the fix time of the used position that raised it, or null when no
 * used fix raised it (it then happened when received). Never the repeat window's clock: resends
 * arrive by receipt time.
 */
export type OccurredAt = number | null;

/** Records a warning under `warningId` (by default the command's, `warningIdOf`); returns the id. */
export function recordWarning(
  r: Recorder,
  kind: WarningKind,
  source: 'status' | 'alarm',
  where: LatLon | null,
  occurredAt: OccurredAt,
  warningId: string = warningIdOf(r.serial, r.at, kind),
): string {
  r.record(
    event<WarningRaised>('WarningRaised', {
      warningId,
      kind,
      source,
      message: WARNING_MESSAGES[kind],
      at: r.at,
      latitude: where?.latitude ?? null,
      longitude: where?.longitude ?? null,
      ...(occurredAt === null ? {} : { occurredAt }),
    }),
  );
  return warningId;
}

/**
 * Raises a warning unless one of the same kind was raised within the repeat window, or already
 * in this command (warning ids are per command and kind, whatever the window).
 */
export function raiseWarning(
  r: Recorder,
  kind: WarningKind,
  source: 'status' | 'alarm',
  where: LatLon | null,
  occurredAt: OccurredAt,
): void {
  const last = r.device().lastWarningAt[kind];
  if (last === r.at || repeatsWithinWindow(last, r.at, r.config)) return;
  recordWarning(r, kind, source, where, occurredAt);
}

/**
 * The one warning of a platform-decided episode (overspeed, offline): the episode is the dedupe,
 * so the repeat window does not apply. A warning of the kind raised by this very command (a
 * device's own overspeed alarm in the same packet) is the episode's warning; its id is returned.
 * Otherwise the id is keyed on `idAt`, the instant the episode was confirmed: a burst records its
 * positions as several commands at one receipt time, and two episodes in it are two warnings.
 * An adopted warning was raised by the same fix, so it already carries the same `occurredAt`.
 */
export function raiseEpisodeWarning(
  r: Recorder,
  kind: WarningKind,
  where: LatLon | null,
  occurredAt: OccurredAt,
  idAt: number,
): string {
  const adopted = r
    .events()
    .find((e): e is WarningRaised => e.type === 'WarningRaised' && e.data.kind === kind);
  return (
    adopted?.data.warningId ??
    recordWarning(r, kind, 'alarm', where, occurredAt, warningIdOf(r.serial, idAt, kind))
  );
}

/**
 * Status alarms are states: a kind raises when it becomes set and clears when it goes low. A
 * rise inside the repeat window (a flapping vibration bit) is not announced and not marked
 * active, so if the bit is still set after the window it is announced then.
 */
export function observeStatusAlarms(
  r: Recorder,
  observed: WarningKind[] | null,
  where: LatLon | null,
  occurredAt: OccurredAt,
): void {
  if (observed === null) return;
  const { raised, cleared } = alarmTransitions(r.device().activeAlarms, observed);
  for (const kind of cleared) r.record(event<AlarmCleared>('AlarmCleared', { kind, at: r.at }));
  for (const kind of raised) raiseWarning(r, kind, 'status', where, occurredAt);
}

export interface HeartbeatReadings {
  batteryLevel?: unknown;
  batteryVoltage?: unknown;
  powerVoltage?: unknown;
  gsmSignal?: unknown;
  acc: boolean | null;
}

/**
 * Records a report without a position when it changes the ignition (a decision input), when it
 * carries the vehicle's supply voltage (GT06 sends it mostly in 0x94 information packets, right
 * after the login and when it changes, so waiting for the interval would lose it), or when
 * it recorded nothing else and the device's last recorded sign of life is older than the
 * interval: MarkOffline decides from recorded events only, so lastSeenAt may lag the truth by at
 * most that interval, and unchanged heartbeats cost at most one event per interval.
 */
export function recordHeartbeatIfDue(r: Recorder, readings: HeartbeatReadings): void {
  const device = r.device();
  const accChanged = readings.acc !== null && readings.acc !== device.acc;
  const power = saneReading('powerVoltage', readings.powerVoltage, 0);
  const stale = device.lastSeenAt === null || r.at - device.lastSeenAt >= r.config.heartbeatRecordIntervalMs;
  if (!accChanged && power.powerVoltage === undefined && !(r.count() === 0 && stale)) return;
  r.record(
    event<HeartbeatReceived>('HeartbeatReceived', {
      at: r.at,
      batteryLevel: numberOrNull(readings.batteryLevel, 0, 100),
      batteryVoltage: numberOrNull(readings.batteryVoltage, 0),
      ...power,
      gsmSignal: numberOrNull(readings.gsmSignal, 0),
      acc: booleanOrNull(readings.acc),
    }),
  );
}
