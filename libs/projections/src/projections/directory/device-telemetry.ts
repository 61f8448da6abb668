import { BinaryFlag } from '@gps/codes';
import {
  deviceStatusCode,
  emptyTelemetrySnapshot,
  type HeartbeatReceivedData,
  type PositionRecordedData,
  type Protection,
  type TelemetryEvent,
  type WarningRaisedData,
} from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';
import type { ReadModelWriter } from '@gps/read-store';
import type { Handlers } from '../../define-projection';
import { areaAddressAt } from '../../addresses/area-address';
import { presenceOf } from '../../presence/device-presence';
import { Collections, LocateTypeCode, micros, type DeviceDoc } from '../../read-models';
import { keepPresence } from './presence';
import { telemetrySerialOf } from './telemetry-stream';

/**
 * The live state on the device row, from the telemetry day streams. The row mirrors the telemetry
 * decider's own view (its snapshot): the same fix is the last position, the same events make the
 * device online, seen, moving; so what the map shows is what the rules decided on.
 */
export const deviceTelemetryHandlers = {
  PositionRecorded: onDevice(positioned),
  PositionRejected: onDevice((doc, r) => ({
    rejectedPositions: doc.rejectedPositions + 1,
    rejectedPositionsByReason: {
      ...doc.rejectedPositionsByReason,
      [r.reason]: (doc.rejectedPositionsByReason[r.reason] ?? 0) + 1,
    },
  })),
  WarningRaised: async (event, w) =>
    event.data.kind === 'offline' ? offlineWarning(event, w) : deviceWarning(event, w),
  // Clearing closes the warning document; the row only learns the device was heard.
  AlarmCleared: onDevice(() => UNCHANGED),
  // The decider starts every device at protection 'none'; the row shows it once the device is known.
  DeviceCameOnline: onDevice((doc) => ({
    online: true,
    ...protectionFields(doc.protection ?? 'none'),
  })),
  DeviceWentOffline: onDevice(
    (doc, d) => ({
      online: false,
      lastSeenTimestamp: latest(doc.lastSeenTimestamp, micros(d.lastSeenAt)),
    }),
    // The sweeper's doing, not the device's: it is no sign of life.
    { causedByDevice: false },
  ),
  VehicleStatusChanged: onDevice((_doc, d) => ({ vehicleStatus: d.status })),
  ProtectionChanged: onDevice((_doc, d) => protectionFields(d.protection)),
  HeartbeatReceived: onDevice((doc, h) => readings(doc, h)),
} satisfies Handlers<TelemetryEvent>;

/**
 * The spec's deviceStatusCode, by the domain's own rule (`deviceStatusCode`: 1 offline, 2 online
 * and moving, 3 online otherwise). The rule reads only `online` and `vehicleStatus`, so a snapshot
 * with those two taken from the row gives the row's code without a copy of the rule here.
 */
export function deviceStatusCodeOf(
  doc: Pick<DeviceDoc, 'deviceSerialNumber' | 'online' | 'vehicleStatus'>,
): number {
  return deviceStatusCode({
    ...emptyTelemetrySnapshot(doc.deviceSerialNumber),
    online: doc.online,
    vehicleStatus: doc.vehicleStatus,
  });
}

const deviceWarning = onDevice<WarningRaisedData>((doc) => ({ warnings: doc.warnings + 1 }));
/**
 * The offline warning is the sweeper's, not the device's: it does not move lastSeen (as
 * DeviceWentOffline does not), and the row's count leaves it out (docs/decisions/warnings.md): the
 * row already shows the device offline, and a tracker switched off each night would count nightly.
 */
const offlineWarning = onDevice<WarningRaisedData>(() => UNCHANGED, { causedByDevice: false });

/** What an event changes of the device row: only the fields it sets. */
type RowChange = Partial<DeviceDoc>;
const UNCHANGED: RowChange = Object.freeze({});

