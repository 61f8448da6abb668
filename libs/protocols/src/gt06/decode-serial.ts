import type { Ctx, Decoded } from './decode-context';
import { need } from './decode-context';

const PRINTABLE = /^[\x20-\x7e\r\n\t]*$/;

/**
 * 0x9B serial pass-through: external device type u8, then the device's bytes. Printable bytes are
 * the text (trimmed), anything else is kept as lower-case hex: either way a `command_reply`.
 */
export function decodeSerialPassThrough(ctx: Ctx): Decoded {
  const check = need(ctx, 1, 'serial pass-through');
  if (!check.ok) return check;
  const data = ctx.buf.subarray(ctx.start + 1, ctx.end);
  const latin = data.toString('latin1');
  const text = PRINTABLE.test(latin) ? latin.trim() : data.toString('hex');
  return {
    ok: true,
    message: {
      type: 'command_reply',
      protocol: 'gt06',
      deviceId: ctx.deviceId,
      text,
      command: `serial:${ctx.buf[ctx.start]}`,
    },
  };
}
