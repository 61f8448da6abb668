/**
 * Taiwan's uniform invoices run in two-month periods (Jan–Feb, Mar–Apr, ... Nov–Dec) in Taipei time.
 * The seller files a period's invoices by the 15th of the month after it; an invoice may be voided
 * until the end of the 13th of that month, which leaves two days to file (docs/decisions/invoices.md).
 */

/** Taipei is UTC+8 all year (no daylight saving). */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const MONTHS_PER_PERIOD = 2;
/** The last day of the month after the period on which an invoice may still be voided. */
export const LAST_VOIDING_DAY = 13;

export interface InvoicePeriod {
  year: number;
  /** 1, 3, 5, 7, 9 or 11: the period's first month. */
  firstMonth: number;
}

/** The Taipei calendar date of an instant. */
export function taipeiDate(at: number): { year: number; month: number; day: number } {
  const shifted = new Date(at + TAIPEI_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The instant a Taipei wall-clock date and time falls on (months past 12 roll into the next year). */
export function taipeiInstant(
  year: number,
  month: number,
  day: number,
  hours = 0,
  minutes = 0,
  seconds = 0,
): number {
  return Date.UTC(year, month - 1, day, hours, minutes, seconds) - TAIPEI_OFFSET_MS;
}

export function invoicePeriodOf(at: number): InvoicePeriod {
  const { year, month } = taipeiDate(at);
  return { year, firstMonth: month - ((month - 1) % MONTHS_PER_PERIOD) };
}

/** The first instant at which an invoice issued at `issuedAt` can no longer be voided. */
export function voidingClosesAt(issuedAt: number): number {
  const { year, firstMonth } = invoicePeriodOf(issuedAt);
  return taipeiInstant(year, firstMonth + MONTHS_PER_PERIOD, LAST_VOIDING_DAY + 1);
}

/** Pure rule: whether an invoice issued at `issuedAt` may still be voided at `at` (else an allowance). */
export function invoiceVoidable(issuedAt: number, at: number): boolean {
  return at < voidingClosesAt(issuedAt);
}
