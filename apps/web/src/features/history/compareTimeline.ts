import { indexAtTime } from './pointLookup';

/**
 * The compare page's one playback over two tracks: both are replayed by the time elapsed since the
 * start of their own period, so a vehicle's Monday and its Tuesday (or two vehicles on one day)
 * start together. Pure.
 */
export interface ComparedTrack {
  /** The period's start, epoch µs. */
  startTime: number;
  /** Fix times, epoch µs, in order. */
  times: readonly number[];
}

/** The shared timeline, in µs since each period's start: [0, the later track's last offset]. */
export function sharedTimeline(tracks: readonly ComparedTrack[]): number[] {
  const offsets = new Set<number>();
  for (const track of tracks) for (const time of track.times) offsets.add(time - track.startTime);
  return [...offsets].sort((a, b) => a - b);
}

/** Each track's point at an offset since its period's start (-1 before its first fix, or none). */
export function pointsAtOffset(tracks: readonly ComparedTrack[], offset: number): number[] {
  return tracks.map((track) => {
    if (track.times.length === 0 || track.times[0] - track.startTime > offset) return -1;
    return indexAtTime(track.times, track.startTime + offset);
  });
}

export interface CompareSide {
  deviceSerialNumber: string;
  startTime: number;
  endTime: number;
}

/** The /compareHistory address: side A from the history page, side B to choose (or named). */
export function comparePath(a: CompareSide, b?: CompareSide): string {
  const params = new URLSearchParams({
    a: a.deviceSerialNumber,
    aStart: String(a.startTime),
    aEnd: String(a.endTime),
  });
  if (b) {
    params.set('b', b.deviceSerialNumber);
    params.set('bStart', String(b.startTime));
    params.set('bEnd', String(b.endTime));
  }
  return `/compareHistory?${params.toString()}`;
}

/** A side the address names, or null. */
export function compareSideOf(params: URLSearchParams, side: 'a' | 'b'): CompareSide | null {
  const deviceSerialNumber = params.get(side);
  const startTime = Number(params.get(`${side}Start`));
  const endTime = Number(params.get(`${side}End`));
  if (
    !deviceSerialNumber ||
    !Number.isFinite(startTime) ||
    !Number.isFinite(endTime) ||
    endTime <= startTime
  ) {
    return null;
  }
  return { deviceSerialNumber, startTime, endTime };
}
