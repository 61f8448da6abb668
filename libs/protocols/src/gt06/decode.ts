import { fail } from '../result';
import type { CodecError, DeviceMessage } from '../types';
import { Gt06Type } from './constants';
import { decodeAlarm, decodeLbsAlarm, decodeLbsMulti } from './decode-alarm';
import type { Ctx, Decoded } from './decode-context';
import { decodeAz735 } from './decode-az735';
import { decodeCameraAlarm } from './decode-camera';
import { decodeDeviceStatus } from './decode-device-status';
import {
  decodeFenceAlarm4g,
  decodeGps4g,
  decodeGpsOnly,
  decodeLbsAddress,
  decodeLbsAlarm4g,
  decodeX1Gps,
} from './decode-gps-variants';
import { decodeHeartbeat } from './decode-heartbeat';
import { decodeInfo, decodeShortInfo } from './decode-info';
import { decodeLogin } from './decode-login';
import { decodeModular } from './decode-modular';
import { decodeObd } from './decode-obd';
import { decodeNtPosition } from './decode-nt';
import { gt06ModelFamily } from './models';
import { decodeGpsMessage } from './decode-position';
import { decodeLbsWifi, decodeWifiScan } from './decode-scan';
import { decodeSerialPassThrough } from './decode-serial';
import { decodeStringReply, decodeStringReplyNew } from './decode-reply';
import { GPS_BLOCK_SIZE } from './fields';
import { parseGt06Frame, type Gt06FrameInfo } from './frame';

/** Content bytes of the LW 4G models' 0xA2 (length field 0x40 minus protocol, serial, CRC). */
const LW4G_CONTENT_BYTES = 0x40 - 5;
/** Content bytes of the SR411 mini's 0x24 position (length field 0x2E). */
const SR411_CONTENT_BYTES = 0x2e - 5;
/** Content bytes of the WANWAY S20's 0x24 (length field 0x31). */
const WANWAY_CONTENT_BYTES = 0x31 - 5;
const IMEI_BYTES = 8;

export interface Gt06DecodeOptions {
  /** The session's IMEI: GT06 frames after login carry no identifier. Default ''. */
  deviceId?: string;
  /** Refuse frames whose CRC does not match. Default false: decode them and report frame.crcOk = false. */
  rejectBadCrc?: boolean;
  /** Device clock offset from UTC in minutes (from the login message). Default 0. */
  timezoneOffsetMinutes?: number;
  /** Clock for messages without a usable time. Default: the current time. */
  now?: Date;
  /** The device's model as entered for it; undefined reads every frame generically. */
  model?: string;
}

export type Gt06DecodeResult =
  | { ok: true; frame: Gt06FrameInfo; message: DeviceMessage }
  | { ok: false; error: CodecError; frame?: Gt06FrameInfo };

/** Decode one complete GT06 frame (as produced by Gt06Framer). Never throws. */
export function decodeGt06Frame(frame: Uint8Array, options: Gt06DecodeOptions = {}): Gt06DecodeResult {
  const buf = Buffer.isBuffer(frame) ? frame : Buffer.from(frame.buffer, frame.byteOffset, frame.length);
  const parsed = parseGt06Frame(buf);
  if (!parsed.ok) return parsed;
  const info = parsed.frame;
  if (!info.crcOk && options.rejectBadCrc) {
    const error = {
      code: 'bad_crc' as const,
      message: `CRC ${hex4(info.crc)} does not match computed ${hex4(info.computedCrc)}`,
    };
    return { ok: false, error, frame: info };
  }
  const offset = options.timezoneOffsetMinutes ?? 0;
  const ctx: Ctx = {
    buf,
    start: info.contentStart,
    end: info.contentEnd,
    deviceId: options.deviceId ?? '',
    offsetMinutes: Number.isFinite(offset) ? offset : 0,
    now: options.now ?? new Date(),
    model: options.model,
  };
  let decoded: Decoded;
  try {
    decoded = decodeContent(info, ctx);
  } catch (e) {
    // Length checks precede every read; this only turns a codec bug into a result, never a crash.
    decoded = fail('invalid_field', `internal decoder error: ${e instanceof Error ? e.message : String(e)}`);
  }
  return decoded.ok
    ? { ok: true, frame: info, message: decoded.message }
    : { ok: false, error: decoded.error, frame: info };
}

