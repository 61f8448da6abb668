import { event } from '../shared/event';
import type { MotionFix } from './decide-motion';
import { overLimit } from './episodes';
import type { OverspeedEnded, OverspeedStarted } from './events';
import { raiseEpisodeWarning } from './observe';
import type { Recorder } from './recorder';

const MS_PER_SECOND = 1_000;

/** Ends the episode under way, if any, at a fix time. */
export function endOverspeed(r: Recorder, endedAt: number): void {
  const run = r.device().overspeed;
  if (run === null || run.warningId === null) return;
  r.record(
    event<OverspeedEnded>('OverspeedEnded', {
      at: r.at,
      startedAt: run.since,
      endedAt,
      durationMs: Math.max(0, endedAt - run.since),
      limitKmh: run.limitKmh,
      peakKmh: run.peakKmh,
      warningId: run.warningId,
    }),
  );
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
  const warningId = raiseEpisodeWarning(r, 'overspeed', fix, fix.fixTime, fix.fixTime);
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
