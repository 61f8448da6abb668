import { LocateType } from '@gps/codes';
import type { PositionRecorded } from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import type { Recorded } from '../../define-projection';
import {
  Collections,
  TRACK_CHUNK_MS,
  micros,
  ownerTimeKey,
  type TrackChunkDoc,
  type TrackChunkPoint,
} from '../../read-models';
import { telemetrySerialOf } from '../directory/telemetry-stream';

/**
 * Adds an accepted position at the end of the track chunk of its fix time, without reading the
 * chunk: one small write per position whatever the chunk holds (docs/decisions/history.md). A chunk's
 * points are in log order; a buffered fix that arrives late sits after later fixes, and the reader
 * puts the track in order.
 */
export async function recordTrackPoint(event: Recorded<PositionRecorded>, w: ReadModelWriter): Promise<void> {
  const serial = telemetrySerialOf(event.streamId);
  if (serial === null) return;
  const p = event.data;
  const startTime = micros(Math.floor(p.fixTime / TRACK_CHUNK_MS) * TRACK_CHUNK_MS);
  const key = ownerTimeKey(serial, startTime);
  const point: TrackChunkPoint = [
    p.fixTime,
    p.receivedAt,
    p.latitude,
    p.longitude,
    p.speed,
    p.course,
    p.altitude,
    p.satellites,
    LocateType[p.locateType],
    p.acc,
    p.odometerMeters,
    p.outOfOrder,
    Number(event.position),
  ];
  const seed: TrackChunkDoc = {
    id: key,
    deviceSerialNumber: serial,
    startTime,
    points: [],
  };
  await w.append(Collections.trackChunks, key, 'points', point, seed);
}
