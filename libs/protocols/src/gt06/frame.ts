import { crc16X25 } from '../crc16-x25';
import { fail, type Result } from '../result';
import { Gt06Type } from './constants';

/** The envelope of one GT06 frame, validated, with its content located but not interpreted. */
export interface Gt06FrameInfo {
  long: boolean;
  protocolNumber: number;
  /** Information serial number: acknowledgements echo it (0 when the frame carries none). */
  serial: number;
  crc: number;
  computedCrc: number;
  crcOk: boolean;
  /** Offsets of the information content inside the frame buffer. */
  contentStart: number;
  contentEnd: number;
  /** The length field disagreed with the frame cut at 0D 0A; the cut decided (see docs). */
  lengthMismatch?: boolean;
  /**
   * Short-frame Wi-Fi scans (0x17, 0x69) send the Wi-Fi count where the length goes and carry no
   * serial and no CRC: the frame runs to 0D 0A. The count is kept here.
   */
  countField?: number;
}

const START_SHORT = 0x7878;
const START_LONG = 0x7979;
const MIN_LENGTH_FIELD = 5;
const SERIAL_AND_CRC = 4;
const TERMINATOR = 2;
const IMEI_BYTES = 8;

/** Short-frame types whose third byte is a count and which end at 0D 0A without serial or CRC. */
export const GT06_COUNT_FRAMED: ReadonlySet<number> = new Set([Gt06Type.WIFI, Gt06Type.WIFI_2]);

export function parseGt06Frame(frame: Buffer): Result<{ frame: Gt06FrameInfo }> {
  if (frame.length < 2) return fail('truncated', 'frame shorter than its start bytes');
  const start = frame.readUInt16BE(0);
  if (start !== START_SHORT && start !== START_LONG)
    return fail('bad_header', 'frame does not start with 7878 or 7979');
  const long = start === START_LONG;
  const headerSize = long ? 4 : 3;
  if (frame.length < headerSize + 1 + TERMINATOR)
    return fail('truncated', `frame of ${frame.length} bytes is too short`);
  const protocolNumber = frame[headerSize];
  const lengthField = long ? frame.readUInt16BE(2) : frame[2];
  const terminated = frame[frame.length - 2] === 0x0d && frame[frame.length - 1] === 0x0a;
  const expected = headerSize + lengthField + TERMINATOR;
  // 0x17 with a length that fits is another model's RFID position, not a count-framed scan.
  if (!long && terminated && frame.length !== expected && GT06_COUNT_FRAMED.has(protocolNumber)) {
    return { ok: true, frame: countFramed(frame, protocolNumber, lengthField) };
  }
  if (frame.length < headerSize + MIN_LENGTH_FIELD + TERMINATOR)
    return fail('truncated', `frame of ${frame.length} bytes is too short`);
  if (frame.length !== expected || lengthField < MIN_LENGTH_FIELD) {
    if (!terminated) {
      return fail('length_mismatch', `length field says ${expected} bytes, frame has ${frame.length}`);
    }
    // Some models count only the content in the length field and send neither serial nor CRC.
    const contentOnly = frame.length === headerSize + 1 + lengthField + TERMINATOR;
    // A login cut too short for its IMEI plus serial and CRC (seen on real devices) is all IMEI.
    const shortLogin =
      frame[headerSize] === Gt06Type.LOGIN &&
      frame.length - TERMINATOR - (headerSize + 1) < IMEI_BYTES + SERIAL_AND_CRC;
    return {
      ok: true,
      frame: { ...envelope(frame, long, headerSize, contentOnly || shortLogin), lengthMismatch: true },
    };
  }
  if (!terminated) return fail('bad_terminator', 'frame does not end with 0D 0A');
  return { ok: true, frame: envelope(frame, long, headerSize) };
}

/**
 * Serial and CRC are the four bytes before 0D 0A; the CRC covers the length field through the serial.
 * Frames without them (contentOnly, short logins) get serial 0 and crcOk false: a strict caller refuses them.
 */
function envelope(frame: Buffer, long: boolean, headerSize: number, noSerialNorCrc = false): Gt06FrameInfo {
  const end = frame.length - TERMINATOR;
  const protocolNumber = frame[headerSize];
  const contentStart = headerSize + 1;
  if (noSerialNorCrc) {
    return {
      long,
      protocolNumber,
      serial: 0,
      crc: 0,
      computedCrc: 0,
      crcOk: false,
      contentStart,
      contentEnd: end,
    };
  }
  const crc = frame.readUInt16BE(end - 2);
  const computedCrc = crc16X25(frame, 2, end - 2);
  return {
    long,
    protocolNumber,
    serial: frame.readUInt16BE(end - SERIAL_AND_CRC),
    crc,
    computedCrc,
    crcOk: crc === computedCrc,
    contentStart,
    contentEnd: end - SERIAL_AND_CRC,
  };
}

function countFramed(frame: Buffer, protocolNumber: number, count: number): Gt06FrameInfo {
  return {
    long: false,
    protocolNumber,
    serial: 0,
    crc: 0,
    computedCrc: 0,
    crcOk: true,
    contentStart: 4,
    contentEnd: frame.length - TERMINATOR,
    countField: count,
  };
}
