import { encodeGt06Frame, Gt06Type } from '@gps/protocols';
import type { CellInfo, DeviceStatus, Fix, SimAlarmKind } from '../types';
import type { Gt06Flavour } from './types';

/**
 * Device-side GT06 frames (reference §1.3-§1.5). The codec library owns the envelope (length,
 * serial, CRC-16/X-25) through encodeGt06Frame; the content layouts are written here because only
 * a device ever sends them.
 */

/** Alarm code (alarm/language byte) and terminal-info bits 5..3 for each simulated alarm. */
export const GT06_ALARMS: Readonly<Record<SimAlarmKind, { code: number; bits: number }>> = {
  sos: { code: 0x01, bits: 0b100 },
  power_cut: { code: 0x02, bits: 0b010 },
  vibration: { code: 0x03, bits: 0b001 },
  // 0x19: internal battery low; our low-battery alarm is about the tracker's backup battery.
  low_battery: { code: 0x19, bits: 0b011 },
};

/** Terminal type announced at login; any value works, Traccar only logs it. */
const DEVICE_TYPE = 0x3620;
const LANGUAGE_ENGLISH = 0x02;

export function gt06Login(imei: string, serial: number, timezoneMinutes: number): Buffer {
  const content = Buffer.alloc(12);
  Buffer.from(`0${imei}`, 'hex').copy(content, 0);
  content.writeUInt16BE(DEVICE_TYPE, 8);
  const minutes = Math.abs(timezoneMinutes);
  const hhmm = Math.floor(minutes / 60) * 100 + (minutes % 60);
  content.writeUInt16BE((hhmm << 4) | (timezoneMinutes < 0 ? 0x08 : 0) | LANGUAGE_ENGLISH, 10);
  return encodeGt06Frame(Gt06Type.LOGIN, content, serial);
}

/** Date/time, GPS info, lat, lon, speed, course/status: 18 bytes. */
export function gt06GpsBlock(fix: Fix, timezoneMinutes: number): Buffer {
  const block = Buffer.alloc(18);
  const t = new Date(fix.time.getTime() + timezoneMinutes * 60_000);
  block[0] = t.getUTCFullYear() - 2000;
  block[1] = t.getUTCMonth() + 1;
  block[2] = t.getUTCDate();
  block[3] = t.getUTCHours();
  block[4] = t.getUTCMinutes();
  block[5] = t.getUTCSeconds();
  block[6] = 0xc0 | Math.min(15, fix.satellites);
  block.writeUInt32BE(Math.round(Math.abs(fix.latitude) * 1_800_000), 7);
  block.writeUInt32BE(Math.round(Math.abs(fix.longitude) * 1_800_000), 11);
  block[15] = Math.min(255, Math.round(fix.speedKmh));
  let flags = Math.round(fix.course) % 360;
  if (fix.latitude >= 0) flags |= 0x0400;
  if (fix.longitude < 0) flags |= 0x0800;
  if (fix.valid) flags |= 0x1000;
  block.writeUInt16BE(flags, 16);
  return block;
}

/** MCC u16, MNC u8, LAC u16, cell id u24: 8 bytes. */
export function gt06LbsBlock(cell: CellInfo): Buffer {
  const block = Buffer.alloc(8);
  block.writeUInt16BE(cell.mcc & 0x7fff, 0);
  block[2] = cell.mnc & 0xff;
  block.writeUInt16BE(cell.lac & 0xffff, 3);
  block.writeUIntBE(cell.cid & 0xffffff, 5, 3);
  return block;
}

/** Voltage level 0 (none) .. 6 (very high) from the battery percentage. */
export function gt06VoltageLevel(percent: number): number {
  if (percent >= 95) return 6;
  if (percent >= 80) return 5;
  if (percent >= 60) return 4;
  if (percent >= 40) return 3;
  if (percent >= 20) return 2;
  if (percent >= 5) return 1;
  return 0;
}

/** bit0 armed, bit1 ACC, bit2 charging/external power, bits 5..3 alarm, bit6 GPS fixed, bit7 oil cut. */
export function gt06TerminalInfo(status: DeviceStatus, gpsFixed: boolean): number {
  let info = 0;
  if (status.armed) info |= 0x01;
  if (status.acc) info |= 0x02;
  if (status.externalPower) info |= 0x04;
  if (status.alarm) info |= GT06_ALARMS[status.alarm].bits << 3;
  if (gpsFixed) info |= 0x40;
  if (status.oilCut) info |= 0x80;
  return info;
}

