/**
 * The binary H02 report (`$` frames, devices in binary mode). Every field is BCD:
 *
 * `$` id(5 BCD bytes, or 8 for a 15-digit IMEI) hhmmss ddmmyy lat(ddmm.mmmm, 4 bytes) battery(1)
 * lon(dddmm.mmmm + a flags nibble, 5 bytes) speed(3 digits, knots) course(3 digits) status(u32)
 * then model-specific trailing bytes. Frames are 32 bytes (5-byte id), 45 bytes (5-byte id and
 * 13 more trailing bytes) or 42 bytes (8-byte id).
 */

export const BINARY_MARKER = 0x24; // '$'
export const SHORT_ID_BYTES = 5;
export const LONG_ID_BYTES = 8;
/** Digits of an IMEI; the 16th nibble of a long id is padding. */
export const IMEI_DIGITS = 15;
export const SHORT_FRAME = 32;
export const LONG_FRAME = 45;
export const IMEI_FRAME = 42;
/** hhmmss ddmmyy */
export const TIME_BYTES = 6;
export const LATITUDE_BYTES = 4;
export const BATTERY_BYTES = 1;
export const LONGITUDE_BYTES = 5;
export const SPEED_COURSE_BYTES = 3;
export const STATUS_BYTES = 4;
/** Marker, id, time and every field up to the status word: shortest frame we can decode. */
export const BODY_AFTER_ID =
  TIME_BYTES + LATITUDE_BYTES + BATTERY_BYTES + LONGITUDE_BYTES + SPEED_COURSE_BYTES + STATUS_BYTES;
/** Enough bytes to tell a 5-byte id from an 8-byte one (the time right after either). */
export const ID_PROBE_BYTES = 1 + LONG_ID_BYTES + TIME_BYTES;

/** Flags nibble after the longitude digits. */
export const FLAG_VALID = 0x2;
export const FLAG_NORTH = 0x4;
export const FLAG_EAST = 0x8;

/** Two decimal digits of one BCD byte, or undefined when a nibble is not 0..9. */
export function bcdByte(byte: number): number | undefined {
  const high = byte >> 4;
  const low = byte & 0x0f;
  return high > 9 || low > 9 ? undefined : high * 10 + low;
}

/** The six BCD bytes at `at` read as hh mm ss dd mm yy with plausible ranges (not the calendar). */
export function looksLikeTime(data: Uint8Array, at: number): boolean {
  if (at + TIME_BYTES > data.length) return false;
  const [h, mi, s, d, mo, y] = Array.from(data.subarray(at, at + TIME_BYTES), bcdByte);
  return (
    h !== undefined &&
    mi !== undefined &&
    s !== undefined &&
    d !== undefined &&
    mo !== undefined &&
    y !== undefined &&
    h < 24 &&
    mi < 60 &&
    s < 60 &&
    d >= 1 &&
    d <= 31 &&
    mo >= 1 &&
    mo <= 12
  );
}

/**
 * Id length of the binary frame starting at `start`: the report time follows the id, so it is 5
 * when a time sits right after 5 bytes, 8 when it sits after 8, else the `$` starts no frame.
 */
export function binaryIdBytes(data: Uint8Array, start: number): number | undefined {
  if (looksLikeTime(data, start + 1 + SHORT_ID_BYTES)) return SHORT_ID_BYTES;
  if (looksLikeTime(data, start + 1 + LONG_ID_BYTES)) return LONG_ID_BYTES;
  return undefined;
}
