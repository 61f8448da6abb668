import type { DeviceMessage } from '../types';
import { Gt06Type } from './constants';
import { need, type Ctx, type Decoded } from './decode-context';
import { STATUS_BLOCK_SIZE } from './fields';
import { readStatusBlock } from './status-block';

/** 0x13 and GK310's 0x23 heartbeat: the device state without a position. */
export function decodeHeartbeat(type: number, ctx: Ctx): Decoded {
  const check = need(ctx, STATUS_BLOCK_SIZE, 'heartbeat');
  if (!check.ok) return check;
  const wideVoltage = type === Gt06Type.HEARTBEAT_GK310 && ctx.end - ctx.start >= STATUS_BLOCK_SIZE + 1;
  const status = readStatusBlock(ctx.buf, ctx.start, wideVoltage, ctx.model);
  const message: DeviceMessage = {
    type: 'heartbeat',
    protocol: 'gt06',
    deviceId: ctx.deviceId,
    ...status.state,
    gpsFixed: status.gpsFixed,
    alarmCode: status.alarmCode,
    attributes: { language: status.language },
  };
  if (status.alarm) message.alarm = status.alarm;
  return { ok: true, message };
}
