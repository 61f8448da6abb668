import type { StopEnded, StopStarted } from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import { areaAddressAt } from '../../addresses/area-address';
import type { Recorded } from '../../define-projection';
import { Collections, micros, ownerTimeKey, type StopDoc } from '../../read-models';
import { telemetrySerialOf } from '../directory/telemetry-stream';

/** A stop's row as its start knows it: still parked. */
function openStop(
  serial: string,
  d: Pick<StopStarted['data'], 'startedAt' | 'latitude' | 'longitude'>,
): StopDoc {
  const key = ownerTimeKey(serial, micros(d.startedAt));
  return {
    id: key,
    deviceSerialNumber: serial,
    startTime: micros(d.startedAt),
    endTime: null,
    durationMs: null,
    latitude: d.latitude,
    longitude: d.longitude,
    address: areaAddressAt(d.latitude, d.longitude),
  };
}

export async function recordStopStarted(event: Recorded<StopStarted>, w: ReadModelWriter): Promise<void> {
  const serial = telemetrySerialOf(event.streamId);
  if (serial !== null) await w.put(Collections.stops, openStop(serial, event.data));
}

/**
 * StopEnded carries the whole stop (its start, place and end), so the row is written from it alone:
 * the same row whether or not its StopStarted, perhaps days earlier, was seen.
 */
export async function recordStopEnded(event: Recorded<StopEnded>, w: ReadModelWriter): Promise<void> {
  const serial = telemetrySerialOf(event.streamId);
  if (serial === null) return;
  const d = event.data;
  await w.put(Collections.stops, {
    ...openStop(serial, d),
    endTime: micros(d.endedAt),
    durationMs: d.durationMs,
  });
}
