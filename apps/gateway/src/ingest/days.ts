import { telemetryDayOf } from '@gps/domain';

const DAY_MS = 86_400_000;

/** First millisecond (UTC) of a `YYYYMMDD` day. */
export function dayStart(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)));
}

/** The UTC day before `day`, as `YYYYMMDD`. */
export function previousDay(day: string): string {
  return telemetryDayOf(dayStart(day) - DAY_MS);
}

/**
 * The time a command is recorded at. A packet whose receipt day is before the day this device's
 * cache already moved to (a frame received at 23:59:59.999 and handled after another connection
 * of the device opened the next day, or overlapping OsmAnd requests) is recorded at the first
 * millisecond of the newer day: a few milliseconds late, but the device's chain of days never
 * forks back into a day that has already been carried forward. `YYYYMMDD` strings order like days.
 */
export function recordingTime(receivedAt: number, cachedDay: string | undefined): number {
  if (cachedDay === undefined || telemetryDayOf(receivedAt) >= cachedDay) return receivedAt;
  return Math.max(receivedAt, dayStart(cachedDay));
}
