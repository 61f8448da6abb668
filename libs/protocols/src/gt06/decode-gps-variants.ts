import type { CellTower, DeviceMessage } from '../types';
import { Gt06Type } from './constants';
import { decodeCellsAndStatus, decodePositionStatus } from './decode-alarm';
import type { Ctx, Decoded } from './decode-context';
import { readGps } from './decode-position';
import { GPS_BLOCK_SIZE, STATUS_BLOCK_SIZE } from './fields';
import { readStatusBlock } from './status-block';

/**
 * Position types of newer models that open with the standard GPS block (reference §1.3). What
 * follows differs by model; what is not read here travels as hex in `attributes.extra`.
 */

const MCC_MASK = 0x7fff;
const WIDE_MNC_BIT = 0x8000;
const LAC_4G_BYTES = 4;
const CID_4G_BYTES = 8;
const SAFE_CID_HIGH = 0x200000; // 2^53 / 2^32: above it a u64 cell id does not fit a number

/** MCC u16 (bit 15 = MNC u16), MNC, LAC u32, cell id u64: the 4G cell of 0xA0, 0xA2 and 0xA4. */
export function read4gCell(
  buf: Buffer,
  p: number,
  end: number,
): { cell?: CellTower; size: number } | undefined {
  if (end - p < 2) return undefined;
  const mccWord = buf.readUInt16BE(p);
  const mncBytes = (mccWord & WIDE_MNC_BIT) !== 0 ? 2 : 1;
  const size = 2 + mncBytes + LAC_4G_BYTES + CID_4G_BYTES;
  if (end - p < size) return undefined;
  const mnc = mncBytes === 2 ? buf.readUInt16BE(p + 2) : buf[p + 2];
  const lac = buf.readUInt32BE(p + 2 + mncBytes);
  const high = buf.readUInt32BE(p + 2 + mncBytes + LAC_4G_BYTES);
  const low = buf.readUInt32BE(p + 2 + mncBytes + LAC_4G_BYTES + 4);
  if (high >= SAFE_CID_HIGH || (lac === 0 && high === 0 && low === 0)) return { size };
  return { cell: { mcc: mccWord & MCC_MASK, mnc, lac, cid: high * 2 ** 32 + low }, size };
}

function withExtra(ctx: Ctx, p: number, message: DeviceMessage): Decoded {
  if (message.type === 'position' && p < ctx.end) {
    message.position.attributes = {
      ...message.position.attributes,
      extra: ctx.buf.toString('hex', p, ctx.end),
    };
  }
  return { ok: true, message };
}

/** 0x11, 0x1E, 0x31, 0x32 (short), 0x37, 0x38: the GPS block, the rest kept raw. */
export function decodeGpsOnly(ctx: Ctx): Decoded {
  const read = readGps(ctx);
  if (!read.ok) return read;
  const message: DeviceMessage = {
    type: 'position',
    protocol: 'gt06',
    deviceId: ctx.deviceId,
    position: read.position,
  };
  return withExtra(ctx, ctx.start + GPS_BLOCK_SIZE, message);
}

/** 0xA0 (and 0xA2 of the LW 4G models): GPS, 4G cell; 0xA0 then ACC, upload mode, re-upload flag. */
export function decodeGps4g(type: number, ctx: Ctx): Decoded {
  const read = readGps(ctx);
  if (!read.ok) return read;
  const position = read.position;
  let p = ctx.start + GPS_BLOCK_SIZE;
  const cell = read4gCell(ctx.buf, p, ctx.end);
  if (cell) {
    if (cell.cell) position.cells = [cell.cell];
    p += cell.size;
  }
  const ACC_UPLOAD_REUPLOAD = 3;
  if (type === Gt06Type.GPS_LBS_4G && cell && ctx.end - p >= ACC_UPLOAD_REUPLOAD) {
    position.acc = ctx.buf[p] === 1;
    position.attributes = { uploadMode: ctx.buf[p + 1] };
    position.buffered = ctx.buf[p + 2] === 1;
    p += ACC_UPLOAD_REUPLOAD;
  }
  return withExtra(ctx, p, { type: 'position', protocol: 'gt06', deviceId: ctx.deviceId, position });
}

