import { fail } from '../result';
import type { DeviceMessage } from '../types';
import { need, type Ctx, type Decoded } from './decode-context';
import { readImei } from './fields';

export function decodeLogin(ctx: Ctx): Decoded {
  const check = need(ctx, 8, 'login');
  if (!check.ok) return check;
  const imei = readImei(ctx.buf, ctx.start);
  if (imei === undefined) return fail('invalid_field', 'login IMEI is not BCD digits');
  const message: DeviceMessage = { type: 'login', protocol: 'gt06', deviceId: imei };
  const length = ctx.end - ctx.start;
  if (length >= 10) message.deviceType = ctx.buf.readUInt16BE(ctx.start + 8);
  if (length >= 12) {
    // Bits 15..4: hours*100 + minutes; bit 3: 1 = west of UTC; bits 1..0: language.
    const word = ctx.buf.readUInt16BE(ctx.start + 10);
    const hhmm = word >> 4;
    const minutes = Math.floor(hhmm / 100) * 60 + (hhmm % 100);
    // A garbled word must not shift every later timestamp by hours: keep only real zones.
    if (hhmm % 100 < 60 && minutes <= 14 * 60) {
      message.timezoneOffsetMinutes = word & 0x08 ? -minutes : minutes;
    }
    message.language = word & 0x03;
  }
  return { ok: true, message };
}
