import type { DeviceMessage } from '../types';
import { Gt06Type } from './constants';
import { need, type Ctx, type Decoded } from './decode-context';
import { STATUS_BLOCK_SIZE } from './fields';
import { gt06ModelFamily } from './models';
import { readStatusBlock } from './status-block';

const CENTIVOLTS = 100;
const DECIVOLTS = 10;
const LW_POWER_MASK = 0x0fff;

/**
 * 0x13 and GK310's 0x23 heartbeat: the device state without a position. Three model families
 * put external power where the reference has other fields (see docs): LW models in the alarm and
 * language word (decivolts, low 12 bits), SEEWORLD in the alarm byte (whole volts), R11 as u16
 * centivolts in place of the voltage level.
 */
export function decodeHeartbeat(type: number, ctx: Ctx): Decoded {
  const check = need(ctx, STATUS_BLOCK_SIZE, 'heartbeat');
  if (!check.ok) return check;
  const family = type === Gt06Type.HEARTBEAT ? gt06ModelFamily(ctx.model) : undefined;
  if (family === 'lw' || family === 'seeworld' || family === 'r11') return familyHeartbeat(family, ctx);
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

function familyHeartbeat(family: 'lw' | 'seeworld' | 'r11', ctx: Ctx): Decoded {
  const { buf, start } = ctx;
  const status = readStatusBlock(buf, start, family === 'r11', ctx.model);
  const state = { ...status.state };
  let powerVoltage: number;
  if (family === 'r11') {
    powerVoltage = buf.readUInt16BE(start + 1) / CENTIVOLTS;
    delete state.batteryVoltage;
  } else if (family === 'lw') {
    powerVoltage = (buf.readUInt16BE(start + 3) & LW_POWER_MASK) / DECIVOLTS;
  } else {
    powerVoltage = buf[start + 3];
  }
  const message: DeviceMessage = {
    type: 'heartbeat',
    protocol: 'gt06',
    deviceId: ctx.deviceId,
    ...state,
    gpsFixed: status.gpsFixed,
    powerVoltage,
  };
  if (family === 'r11' && status.alarm) {
    message.alarm = status.alarm;
    message.alarmCode = status.alarmCode;
  }
  return { ok: true, message };
}
