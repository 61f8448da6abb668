import {
  WARNING_MESSAGES,
  type AlarmCleared,
  type FenceEntered,
  type FenceExited,
  type MaintenanceDue,
  type WarningHandled,
  type WarningRaised,
  type WarningRaisedData,
} from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import type { Recorded } from '../../define-projection';
import { Collections, micros, ownerTimeKey, ownerTimeKeyRange, type WarningDoc } from '../../read-models';
import { telemetrySerialOf } from './telemetry-stream';

/**
 * Writes the warning document of a WarningRaised, with the device's car name and fleet as they are
 * now: lists are filtered by tenant, and a warning raised in one fleet stays that fleet's after the
 * device moves. Returns false when there is nothing new to record (not a telemetry stream, or a
 * warning id already recorded), so the device's warning count counts each warning once.
 */
export async function recordWarning(event: Recorded<WarningRaised>, w: ReadModelWriter): Promise<boolean> {
  const serial = telemetrySerialOf(event.streamId);
  if (serial === null) return false;
  const d = event.data;
  // Listed, filtered by period and sorted by when it happened; a late upload shows its receipt apart.
  return putWarning(serial, { ...d, placeName: null, timestamp: micros(d.occurredAt ?? d.at) }, w);
}

/**
 * Lists a maintenance item's due warning (docs/decisions/mileage-maintenance.md): kind
 * `maintenance`, the item's name as the place it is about, dated by the check that found it due.
 */
export async function recordMaintenanceWarning(
  event: Recorded<MaintenanceDue>,
  w: ReadModelWriter,
): Promise<void> {
  const d = event.data;
  await putWarning(
    d.serialNumber,
    {
      warningId: d.warningId,
      kind: 'maintenance',
      source: 'alarm',
      message: WARNING_MESSAGES.maintenance,
      placeName: d.name,
      latitude: d.latitude,
      longitude: d.longitude,
      at: d.at,
      timestamp: micros(d.at),
    },
    w,
  );
}

interface NewWarning extends Pick<
  WarningRaisedData,
  'warningId' | 'kind' | 'source' | 'message' | 'latitude' | 'longitude' | 'at'
> {
  placeName: string | null;
  /** When it happened, epoch µs. */
  timestamp: number;
}

async function putWarning(serial: string, d: NewWarning, w: ReadModelWriter): Promise<boolean> {
  if (await w.get(Collections.warnings, d.warningId)) return false;
  // A device the directory does not know still gets its warning (the log says it happened); it is
  // then in no fleet, so only administrators see it.
  const device = await w.get(Collections.devices, serial);
  const fleetId = device?.fleetId ?? null;
  const mainFleetId = device?.parentFleetId ?? fleetId;
  const timestamp = d.timestamp;
  const doc: WarningDoc = {
    id: d.warningId,
    deviceSerialNumber: serial,
    carName: device?.carName ?? null,
    fleetId,
    parentFleetId: device?.parentFleetId ?? null,
    kind: d.kind,
    source: d.source,
    warningMessage: d.message,
    placeName: d.placeName,
    timestamp,
    receivedTimestamp: micros(d.at),
    latitude: d.latitude,
    longitude: d.longitude,
    cleared: false,
    clearedTimestamp: null,
    handled: false,
    handledByKind: null,
    handledBy: null,
    handledAt: null,
    note: null,
    deviceTimeKey: ownerTimeKey(serial, timestamp),
    fleetTimeKey: fleetId === null ? null : ownerTimeKey(fleetId, timestamp),
    mainFleetTimeKey: mainFleetId === null ? null : ownerTimeKey(mainFleetId, timestamp),
  };
  await w.put(Collections.warnings, doc);
  return true;
}

/**
 * Names the fence on the warning of a crossing: the decider records the WarningRaised, then the
 * FenceEntered (FenceExited) that carries the fence's alias and the warning's id, in one command.
 * A crossing without a warning (its flag off) changes nothing.
 */
export async function nameFenceWarning(
  event: Recorded<FenceEntered> | Recorded<FenceExited>,
  w: ReadModelWriter,
): Promise<void> {
  const { warningId, alias } = event.data;
  if (warningId === null) return;
  const warning = await w.get(Collections.warnings, warningId);
  if (warning) await w.put(Collections.warnings, { ...warning, placeName: alias });
}

/**
 * Closes the device's latest open status warning of the cleared kind. The decider pairs them
 * (a status alarm it did not announce is not active, so its clearing is not recorded either);
 * alarm packets are one-offs and are never cleared.
 */
export async function clearWarning(event: Recorded<AlarmCleared>, w: ReadModelWriter): Promise<void> {
  const serial = telemetrySerialOf(event.streamId);
  if (serial === null) return;
  const { kind, at } = event.data;
  const newestFirst = ownerTimeKeyRange('deviceTimeKey', serial);
  const open = await w.find(Collections.warnings, {
    filters: [
      ...newestFirst.filters,
      { field: 'kind', op: 'eq', value: kind },
      { field: 'source', op: 'eq', value: 'status' },
      { field: 'cleared', op: 'eq', value: false },
    ],
    sort: newestFirst.sort,
    page: { index: 0, rows: 1 },
  });
  const [warning] = open.rows;
  if (warning) await w.put(Collections.warnings, { ...warning, cleared: true, clearedTimestamp: micros(at) });
}

/**
 * Marks the warning handled: who, when, the note. The handling is decided after the warning was
 * read from this collection, so in log order the document is always there; a handling without one
 * (a log edited by hand) changes nothing.
 */
export async function handleWarning(event: Recorded<WarningHandled>, w: ReadModelWriter): Promise<void> {
  const d = event.data;
  const warning = await w.get(Collections.warnings, d.warningId);
  if (!warning) return;
  await w.put(Collections.warnings, {
    ...warning,
    handled: true,
    handledByKind: d.handledBy.kind,
    handledBy: d.handledBy.account,
    handledAt: micros(d.at),
    note: d.note,
  });
}
