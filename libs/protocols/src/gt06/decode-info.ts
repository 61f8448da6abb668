import type { AttributeValue, DeviceMessage } from '../types';
import { need, type Ctx, type Decoded } from './decode-context';

/** 0x94 information sub-types (Concox/Jimi information transmission packet). */
const InfoType = {
  EXTERNAL_POWER: 0x00,
  CONFIG_TEXT: 0x04,
  DOOR_STATUS: 0x05,
  SIM: 0x0a,
  NETWORK_OR_POWER: 0x0b,
  SERIAL_PERIPHERAL: 0x1b,
  TEMPERATURE_HUMIDITY: 0x1e,
} as const;

const CENTIVOLTS = 100;
const DECI = 10;
const DATE_BYTES = 6;
const IMEI_BYTES = 8;
const IMSI_BYTES = 8;
const ICCID_BYTES = 10;
const ID_CARD_HEADER_BYTES = 2;
const ID_CARD_BYTES = 4;
const DOOR_BIT = 0x01;
const INPUT1_BIT = 0x04;
const ASCII_LETTER = /^[A-Za-z]/;

/**
 * 0x94: sub-type byte, then sub-type content. A heartbeat (device state, no position) whose
 * attributes carry what the sub-type says; unknown sub-types keep their bytes as hex in `raw`.
 */
export function decodeInfo(ctx: Ctx): Decoded {
  const check = need(ctx, 1, 'information packet');
  if (!check.ok) return check;
  const infoType = ctx.buf[ctx.start];
  const start = ctx.start + 1;
  const body = ctx.buf.subarray(start, ctx.end);
  const attributes: Record<string, AttributeValue> = { infoType };
  const message: DeviceMessage = { type: 'heartbeat', protocol: 'gt06', deviceId: ctx.deviceId, attributes };
  switch (infoType) {
    case InfoType.EXTERNAL_POWER:
      if (body.length >= 2) message.powerVoltage = body.readUInt16BE(0) / CENTIVOLTS;
      break;
    case InfoType.CONFIG_TEXT:
      attributes.config = body.toString('latin1').replace(/\0+$/, '');
      break;
    case InfoType.DOOR_STATUS: {
      const flagsAt = body.length > DATE_BYTES ? DATE_BYTES : 0;
      if (body.length > flagsAt) {
        attributes.door = (body[flagsAt] & DOOR_BIT) !== 0;
        attributes.input1 = (body[flagsAt] & INPUT1_BIT) !== 0;
      }
      break;
    }
    case InfoType.SIM: {
      const iccidAt = IMEI_BYTES + IMSI_BYTES;
      if (body.length >= iccidAt + ICCID_BYTES) {
        attributes.iccid = body.toString('hex', iccidAt, iccidAt + ICCID_BYTES).replace(/f+$/, '');
      }
      break;
    }
    case InfoType.NETWORK_OR_POWER:
      // One byte: the network (0 = 2G, else 4G); two bytes: external power in centivolts.
      if (body.length === 1) attributes.networkTechnology = body[0] > 0 ? '4G' : '2G';
      else if (body.length === 2) message.powerVoltage = body.readUInt16BE(0) / CENTIVOLTS;
      else attributes.raw = body.toString('hex');
      break;
    case InfoType.SERIAL_PERIPHERAL:
      if (ASCII_LETTER.test(body.toString('latin1', 0, 1))) {
        attributes.serial = body.toString('latin1').trim();
      } else if (body.length >= ID_CARD_HEADER_BYTES + ID_CARD_BYTES) {
        attributes.driverUniqueId = body.toString(
          'hex',
          ID_CARD_HEADER_BYTES,
          ID_CARD_HEADER_BYTES + ID_CARD_BYTES,
        );
      }
      break;
    case InfoType.TEMPERATURE_HUMIDITY:
      if (body.length >= 8) {
        attributes.temperature = body.readInt32BE(0) / DECI;
        attributes.humidity = body.readInt32BE(4) / DECI;
      }
      break;
    default:
      attributes.raw = body.toString('hex');
  }
  return { ok: true, message };
}

/** Short-frame 0x94 (some models): the external power voltage alone, in centivolts. */
export function decodeShortInfo(ctx: Ctx): Decoded {
  const check = need(ctx, 2, 'power information');
  if (!check.ok) return check;
  const powerVoltage = ctx.buf.readInt16BE(ctx.start) / CENTIVOLTS;
  return {
    ok: true,
    message: { type: 'heartbeat', protocol: 'gt06', deviceId: ctx.deviceId, powerVoltage },
  };
}
