import { fail, type Result } from '../result';
import type { CodecError, DeviceMessage, Position } from '../types';

/** JT808 messages name their own protocol (see Protocol in types.ts). */
export type Jt808Message = DeviceMessage<'jt808'>;
type Jt808Position = Position<'jt808'>;
import { Jt808Id, JT808_DEFAULT_TZ_MINUTES, Jt808Result } from './constants';
import { parseJt808Frame, type Jt808FrameInfo } from './frame';
import { decodeLocation, type LocationInput } from './location';

export interface Jt808DecodeOptions {
  /** Refuse frames whose check code does not match. Default false: decode them, frame.checkOk = false. */
  rejectBadCheckCode?: boolean;
  /** Device clock offset from UTC in minutes. Default +480 (GMT+8, as the standard says). */
  timezoneOffsetMinutes?: number;
  /** Clock for records without a usable time. Default: the current time. */
  now?: Date;
}

export type Jt808DecodeResult =
  | { ok: true; frame: Jt808FrameInfo; messages: Jt808Message[] }
  | { ok: false; error: CodecError; frame?: Jt808FrameInfo };

type Decoded = Result<{ messages: Jt808Message[] }>;

const RESULT_TEXT: Readonly<Record<number, string>> = {
  [Jt808Result.SUCCESS]: 'success',
  [Jt808Result.FAILURE]: 'failure',
  [Jt808Result.BAD_MESSAGE]: 'bad_message',
  [Jt808Result.UNSUPPORTED]: 'unsupported',
};
/** 0x0001 body: reply serial WORD, reply id WORD, result BYTE. */
const TERMINAL_RESPONSE_BYTES = 5;
/** 0x0704 body head: item count WORD, type BYTE (1 = blind-area supplement); each item: length WORD. */
const BATCH_HEAD_BYTES = 3;
const BATCH_BLIND_AREA = 1;
const BATCH_ITEM_LENGTH_BYTES = 2;
/** 0x0201 body head: the serial of the 0x8201 query it answers. */
const ANSWER_SERIAL_BYTES = 2;

/**
 * The device id: the terminal phone number's digits without leading zeros, so a 2013 frame
 * (12 digits) and a 2019 frame (20 digits) of one SIM give the same id.
 */
export function jt808DeviceId(phone: string): string {
  return phone.replace(/^0+(?=.)/, '');
}

/** Decode one complete JT808 frame (as produced by Jt808Framer). Never throws. */
export function decodeJt808Frame(frame: Uint8Array, options: Jt808DecodeOptions = {}): Jt808DecodeResult {
  const parsed = parseJt808Frame(frame);
  if (!parsed.ok) return parsed;
  const info = parsed.frame;
  if (!info.checkOk && !info.lengthOk) {
    // Neither the length nor the check code vouches for these bytes: reading them would guess.
    const error = {
      code: 'length_mismatch' as const,
      message: `properties say a ${info.declaredBodyLength}-byte body, frame has ${info.bodyEnd - info.bodyStart}, and the check code is wrong`,
    };
    return { ok: false, error, frame: info };
  }
  if (!info.checkOk && options.rejectBadCheckCode) {
    const error = {
      code: 'bad_crc' as const,
      message: `check code ${hex2(info.checkCode)} does not match computed ${hex2(info.computedCheckCode)}`,
    };
    return { ok: false, error, frame: info };
  }
  const offset = options.timezoneOffsetMinutes ?? JT808_DEFAULT_TZ_MINUTES;
  const input: LocationInput = {
    buf: info.bytes,
    start: info.bodyStart,
    end: info.bodyEnd,
    deviceId: jt808DeviceId(info.phone),
    offsetMinutes: Number.isFinite(offset) ? offset : JT808_DEFAULT_TZ_MINUTES,
    now: options.now ?? new Date(),
  };
  let decoded: Decoded;
  try {
    decoded = decodeBody(info, input);
  } catch (e) {
    // Length checks precede every read; this only turns a codec bug into a result, never a crash.
    decoded = fail('invalid_field', `internal decoder error: ${e instanceof Error ? e.message : String(e)}`);
  }
  return decoded.ok
    ? { ok: true, frame: info, messages: decoded.messages }
    : { ok: false, error: decoded.error, frame: info };
}