/** terminal info, voltage level, GSM, alarm code, language: 5 bytes. */
function statusBlock(status: DeviceStatus, gpsFixed: boolean, alarmCode: number): Buffer {
  return Buffer.from([
    gt06TerminalInfo(status, gpsFixed),
    gt06VoltageLevel(status.batteryLevel),
    Math.min(4, Math.max(0, status.gsmSignal)),
    alarmCode,
    LANGUAGE_ENGLISH,
  ]);
}

export interface Gt06PositionOptions {
  flavour: Gt06Flavour;
  timezoneMinutes: number;
  /** 0x22 re-upload flag: the fix waited in the device's buffer while it had no connection. */
  buffered?: boolean;
}

/** 0x12 GPS+LBS, or 0x22 with ACC, upload mode, re-upload flag and mileage. */
export function gt06Position(
  fix: Fix,
  status: DeviceStatus,
  serial: number,
  options: Gt06PositionOptions,
): Buffer {
  const gps = gt06GpsBlock(fix, options.timezoneMinutes);
  const lbs = gt06LbsBlock(fix.cell);
  if (options.flavour === 'classic') {
    return encodeGt06Frame(Gt06Type.GPS_LBS, Buffer.concat([gps, lbs]), serial);
  }
  const extras = Buffer.alloc(7);
  extras[0] = status.acc ? 1 : 0;
  extras[1] = 0x00; // upload mode: timed interval
  extras[2] = options.buffered ? 1 : 0;
  extras.writeUInt32BE(Math.min(0xffffffff, Math.max(0, Math.round(fix.odometer))), 3);
  return encodeGt06Frame(Gt06Type.GPS_LBS_UTC, Buffer.concat([gps, lbs, extras]), serial);
}

/** 0x13 heartbeat; the alarm state shows in the terminal bits, the alarm byte stays 0. */
export function gt06Heartbeat(status: DeviceStatus, gpsFixed: boolean, serial: number): Buffer {
  return encodeGt06Frame(Gt06Type.HEARTBEAT, statusBlock(status, gpsFixed, 0), serial);
}

/** 0x16 (or 0x26 for the UTC flavour): GPS, LBS length 9, LBS, status with the alarm code. */
export function gt06Alarm(
  alarm: SimAlarmKind,
  fix: Fix,
  status: DeviceStatus,
  serial: number,
  options: Gt06PositionOptions,
): Buffer {
  const content = Buffer.concat([
    gt06GpsBlock(fix, options.timezoneMinutes),
    Buffer.from([9]),
    gt06LbsBlock(fix.cell),
    statusBlock({ ...status, alarm }, fix.valid, GT06_ALARMS[alarm].code),
  ]);
  const type = options.flavour === 'classic' ? Gt06Type.ALARM : Gt06Type.ALARM_UTC;
  return encodeGt06Frame(type, content, serial);
}

/** Longest reply text that keeps the 0x15 frame short (one length byte). */
export const GT06_MAX_REPLY_TEXT = 240;

/** 0x15 reply to a 0x80 command: length (4 + M), the server flag echoed, ASCII text, language. */
export function gt06StringReply(serverFlag: number, text: string, serial: number): Buffer {
  const ascii = text.replace(/[^\x20-\x7e]/g, '?').slice(0, GT06_MAX_REPLY_TEXT);
  const content = Buffer.alloc(1 + 4 + ascii.length + 2);
  content[0] = 4 + ascii.length;
  content.writeUInt32BE(serverFlag >>> 0, 1);
  content.write(ascii, 5, 'latin1');
  content.writeUInt16BE(LANGUAGE_ENGLISH, 5 + ascii.length);
  return encodeGt06Frame(Gt06Type.STRING_REPLY, content, serial);
}

/** The text and server flag of a 0x80 command's content, or undefined when it is too short. */
export function parseGt06ServerCommand(content: Buffer): { serverFlag: number; text: string } | undefined {
  if (content.length < 5) return undefined;
  const declared = content[0];
  const end = declared >= 4 ? Math.min(content.length, 1 + declared) : content.length;
  return { serverFlag: content.readUInt32BE(1), text: content.toString('latin1', 5, end) };
}
