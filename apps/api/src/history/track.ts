import type { TrackPoint as TrackPointSchema } from '@gps/contracts';
import {
  Collections,
  TRACK_CHUNK_MS,
  areaAddressAt,
  micros,
  ownerTimeKey,
  type TrackChunkPoint,
} from '@gps/projections';
import type { z } from 'zod';
import type { HistorySources, Period } from './sources';

/** One accepted position as history serves it (the contract's TrackPoint). */
export type TrackPoint = z.input<typeof TrackPointSchema>;

/**
 * Where a point stands in a track: its fix time (epoch ms), then its event's place in the log,
 * which orders points of the same fix time (a fix sent twice) the way they were recorded.
 */
export interface TrackKey {
  fixTime: number;
  position: number;
}

export interface TrackEntry {
  point: TrackPoint;
  key: TrackKey;
}

/**
 * The fix time whose chunks are read at once: six hours (360 chunks of a minute). A page stops
 * at the read that fills it, so at most this much is read past its end; a read bounded by time
 * (not by a row count) also spares the store from counting what is left
 * (docs/decisions/history.md).
 */
const READ_WINDOW_MS = 6 * 60 * 60_000;
const KEY_FIELD = 'id';

/** Whether entry `a` comes before `b` in a track. */
export function compareKeys(a: TrackKey, b: TrackKey): number {
  return a.fixTime !== b.fixTime ? a.fixTime - b.fixTime : a.position - b.position;
}

function entryOf(t: TrackChunkPoint): TrackEntry {
  const [
    fixTime,
    receivedAt,
    latitude,
    longitude,
    speed,
    course,
    altitude,
    satellites,
    locateType,
    acc,
    odometerMeters,
    buffered,
    position,
  ] = t;
  return {
    point: {
      fixTime: micros(fixTime),
      receivedAt: micros(receivedAt),
      latitude,
      longitude,
      speed,
      course,
      altitude,
      satellites,
      locateType,
      acc,
      odometerMeters,
      buffered,
      // Looked up as the track is read, not stored with each point: the atlas answers the same for
      // the same point, and strings on every point would double the chunks (address-quotas.md).
      address: areaAddressAt(latitude, longitude),
    },
    key: { fixTime, position },
  };
}

/**
 * A device's accepted positions taken in `period`, in track order (fix time, then log order),
 * after `after` when given, six hours of fix time at a time: a caller that stops early reads no
 * further. Rejected positions are not in it; buffered ones are, where they belong in time,
 * whenever they arrived.
 */
async function* trackBatches(
  sources: HistorySources,
  serial: string,
  period: Period,
  after?: TrackKey,
): AsyncGenerator<TrackEntry[]> {
  const from = Math.max(period.from, after === undefined ? 0 : micros(after.fixTime));
  const chunk = micros(TRACK_CHUNK_MS);
  const window = micros(READ_WINDOW_MS);
  for (let start = Math.floor(from / chunk) * chunk; start < period.to; start += window) {
    const { rows } = await sources.read.find(Collections.trackChunks, {
      filters: [
        { field: KEY_FIELD, op: 'gte', value: ownerTimeKey(serial, start) },
        {
          field: KEY_FIELD,
          op: 'lt',
          value: ownerTimeKey(serial, Math.min(start + window, Math.ceil(period.to))),
        },
      ],
      sort: [{ field: KEY_FIELD, direction: 'asc' }],
    });
    const entries: TrackEntry[] = [];
    for (const { points } of rows) {
      for (const t of points) {
        const fixTime = micros(t[0]);
        if (fixTime < period.from || fixTime >= period.to) continue;
        const entry = entryOf(t);
        if (after === undefined || compareKeys(entry.key, after) > 0) entries.push(entry);
      }
    }
    // A chunk's points are in log order (a late buffered fix after later ones): put them in track order.
    entries.sort((a, b) => compareKeys(a.key, b.key));
    if (entries.length > 0) yield entries;
  }
}

/** The points of a period in track order: what exports stream (docs/decisions/history.md). */
export async function* readTrack(
  sources: HistorySources,
  serial: string,
  period: Period,
): AsyncGenerator<TrackPoint> {
  for await (const batch of trackBatches(sources, serial, period)) for (const e of batch) yield e.point;
}

/** One page of a track: at most `size` points after `after`, and the key to go on from (null at the end). */
export async function readTrackPage(
  sources: HistorySources,
  serial: string,
  period: Period,
  after: TrackKey | undefined,
  size: number,
): Promise<{ points: TrackPoint[]; next: TrackKey | null }> {
  const page: TrackEntry[] = [];
  for await (const batch of trackBatches(sources, serial, period, after)) {
    page.push(...batch);
    if (page.length > size)
      return { points: page.slice(0, size).map((e) => e.point), next: page[size - 1].key };
  }
  return { points: page.map((e) => e.point), next: null };
}
