/** How long a device has been offline, as the offline devices page filters it. */

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3_600;
const SECONDS_PER_DAY = 86_400;

/**
 * The spans the page offers: those of the online buckets (docs/decisions/online-buckets.md), each
 * from `min` (included) to `max` (excluded) seconds; `all` has neither.
 */
export const OFFLINE_SPANS = {
  all: {},
  under12h: { max: 12 * SECONDS_PER_HOUR },
  from12hTo90d: { min: 12 * SECONDS_PER_HOUR, max: 90 * SECONDS_PER_DAY },
  over90d: { min: 90 * SECONDS_PER_DAY },
} as const satisfies Record<string, { min?: number; max?: number }>;
export type OfflineSpan = keyof typeof OFFLINE_SPANS;
export const OFFLINE_SPAN_NAMES = Object.keys(OFFLINE_SPANS) as OfflineSpan[];

/** The call's filter for a span. */
export function spanFilter(span: OfflineSpan): { minOfflineSeconds?: number; maxOfflineSeconds?: number } {
  const { min, max } = OFFLINE_SPANS[span] as { min?: number; max?: number };
  return { minOfflineSeconds: min, maxOfflineSeconds: max };
}

/** A duration as days, hours and minutes (the translation key and its values), rounded down. */
export function offlineDurationParts(seconds: number): {
  key: string;
  days: number;
  hours: number;
  minutes: number;
} {
  const s = Math.max(0, seconds);
  const days = Math.floor(s / SECONDS_PER_DAY);
  const hours = Math.floor((s % SECONDS_PER_DAY) / SECONDS_PER_HOUR);
  const minutes = Math.floor((s % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const key =
    days > 0
      ? 'deviceStatus.duration.dh'
      : hours > 0
        ? 'deviceStatus.duration.hm'
        : 'deviceStatus.duration.m';
  return { key, days, hours, minutes };
}
