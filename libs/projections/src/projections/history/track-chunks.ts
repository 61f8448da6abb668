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

const FIX_TIME = 0;
const POSITION = 12;

/** Track order: fix time, then the event's place in the log (a fix sent twice keeps both, in order). */
function before(a: TrackChunkPoint, b: TrackChunkPoint): boolean {
  return a[FIX_TIME] < b[FIX_TIME] || (a[FIX_TIME] === b[FIX_TIME] && a[POSITION] < b[POSITION]);
}

/** `points` with `point` in its place: at the end for a fix in order, earlier for a buffered one. */
function inserted(points: readonly TrackChunkPoint[], point: TrackChunkPoint): TrackChunkPoint[] {
  let at = points.length;
  while (at > 0 && before(point, points[at - 1])) at -= 1;
  return [...points.slice(0, at), point, ...points.slice(at)];
}

/** Adds an accepted position to the track chunk of its fix time (a new document, never changed in place). */
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
  const chunk: TrackChunkDoc = (await w.get(Collections.trackChunks, key)) ?? {
    id: key,
    deviceSerialNumber: serial,
    startTime,
    points: [],
    deviceTimeKey: key,
  };
  await w.put(Collections.trackChunks, { ...chunk, points: inserted(chunk.points, point) });
}
