import { foldTai } from '../taiwan-names';

/**
 * Four decimals of a degree: about 11 m of latitude (and 10 m of longitude over Taiwan), finer than
 * a street address and coarser than GPS jitter of a parked vehicle, so its positions share one key.
 */
export const COORDINATE_DECIMALS = 4;

export function pointKey(latitude: number, longitude: number): string {
  return `${latitude.toFixed(COORDINATE_DECIMALS)},${longitude.toFixed(COORDINATE_DECIMALS)}`;
}

const FULL_WIDTH_DIGIT = /[０-９]/g;
const FULL_WIDTH_OFFSET = '０'.charCodeAt(0) - '0'.charCodeAt(0);
const SPACES = /\s+/g;

/**
 * The same address typed differently: surrounding and repeated spaces (including the full-width
 * space), 台 or 臺, full-width or ASCII digits.
 */
export function addressKey(address: string): string {
  const digits = address.replace(FULL_WIDTH_DIGIT, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) - FULL_WIDTH_OFFSET),
  );
  return foldTai(digits.replace(SPACES, ' ').trim());
}
