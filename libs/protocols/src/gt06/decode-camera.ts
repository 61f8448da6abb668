import type { AlarmKind, DeviceMessage, Position } from '../types';
import { need, type Ctx, type Decoded } from './decode-context';
import { COURSE_MASK, readDateTime, SATELLITES_MASK, signedCoordinates, VALID_BIT } from './fields';

/**
 * 0x95 alarms of the JC camera models (JC100, JC400): short form = time + event; long form = a GPS
 * block without satellites and speed (JC400: marker FFFF and version first, then satellites,
 * flags before a u16 speed, then power u16 in decivolts), event u8, event data u16, and the names
 * of the video files the camera recorded.
 */

const JC400_MARKER = 0xffff;
const JC400_HEADER = 3;
const DATE_BYTES = 6;
const SHORT_FORM_BYTES = 7;
const DECIVOLTS = 10;
const SOS_EVENT = 0x01;

const CAMERA_EVENTS: ReadonlyMap<number, AlarmKind> = new Map<number, AlarmKind>([
  [0x0e, 'low_battery'],
  [0x80, 'vibration'],
  [0x87, 'overspeed'],
  [0x88, 'power_cut'],
  [0x90, 'harsh_acceleration'],
  [0x91, 'harsh_braking'],
  [0x92, 'sharp_turn'],
  [0x93, 'collision'],
]);

export function decodeCameraAlarm(ctx: Ctx): Decoded {
  const check = need(ctx, SHORT_FORM_BYTES, 'camera alarm');
  if (!check.ok) return check;
  const length = ctx.end - ctx.start;
  const jc400 = length > SHORT_FORM_BYTES && ctx.buf.readUInt16BE(ctx.start) === JC400_MARKER;
  let p = ctx.start + (jc400 ? JC400_HEADER : 0);
  const time = readDateTime(ctx.buf, p, ctx.offsetMinutes);
  if (!time.ok)
    return { ok: false, error: { code: 'invalid_field', message: 'camera alarm has an impossible date' } };
  p += DATE_BYTES;
  let position: Position | undefined;
  if (length > SHORT_FORM_BYTES) {
    const gpsBytes = (jc400 ? 1 : 0) + 8 + 2 + (jc400 ? 2 : 0);
    const tail = (jc400 ? 2 : 0) + 3;
    if (ctx.end - p < gpsBytes + tail) {
      return { ok: false, error: { code: 'truncated', message: 'camera alarm ends inside its GPS block' } };
    }
    const satellites = jc400 ? ctx.buf[p] & SATELLITES_MASK : undefined;
    if (jc400) p += 1;
    const flags = ctx.buf.readUInt16BE(p + 8);
    const coordinates = signedCoordinates(ctx.buf.readUInt32BE(p), ctx.buf.readUInt32BE(p + 4), flags);
    p += 10;
    const speedKmh = jc400 ? ctx.buf.readUInt16BE(p) : 0;
    if (jc400) p += 2;
    if (!coordinates) {
      return {
        ok: false,
        error: { code: 'invalid_field', message: 'camera alarm has an impossible coordinate' },
      };
    }
    position = {
      protocol: 'gt06',
      deviceId: ctx.deviceId,
      fixTime: time.date ?? ctx.now,
      valid: (flags & VALID_BIT) !== 0 && time.date !== undefined,
      ...coordinates,
      speedKmh,
      course: flags & COURSE_MASK,
      locateType: 'gps',
    };
    if (satellites !== undefined) position.satellites = satellites;
    if (jc400) {
      position.powerVoltage = ctx.buf.readUInt16BE(p) / DECIVOLTS;
      p += 2;
    }
  }
  if (ctx.end - p < 1)
    return { ok: false, error: { code: 'truncated', message: 'camera alarm ends before its event' } };
  const event = ctx.buf[p];
  const files = ctx.end - p > 3 ? ctx.buf.toString('latin1', p + 3, ctx.end) : undefined;
  const attributes: Record<string, string | number> = { event };
  if (files) attributes.eventFiles = files;
  // SOS only in the long form: the short form's event 1 is a general alarm (as Traccar reads it).
  const alarm = event === SOS_EVENT ? (position ? 'sos' : 'other') : CAMERA_EVENTS.get(event);
  if (position) position.attributes = attributes;
  if (alarm) {
    const message: DeviceMessage = {
      type: 'alarm',
      protocol: 'gt06',
      deviceId: ctx.deviceId,
      alarm,
      alarmCode: event,
      time: time.date ?? ctx.now,
    };
    if (position) message.position = position;
    return { ok: true, message };
  }
  if (position)
    return { ok: true, message: { type: 'position', protocol: 'gt06', deviceId: ctx.deviceId, position } };
  return {
    ok: true,
    message: {
      type: 'heartbeat',
      protocol: 'gt06',
      deviceId: ctx.deviceId,
      time: time.date ?? ctx.now,
      attributes,
    },
  };
}
