import type { DeviceWentOffline, OfflineEnded } from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import { areaAddressAt } from '../../addresses/area-address';
import type { Recorded } from '../../define-projection';
import {
  Collections,
  micros,
  ownerTimeKey,
  ownerTimeKeyRange,
  type OfflineEpisodeDoc,
  type TrackChunkPoint,
} from '../../read-models';
import { telemetrySerialOf } from '../directory/telemetry-stream';

const FIX_TIME = 0;
const LATITUDE = 2;
const LONGITUDE = 3;

/**
 * Where the device last was: the latest fix of its newest track chunk (the track of this projection,
 * written earlier in the log, so a rebuild finds the same). One index read, at an episode's start.
 */
async function lastFixOf(
  w: ReadModelWriter,
  serial: string,
): Promise<Pick<OfflineEpisodeDoc, 'fixTime' | 'latitude' | 'longitude' | 'address'>> {
  const { rows } = await w.find(Collections.trackChunks, {
    ...ownerTimeKeyRange('id', serial),
    page: { index: 0, rows: 1 },
  });
  const points = rows[0]?.points ?? [];
  const last = points.reduce<TrackChunkPoint | null>(
    (latest, p) => (latest === null || p[FIX_TIME] > latest[FIX_TIME] ? p : latest),
    null,
  );
  if (last === null) return { fixTime: null, latitude: null, longitude: null, address: null };
  return {
    fixTime: micros(last[FIX_TIME]),
    latitude: last[LATITUDE],
    longitude: last[LONGITUDE],
    address: areaAddressAt(last[LATITUDE], last[LONGITUDE]),
  };
}

async function openEpisode(
  w: ReadModelWriter,
  serial: string,
  lastSeenAt: number,
): Promise<OfflineEpisodeDoc> {
  const startTime = micros(lastSeenAt);
  return {
    id: ownerTimeKey(serial, startTime),
    deviceSerialNumber: serial,
    startTime,
    endTime: null,
    durationMs: null,
    ...(await lastFixOf(w, serial)),
  };
}

/** The device went offline: an episode begins at its last packet, still under way. */
export async function recordWentOffline(
  event: Recorded<DeviceWentOffline>,
  w: ReadModelWriter,
): Promise<void> {
  const serial = telemetrySerialOf(event.streamId);
  if (serial !== null)
    await w.put(Collections.offlineEpisodes, await openEpisode(w, serial, event.data.lastSeenAt));
}

/**
 * The device came back: its episode ends at that packet. The episode's row is found by its last
 * packet (OfflineEnded repeats it), or written whole where its start was not seen.
 */
export async function recordOfflineEnded(event: Recorded<OfflineEnded>, w: ReadModelWriter): Promise<void> {
  const serial = telemetrySerialOf(event.streamId);
  if (serial === null) return;
  const d = event.data;
  const id = ownerTimeKey(serial, micros(d.lastSeenAt));
  const open = (await w.get(Collections.offlineEpisodes, id)) ?? (await openEpisode(w, serial, d.lastSeenAt));
  await w.put(Collections.offlineEpisodes, {
    ...open,
    endTime: micros(d.endedAt),
    durationMs: d.endedAt - d.lastSeenAt,
  });
}
