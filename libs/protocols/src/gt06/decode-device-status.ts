import type { AttributeValue, DeviceMessage } from '../types';
import { need, type Ctx, type Decoded } from './decode-context';

/**
 * 0xF1 device status and 0xF2 peripheral status (Jimi 4G and VL842 models): Unix time u32, then
 * status items of (id u16, length, data) until the serial. A `heartbeat` with what the items say;
 * unknown items are skipped by their length.
 */

const TIME_BYTES = 4;
const MS_PER_S = 1000;
const CENTIVOLTS = 100;
const MAC_BYTES = 6;

const DeviceStatus = { MOTION: 0x01, ARMED: 0x02, IGNITION: 0x04, POWER: 0x05, CHARGE: 0x07 } as const;
const Peripheral = { BLE_TAG: 0x0a, EXTERNAL_BATTERY: 0x0c } as const;
/** BLE tag item: MAC type, MAC, event, event data, data type before the details. */
const BLE_FIXED = 1 + MAC_BYTES + 3;
const MOVING_STATES: ReadonlySet<number> = new Set([0x02, 0x04]);

export function decodeDeviceStatus(peripheral: boolean, ctx: Ctx): Decoded {
  const check = need(ctx, TIME_BYTES, 'status report');
  if (!check.ok) return check;
  const { buf } = ctx;
  const message: DeviceMessage = {
    type: 'heartbeat',
    protocol: 'gt06',
    deviceId: ctx.deviceId,
    time: new Date(buf.readUInt32BE(ctx.start) * MS_PER_S),
  };
  const attributes: Record<string, AttributeValue> = {};
  let p = ctx.start + TIME_BYTES;
  while (ctx.end - p >= 3) {
    const id = buf.readUInt16BE(p);
    if (peripheral && id === Peripheral.BLE_TAG) {
      if (ctx.end - p < 4) break;
      const length = buf.readUInt16BE(p + 2);
      const data = p + 4;
      if (ctx.end - data < length || length < BLE_FIXED) break;
      attributes.mac = buf.toString('hex', data + 1, data + 1 + MAC_BYTES);
      attributes.event = buf[data + 1 + MAC_BYTES];
      attributes.dataDetails = buf.toString('hex', data + BLE_FIXED, data + length);
      p = data + length;
      continue;
    }
    const length = buf[p + 2];
    const data = p + 3;
    if (ctx.end - data < length) break;
    if (peripheral && id === Peripheral.EXTERNAL_BATTERY && length >= 1) {
      attributes.externalBatteryLevel = buf[data];
    }
    if (!peripheral && length >= 1) {
      if (id === DeviceStatus.MOTION) attributes.motion = MOVING_STATES.has(buf[data]);
      if (id === DeviceStatus.ARMED) message.armed = buf[data] > 0;
      if (id === DeviceStatus.IGNITION) message.acc = buf[data] > 0;
      if (id === DeviceStatus.CHARGE) message.charging = buf[data] > 0;
      if (id === DeviceStatus.POWER && length >= 2)
        message.powerVoltage = buf.readUInt16BE(data) / CENTIVOLTS;
    }
    p = data + length;
  }
  message.attributes = attributes;
  return { ok: true, message };
}