/**
 * 0xA4 multi-fence alarm: GPS, cell length byte (counting itself), the cell (4G when it is
 * that long), status block; an alarm when the status says one.
 */
export function decodeFenceAlarm4g(ctx: Ctx): Decoded {
  const read = readGps(ctx);
  if (!read.ok) return read;
  const position = read.position;
  let p = ctx.start + GPS_BLOCK_SIZE;
  if (ctx.end - p < 1)
    return { ok: true, message: { type: 'position', protocol: 'gt06', deviceId: ctx.deviceId, position } };
  const declared = ctx.buf[p];
  p += 1;
  const cell = read4gCell(ctx.buf, p, ctx.end);
  if (cell?.cell && cell.size === declared - 1) position.cells = [cell.cell];
  p += Math.max(declared - 1, 0);
  if (ctx.end - p < STATUS_BLOCK_SIZE) {
    return { ok: true, message: { type: 'position', protocol: 'gt06', deviceId: ctx.deviceId, position } };
  }
  return decodePositionStatus(ctx, position, readStatusBlock(ctx.buf, p, false, ctx.model));
}

/** 0x34 data and alarm word before the GPS block; terminal word and odometer after it. */
const X1_PREFIX = 4;
const X1_CELL_AT = 2 + 4;
const X1_CELL_BYTES = 2 + 1 + 2 + 4;

/**
 * 0x34 of the X1 models: data/alarm word, GPS block, terminal word, odometer, a cell with a u32 id,
 * then driver id, voltages and ports. The GPS block and the cell are read; the rest travels raw
 * (the voltages' meaning is not confirmed).
 */
export function decodeX1Gps(ctx: Ctx): Decoded {
  const read = readGps({ ...ctx, start: ctx.start + X1_PREFIX });
  if (!read.ok) return read;
  const position = read.position;
  let p = ctx.start + X1_PREFIX + GPS_BLOCK_SIZE;
  const cellAt = p + X1_CELL_AT;
  if (ctx.end - cellAt >= X1_CELL_BYTES) {
    const cid = ctx.buf.readUInt32BE(cellAt + 5);
    if (cid > 0) {
      position.cells = [
        {
          mcc: ctx.buf.readUInt16BE(cellAt),
          mnc: ctx.buf[cellAt + 2],
          lac: ctx.buf.readUInt16BE(cellAt + 3),
          cid,
        },
      ];
    }
    p = cellAt + X1_CELL_BYTES;
  }
  return withExtra(ctx, p, { type: 'position', protocol: 'gt06', deviceId: ctx.deviceId, position });
}

/** 0xA5 cell alarm (GK310, JM-LL301): a 4G cell, then the status block; no GPS and no time. */
export function decodeLbsAlarm4g(ctx: Ctx): Decoded {
  const cell = read4gCell(ctx.buf, ctx.start, ctx.end);
  if (!cell) return { ok: false, error: { code: 'truncated', message: 'cell alarm ends inside its cell' } };
  return decodeCellsAndStatus(ctx, cell.cell ? [cell.cell] : [], ctx.start + cell.size, 'cell alarm');
}

/** 0xA7 (GK310) address request: a 4G cell, then the phone number to answer; kept as `lbs`. */
export function decodeLbsAddress(ctx: Ctx): Decoded {
  const cell = read4gCell(ctx.buf, ctx.start, ctx.end);
  if (!cell)
    return { ok: false, error: { code: 'truncated', message: 'address request ends inside its cell' } };
  return {
    ok: true,
    message: {
      type: 'lbs',
      protocol: 'gt06',
      deviceId: ctx.deviceId,
      time: ctx.now,
      cells: cell.cell ? [cell.cell] : [],
    },
  };
}
