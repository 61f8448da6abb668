import type { DeviceMessage } from '../types';
import { need, type Ctx, type Decoded } from './decode-context';
import { parseGt06TextPosition } from './text-position';

/**
 * 0x15: command length (4 + M), server flag u32, ASCII text, language u16. Some firmwares send a
 * zero command length and pad the text with NULs; then the text runs to the language word.
 */
const ICCID_REPLY = /^<ICCID:([0-9A-Fa-f]{18,22})>$/;

export function decodeStringReply(ctx: Ctx): Decoded {
  const check = need(ctx, 5, 'string reply');
  if (!check.ok) return check;
  const declared = ctx.buf[ctx.start];
  const serverFlag = ctx.buf.readUInt32BE(ctx.start + 1);
  const textStart = ctx.start + 5;
  const fits = declared >= 4 && ctx.start + 1 + declared <= ctx.end;
  const textEnd = fits ? ctx.start + 1 + declared : Math.max(textStart, ctx.end - 2);
  const text = stripNul(ctx.buf.toString('latin1', textStart, textEnd));
  const message: DeviceMessage = {
    type: 'command_reply',
    protocol: 'gt06',
    deviceId: ctx.deviceId,
    serverFlag,
    text,
    encoding: 'ascii',
  };
  if (ctx.end - textEnd >= 2) message.language = ctx.buf.readUInt16BE(textEnd);
  // Some models answer the ICCID query with the bare text `<ICCID:...>`.
  const iccid = ICCID_REPLY.exec(text);
  if (iccid) message.attributes = { iccid: iccid[1] };
  return { ok: true, message };
}

/** 0x21: server flag u32, encoding (1 = ASCII, 2 = UTF-16BE), text up to the serial. */
export function decodeStringReplyNew(ctx: Ctx): Decoded {
  const check = need(ctx, 5, 'string reply');
  if (!check.ok) return check;
  const serverFlag = ctx.buf.readUInt32BE(ctx.start);
  const utf16 = ctx.buf[ctx.start + 4] === 2;
  const textStart = ctx.start + 5;
  let textEnd = ctx.end;
  if (utf16 && (textEnd - textStart) % 2 === 1) textEnd -= 1;
  const text = stripNul(
    utf16
      ? utf16beToString(ctx.buf.subarray(textStart, textEnd))
      : ctx.buf.toString('latin1', textStart, textEnd),
  );
  const message: DeviceMessage = {
    type: 'command_reply',
    protocol: 'gt06',
    deviceId: ctx.deviceId,
    serverFlag,
    text,
    encoding: utf16 ? 'utf16be' : 'ascii',
  };
  const position = parseGt06TextPosition(text, ctx.deviceId, ctx.offsetMinutes);
  if (position) message.position = position;
  return { ok: true, message };
}

function utf16beToString(bytes: Buffer): string {
  // Node only decodes UTF-16LE; swap into a copy so the frame buffer stays untouched.
  return Buffer.from(bytes).swap16().toString('utf16le');
}

function stripNul(text: string): string {
  return text.replace(/\0+$/, '');
}
