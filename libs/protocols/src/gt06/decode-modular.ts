import type { AlarmKind, AttributeValue, CellTower, DeviceMessage, Position } from '../types';
import type { Ctx, Decoded } from './decode-context';
import { COURSE_MASK, signedCoordinates, VALID_BIT } from './fields';

/**
 * 0x70 modular packet: modules of (type u16, length u16, data) until the serial. Module 0x33 is the
 * fix; without it the packet is a heartbeat. Unknown modules are skipped by their length.
 */

const MODULE_HEADER = 4;
const MS_PER_S = 1000;
const CENTIVOLTS = 100;
const DECI = 10;
const FIX_BYTES = 4 + 1 + 2 + 4 + 4 + 1 + 2;
const CELL_BYTES = 2 + 2 + 2 + 3 + 1;
const ICCID_BYTES = 10;

const Module = {
  ICCID: 0x03,
  SATELLITES: 0x09,
  CELL: 0x11,
  BATTERY: 0x18,
  HDOP: 0x28,
  INPUT: 0x2a,
  FIX: 0x33,
  EVENT: 0x34,
} as const;

const MODULAR_EVENTS: ReadonlyMap<number, AlarmKind> = new Map<number, AlarmKind>([
  [0x10, 'door'],
  [0x12, 'removal'],
  [0x14, 'geofence_enter'],
  [0x15, 'geofence_exit'],
  [0x1a, 'low_battery'],
  [0x1b, 'overspeed'],
  [0x1c, 'power_on'],
  [0x1d, 'power_off'],
  [0x20, 'vibration'],
  [0x21, 'power_cut'],
  [0x23, 'tamper'],
]);

function readFix(buf: Buffer, p: number, ctx: Ctx): Position | undefined {
  const flags = buf.readUInt16BE(p + 16);
  const coordinates = signedCoordinates(buf.readUInt32BE(p + 7), buf.readUInt32BE(p + 11), flags);
  if (!coordinates) return undefined;
  return {
    protocol: 'gt06',
    deviceId: ctx.deviceId,
    fixTime: new Date(buf.readUInt32BE(p) * MS_PER_S),
    valid: (flags & VALID_BIT) !== 0,
    ...coordinates,
    speedKmh: buf[p + 15],
    course: flags & COURSE_MASK,
    satellites: buf[p + 4],
    altitude: buf.readInt16BE(p + 5),
    locateType: 'gps',
  };
}

export function decodeModular(ctx: Ctx): Decoded {
  const { buf } = ctx;
  const attributes: Record<string, AttributeValue> = {};
  let position: Position | undefined;
  let cells: CellTower[] | undefined;
  let alarm: AlarmKind | undefined;
  let event: number | undefined;
  for (let p = ctx.start; ctx.end - p >= MODULE_HEADER;) {
    const type = buf.readUInt16BE(p);
    const length = buf.readUInt16BE(p + 2);
    const data = p + MODULE_HEADER;
    if (ctx.end - data < length) {
      return { ok: false, error: { code: 'truncated', message: `module ${type} runs past the frame` } };
    }
    if (type === Module.ICCID && length >= ICCID_BYTES)
      attributes.iccid = buf.toString('hex', data, data + ICCID_BYTES);
    if (type === Module.SATELLITES && length >= 1) attributes.satellites = buf[data];
    if (type === Module.BATTERY && length >= 2) attributes.battery = buf.readUInt16BE(data) / CENTIVOLTS;
    if (type === Module.HDOP && length >= 1) attributes.hdop = buf[data] / DECI;
    if (type === Module.INPUT && length >= 1) attributes.input = buf[data];
    if (type === Module.CELL && length >= CELL_BYTES) {
      const cid = buf.readUIntBE(data + 6, 3);
      if (cid > 0) {
        const [mcc, mnc, lac] = [
          buf.readUInt16BE(data),
          buf.readUInt16BE(data + 2),
          buf.readUInt16BE(data + 4),
        ];
        cells = [{ mcc, mnc, lac, cid, rssi: buf[data + 9] }];
      }
    }
    if (type === Module.FIX && length >= FIX_BYTES) position = readFix(buf, data, ctx);
    if (type === Module.EVENT && length >= 1) {
      event = buf[data];
      alarm = MODULAR_EVENTS.get(event);
    }
    p = data + length;
  }
  if (event !== undefined) attributes.event = event;
  if (position) {
    if (cells) position.cells = cells;
    if (Object.keys(attributes).length > 0) position.attributes = attributes;
  }
  if (alarm) {
    const message: DeviceMessage = {
      type: 'alarm',
      protocol: 'gt06',
      deviceId: ctx.deviceId,
      alarm,
      alarmCode: event,
      time: position?.fixTime ?? ctx.now,
    };
    if (position) message.position = position;
    if (cells) message.cells = cells;
    return { ok: true, message };
  }
  if (position)
    return { ok: true, message: { type: 'position', protocol: 'gt06', deviceId: ctx.deviceId, position } };
  const heartbeat: DeviceMessage = {
    type: 'heartbeat',
    protocol: 'gt06',
    deviceId: ctx.deviceId,
    attributes,
  };
  if (cells) heartbeat.cells = cells;
  return { ok: true, message: heartbeat };
}
