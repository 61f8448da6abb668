/**
 * Calendar days written `YYYY-MM-DD` (a local day, whatever the time zone): the periods of the
 * statistics calls and pages. Pure arithmetic on the proleptic Gregorian calendar, no clock.
 */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
/** `YYYY-MM-DD` is 10 characters; its `YYYY-MM` prefix is 7. */
const DAY_LENGTH = 10;
const MONTH_LENGTH = 7;

/** Whether the text is a day that exists: `2026-02-29` does not, `2028-02-29` does. */
export function isCalendarDay(text: string): boolean {
  return DAY_PATTERN.test(text) && dayOfNumber(dayNumber(text)) === text;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` day (check it with isCalendarDay first). */
export function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, date) / MS_PER_DAY);
}

/** The `YYYY-MM-DD` day that many days after 1970-01-01. */
export function dayOfNumber(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, DAY_LENGTH);
}

/** The days from start to end, both included, in order (none when end is before start). */
export function daysFrom(start: string, end: string): string[] {
  const days: string[] = [];
  for (let n = dayNumber(start); n <= dayNumber(end); n += 1) days.push(dayOfNumber(n));
  return days;
}

/** How many days from start to end, both included (0 or less when end is before start). */
export function daysIncluded(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start) + 1;
}

/** The `YYYY-MM` month of a day. */
export const monthOf = (day: string): string => day.slice(0, MONTH_LENGTH);
