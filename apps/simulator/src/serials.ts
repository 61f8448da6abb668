import { imeiOf } from '@gps/codes';

/**
 * Devices are IMEIs numbered from a 15-digit base, so the platform can pre-provision the whole range
 * and takes every one (docs/decisions/serial-numbers.md): the base's first 14 digits count up and
 * each serial ends in its Luhn check digit (a base that is an IMEI is the first device).
 */
export const DEFAULT_SERIAL_BASE = '860000000000000';

/** The 14 digits an IMEI's check digit is computed from. */
const BODY_LENGTH = 14;
const MAX_BODY = 99_999_999_999_999;

/** Checks that the base and the count give IMEIs; returns an error text or undefined. */
export function checkSerialRange(base: string, count: number): string | undefined {
  if (!/^\d{15}$/.test(base)) return `serial base must be 15 digits, got "${base}"`;
  if (base.startsWith('0')) return 'serial base must not start with 0';
  if (Number(base.slice(0, BODY_LENGTH)) + count - 1 > MAX_BODY)
    return `serial base ${base} leaves no room for ${count} devices`;
  return undefined;
}

/** The index-th IMEI from the base (14-digit numbers are exact in a double). */
export function serialFor(base: string, index: number): string {
  return imeiOf(String(Number(base.slice(0, BODY_LENGTH)) + index));
}