function decodeBody(info: Jt808FrameInfo, input: LocationInput): Decoded {
  const { deviceId } = input;
  // A fragment is only part of a body, and an encrypted body cannot be read without the key.
  if (info.subpackage || info.encryption !== 0) return unknown(info, input);
  switch (info.messageId) {
    case Jt808Id.REGISTER:
      return one({ type: 'login', protocol: 'jt808', deviceId });
    case Jt808Id.AUTH:
      return decodeAuth(info, input);
    case Jt808Id.HEARTBEAT:
      return one({ type: 'heartbeat', protocol: 'jt808', deviceId });
    case Jt808Id.LOCATION:
      return position(decodeLocation(input));
    case Jt808Id.LOCATION_ANSWER:
      if (input.end - input.start < ANSWER_SERIAL_BYTES)
        return fail('truncated', '0x0201 without its serial');
      return position(decodeLocation({ ...input, start: input.start + ANSWER_SERIAL_BYTES }));
    case Jt808Id.LOCATION_BATCH:
      return decodeBatch(input);
    case Jt808Id.TERMINAL_RESPONSE:
      return decodeTerminalResponse(input);
    default:
      return unknown(info, input);
  }
}

function one(message: Jt808Message): Decoded {
  return { ok: true, messages: [message] };
}

function position(result: Result<{ position: Jt808Position }>): Decoded {
  if (!result.ok) return result;
  const p = result.position;
  return one({ type: 'position', protocol: 'jt808', deviceId: p.deviceId, position: p });
}

function unknown(info: Jt808FrameInfo, input: LocationInput): Decoded {
  return one({
    type: 'unknown',
    protocol: 'jt808',
    deviceId: input.deviceId,
    kind: info.messageId.toString(16).padStart(4, '0'),
    raw: input.buf.subarray(input.start, input.end).toString('hex'),
  });
}

/** 2019 0x0102 after the code: IMEI BYTE[15], software version BYTE[20]. */
const IMEI_BYTES = 15;
const IMEI = /^\d{15}$/;

/**
 * 0x0102: 2013 sends the code as the whole body; 2019 a length byte, the code, then the IMEI and
 * the software version. Trailing NULs are padding, not part of the code.
 */
function decodeAuth(info: Jt808FrameInfo, input: LocationInput): Decoded {
  const { buf, start, end, deviceId } = input;
  const text = (from: number, to: number) => buf.toString('latin1', from, to).replace(/\0+$/, '');
  if (info.edition === 2013) {
    return one({ type: 'login', protocol: 'jt808', deviceId, authCode: text(start, end) });
  }
  if (end - start < 1) return fail('truncated', '0x0102 without its code length');
  const codeEnd = start + 1 + buf[start];
  if (codeEnd > end) return fail('truncated', '0x0102 code runs past the body');
  const imei = codeEnd + IMEI_BYTES <= end ? text(codeEnd, codeEnd + IMEI_BYTES) : '';
  return one({
    type: 'login',
    protocol: 'jt808',
    deviceId,
    authCode: text(start + 1, codeEnd),
    ...(IMEI.test(imei) ? { imei } : {}),
  });
}

function decodeTerminalResponse(input: LocationInput): Decoded {
  const { buf, start, end } = input;
  if (end - start < TERMINAL_RESPONSE_BYTES) {
    return fail('truncated', `0x0001 needs ${TERMINAL_RESPONSE_BYTES} bytes, has ${end - start}`);
  }
  const result = buf[start + 4];
  return one({
    type: 'command_reply',
    protocol: 'jt808',
    deviceId: input.deviceId,
    serverFlag: buf.readUInt16BE(start),
    command: buf
      .readUInt16BE(start + 2)
      .toString(16)
      .padStart(4, '0'),
    text: RESULT_TEXT[result] ?? `result ${result}`,
  });
}

/**
 * 0x0704: each record is decoded on its own; a damaged record is skipped and the others kept,
 * because the device drops its buffer once acknowledged. None decodable is an error.
 */
function decodeBatch(input: LocationInput): Decoded {
  const { buf, start, end } = input;
  if (end - start < BATCH_HEAD_BYTES) return fail('truncated', '0x0704 without its head');
  const count = buf.readUInt16BE(start);
  const buffered = buf[start + 2] === BATCH_BLIND_AREA;
  const messages: Jt808Message[] = [];
  let at = start + BATCH_HEAD_BYTES;
  let firstError: Decoded | undefined;
  for (let i = 0; i < count && at + BATCH_ITEM_LENGTH_BYTES <= end; i++) {
    const length = buf.readUInt16BE(at);
    const itemStart = at + BATCH_ITEM_LENGTH_BYTES;
    const itemEnd = Math.min(end, itemStart + length);
    const decoded = decodeLocation({ ...input, start: itemStart, end: itemEnd });
    if (decoded.ok) {
      if (buffered) decoded.position.buffered = true;
      messages.push({
        type: 'position',
        protocol: 'jt808',
        deviceId: input.deviceId,
        position: decoded.position,
      });
    } else {
      firstError ??= decoded;
    }
    at = itemEnd;
  }
  if (messages.length) return { ok: true, messages };
  return firstError ?? fail('missing_field', '0x0704 holds no location record');
}

function hex2(n: number): string {
  return n.toString(16).toUpperCase().padStart(2, '0');
}
