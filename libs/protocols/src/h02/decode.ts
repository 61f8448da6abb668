import { fail } from '../result';
import type { CodecError, DeviceMessage } from '../types';
import type { Ctx, Decoded } from './decode-context';
import { decodeConfirmation, decodePositionSentence } from './decode-position';
import { BINARY_MARKER } from './binary-layout';
import { decodeH02Binary } from './decode-binary';
import { decodeV3, decodeVp1 } from './decode-cells';
import { decodeHeartbeat, decodeLink, decodeNbr, decodeSms } from './decode-reports';
import type { H02Status } from './status';

export interface H02DecodeOptions {
  /** Used when the sentence's id field is empty (`*HQ,,V1,...`). */
  deviceId?: string;
  /** Clock for sentences without a usable time. Default: the current time. */
  now?: Date;
}

export interface H02FrameInfo {
  /** Two-letter maker code after `*` (HQ, TH, ...), as sent. */
  manufacturer: string;
  /** The id field as sent; may be empty. */
  deviceId: string;
  /** Message type: V1, HTBT, V4, NBR, ...; `BINARY` for a `$` report. */
  type: string;
  /** True for a `$` binary report (maker code empty: binary devices send none). */
  binary?: boolean;
}

export type H02DecodeResult =
  | { ok: true; frame: H02FrameInfo; message: DeviceMessage; status?: H02Status }
  | { ok: false; error: CodecError; frame?: H02FrameInfo };

/** Longer than any sentence we know; caps the work a hostile line can cause. */
const MAX_SENTENCE = 4096;

/**
 * Decode one `*XX,<id>,<type>,...#` sentence or one `$` binary report (as produced by H02Framer).
 * Never throws.
 */
export function decodeH02Frame(frame: Uint8Array | string, options: H02DecodeOptions = {}): H02DecodeResult {
  const bytes = typeof frame === 'string' ? Buffer.from(frame, 'latin1') : frame;
  if (bytes.length > MAX_SENTENCE) return fail('too_large', `frame longer than ${MAX_SENTENCE} bytes`);
  if (bytes[0] === BINARY_MARKER) return decodeBinaryFrame(bytes);
  const raw = typeof frame === 'string' ? frame : Buffer.from(bytes).toString('latin1');
  if (raw.length > MAX_SENTENCE) return fail('too_large', `sentence longer than ${MAX_SENTENCE} characters`);
  const text = raw.replace(/[\r\n]+$/, '');
  if (!text.startsWith('*')) return fail('bad_header', 'H02 sentence must start with "*"');
  if (!text.endsWith('#') || text.length < 2) return fail('bad_terminator', 'H02 sentence must end with "#"');
  const tokens = text.slice(1, -1).split(',');
  if (tokens.length < 3) return fail('truncated', 'H02 sentence needs maker, id and type');
  const [manufacturer, id, type] = tokens;
  if (!/^[A-Za-z]{2}$/.test(manufacturer)) return fail('bad_header', 'H02 maker code must be two letters');
  if (!/^\d{0,20}$/.test(id)) return fail('invalid_field', 'H02 device id must be digits');
  if (!/^[A-Za-z0-9]{1,8}$/.test(type)) return fail('invalid_field', 'H02 message type is malformed');
  const info: H02FrameInfo = { manufacturer, deviceId: id, type };
  const ctx: Ctx = { tokens, deviceId: id || options.deviceId || '', now: options.now ?? new Date() };
  let decoded: Decoded;
  try {
    decoded = decodeByType(type.toUpperCase(), ctx);
  } catch (e) {
    decoded = fail('invalid_field', `internal decoder error: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!decoded.ok) return { ok: false, error: decoded.error, frame: info };
  const result: H02DecodeResult = { ok: true, frame: info, message: decoded.message };
  if (decoded.status) result.status = decoded.status;
  return result;
}

function decodeBinaryFrame(bytes: Uint8Array): H02DecodeResult {
  let decoded: ReturnType<typeof decodeH02Binary>;
  try {
    decoded = decodeH02Binary(bytes);
  } catch (e) {
    decoded = fail('invalid_field', `internal decoder error: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!decoded.ok) return decoded;
  const frame: H02FrameInfo = { manufacturer: '', deviceId: decoded.deviceId, type: 'BINARY', binary: true };
  return { ok: true, frame, message: decoded.message, status: decoded.status };
}

function decodeByType(type: string, ctx: Ctx): Decoded {
  switch (type) {
    case 'V0':
    case 'HTBT':
      return decodeHeartbeat(ctx);
    case 'V4':
      return decodeConfirmation(ctx);
    case 'NBR':
      return decodeNbr(ctx);
    case 'LINK':
      return decodeLink(ctx);
    case 'V3':
      return decodeV3(ctx);
    case 'VP1':
      return decodeVp1(ctx);
    case 'SMS':
      return decodeSms(ctx);
    default:
      // V1 and its siblings (V2, VI1, V19) share the general position layout.
      return type.startsWith('V') ? decodePositionSentence(ctx) : unknown(ctx);
  }
}

function unknown(ctx: Ctx): Decoded {
  return {
    ok: true,
    message: {
      type: 'unknown',
      protocol: 'h02',
      deviceId: ctx.deviceId,
      kind: ctx.tokens[2],
      raw: ctx.tokens.slice(3).join(','),
    },
  };
}
