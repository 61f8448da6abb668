/**
 * Coupon numbers (docs/decisions/billing.md): 16 characters from an alphabet without the look-alikes
 * 0/O, 1/I/L, so a number read aloud or typed from paper comes out right. 31^16 is about 2^79: no one
 * guesses a number that was issued.
 */
export const COUPON_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const COUPON_NUMBER_LENGTH = 16;

const WELL_FORMED = new RegExp(`^[${COUPON_ALPHABET}]{${COUPON_NUMBER_LENGTH}}$`);

/** Whether `s` could be a coupon number (its form only: whether it was issued is the stream's). */
export function couponNumberIsWellFormed(s: unknown): s is string {
  return typeof s === 'string' && WELL_FORMED.test(s);
}

/** Bytes from a cryptographic source (node's `crypto.randomBytes`); the domain itself draws none. */
export type RandomBytes = (size: number) => Uint8Array;

const BYTE_VALUES = 256;
/** The largest multiple of the alphabet's size within a byte: bytes at or above it are drawn again. */
const UNBIASED_BELOW = BYTE_VALUES - (BYTE_VALUES % COUPON_ALPHABET.length);

/**
 * A fresh coupon number. Rejection sampling: a byte maps to a letter only below a multiple of 31
 * (248), so every letter is equally likely; `byte % 31` over all 256 values would favour the first 8.
 */
export function newCouponNumber(randomBytes: RandomBytes): string {
  let number = '';
  while (number.length < COUPON_NUMBER_LENGTH) {
    for (const byte of randomBytes(COUPON_NUMBER_LENGTH - number.length)) {
      if (byte < UNBIASED_BELOW) number += COUPON_ALPHABET[byte % COUPON_ALPHABET.length];
    }
  }
  return number;
}
