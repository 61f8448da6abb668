import { fail, type Result } from '../result';
import {
  HEADER_2013,
  HEADER_2019,
  Jt808Id,
  Jt808RegisterResult,
  Jt808Result,
  JT808_DELIMITER,
  MAX_BODY,
  PHONE_BYTES_2013,
  PHONE_BYTES_2019,
  VERSION_2019_BIT,
} from './constants';
import { escapeJt808, jt808CheckCode } from './escape';
import { jt808DeviceId } from './decode';
import type { Jt808FrameInfo } from './frame';

/** Who a platform message goes to: the terminal's phone and edition, and the platform's serial. */
export interface Jt808Target {
  /** Terminal phone number digits (leading zeros may be left out). */
  phone: string;
  /** The platform's own message serial (0..65535); the gateway keeps one counter per connection. */
  serial: number;
  /** Edition of the terminal: 2019 frames carry the version byte and a 10-byte phone. Default 2013. */
  edition?: 2013 | 2019;
  /** 2019 protocol version byte. Default 1 (the first 2019 version). */
  protocolVersion?: number;
}

const DEFAULT_2019_VERSION = 1;
/** BCD digits; hex letters pass too, so a terminal that sends non-BCD bytes is answered as it wrote. */
const DIGITS = /^[0-9a-f]{1,20}$/i;

/** Build any platform frame: header, body, XOR check code, escaped, between 7E delimiters. */
export function encodeJt808Frame(
  messageId: number,
  body: Uint8Array,
  target: Jt808Target,
): Result<{ frame: Buffer }> {
  const is2019 = target.edition === 2019;
  const phoneBytes = is2019 ? PHONE_BYTES_2019 : PHONE_BYTES_2013;
  if (!DIGITS.test(target.phone) || target.phone.length > phoneBytes * 2) {
    return fail('invalid_field', `phone must be 1..${phoneBytes * 2} digits`);
  }
  if (!Number.isInteger(target.serial) || target.serial < 0 || target.serial > 0xffff) {
    return fail('invalid_field', 'serial must be an integer in 0..65535');
  }
  if (body.length > MAX_BODY) return fail('too_large', `body longer than ${MAX_BODY} bytes`);
  const headerSize = is2019 ? HEADER_2019 : HEADER_2013;
  const plain = Buffer.alloc(headerSize + body.length + 1);
  plain.writeUInt16BE(messageId & 0xffff, 0);
  plain.writeUInt16BE(body.length | (is2019 ? VERSION_2019_BIT : 0), 2);
  let at = 4;
  if (is2019) plain[at++] = (target.protocolVersion ?? DEFAULT_2019_VERSION) & 0xff;
  Buffer.from(target.phone.padStart(phoneBytes * 2, '0'), 'hex').copy(plain, at);
  at += phoneBytes;
  plain.writeUInt16BE(target.serial, at);
  plain.set(body, headerSize);
  plain[headerSize + body.length] = jt808CheckCode(plain, 0, headerSize + body.length);
  const escaped = escapeJt808(plain);
  const frame = Buffer.alloc(escaped.length + 2);
  frame[0] = JT808_DELIMITER;
  escaped.copy(frame, 1);
  frame[frame.length - 1] = JT808_DELIMITER;
  return { ok: true, frame };
}

/** The target that answers a received frame: same phone bytes and edition. */
export function jt808TargetOf(frame: Jt808FrameInfo, serial: number): Jt808Target {
  return { phone: frame.phone, serial, edition: frame.edition, protocolVersion: frame.protocolVersion };
}

/** 0x8001 platform general response: reply serial, reply id, result. */
export function encodeJt808GeneralResponse(
  frame: Jt808FrameInfo,
  serial: number,
  result: number = Jt808Result.SUCCESS,
): Result<{ frame: Buffer }> {
  const body = Buffer.alloc(5);
  body.writeUInt16BE(frame.serial, 0);
  body.writeUInt16BE(frame.messageId, 2);
  body[4] = result & 0xff;
  return encodeJt808Frame(Jt808Id.PLATFORM_RESPONSE, body, jt808TargetOf(frame, serial));
}

/** 0x8100 registration response: reply serial, result 0 (success), then the authentication code. */
export function encodeJt808RegisterResponse(
  frame: Jt808FrameInfo,
  serial: number,
  authCode: string,
): Result<{ frame: Buffer }> {
  if (!/^[\x20-\x7e]{1,64}$/.test(authCode)) {
    return fail('invalid_field', 'auth code must be 1..64 printable ASCII characters');
  }
  const body = Buffer.alloc(3 + authCode.length);
  body.writeUInt16BE(frame.serial, 0);
  body[2] = Jt808RegisterResult.SUCCESS;
  body.write(authCode, 3, 'latin1');
  return encodeJt808Frame(Jt808Id.REGISTER_RESPONSE, body, jt808TargetOf(frame, serial));
}

