import type { FenceSides } from '../place/geometry';
import type { LatLon } from './geo';

/**
 * The episode state a day stream carries (inside TelemetrySnapshot): where the vehicle is staying,
 * the stop or trip under way, an overspeed run, an offline spell. All times are fix times (the
 * device's clock), so a buffered upload in order is judged by when things happened.
 */

/** In-order GPS fixes with no odometer step since `since`: a stop in the making. */
export interface Stillness extends LatLon {
  since: number;
  /** The odometer then (and still: no step has counted since). */
  odometerMeters: number;
}

/** A stop under way (StopStarted recorded). */
export interface StopUnderWay extends LatLon {
  startedAt: number;
  odometerMeters: number;
}

/** A trip under way: since the last stop ended, or the first movement after a gap. */
export interface TripUnderWay extends LatLon {
  startedAt: number;
  startOdometerMeters: number;
  maxSpeedKmh: number;
}

export interface Motion {
  still: Stillness | null;
  stop: StopUnderWay | null;
  trip: TripUnderWay | null;
}

/** Fixes above the limit since `since`; an episode once `warningId` is set (OverspeedStarted). */
export interface OverspeedRun extends LatLon {
  since: number;
  limitKmh: number;
  peakKmh: number;
  warningId: string | null;
}

/** Strictly above the limit in force; no limit (undefined) is never over. */
export function overLimit(speedKmh: number, limitKmh: number | undefined): boolean {
  return limitKmh !== undefined && speedKmh > limitKmh;
}

/** The episode fields of a snapshot, as a device never seen has them. */
export interface EpisodeState {
  motion: Motion;
  overspeed: OverspeedRun | null;
  /** When the open offline episode began (DeviceWentOffline.at); null when online or unknown. */
  offlineSince: number | null;
  /**
   * The device's side of each of its fences, by fence key (`fenceKeyOf`): inside or outside, as
   * the jitter rule last decided it. A fence without an entry has not seen a fix yet (unknown).
   */
  fenceSides: FenceSides;
}

export function noEpisodes(): EpisodeState {
  return {
    motion: { still: null, stop: null, trip: null },
    overspeed: null,
    offlineSince: null,
    fenceSides: {},
  };
}

/**
 * Snapshots carried by streams written before episodes existed lack these fields: they start
 * empty (an offline spell or a stop begun then has no recorded start, so it gets no end fact).
 */
export function withEpisodes<T extends Partial<EpisodeState>>(snapshot: T): T & EpisodeState {
  const none = noEpisodes();
  return {
    ...snapshot,
    motion: snapshot.motion ?? none.motion,
    overspeed: snapshot.overspeed ?? none.overspeed,
    offlineSince: snapshot.offlineSince ?? none.offlineSince,
    fenceSides: snapshot.fenceSides ?? none.fenceSides,
  };
}
