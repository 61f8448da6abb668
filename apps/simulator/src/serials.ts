/** Devices are numbered from a 15-digit base so the platform can pre-provision the whole range. */
export const DEFAULT_SERIAL_BASE = '860000000000000';

const MAX_SERIAL = 999_999_999_999_999;

/** Checks that base .. base + count - 1 are all 15-digit serials; returns an error text or undefined. */
export function checkSerialRange(base: string, count: number): string | undefined {
  if (!/^\d{15}$/.test(base)) return `serial base must be 15 digits, got "${base}"`;
  if (base.startsWith('0')) return 'serial base must not start with 0';
  if (Number(base) + count - 1 > MAX_SERIAL) return `serial base ${base} leaves no room for ${count} devices`;
  return undefined;
}

/** The index-th serial after the base (15-digit numbers are exact in a double). */
export function serialFor(base: string, index: number): string {
  return String(Number(base) + index);
}
