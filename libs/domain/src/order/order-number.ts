/**
 * An order number (billing.md): `GP`, the Taipei time `yyMMddHHmmss`, 6 random digits: 20 letters
 * and digits, the most ECPay's MerchantTradeNo takes. Taipei keeps UTC+8 all year (no summer time).
 */
export const ORDER_NUMBER_PATTERN = /^GP\d{18}$/;
const PREFIX = 'GP';
const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const RANDOM_DIGITS = 6;
const RANDOM_RANGE = 10 ** RANDOM_DIGITS;

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** `randomBelow(n)` is an integer in [0, n) (the api passes crypto.randomInt; the domain reads no randomness). */
export function orderNumberAt(at: number, randomBelow: (n: number) => number): string {
  const t = new Date(at + TAIPEI_OFFSET_MS);
  const stamp = [
    t.getUTCFullYear() % 100,
    t.getUTCMonth() + 1,
    t.getUTCDate(),
    t.getUTCHours(),
    t.getUTCMinutes(),
    t.getUTCSeconds(),
  ]
    .map(two)
    .join('');
  const random = String(randomBelow(RANDOM_RANGE)).padStart(RANDOM_DIGITS, '0');
  return `${PREFIX}${stamp}${random}`;
}

export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER_PATTERN.test(value);
}
