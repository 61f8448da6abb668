import { fail, type Result } from '../result';
import type { AttributeValue, Position } from '../types';
import { Gt06Type } from './constants';
import { need, type Ctx, type Decoded } from './decode-context';
import { GPS_BLOCK_SIZE, readGpsBlock, readLbsBlock, type GpsBlock } from './fields';

function gpsPosition(ctx: Ctx, gps: GpsBlock): Position {
  const position: Position = {
    protocol: 'gt06',
    deviceId: ctx.deviceId,
    fixTime: gps.time ?? ctx.now,
    valid: gps.valid && gps.time !== undefined,
    latitude: gps.latitude,
    longitude: gps.longitude,
    speedKmh: gps.speedKmh,
    course: gps.course,
    satellites: gps.satellites,
    locateType: 'gps',
  };
  if (gps.acc !== undefined) position.acc = gps.acc;
  return position;
}

export function readGps(ctx: Ctx): Result<{ position: Position }> {
  const check = need(ctx, GPS_BLOCK_SIZE, 'GPS block');
  if (!check.ok) return check;
  const gps = readGpsBlock(ctx.buf, ctx.start, ctx.offsetMinutes);
  if (!gps.ok) return fail('invalid_field', 'GPS block has an impossible date or coordinate');
  return { ok: true, position: gpsPosition(ctx, gps.gps) };
}

export function decodeGpsMessage(type: number, ctx: Ctx): Decoded {
  const read = readGps(ctx);
  if (!read.ok) return read;
  const position = read.position;
  const p = ctx.start + GPS_BLOCK_SIZE;
  const lbs = type === Gt06Type.GPS ? undefined : readLbsBlock(ctx.buf, p, ctx.end);
  if (lbs) position.cells = [lbs.cell];
  if (type === Gt06Type.GPS_LBS_UTC && lbs) extrasOf0x22(ctx, p + lbs.size, position);
  return { ok: true, message: { type: 'position', protocol: 'gt06', deviceId: ctx.deviceId, position } };
}

/** ACC byte, upload mode, re-upload flag, optional mileage u32 (reference §1.4, 0x22). */
function extrasOf0x22(ctx: Ctx, p: number, position: Position): void {
  if (ctx.end - p < 3) return;
  const attributes: Record<string, AttributeValue> = { uploadMode: ctx.buf[p + 1] };
  // The explicit ACC byte beats the course-word bit some firmwares use.
  position.acc = ctx.buf[p] === 1;
  position.buffered = ctx.buf[p + 2] === 1;
  if (ctx.end - p >= 7) attributes.mileage = ctx.buf.readUInt32BE(p + 3);
  position.attributes = attributes;
}
