import { crc16X25 } from '../crc16-x25';
import { fail, type Result } from '../result';
import { GT06_KNOWN, GT06_LONG_ACK, GT06_NO_ACK, Gt06Type } from './constants';
import type { Gt06FrameInfo } from './frame';

/**
 * Build any GT06 frame: start, length, protocol number, content, serial, CRC, 0D 0A. A short
 * frame is used unless `long` is asked for or the content does not fit one.
 */
export function encodeGt06Frame(
  protocolNumber: number,
  content: Uint8Array,
  serial: number,
  options: { long?: boolean } = {},
): Buffer {
  const lengthField = 1 + content.length + 2 + 2;
  const long = options.long === true || lengthField > 0xff;
  const headerSize = long ? 4 : 3;
  const frame = Buffer.alloc(headerSize + lengthField + 2);
  frame.writeUInt16BE(long ? 0x7979 : 0x7878, 0);
  if (long) frame.writeUInt16BE(lengthField & 0xffff, 2);
  else frame[2] = lengthField;
  frame[headerSize] = protocolNumber & 0xff;
  frame.set(content, headerSize + 1);
  const serialAt = headerSize + 1 + content.length;
  frame.writeUInt16BE(serial & 0xffff, serialAt);
  frame.writeUInt16BE(crc16X25(frame, 2, serialAt + 2), serialAt + 2);
  frame[serialAt + 4] = 0x0d;
  frame[serialAt + 5] = 0x0a;
  return frame;
}

/** Empty-content acknowledgement echoing the device's protocol number and serial. */
export function encodeGt06Ack(
  protocolNumber: number,
  serial: number,
  options: { long?: boolean } = {},
): Buffer {
  return encodeGt06Frame(protocolNumber, Buffer.alloc(0), serial, options);
}

/** Login must be answered or the device reboots after three tries. */
export function encodeGt06LoginAck(serial: number): Buffer {
  return encodeGt06Ack(Gt06Type.LOGIN, serial);
}

export function encodeGt06HeartbeatAck(serial: number, protocolNumber: number = Gt06Type.HEARTBEAT): Buffer {
  return encodeGt06Ack(protocolNumber, serial);
}

export function encodeGt06AlarmAck(serial: number, protocolNumber: number = Gt06Type.ALARM): Buffer {
  return encodeGt06Ack(protocolNumber, serial);
}

/** 0x8A reply: UTC YY MM DD hh mm ss, echoing the request serial as the vendor document does. */
export function encodeGt06TimeResponse(now: Date, serial: number): Buffer {
  const content = Buffer.from([
    (now.getUTCFullYear() - 2000) & 0xff,
    now.getUTCMonth() + 1,
    now.getUTCDate(),
    now.getUTCHours(),
    now.getUTCMinutes(),
    now.getUTCSeconds(),
  ]);
  return encodeGt06Frame(Gt06Type.TIME_REQUEST, content, serial);
}

export interface Gt06CommandFrameOptions {
  /** uint32 echoed by the device in its 0x15/0x21 reply: use it as the request id. */
  serverFlag: number;
  /** Frame serial; the server keeps its own counter. */
  serial: number;
  /** Optional language word appended after the text (Traccar's gt06.language sends 0x0002). */
  language?: number;
}

/** Longest command text that still fits the short frame the devices expect. */
export const GT06_MAX_COMMAND_TEXT = 0xff - (1 + 1 + 4 + 2 + 2 + 2);

/** 0x80 server command: command length (4 + M), server flag, ASCII text, [language], serial. */
export function encodeGt06ServerCommand(
  text: string,
  options: Gt06CommandFrameOptions,
): Result<{ frame: Buffer }> {
  const { serverFlag, serial, language } = options;
  if (!Number.isInteger(serverFlag) || serverFlag < 0 || serverFlag > 0xffffffff) {
    return fail('invalid_field', 'server flag must be an integer in 0..4294967295');
  }
  if (!Number.isInteger(serial) || serial < 0 || serial > 0xffff) {
    return fail('invalid_field', 'serial must be an integer in 0..65535');
  }
  if (language !== undefined && (!Number.isInteger(language) || language < 0 || language > 0xffff)) {
    return fail('invalid_field', 'language must be an integer in 0..65535');
  }
  if (!/^[\x20-\x7e]+$/.test(text))
    return fail('invalid_field', 'command text must be non-empty printable ASCII');
  if (text.length > GT06_MAX_COMMAND_TEXT) {
    return fail('too_large', `command text longer than ${GT06_MAX_COMMAND_TEXT} characters`);
  }
  const languageBytes = language === undefined ? 0 : 2;
  const content = Buffer.alloc(1 + 4 + text.length + languageBytes);
  content[0] = 4 + text.length;
  content.writeUInt32BE(serverFlag, 1);
  content.write(text, 5, 'latin1');
  if (language !== undefined) content.writeUInt16BE(language, 5 + text.length);
  return { ok: true, frame: encodeGt06Frame(Gt06Type.COMMAND, content, serial) };
}

/**
 * The reply a decoded frame calls for, or undefined (reference §1.4 ACK rule): same protocol
 * number, empty content, the device's serial, as a short frame (long only for 0x32/0x33/0x41);
 * no reply to 0x21, 0x80-0x82, 0x94 or unknown long-frame types; 0x8A gets the current UTC time.
 */
export function gt06ReplyFor(frame: Gt06FrameInfo, options: { now?: Date } = {}): Buffer | undefined {
  const type = frame.protocolNumber;
  if (type === Gt06Type.TIME_REQUEST) return encodeGt06TimeResponse(options.now ?? new Date(), frame.serial);
  if (GT06_NO_ACK.has(type)) return undefined;
  if (frame.long && !GT06_KNOWN.has(type) && !GT06_LONG_ACK.has(type)) return undefined;
  return encodeGt06Ack(type, frame.serial, { long: GT06_LONG_ACK.has(type) });
}
