import { markerAt, type MarkerEvent, type StopEnded, type StopStarted } from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import type { Handlers, Recorded } from '../../define-projection';
import { Collections, type ParkingMarkersDoc } from '../../read-models';
import { update } from '../support';
import { telemetrySerialOf } from './telemetry-stream';

/**
 * The device row's `parkedAtMarker`: while a stop is under way, the nearest of the device's markers
 * within the marker distance (150 m, `markerAt`). Decided when the stop starts and again when a
 * marker of a parked device is added, moved or removed; cleared when the stop ends.
 */

function emptyDoc(serial: string): ParkingMarkersDoc {
  return { id: serial, markers: [], stop: null };
}

async function change(
  w: ReadModelWriter,
  serial: string,
  edit: (doc: ParkingMarkersDoc) => ParkingMarkersDoc,
): Promise<void> {
  // Only devices the directory knows: nothing a stream names may create rows.
  if (!(await w.get(Collections.devices, serial))) return;
  const doc = edit((await w.get(Collections.parkingMarkers, serial)) ?? emptyDoc(serial));
  await w.put(Collections.parkingMarkers, doc);
  const parkedAtMarker = doc.stop === null ? null : markerAt(doc.markers, doc.stop);
  await update(w, Collections.devices, serial, (row) => ({ ...row, parkedAtMarker }));
}

function onMarker(keep: boolean) {
  return async ({ data }: Recorded<MarkerEvent>, w: ReadModelWriter) => {
    const { markerId, alias, targetType, latitude, longitude } = data.marker;
    await change(w, data.serialNumber, (doc) => ({
      ...doc,
      markers: [
        ...doc.markers.filter((m) => m.id !== markerId),
        ...(keep ? [{ id: markerId, alias, targetType, latitude, longitude }] : []),
      ],
    }));
  };
}

async function stopStarted(event: Recorded<StopStarted>, w: ReadModelWriter): Promise<void> {
  const serial = telemetrySerialOf(event.streamId);
  const { latitude, longitude } = event.data;
  if (serial !== null) await change(w, serial, (doc) => ({ ...doc, stop: { latitude, longitude } }));
}

async function stopEnded(event: Recorded<StopEnded>, w: ReadModelWriter): Promise<void> {
  const serial = telemetrySerialOf(event.streamId);
  if (serial !== null) await change(w, serial, (doc) => ({ ...doc, stop: null }));
}

export const parkingMarkerHandlers = {
  MarkerAdded: onMarker(true),
  MarkerChanged: onMarker(true),
  MarkerRemoved: onMarker(false),
} satisfies Handlers<MarkerEvent>;

/** The stop events' part; the directory's telemetry handlers call them. */
export const parkingStopHandlers = { StopStarted: stopStarted, StopEnded: stopEnded };