function decodeContent(info: Gt06FrameInfo, ctx: Ctx): Decoded {
  const type = info.protocolNumber;
  switch (type) {
    case Gt06Type.INFO:
      return info.long ? decodeInfo(ctx) : decodeShortInfo(ctx);
    case Gt06Type.WIFI:
      // A 0x17 whose length fits is the RFID models' GPS and LBS position.
      if (info.countField === undefined) return decodeGpsMessage(Gt06Type.GPS_LBS, ctx);
      return decodeWifiScan(type, ctx, info.countField);
    case Gt06Type.WIFI_2:
      return info.countField === undefined ? unknown(type, ctx) : decodeWifiScan(type, ctx, info.countField);
    case Gt06Type.GPS_LBS_DRIVER:
      // The NT models' 0x25 is their 0x22 with a driver card after it; others stay unknown.
      return gt06ModelFamily(ctx.model) === 'nt' ? decodeNtPosition(ctx, true) : unknown(type, ctx);
    case Gt06Type.FENCE_SINGLE:
      // GK310's 0xA3 opens with the GPS block; the short SEEWORLD status forms stay unknown.
      return ctx.end - ctx.start > GPS_BLOCK_SIZE ? decodeGpsOnly(ctx) : unknown(type, ctx);
    case Gt06Type.WIFI_4:
      return decodeWifiScan(type, ctx, undefined);
    case Gt06Type.LBS_WIFI:
      return decodeLbsWifi(ctx);
    case Gt06Type.GPS_LBS_6:
    case Gt06Type.GPS_LBS_EXTEND:
    case Gt06Type.GPS_LBS_5:
    case Gt06Type.GPS_LBS_3:
    case Gt06Type.GPS_LBS_8:
      return decodeGpsOnly(ctx);
    case Gt06Type.GPS_LBS_STATUS_SL4X:
      // The long-frame 0x32 is the AZ735's own layout; only the short one opens with the GPS block.
      return info.long ? decodeAz735(type, ctx) : decodeGpsOnly(ctx);
    case Gt06Type.STATUS_2:
      // The VL models' 0x36 opens with the GPS block; other models' 0x36 layouts stay unknown.
      return gt06ModelFamily(ctx.model) === 'vl' ? decodeGpsOnly(ctx) : unknown(type, ctx);
    case Gt06Type.AZ735_ALARM:
      return info.long ? decodeAz735(type, ctx) : unknown(type, ctx);
    case Gt06Type.GPS_LBS_4G:
      return decodeGps4g(type, ctx);
    case Gt06Type.GPS_LBS_STATUS_4G:
      // LW 4G models send a 0x40-long position; GK310-like models a 4G cell and Wi-Fi scan.
      return info.contentEnd - info.contentStart === LW4G_CONTENT_BYTES
        ? decodeGps4g(type, ctx)
        : decodeLbsWifi(ctx, true);
    case Gt06Type.FENCE_MULTI_4G:
      return decodeFenceAlarm4g(ctx);
    case Gt06Type.LBS_ALARM_4G:
      return decodeLbsAlarm4g(ctx);
    case Gt06Type.LBS_4G:
      return decodeLbsWifi(ctx, true, false);
    case Gt06Type.DEVICE_STATUS:
    case Gt06Type.PERIPHERAL:
      return decodeDeviceStatus(type === Gt06Type.PERIPHERAL, ctx);
    case Gt06Type.OBD:
      return decodeObd(ctx);
    case Gt06Type.LBS_ADDRESS:
      return decodeLbsAddress(ctx);
    case Gt06Type.X1_GPS:
      return decodeX1Gps(ctx);
    case Gt06Type.MODULAR:
      return decodeModular(ctx);
    case Gt06Type.CAMERA_ALARM:
      return decodeCameraAlarm(ctx);
    case Gt06Type.SERIAL:
      return decodeSerialPassThrough(ctx);
    case Gt06Type.LOGIN:
      return decodeLogin(ctx);
    case Gt06Type.GPS_LBS_UTC:
      if (gt06ModelFamily(ctx.model) === 'nt') return decodeNtPosition(ctx);
      return decodeGpsMessage(type, ctx);
    case Gt06Type.GPS_LBS:
      // QH302R puts its IMEI before the GPS block.
      if (gt06ModelFamily(ctx.model) === 'qh302r') {
        return decodeGpsMessage(type, { ...ctx, start: ctx.start + IMEI_BYTES });
      }
      return decodeGpsMessage(type, ctx);
    case Gt06Type.GPS:
      return decodeGpsMessage(type, ctx);
    case Gt06Type.HEARTBEAT:
    case Gt06Type.HEARTBEAT_GK310:
      return decodeHeartbeat(type, ctx);
    case Gt06Type.ALARM:
    case Gt06Type.ALARM_UTC:
    case Gt06Type.ALARM_MULTI_FENCE:
      return decodeAlarm(type, ctx);
    case Gt06Type.LBS_ALARM:
      return decodeLbsAlarm(ctx);
    case Gt06Type.LBS_MULTI:
    case Gt06Type.LBS_MULTI_2:
    case Gt06Type.LBS_EXTEND:
      return decodeLbsMulti(ctx);
    case Gt06Type.LBS_MULTI_3:
      // SR411 mini sends a GPS and LBS position as 0x24 with the length field 0x2E.
      if (ctx.end - ctx.start === SR411_CONTENT_BYTES) return decodeGpsMessage(Gt06Type.GPS_LBS, ctx);
      // WANWAY S20 sends it with the length field 0x31 and a cell count.
      return decodeLbsMulti(ctx, ctx.end - ctx.start === WANWAY_CONTENT_BYTES);
    case Gt06Type.TIME_REQUEST:
      return { ok: true, message: { type: 'time_request', protocol: 'gt06', deviceId: ctx.deviceId } };
    case Gt06Type.STRING_REPLY:
      return decodeStringReply(ctx);
    case Gt06Type.STRING_REPLY_NEW:
      return decodeStringReplyNew(ctx);
    default:
      return unknown(type, ctx);
  }
}

function unknown(type: number, ctx: Ctx): Decoded {
  return {
    ok: true,
    message: {
      type: 'unknown',
      protocol: 'gt06',
      deviceId: ctx.deviceId,
      kind: type.toString(16).padStart(2, '0'),
      raw: ctx.buf.subarray(ctx.start, ctx.end).toString('hex'),
    },
  };
}

function hex4(n: number): string {
  return n.toString(16).toUpperCase().padStart(4, '0');
}
