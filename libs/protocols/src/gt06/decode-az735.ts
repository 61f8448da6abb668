import type { AlarmKind, CellTower, DeviceMessage, Position } from '../types';
import type { Ctx, Decoded } from './decode-context';
import {
  COURSE_MASK,
  readDateTime,
  readLbsBlock,
  SATELLITES_MASK,
  signedCoordinates,
  VALID_BIT,
} from './fields';
import { Gt06Type } from './constants';

/**
 * Long-frame 0x32 position and 0x33 alarm of the AZ735: time, GPS length byte (0 = no fix) then
 * satellites, coordinates, speed and flags; LBS length byte (counting itself) then a cell and its
 * RSSI; a block of further cells and one of Wi-Fi (each skipped by its length byte); a status byte
 * (0x33: A2/A3 low battery, A4 other, A5 door); a reserved block.
 */

const DATE_BYTES = 6;
const GPS_FIELDS = 1 + 4 + 4 + 1 + 2;

const AZ735_ALARMS: ReadonlyMap<number, AlarmKind> = new Map<number, AlarmKind>([
  [0xa2, 'low_battery'],
  [0xa3, 'low_battery'],
  [0xa4, 'other'],
  [0xa5, 'door'],
]);

const truncated = (what: string): Decoded => ({
  ok: false,
  error: { code: 'truncated', message: `AZ735 frame ends inside its ${what}` },
});

export function decodeAz735(type: number, ctx: Ctx): Decoded {
  const { buf } = ctx;
  if (ctx.end - ctx.start < DATE_BYTES + 2) return truncated('time');
  const time = readDateTime(buf, ctx.start, ctx.offsetMinutes);
  if (!time.ok)
    return { ok: false, error: { code: 'invalid_field', message: 'AZ735 frame has an impossible date' } };
  let p = ctx.start + DATE_BYTES;
  const hasFix = buf[p] !== 0;
  p += 1;
  let position: Position | undefined;
  if (hasFix) {
    if (ctx.end - p < GPS_FIELDS) return truncated('GPS block');
    const flags = buf.readUInt16BE(p + 10);
    const coordinates = signedCoordinates(buf.readUInt32BE(p + 1), buf.readUInt32BE(p + 5), flags);
    if (!coordinates) {
      return {
        ok: false,
        error: { code: 'invalid_field', message: 'AZ735 frame has an impossible coordinate' },
      };
    }
    position = {
      protocol: 'gt06',
      deviceId: ctx.deviceId,
      fixTime: time.date ?? ctx.now,
      valid: (flags & VALID_BIT) !== 0 && time.date !== undefined,
      ...coordinates,
      speedKmh: buf[p + 9],
      course: flags & COURSE_MASK,
      satellites: buf[p] & SATELLITES_MASK,
      locateType: 'gps',
    };
    p += GPS_FIELDS;
  }
  if (ctx.end - p < 1) return truncated('LBS length');
  const lbsLength = buf[p];
  let cells: CellTower[] = [];
  if (lbsLength > 0) {
    const lbs = readLbsBlock(buf, p + 1, ctx.end);
    if (!lbs || ctx.end - (p + 1 + lbs.size) < 1) return truncated('LBS block');
    cells = [{ ...lbs.cell, rssi: buf[p + 1 + lbs.size] }];
    p += 1 + lbs.size + 1;
  } else {
    p += 1;
  }
  for (const block of ['further cells', 'Wi-Fi block']) {
    if (ctx.end - p < 1) return truncated(block);
    p += 1 + buf[p];
  }
  if (ctx.end - p < 1) return truncated('status');
  const status = buf[p];
  const alarm = type === Gt06Type.AZ735_ALARM ? AZ735_ALARMS.get(status) : undefined;
  if (position) {
    if (cells.length > 0) position.cells = cells;
    position.attributes = { status };
  }
  if (alarm) {
    const message: DeviceMessage = {
      type: 'alarm',
      protocol: 'gt06',
      deviceId: ctx.deviceId,
      alarm,
      alarmCode: status,
      time: time.date ?? ctx.now,
      cells,
    };
    if (position) message.position = position;
    return { ok: true, message };
  }
  if (position)
    return { ok: true, message: { type: 'position', protocol: 'gt06', deviceId: ctx.deviceId, position } };
  if (cells.length === 0) {
    const heartbeat: DeviceMessage = {
      type: 'heartbeat',
      protocol: 'gt06',
      deviceId: ctx.deviceId,
      attributes: { status },
    };
    if (time.date) heartbeat.time = time.date;
    return { ok: true, message: heartbeat };
  }
  return {
    ok: true,
    message: { type: 'lbs', protocol: 'gt06', deviceId: ctx.deviceId, time: time.date ?? ctx.now, cells },
  };
}
