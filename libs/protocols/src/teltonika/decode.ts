import { fail, type Result } from '../result';
import type { DeviceMessage, LoginMessage } from '../types';
import {
  CRC_FIELD_SIZE,
  IMEI_LENGTH_SIZE,
  LENGTH_SIZE,
  MAX_IMEI_DIGITS,
  MIN_DATA_FIELD,
  MIN_IMEI_DIGITS,
  PREAMBLE_SIZE,
  TCP_ENVELOPE,
} from './constants';
import { crc16Ibm } from './crc16-ibm';
import { encodeTeltonikaAck } from './encode';
import { decodeDataField, type TeltonikaDecodeOptions } from './messages';

export type TeltonikaTcpResult = Result<
  | { kind: 'imei'; imei: string; message: LoginMessage<'teltonika'> }
  | {
      kind: 'avl' | 'command_reply';
      codecId: number;
      recordCount: number;
      messages: DeviceMessage<'teltonika'>[];
      /** Send after the messages are stored durably (AVL only: command replies are not acknowledged). */
      reply?: Buffer;
    }
>;

const IMEI_PATTERN = /^\d+$/;

/** True when the bytes are an IMEI handshake: uint16 length, then exactly that many digits. */
export function isTeltonikaImeiFrame(frame: Buffer): boolean {
  if (frame.length < IMEI_LENGTH_SIZE + MIN_IMEI_DIGITS) return false;
  const length = frame.readUInt16BE(0);
  return (
    length >= MIN_IMEI_DIGITS &&
    length <= MAX_IMEI_DIGITS &&
    frame.length === IMEI_LENGTH_SIZE + length &&
    IMEI_PATTERN.test(frame.toString('latin1', IMEI_LENGTH_SIZE))
  );
}

/** The IMEI handshake into a login; answer it with encodeTeltonikaImeiAck. */
export function decodeTeltonikaImei(
  frame: Buffer,
): Result<{ imei: string; message: LoginMessage<'teltonika'> }> {
  if (!isTeltonikaImeiFrame(frame)) return fail('bad_header', 'not an IMEI handshake');
  const imei = frame.toString('latin1', IMEI_LENGTH_SIZE);
  return { ok: true, imei, message: { type: 'login', protocol: 'teltonika', deviceId: imei } };
}

/**
 * One TCP frame from TeltonikaFramer: the IMEI handshake or a packet (preamble, length, data, CRC).
 * The CRC is checked strictly: a packet that fails it is not acknowledged, so the device resends it.
 */
export function decodeTeltonikaTcp(frame: Buffer, options: TeltonikaDecodeOptions): TeltonikaTcpResult {
  if (!Buffer.isBuffer(frame)) return fail('bad_header', 'frame is not a buffer');
  if (isTeltonikaImeiFrame(frame)) {
    const login = decodeTeltonikaImei(frame);
    return login.ok ? { ok: true, kind: 'imei', imei: login.imei, message: login.message } : login;
  }
  if (frame.length < TCP_ENVELOPE + MIN_DATA_FIELD) return fail('truncated', 'packet too short');
  if (frame.readUInt32BE(0) !== 0) return fail('bad_header', 'packet does not start with four zero bytes');
  const length = frame.readUInt32BE(PREAMBLE_SIZE);
  if (length !== frame.length - TCP_ENVELOPE) {
    return fail(
      'length_mismatch',
      `data field length ${length} but ${frame.length - TCP_ENVELOPE} bytes sent`,
    );
  }
  const start = PREAMBLE_SIZE + LENGTH_SIZE;
  const end = frame.length - CRC_FIELD_SIZE;
  const sent = frame.readUInt32BE(end);
  const crc = crc16Ibm(frame, start, end);
  if (sent !== crc) return fail('bad_crc', `CRC 0x${crc.toString(16)} but 0x${sent.toString(16)} sent`);
  const data = decodeDataField(frame, start, end, options);
  if (!data.ok) return data;
  if (data.kind === 'command_reply') return data;
  return { ...data, reply: encodeTeltonikaAck(data.recordCount) };
}
