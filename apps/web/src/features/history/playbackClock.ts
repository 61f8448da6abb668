import { indexAtTime } from './pointLookup';

/**
 * The playback clock, pure: where the replay is (a fix time, epoch µs), whether it plays and how
 * fast. The page feeds it the real time elapsed between animation frames; the clock turns that into
 * fix time, so a track is replayed as it was driven (ten seconds between two fixes take ten times
 * longer than one second), only faster. See docs/decisions/history-page.md.
 */
export const PLAYBACK_SPEEDS = [1, 2, 4, 8, 16] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/**
 * x1 replays one minute of driving per second: real time (x1 = 1 s per s) would take a day to show a
 * day. At x16 an hour of driving passes in under 4 s.
 */
export const FIX_SECONDS_PER_SECOND_AT_X1 = 60;
/**
 * Two fixes further apart than this (fix time) are a gap: the device was silent (parked with the
 * ignition off, no sky). Playing a gap would show nothing move for minutes, so the clock jumps it
 * to the next fix at once. A tracker reports every 10-30 s while moving, every few minutes at most
 * while parked with the ignition on.
 */
export const GAP_SKIP_MICROS = 5 * 60 * 1_000_000;

const MICROS_PER_MS = 1000;

export interface PlaybackState {
  /** The fix time shown, epoch µs. */
  time: number;
  playing: boolean;
  speed: PlaybackSpeed;
}

export function initialPlayback(times: readonly number[]): PlaybackState {
  return { time: times[0] ?? 0, playing: false, speed: 1 };
}

/** Play from where it is; at the end, from the start again. */
export function play(state: PlaybackState, times: readonly number[]): PlaybackState {
  if (times.length === 0) return state;
  const atEnd = state.time >= times[times.length - 1];
  return { ...state, playing: true, time: atEnd ? times[0] : state.time };
}

export function pause(state: PlaybackState): PlaybackState {
  return { ...state, playing: false };
}

export function setSpeed(state: PlaybackState, speed: PlaybackSpeed): PlaybackState {
  return { ...state, speed };
}

/** Move to a time (the slider, a row of the table), kept within the track; playing goes on from there. */
export function seek(state: PlaybackState, times: readonly number[], time: number): PlaybackState {
  if (times.length === 0) return state;
  return { ...state, time: Math.min(Math.max(time, times[0]), times[times.length - 1]) };
}

/**
 * Advance by `elapsedMs` of real time. Inside a gap (two fixes more than GAP_SKIP_MICROS apart) the
 * clock goes straight to the next fix; at the last fix it stops.
 */
export function tick(state: PlaybackState, times: readonly number[], elapsedMs: number): PlaybackState {
  if (!state.playing || times.length === 0 || elapsedMs <= 0) return state;
  const last = times[times.length - 1];
  let time = state.time + elapsedMs * MICROS_PER_MS * FIX_SECONDS_PER_SECOND_AT_X1 * state.speed;
  const before = indexAtTime(times, state.time);
  const next = before + 1;
  if (next < times.length && times[next] - times[before] > GAP_SKIP_MICROS && time > times[before]) {
    time = times[next];
  }
  if (time >= last) return { ...state, time: last, playing: false };
  return { ...state, time };
}
