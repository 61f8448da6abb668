import type { TripEnded } from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import type { Recorded } from '../../define-projection';
import { Collections, micros, ownerTimeKey } from '../../read-models';
import { telemetrySerialOf } from '../directory/telemetry-stream';

export async function recordTripEnded(event: Recorded<TripEnded>, w: ReadModelWriter): Promise<void> {
  const serial = telemetrySerialOf(event.streamId);
  if (serial === null) return;
  const d = event.data;
  const key = ownerTimeKey(serial, micros(d.startedAt));
  await w.put(Collections.trips, {
    id: key,
    deviceSerialNumber: serial,
    startTime: micros(d.startedAt),
    endTime: micros(d.endedAt),
    durationMs: d.durationMs,
    distanceMeters: d.distanceMeters,
    maxSpeedKmh: d.maxSpeedKmh,
    averageSpeedKmh: d.averageSpeedKmh,
    startLatitude: d.startLatitude,
    startLongitude: d.startLongitude,
    endLatitude: d.endLatitude,
    endLongitude: d.endLongitude,
    endedBy: d.endedBy,
  });
}
