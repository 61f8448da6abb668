import { invoicePeriodOf, taipeiDate, type InvoicePeriod } from '../invoice-period';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PERIODS_PER_YEAR = 6;
/** Eight digits: numbers 00000000 to 99999999 within a period. */
export const INVOICE_DIGITS = 8;
export const LAST_INVOICE_SEQUENCE = 10 ** INVOICE_DIGITS - 1;
const RANDOM_NUMBER_DIGITS = 4;
/** Allowance numbers have ECPay's shape: 16 digits, the Taipei date and an 8-digit sequence. */
const ALLOWANCE_SEQUENCE_DIGITS = 8;

/** The period's key in counters and records: `2026-11` for Nov–Dec 2026. */
export function periodKey(period: InvoicePeriod): string {
  return `${period.year}-${String(period.firstMonth).padStart(2, '0')}`;
}

/**
 * The sandbox's track (字軌) of a period: two letters derived from the period alone, so every
 * restart and every server gives the same; consecutive periods get different letters (they repeat
 * after 676 periods, 112 years).
 */
export function trackOf(period: InvoicePeriod): string {
  const index = period.year * PERIODS_PER_YEAR + (period.firstMonth - 1) / 2;
  const first = Math.floor(index / LETTERS.length) % LETTERS.length;
  return LETTERS[first]! + LETTERS[index % LETTERS.length]!;
}

export function invoiceNumber(at: number, sequence: number): string {
  return trackOf(invoicePeriodOf(at)) + String(sequence).padStart(INVOICE_DIGITS, '0');
}

/** A random number in 0000..9999, as printed on the invoice. */
export function formatRandomNumber(value: number): string {
  return String(value).padStart(RANDOM_NUMBER_DIGITS, '0');
}
export const RANDOM_NUMBER_RANGE = 10 ** RANDOM_NUMBER_DIGITS;

export function allowanceNumber(at: number, sequence: number): string {
  const { year, month, day } = taipeiDate(at);
  const date = `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  return date + String(sequence).padStart(ALLOWANCE_SEQUENCE_DIGITS, '0');
}
