/**
 * The audit page's clock (docs/decisions/audit-pages.md): the log's times are shown and picked in
 * Taipei time whatever the auditor's browser says, so two auditors reading the same history (or a
 * printed page) see the same wall-clock times.
 */

/** Taipei is UTC+8 all year (no daylight saving since 1979). */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const MICROS_PER_MS = 1000;
/** `YYYY-MM-DDTHH:mm:ss` of an ISO text: its date and time to the second. */
const ISO_DATE_TIME_LENGTH = 19;

/** A wall-clock reading: month from 1, as people write it. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** `YYYY-MM-DD HH:mm:ss` in Taipei of an epoch-microsecond time (the calls' times). */
export function formatTaipei(micros: number): string {
  return formatTaipeiMillis(Math.floor(micros / MICROS_PER_MS));
}

/** `YYYY-MM-DD HH:mm:ss` in Taipei of an epoch-millisecond time (the domain's times, in the log). */
export function formatTaipeiMillis(ms: number): string {
  const shifted = new Date(ms + TAIPEI_OFFSET_MS);
  return shifted.toISOString().slice(0, ISO_DATE_TIME_LENGTH).replace('T', ' ');
}

/** The Taipei wall clock of an epoch-microsecond time. */
export function taipeiWallClock(micros: number): WallClock {
  const shifted = new Date(Math.floor(micros / MICROS_PER_MS) + TAIPEI_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The epoch-microsecond time at which Taipei's clocks read `wall`. */
export function taipeiMicros(wall: WallClock): number {
  const utc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return (utc - TAIPEI_OFFSET_MS) * MICROS_PER_MS;
}

const MICROS_PER_SECOND = 1_000_000;

/**
 * The last microsecond of a picked second: "as of 10:20:36" holds what was recorded during that
 * second too, as the history shows times to the second (an event shown at 10:20:36 is in the state
 * as of 10:20:36).
 */
export function throughTheSecond(micros: number): number {
  return micros - (micros % MICROS_PER_SECOND) + MICROS_PER_SECOND - 1;
}

/** A day as the telemetry lookup takes it (`YYYY-MM-DD`) of a picked calendar date. */
export function dayText(wall: Pick<WallClock, 'year' | 'month' | 'day'>): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}`;
}
