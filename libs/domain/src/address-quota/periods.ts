/**
 * The quota periods of address conversions. The spec resets the free quota at 09:00, Taipei time;
 * Taiwan has kept UTC+8 without daylight saving since 1980, so the reset is 01:00 UTC every day,
 * whatever time zone the platform's files are written in. A month of quota is the calendar month of
 * its quota days: it starts with the day that starts at 09:00 on the 1st.
 */
const TAIPEI_UTC_OFFSET_MS = 8 * 3_600_000;
const RESET_HOUR_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

export interface QuotaPeriod {
  /** The quota day, `YYYY-MM-DD`: the Taipei date of its 09:00 start. */
  day: string;
  /** The quota month, `YYYY-MM`. */
  month: string;
  /** When the day's quota resets (the next 09:00 Taipei), epoch ms. */
  dayResetsAt: number;
}

/** The quota day and month that `now` (epoch ms) counts in. */
export function quotaPeriodAt(now: number): QuotaPeriod {
  // Shifted so that a quota day is one UTC calendar day of the shifted clock.
  const shifted = now + TAIPEI_UTC_OFFSET_MS - RESET_HOUR_MS;
  const dayStart = Math.floor(shifted / DAY_MS) * DAY_MS;
  const day = new Date(dayStart).toISOString().slice(0, 10);
  return {
    day,
    month: day.slice(0, 7),
    dayResetsAt: dayStart + DAY_MS - TAIPEI_UTC_OFFSET_MS + RESET_HOUR_MS,
  };
}
