import type { Position } from '../types';
import type { Ctx, Decoded } from './decode-context';
import {
  CELL_ID_BYTES,
  GPS_BLOCK_SIZE,
  LBS_BLOCK_SIZE,
  readGpsBlock,
  readLbsBlock,
  WIDE_CELL_ID_BYTES,
} from './fields';
import { gt06AlarmFromCode } from './alarms';

/** Location source u8 + IMEI (8 BCD bytes) + device time (6) before the GPS block. */
const NT_PREFIX = 1 + 8 + 6;
/** terminal info, power u16 centivolts, battery u8 decivolts, GSM signal, alarm, language. */
const NT_STATUS = 7;
const CENTIVOLTS = 100;
const DECIVOLTS = 10;

/**
 * 0x22 of the NT models (NT11, NT20, NT26, NT40, NT46, VL100, XT40): a prefix, the GPS block, a
 * length-prefixed LBS block (0x25: with a u32 cell id), then terminal info, power and battery volts, signal and an alarm code. Told apart only by the model.
 */
export function decodeNtPosition(ctx: Ctx, wideCellId = false): Decoded {
  const gpsAt = ctx.start + NT_PREFIX;
  if (ctx.end - gpsAt < GPS_BLOCK_SIZE + 1) {
    return { ok: false, error: { code: 'truncated', message: 'NT position is shorter than its blocks' } };
  }
  const gps = readGpsBlock(ctx.buf, gpsAt, ctx.offsetMinutes);
  if (!gps.ok)
    return {
      ok: false,
      error: { code: 'invalid_field', message: 'NT position has an impossible GPS block' },
    };
  const g = gps.gps;
  const position: Position = {
    protocol: 'gt06',
    deviceId: ctx.deviceId,
    fixTime: g.time ?? ctx.now,
    valid: g.valid && g.time !== undefined,
    latitude: g.latitude,
    longitude: g.longitude,
    speedKmh: g.speedKmh,
    course: g.course,
    satellites: g.satellites,
    locateType: 'gps',
  };
  if (g.acc !== undefined) position.acc = g.acc;
  // LBS length byte (0 = no cell, 8 zero bytes follow), the cell, then the status.
  const lengthAt = gpsAt + GPS_BLOCK_SIZE;
  const declared = ctx.buf[lengthAt];
  const cidBytes = wideCellId ? WIDE_CELL_ID_BYTES : CELL_ID_BYTES;
  const lbs = declared > 0 ? readLbsBlock(ctx.buf, lengthAt + 1, ctx.end, cidBytes) : undefined;
  if (lbs) position.cells = [lbs.cell];
  // Like the alarm types' length byte: 9 counts itself, 8 does not; either way eight cell bytes.
  const p = lengthAt + 1 + Math.max(declared - 1, LBS_BLOCK_SIZE);
  // 0x25's status reads implausibly (179 V in the one capture): its layout is not confirmed, so skipped.
  if (!wideCellId && ctx.end - p >= NT_STATUS) {
    position.statusBits = ctx.buf[p];
    position.powerVoltage = ctx.buf.readUInt16BE(p + 1) / CENTIVOLTS;
    position.batteryVoltage = ctx.buf[p + 3] / DECIVOLTS;
    position.gsmSignal = ctx.buf[p + 4];
    position.alarmCode = ctx.buf[p + 5];
    const alarm = gt06AlarmFromCode(ctx.buf[p + 5], ctx.model);
    if (alarm) position.alarm = alarm;
  }
  return { ok: true, message: { type: 'position', protocol: 'gt06', deviceId: ctx.deviceId, position } };
}
