import type { DeviceMessage } from '../types';
import { need, type Ctx, type Decoded } from './decode-context';
import { readDateTime } from './fields';

const DATE_BYTES = 6;
const PRINTABLE_RUN = /^[\x20-\x7e]*/;

/**
 * 0x8C OBD report: time, ignition byte, then `PID=hex` pairs as ASCII followed by binary fields.
 * A heartbeat with `acc` and the pairs as sent in `attributes.obd` (their units are per PID and
 * not mapped yet).
 */
export function decodeObd(ctx: Ctx): Decoded {
  const check = need(ctx, DATE_BYTES + 1, 'OBD report');
  if (!check.ok) return check;
  const time = readDateTime(ctx.buf, ctx.start, ctx.offsetMinutes);
  if (!time.ok)
    return { ok: false, error: { code: 'invalid_field', message: 'OBD report has an impossible date' } };
  const text = ctx.buf.toString('latin1', ctx.start + DATE_BYTES + 1, ctx.end);
  const obd = PRINTABLE_RUN.exec(text)?.[0] ?? '';
  const message: DeviceMessage = {
    type: 'heartbeat',
    protocol: 'gt06',
    deviceId: ctx.deviceId,
    acc: ctx.buf[ctx.start + DATE_BYTES] > 0,
    attributes: { obd },
  };
  if (time.date) message.time = time.date;
  return { ok: true, message };
}
