import { fail } from '../result';
import type { CellTower, DeviceMessage, Position } from '../types';
import { Gt06Type } from './constants';
import { need, type Ctx, type Decoded } from './decode-context';
import { readGps } from './decode-position';
import {
  GPS_BLOCK_SIZE,
  LBS_BLOCK_SIZE,
  readDateTime,
  readLbsBlock,
  STATUS_BLOCK_SIZE,
  WIDE_CELL_ID_BYTES,
} from './fields';
import { applyAccAlarm, readStatusBlock, type StatusBlock } from './status-block';

/** The 0x27's fence byte when the alarm names no fence. */
const NO_FENCE = 0xff;
/** MCC u16 + MNC u8 + LAC u16 + cell id u32: the cell bytes after a length byte of 9 that excludes itself. */
const WIDE_CELL_LBS_SIZE = 9;

/** 0x27 ends with the fence number after its status block; 0x16 and 0x26 end with the status. */
function tailAfterStatus(type: number): number {
  return type === Gt06Type.ALARM_MULTI_FENCE ? 1 : 0;
}

/**
 * LBS block preceded by its length byte. The reference counts the byte itself (9 for a u24 cell id),
 * but devices also send 8 (not counting it) and 9 with a u32 cell id: when the frame has exactly
 * room for nine cell bytes before the status block, the nine are the cell (4-byte cell id). A zero
 * length with more bytes before the status block is zero padding: the status block then sits at the
 * end of the content.
 */
function readLengthPrefixedLbs(ctx: Ctx, p: number, type: number): { cell?: CellTower; next: number } {
  const declared = ctx.buf[p];
  p += 1;
  const statusAt = ctx.end - tailAfterStatus(type) - STATUS_BLOCK_SIZE;
  if (declared === 0) return { next: Math.max(p, statusAt) };
  const wideMnc = ctx.end - p >= 2 && (ctx.buf.readUInt16BE(p) & 0x8000) !== 0;
  if (declared === WIDE_CELL_LBS_SIZE && statusAt - p === WIDE_CELL_LBS_SIZE && !wideMnc) {
    const wide = readLbsBlock(ctx.buf, p, ctx.end, WIDE_CELL_ID_BYTES);
    return { cell: wide?.cell, next: statusAt };
  }
  const lbs = readLbsBlock(ctx.buf, p, ctx.end);
  const size = Math.max(declared - 1, lbs?.size ?? LBS_BLOCK_SIZE);
  return { cell: lbs?.cell, next: p + size };
}

export function decodeAlarm(type: number, ctx: Ctx): Decoded {
  const read = readGps(ctx);
  if (!read.ok) return read;
  const position = read.position;
  let p = ctx.start + GPS_BLOCK_SIZE;
  const length = ctx.end - ctx.start;
  // VXT01 sends 0x16 with L = 0x24: the same fields without the LBS length byte (reference §1.4).
  const noLengthByte =
    type === Gt06Type.ALARM && length === GPS_BLOCK_SIZE + LBS_BLOCK_SIZE + STATUS_BLOCK_SIZE;
  let cell: CellTower | undefined;
  if (noLengthByte) {
    cell = readLbsBlock(ctx.buf, p, ctx.end)?.cell;
    p += LBS_BLOCK_SIZE;
  } else {
    if (ctx.end - p < 1) return fail('truncated', 'alarm frame ends before its LBS length byte');
    const lbs = readLengthPrefixedLbs(ctx, p, type);
    cell = lbs.cell;
    p = lbs.next;
  }
  if (ctx.end - p < STATUS_BLOCK_SIZE) return fail('truncated', 'alarm frame ends before its status block');
  const status = readStatusBlock(ctx.buf, p, false, ctx.model);
  p += STATUS_BLOCK_SIZE;
  if (cell) position.cells = [cell];
  const fence =
    type === Gt06Type.ALARM_MULTI_FENCE && p < ctx.end && ctx.buf[p] !== NO_FENCE ? ctx.buf[p] : undefined;
  return decodePositionStatus(ctx, position, status, fence);
}

/**
 * A position and the status block read after it (0x16, 0x26, 0x27, 0xA4): the block's state on the
 * position, and an alarm carrying the position when the block names one, with the 0x27's `fence`.
 */
