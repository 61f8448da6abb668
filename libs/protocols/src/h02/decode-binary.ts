import { fail, type Result } from '../result';
import { validDateParts } from '../time';
import type { DeviceMessage, Position } from '../types';
import { KNOTS_TO_KMH } from '../units';
import {
  BATTERY_BYTES,
  bcdByte,
  binaryIdBytes,
  BINARY_MARKER,
  BODY_AFTER_ID,
  FLAG_EAST,
  FLAG_NORTH,
  FLAG_VALID,
  IMEI_DIGITS,
  LATITUDE_BYTES,
  LONG_ID_BYTES,
  LONGITUDE_BYTES,
  SPEED_COURSE_BYTES,
  STATUS_BYTES,
  TIME_BYTES,
} from './binary-layout';
import { stateFromStatus } from './decode-context';
import { decodeH02Status, type H02Status } from './status';

const MINUTES_PER_DEGREE = 60;
/** Minutes are sent with four decimals. */
const MINUTE_SCALE = 10_000;
const CENTURY = 2000;

/** Hex digits of the bytes: BCD bytes read as their decimal digits. */
function digits(data: Uint8Array, from: number, count: number): string {
  return Buffer.from(data.subarray(from, from + count)).toString('hex');
}

function isDecimal(text: string): boolean {
  return /^\d+$/.test(text);
}

export interface BinaryDecoded {
  deviceId: string;
  message: DeviceMessage;
  status: H02Status;
}

/** Decode one `$` binary report (see binary-layout.ts). Never throws. */
export function decodeH02Binary(data: Uint8Array): Result<BinaryDecoded> {
  if (data[0] !== BINARY_MARKER) return fail('bad_header', 'binary H02 frame must start with "$"');
  const idBytes = binaryIdBytes(data, 0);
  if (idBytes === undefined) return fail('invalid_field', 'no BCD report time after the device id');
  if (data.length < 1 + idBytes + BODY_AFTER_ID) return fail('truncated', 'binary H02 frame too short');
  let at = 1;
  const idDigits = digits(data, at, idBytes);
  const deviceId = idBytes === LONG_ID_BYTES ? idDigits.slice(0, IMEI_DIGITS) : idDigits;
  if (!isDecimal(deviceId)) return fail('invalid_field', 'binary H02 device id is not BCD');
  at += idBytes;

  const [h, mi, s, d, mo, y] = Array.from(data.subarray(at, at + TIME_BYTES), (b) => bcdByte(b) ?? -1);
  if (!validDateParts(CENTURY + y, mo, d, h, mi, s)) return fail('invalid_field', 'impossible time or date');
  const fixTime = new Date(Date.UTC(CENTURY + y, mo - 1, d, h, mi, s));
  at += TIME_BYTES;

  const lat = digits(data, at, LATITUDE_BYTES); // ddmmmmmm
  at += LATITUDE_BYTES;
  const battery = data[at];
  at += BATTERY_BYTES;
  const lonAndFlags = digits(data, at, LONGITUDE_BYTES); // dddmmmmmm + flags nibble
  at += LONGITUDE_BYTES;
  const lon = lonAndFlags.slice(0, -1);
  const flags = parseInt(lonAndFlags.slice(-1), 16);
  const speedCourse = digits(data, at, SPEED_COURSE_BYTES); // sss ccc
  at += SPEED_COURSE_BYTES;
  if (!isDecimal(lat) || !isDecimal(lon) || !isDecimal(speedCourse))
    return fail('invalid_field', 'binary H02 position fields are not BCD');

  const latitude = degrees(lat, 2);
  const longitude = degrees(lon, 3);
  if (latitude === undefined || longitude === undefined || latitude > 90 || longitude > 180)
    return fail('invalid_field', 'impossible coordinates');

  const word = Buffer.from(data.subarray(at, at + STATUS_BYTES)).readUInt32BE(0);
  at += STATUS_BYTES;
  const status = decodeH02Status(word);

  const position: Position = {
    protocol: 'h02',
    deviceId,
    fixTime,
    valid: (flags & FLAG_VALID) !== 0,
    latitude: flags & FLAG_NORTH ? latitude : -latitude,
    longitude: flags & FLAG_EAST ? longitude : -longitude,
    speedKmh: Number(speedCourse.slice(0, 3)) * KNOTS_TO_KMH,
    course: Number(speedCourse.slice(3)),
    locateType: 'gps',
    ...stateFromStatus(status),
    // The byte's scale differs between models (levels 0..6 or percent): kept raw, not guessed.
    attributes: { battery, binary: true },
  };
  if (status.alarm) position.alarm = status.alarm;
  if (at < data.length)
    position.attributes = { ...position.attributes, extra: digits(data, at, data.length - at) };
  return {
    ok: true,
    deviceId,
    message: { type: 'position', protocol: 'h02', deviceId, position },
    status,
  };
}

/** `ddmmmmmm` (or `dddmmmmmm`): degrees, then minutes with four decimals. */
function degrees(text: string, degreeDigits: number): number | undefined {
  const minutes = Number(text.slice(degreeDigits)) / MINUTE_SCALE;
  if (minutes >= MINUTES_PER_DEGREE) return undefined;
  return Number(text.slice(0, degreeDigits)) + minutes / MINUTES_PER_DEGREE;
}
