/**
 * Finance's day (docs/decisions/finance.md): the Taipei calendar day, whatever the platform's
 * display zone, because the uniform invoices and the provider's settlement count Taipei days.
 * Taipei keeps UTC+8 all year (no summer time), so a day is a fixed 24 hours.
 */
const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** `YYYYMMDD` of the Taipei day `at` (epoch ms) falls on. */
export function financeDayOf(at: number): string {
  const t = new Date(at + TAIPEI_OFFSET_MS);
  return `${t.getUTCFullYear()}${two(t.getUTCMonth() + 1)}${two(t.getUTCDate())}`;
}

/** The epoch ms at which the Taipei day of `at` begins. */
export function financeDayStart(at: number): number {
  return Math.floor((at + TAIPEI_OFFSET_MS) / DAY_MS) * DAY_MS - TAIPEI_OFFSET_MS;
}

export const FINANCE_DAY_MS = DAY_MS;