/**
 * 0x8100 refusing a registration: reply serial and a failure result (`Jt808RegisterResult`), no
 * auth code (the standard sends one only on success). The gateway refuses unknown terminals with
 * TERMINAL_NOT_IN_DATABASE.
 */
export function encodeJt808RegisterRefusal(
  frame: Jt808FrameInfo,
  serial: number,
  result: number,
): Result<{ frame: Buffer }> {
  if (!Number.isInteger(result) || result <= Jt808RegisterResult.SUCCESS || result > 0xff) {
    return fail('invalid_field', 'a refusal result must be 1..255');
  }
  const body = Buffer.alloc(3);
  body.writeUInt16BE(frame.serial, 0);
  body[2] = result;
  return encodeJt808Frame(Jt808Id.REGISTER_RESPONSE, body, jt808TargetOf(frame, serial));
}

/** Messages that are themselves answers to the platform: acknowledging them would start a ping-pong. */
const NO_REPLY: ReadonlySet<number> = new Set<number>([Jt808Id.TERMINAL_RESPONSE, Jt808Id.LOCATION_ANSWER]);

export interface Jt808ReplyOptions {
  /** The platform's serial for the reply. */
  serial: number;
  /** Code handed out in the 0x8100 registration response. Default: the device id (phone digits). */
  authCode?: string;
}

/**
 * The reply a frame calls for, or undefined: 0x8100 with the auth code for a registration, no
 * reply to the terminal's own answers (0x0001, 0x0201), and a 0x8001 success for everything else,
 * subpackages and unknown ids included (the terminal resends what is not acknowledged).
 */
export function jt808ReplyFor(frame: Jt808FrameInfo, options: Jt808ReplyOptions): Buffer | undefined {
  if (NO_REPLY.has(frame.messageId)) return undefined;
  const encoded =
    frame.messageId === Jt808Id.REGISTER
      ? encodeJt808RegisterResponse(frame, options.serial, options.authCode ?? jt808DeviceId(frame.phone))
      : encodeJt808GeneralResponse(frame, options.serial);
  return encoded.ok ? encoded.frame : undefined;
}

/**
 * 0x8105 terminal control: a command word and its parameters, `;`-separated ASCII (GBK). No
 * remote-command key maps to it; the gateway may send reset or power-off words directly.
 */
export function encodeJt808TerminalControl(
  word: number,
  params: readonly string[],
  target: Jt808Target,
): Result<{ frame: Buffer }> {
  if (!Number.isInteger(word) || word < 0 || word > 0xff)
    return fail('invalid_field', 'command word must be 0..255');
  const text = params.join(';');
  if (!/^[\x20-\x7e]*$/.test(text)) return fail('invalid_field', 'parameters must be printable ASCII');
  const body = Buffer.concat([Buffer.from([word]), Buffer.from(text, 'latin1')]);
  return encodeJt808Frame(Jt808Id.TERMINAL_CONTROL, body, target);
}

/** Alarm bits the terminal keeps set until the platform confirms them (JT/T 808-2013 table 24). */
export const JT808_CONFIRMED_ALARM_BITS = [0, 3, 20, 21, 22, 27, 28] as const;

/**
 * 0x8203 manual alarm confirmation: the serial of the report to confirm (0 = all) and the alarm
 * bits to clear. Without it an SOS (bit 0) stays set in every later report.
 */
export function encodeJt808AlarmConfirm(
  reportSerial: number,
  alarmBits: number,
  target: Jt808Target,
): Result<{ frame: Buffer }> {
  if (!Number.isInteger(reportSerial) || reportSerial < 0 || reportSerial > 0xffff) {
    return fail('invalid_field', 'report serial must be 0..65535');
  }
  if (!Number.isInteger(alarmBits) || alarmBits < 0 || alarmBits > 0xffffffff) {
    return fail('invalid_field', 'alarm bits must be a 32-bit unsigned integer');
  }
  const body = Buffer.alloc(6);
  body.writeUInt16BE(reportSerial, 0);
  body.writeUInt32BE(alarmBits, 2);
  return encodeJt808Frame(Jt808Id.ALARM_CONFIRM, body, target);
}
