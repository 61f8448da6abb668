import { fail } from '../result';
import type { CellTower, DeviceMessage } from '../types';
import { Gt06Type } from './constants';
import { need, type Ctx, type Decoded } from './decode-context';
import { readGps } from './decode-position';
import { GPS_BLOCK_SIZE, LBS_BLOCK_SIZE, readDateTime, readLbsBlock, STATUS_BLOCK_SIZE } from './fields';
import { applyAccAlarm, readStatusBlock } from './status-block';

/**
 * LBS block preceded by its length byte (counts itself; 0 = no LBS). Devices without a cell still
 * send the 8 zero bytes when the frame has room for them, so skip them in that case.
 */
function readLengthPrefixedLbs(ctx: Ctx, p: number): { cell?: CellTower; next: number } {
  const declared = ctx.buf[p];
  p += 1;
  if (declared === 0) {
    return { next: ctx.end - p >= LBS_BLOCK_SIZE + STATUS_BLOCK_SIZE ? p + LBS_BLOCK_SIZE : p };
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
    const lbs = readLengthPrefixedLbs(ctx, p);
    cell = lbs.cell;
    p = lbs.next;
  }
  if (ctx.end - p < STATUS_BLOCK_SIZE) return fail('truncated', 'alarm frame ends before its status block');
  const status = readStatusBlock(ctx.buf, p);
  p += STATUS_BLOCK_SIZE;
  if (cell) position.cells = [cell];
  Object.assign(position, status.state);
  position.alarmCode = status.alarmCode;
  let fence: number | undefined;
  if (type === Gt06Type.ALARM_MULTI_FENCE && p < ctx.end && ctx.buf[p] !== 0xff) fence = ctx.buf[p];
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
  if (cell) message.cells = [cell];
  if (fence !== undefined) message.fence = fence;
  return { ok: true, message };
}

export function decodeLbsAlarm(ctx: Ctx): Decoded {
  const lbs = readLbsBlock(ctx.buf, ctx.start, ctx.end);
  if (!lbs) return fail('truncated', 'LBS alarm ends inside its LBS block');
  const p = ctx.start + lbs.size;
  if (ctx.end - p < STATUS_BLOCK_SIZE) return fail('truncated', 'LBS alarm ends before its status block');
  const status = readStatusBlock(ctx.buf, p);
  const cells = [lbs.cell];
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

/** datetime + MCC u16 + MNC u8 + up to 7 x (LAC u16, CI u24, RSSI u8) + TA + language. */
export function decodeLbsMulti(ctx: Ctx): Decoded {
  const check = need(ctx, 6 + 3 + 6, 'multi-cell LBS');
  if (!check.ok) return check;
  const time = readDateTime(ctx.buf, ctx.start, ctx.offsetMinutes);
  if (!time.ok) return fail('invalid_field', 'multi-cell LBS has an impossible date');
  const mcc = ctx.buf.readUInt16BE(ctx.start + 6) & 0x7fff;
  const mnc = ctx.buf[ctx.start + 8];
  const cells: CellTower[] = [];
  for (let i = 0, p = ctx.start + 9; i < 7 && ctx.end - p >= 6; i++, p += 6) {
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
