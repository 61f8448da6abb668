import { event } from '../shared/event';
import { endOverspeed, type MotionFix } from './decide-motion';
import type { OverspeedStarted } from './events';
import { raiseEpisodeWarning } from './observe';
import type { Recorder } from './recorder';

const MS_PER_SECOND = 1_000;

/** Above the limit in force; no limit (undefined) is never over. */
export function overLimit(speedKmh: number, limitKmh: number | undefined): boolean {
  return limitKmh !== undefined && speedKmh > limitKmh;
}

/**
 * Runs after an in-order GPS fix is recorded (evolve has followed the run of fixes above the
 * limit). A run that has lasted overspeedMinSeconds by fix times becomes an episode with one
 * warning; the first fix at or below the limit ends it. A run shorter than that is forgotten.
 */
export function decideOverspeed(r: Recorder, fix: MotionFix): void {
  const run = r.device().overspeed;
  if (run === null) return;
  if (run.warningId !== null) {
    if (!overLimit(fix.speedKmh, r.config.overspeedLimitKmh)) endOverspeed(r, fix.fixTime);
    return;
  }
  if (fix.fixTime - run.since < r.config.overspeedMinSeconds * MS_PER_SECOND) return;
  const warningId = raiseEpisodeWarning(r, 'overspeed', fix);
  r.record(
    event<OverspeedStarted>('OverspeedStarted', {
      at: r.at,
      startedAt: run.since,
      limitKmh: run.limitKmh,
      latitude: run.latitude,
      longitude: run.longitude,
      warningId,
    }),
  );
}