/**
 * A handler that changes the device row of the event's stream, then derives what depends on the
 * change. Every event the device caused is a sign of life, as in the decider's `lastSeenAt`.
 * updatedTimestamp marks any change of the row, so `lastLoadingTimestamp` polling sees it; it
 * never moves back (clocks of the api and the gateway may differ by a little).
 * A stream that is not a telemetry day stream, or a device the directory does not know, changes
 * nothing: the ingest refuses unknown devices, and nothing a device sends may stop the projection.
 * The device's presence follows the row (only when it changes: online, offline, asleep, awake).
 *
 * The row is changed in place, then put (the writer allows it, read-store.port.ts): a copy of its
 * 67 fields costs V8 about 4 µs, where setting the dozen a position changes costs under 1;
 * at one row a position that copy was a tenth of a rebuild (bench/README.md).
 */
function onDevice<D extends { at: number }>(
  change: (doc: DeviceDoc, data: D) => RowChange,
  { causedByDevice } = { causedByDevice: true },
): (event: Pick<RecordedEvent, 'streamId'> & { data: D }, w: ReadModelWriter) => Promise<void> {
  return async ({ streamId, data }, w) => {
    const serial = telemetrySerialOf(streamId);
    if (serial === null) return;
    const row = await w.get(Collections.devices, serial);
    if (!row) return;
    const { online, vehicleStatus, deviceStatusCode: statusCode, updatedTimestamp } = row;
    const presence = presenceOf(row);
    Object.assign(row, change(row, data));
    // The sign of life is taken after the change, which none of the device's own events makes to
    // lastSeenTimestamp.
    if (causedByDevice) row.lastSeenTimestamp = latest(row.lastSeenTimestamp, micros(data.at));
    // The code derives from online and vehicleStatus alone, which most events (every position)
    // leave as they were: the rule, which builds a whole snapshot, runs only when one moved.
    row.deviceStatusCode =
      row.online === online && row.vehicleStatus === vehicleStatus ? statusCode : deviceStatusCodeOf(row);
    row.updatedTimestamp = Math.max(updatedTimestamp, micros(data.at));
    await w.put(Collections.devices, row);
    await keepPresence(w, presence, row);
  };
}

function positioned(doc: DeviceDoc, p: PositionRecordedData): RowChange {
  // A late fix (buffered upload, resend) is history for the track, not where the device is now.
  if (p.outOfOrder) return UNCHANGED;
  const gps = p.locateType === 'gps';
  return {
    latitude: p.latitude,
    longitude: p.longitude,
    // The embedded atlas' area: offline, deterministic, not counted in any quota (address-quotas.md).
    address: areaAddressAt(p.latitude, p.longitude),
    // The GPS-only pair keeps the last satellite fix: a cell position can be kilometres off.
    gpsLatitude: gps ? p.latitude : doc.gpsLatitude,
    gpsLongitude: gps ? p.longitude : doc.gpsLongitude,
    locateType: LocateTypeCode[p.locateType],
    speed: p.speed,
    // Properties of this fix: a fix without them has none, so they are not kept from the last one.
    course: p.course,
    altitude: p.altitude,
    satellites: p.satellites,
    ...readings(doc, p),
    lastFixTimestamp: micros(p.fixTime),
    odometerMeters: p.odometerMeters,
    // Events before the field existed, and fixes without the reading, keep the last one.
    deviceOdometerMeters: p.deviceOdometerMeters ?? doc.deviceOdometerMeters,
  };
}

type Readings = 'batteryLevel' | 'batteryVoltage' | 'powerVoltage' | 'gsmSignal' | 'acc';

/**
 * Device readings keep their last known value when a report lacks them (a GT06 position packet
 * carries no battery, its heartbeat does), as the decider keeps `acc`. `powerVoltage` is absent,
 * not null, when missing (and in events written before it existed).
 */
function readings(doc: DeviceDoc, r: Pick<HeartbeatReceivedData, Readings>): Pick<DeviceDoc, Readings> {
  return {
    batteryLevel: r.batteryLevel ?? doc.batteryLevel,
    batteryVoltage: r.batteryVoltage ?? doc.batteryVoltage,
    powerVoltage: r.powerVoltage ?? doc.powerVoltage,
    gsmSignal: r.gsmSignal ?? doc.gsmSignal,
    acc: r.acc ?? doc.acc,
  };
}

function protectionFields(protection: Protection): Pick<DeviceDoc, 'protection' | 'isProtected'> {
  return { protection, isProtected: protection === 'none' ? BinaryFlag.OFF : BinaryFlag.ON };
}

function latest(previous: number | null, at: number): number {
  return previous === null ? at : Math.max(previous, at);
}