export function decodePositionStatus(
  ctx: Ctx,
  position: Position,
  status: StatusBlock,
  fence?: number,
): Decoded {
  Object.assign(position, status.state);
  position.alarmCode = status.alarmCode;
  if (!status.alarm) {
    return { ok: true, message: { type: 'position', protocol: 'gt06', deviceId: ctx.deviceId, position } };
  }
  position.alarm = status.alarm;
  applyAccAlarm(position, status.alarm);
  const message: DeviceMessage = {
    type: 'alarm',
    protocol: 'gt06',
    deviceId: ctx.deviceId,
    alarm: status.alarm,
    alarmCode: status.alarmCode,
    time: position.fixTime,
    position,
    ...status.state,
  };
  if (position.acc !== undefined) message.acc = position.acc;
  if (position.cells) message.cells = position.cells;
  if (fence !== undefined) message.fence = fence;
  return { ok: true, message };
}

export function decodeLbsAlarm(ctx: Ctx): Decoded {
  const lbs = readLbsBlock(ctx.buf, ctx.start, ctx.end);
  if (!lbs) return fail('truncated', 'LBS alarm ends inside its LBS block');
  return decodeCellsAndStatus(ctx, [lbs.cell], ctx.start + lbs.size, 'LBS alarm');
}

/**
 * The status block at `p` after a report's cells (0x19, 0xA5): an alarm when the block names one,
 * the cells kept as `lbs` otherwise. Neither carries a time: the server's clock stands in.
 * `what` names the report in errors.
 */
export function decodeCellsAndStatus(ctx: Ctx, cells: CellTower[], p: number, what: string): Decoded {
  if (ctx.end - p < STATUS_BLOCK_SIZE) return fail('truncated', `${what} ends before its status block`);
  const status = readStatusBlock(ctx.buf, p, false, ctx.model);
  if (status.alarm) {
    const message: DeviceMessage = {
      type: 'alarm',
      protocol: 'gt06',
      deviceId: ctx.deviceId,
      alarm: status.alarm,
      alarmCode: status.alarmCode,
      time: ctx.now,
      cells,
      ...status.state,
    };
    applyAccAlarm(message, status.alarm);
    return { ok: true, message };
  }
  return {
    ok: true,
    message: {
      type: 'lbs',
      protocol: 'gt06',
      deviceId: ctx.deviceId,
      time: ctx.now,
      cells,
      alarmCode: status.alarmCode,
      ...status.state,
    },
  };
}

/** Timing advance, MCC, MNC and a cell count before the cells: WANWAY S20's 0x24. */
const WANWAY_HEADER = 1 + 2 + 1 + 1;
const MULTI_CELL_BYTES = 6;
const MAX_CELLS = 7;

/**
 * datetime + MCC u16 + MNC u8 + up to 7 x (LAC u16, CI u24, RSSI u8) + TA + language. WANWAY S20
 * (`countFirst`) puts the timing advance first and counts its cells.
 */
export function decodeLbsMulti(ctx: Ctx, countFirst = false): Decoded {
  const check = need(ctx, 6 + (countFirst ? WANWAY_HEADER : 3), 'multi-cell LBS');
  if (!check.ok) return check;
  const time = readDateTime(ctx.buf, ctx.start, ctx.offsetMinutes);
  if (!time.ok) return fail('invalid_field', 'multi-cell LBS has an impossible date');
  let p = ctx.start + 6 + (countFirst ? 1 : 0);
  const mcc = ctx.buf.readUInt16BE(p) & 0x7fff;
  const mnc = ctx.buf[p + 2];
  p += 3;
  let count = MAX_CELLS;
  if (countFirst) {
    count = ctx.buf[p];
    p += 1;
  }
  const cells: CellTower[] = [];
  for (let i = 0; i < count && ctx.end - p >= MULTI_CELL_BYTES; i++, p += MULTI_CELL_BYTES) {
    const lac = ctx.buf.readUInt16BE(p);
    const cid = ctx.buf.readUIntBE(p + 2, 3);
    if (lac === 0 && cid === 0) continue;
    cells.push({ mcc, mnc, lac, cid, rssi: ctx.buf[p + 5] });
  }
  return {
    ok: true,
    message: { type: 'lbs', protocol: 'gt06', deviceId: ctx.deviceId, time: time.date ?? ctx.now, cells },
  };
}
