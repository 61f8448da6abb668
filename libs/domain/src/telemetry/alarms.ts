import type { TelemetryConfig } from './config';
import { sortKinds, warningKindOf, type WarningKind } from './warnings';

export interface AlarmTransitions {
  /** Set now and not before: each is a candidate warning. */
  raised: WarningKind[];
  /** Set before and not now. */
  cleared: WarningKind[];
}

/** Edge detection over status alarms: a state that stays set is not news. */
export function alarmTransitions(
  active: readonly WarningKind[],
  observed: readonly WarningKind[],
): AlarmTransitions {
  const was = new Set(active);
  const now = new Set(observed);
  return {
    raised: sortKinds(observed.filter((k) => !was.has(k))),
    cleared: sortKinds(active.filter((k) => !now.has(k))),
  };
}

/**
 * The status alarms a report or heartbeat says are set, or null when it says nothing. A status
 * word without an alarm means "none set"; no status word and no alarm is no information (a GT06
 * position packet carries no status at all, and must not clear what a heartbeat reported).
 */
export function observedStatusAlarms(statusBits: unknown, alarm: unknown): WarningKind[] | null {
  if (typeof alarm === 'string') {
    const kind = warningKindOf(alarm);
    return kind === null ? [] : [kind];
  }
  return statusBits === undefined || statusBits === null ? null : [];
}

/** Whether a warning of this kind was raised too recently to raise another (half-open window). */
export function repeatsWithinWindow(
  lastRaisedAt: number | undefined,
  at: number,
  config: TelemetryConfig,
): boolean {
  return lastRaisedAt !== undefined && at - lastRaisedAt < config.alarmRepeatWindowMs;
}
