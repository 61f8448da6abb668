import type { AlarmKind, CellTower } from '../types';
import { validDateParts } from '../time';
import { gt06AlarmFromTerminalInfo } from './alarms';

/** Field readers for GT06 content (reference §1.3). Callers check lengths before reading. */

export const GPS_BLOCK_SIZE = 18;
export const LBS_BLOCK_SIZE = 8;
export const STATUS_BLOCK_SIZE = 5;

/** 8 BCD bytes with a leading 0 nibble; undefined when a nibble is not a decimal digit. */
export function readImei(buf: Buffer, offset: number): string | undefined {
  const digits = buf.subarray(offset, offset + 8).toString('hex');
  if (!/^\d{16}$/.test(digits)) return undefined;
  return digits.substring(1);
}

/**
 * Six binary (not BCD) bytes YY MM DD hh mm ss in the device's clock. All zero means "no time" on
 * devices without a fix, answered with undefined so the caller can substitute its own clock.
 */
export function readDateTime(
  buf: Buffer,
  offset: number,
  offsetMinutes: number,
): { ok: true; date: Date | undefined } | { ok: false } {
  const [yy, mo, dd, hh, mi, ss] = buf.subarray(offset, offset + 6);
  if (yy === 0 && mo === 0 && dd === 0 && hh === 0 && mi === 0 && ss === 0)
    return { ok: true, date: undefined };
  if (!validDateParts(2000 + yy, mo, dd, hh, mi, ss)) return { ok: false };
  return { ok: true, date: new Date(Date.UTC(2000 + yy, mo - 1, dd, hh, mi, ss) - offsetMinutes * 60_000) };
}

/** Coordinates travel unsigned, in 1/1,800,000 of a degree (1/30,000 of a minute). */
const COORDINATE_DIVISOR = 1_800_000;
/** The course-and-status word after the coordinates: the course in its low bits, then flags. */
export const COURSE_MASK = 0x03ff;
const NORTH_BIT = 0x0400;
const WEST_BIT = 0x0800;
export const VALID_BIT = 0x1000;
/** Set when the firmware reports ACC in ACC_BIT. */
const ACC_REPORTED_BIT = 0x4000;
const ACC_BIT = 0x8000;
/** Satellites in view: the low nibble of the byte before the coordinates. */
export const SATELLITES_MASK = 0x0f;

/**
 * Signed degrees from the raw latitude and longitude fields and the course-and-status word that
 * holds their hemispheres; undefined when either is out of range.
 */
export function signedCoordinates(
  rawLatitude: number,
  rawLongitude: number,
  flags: number,
): { latitude: number; longitude: number } | undefined {
  const latitude = rawLatitude / COORDINATE_DIVISOR;
  const longitude = rawLongitude / COORDINATE_DIVISOR;
  if (latitude > 90 || longitude > 180) return undefined;
  return {
    latitude: (flags & NORTH_BIT) === 0 ? -latitude : latitude,
    longitude: (flags & WEST_BIT) !== 0 ? -longitude : longitude,
  };
}

export interface GpsBlock {
  time: Date | undefined;
  satellites: number;
  latitude: number;
  longitude: number;
  speedKmh: number;
  course: number;
  valid: boolean;
  /** Only when course bit 14 says the firmware uses bit 15 for ACC. */
  acc?: boolean;
  courseStatus: number;
}

export function readGpsBlock(
  buf: Buffer,
  offset: number,
  offsetMinutes: number,
): { ok: true; gps: GpsBlock } | { ok: false } {
  const time = readDateTime(buf, offset, offsetMinutes);
  if (!time.ok) return time;
  const info = buf[offset + 6];
  const speed = buf[offset + 15];
  const flags = buf.readUInt16BE(offset + 16);
  const coordinates = signedCoordinates(buf.readUInt32BE(offset + 7), buf.readUInt32BE(offset + 11), flags);
  if (!coordinates) return { ok: false };
  // Named, not spread: every GPS position passes here, and a spread cost 12 % of its decoding.
  const gps: GpsBlock = {
    time: time.date,
    satellites: info & SATELLITES_MASK,
    latitude: coordinates.latitude,
    longitude: coordinates.longitude,
    speedKmh: speed,
    course: flags & COURSE_MASK,
    valid: (flags & VALID_BIT) !== 0,
    courseStatus: flags,
  };
  if ((flags & ACC_REPORTED_BIT) !== 0) gps.acc = (flags & ACC_BIT) !== 0;
  return { ok: true, gps };
}

/** Cell id widths: the reference's u24, and the u32 that newer models send. */
export const CELL_ID_BYTES = 3;
export const WIDE_CELL_ID_BYTES = 4;

/**
 * MCC u16 (bit 15 = two-byte MNC), MNC, LAC u16, Cell ID (u24, or u32 when the caller knows the
 * model sends one); returns the cell and bytes used.
 */
export function readLbsBlock(
  buf: Buffer,
  offset: number,
  end: number,
  cidBytes = CELL_ID_BYTES,
): { cell: CellTower; size: number } | undefined {
  if (end - offset < LBS_BLOCK_SIZE) return undefined;
  const mccWord = buf.readUInt16BE(offset);
  const wideMnc = (mccWord & 0x8000) !== 0;
  const size = LBS_BLOCK_SIZE + (wideMnc ? 1 : 0) + (cidBytes - CELL_ID_BYTES);
  if (end - offset < size) return undefined;
  let p = offset + 2;
  const mnc = wideMnc ? buf.readUInt16BE(p) : buf[p];
  p += wideMnc ? 2 : 1;
  const lac = buf.readUInt16BE(p);
  const cid = buf.readUIntBE(p + 2, cidBytes);
  return { cell: { mcc: mccWord & 0x7fff, mnc, lac, cid }, size };
}

export interface TerminalInfo {
  raw: number;
  armed: boolean;
  acc: boolean;
  charging: boolean;
  /** Bits 5..3 as a number (0 normal). */
  alarmBits: number;
  alarm: AlarmKind | undefined;
  gpsFixed: boolean;
  oilCut: boolean;
}

export function decodeGt06TerminalInfo(raw: number): TerminalInfo {
  return {
    raw,
    armed: (raw & 0x01) !== 0,
    acc: (raw & 0x02) !== 0,
    charging: (raw & 0x04) !== 0,
    alarmBits: (raw >> 3) & 0x07,
    alarm: gt06AlarmFromTerminalInfo(raw),
    gpsFixed: (raw & 0x40) !== 0,
    oilCut: (raw & 0x80) !== 0,
  };
}

/** Voltage level 0..6 becomes percent (x100/6); 7..100 is already a percent (Traccar's rule). */
export function batteryPercentFromLevel(level: number): number | undefined {
  if (level <= 6) return Math.round((level * 100) / 6);
  if (level <= 100) return level;
  return undefined;
}
