import { crc16X25 } from '../crc16-x25';
import { fail, type Result } from '../result';

/** The envelope of one GT06 frame, validated, with its content located but not interpreted. */
export interface Gt06FrameInfo {
  long: boolean;
  protocolNumber: number;
  /** Information serial number: acknowledgements echo it. */
  serial: number;
  crc: number;
  computedCrc: number;
  crcOk: boolean;
  /** Offsets of the information content inside the frame buffer. */
  contentStart: number;
  contentEnd: number;
}

export function parseGt06Frame(frame: Buffer): Result<{ frame: Gt06FrameInfo }> {
  if (frame.length < 2) return fail('truncated', 'frame shorter than its start bytes');
  const start = frame.readUInt16BE(0);
  if (start !== 0x7878 && start !== 0x7979)
    return fail('bad_header', 'frame does not start with 7878 or 7979');
  const long = start === 0x7979;
  const headerSize = long ? 4 : 3;
  if (frame.length < headerSize + 5 + 2)
    return fail('truncated', `frame of ${frame.length} bytes is too short`);
  const lengthField = long ? frame.readUInt16BE(2) : frame[2];
  if (lengthField < 5) return fail('length_mismatch', `length field ${lengthField} is below the minimum 5`);
  const expected = headerSize + lengthField + 2;
  if (frame.length !== expected) {
    return fail('length_mismatch', `length field says ${expected} bytes, frame has ${frame.length}`);
  }
  if (frame[expected - 2] !== 0x0d || frame[expected - 1] !== 0x0a) {
    return fail('bad_terminator', 'frame does not end with 0D 0A');
  }
  const crc = frame.readUInt16BE(expected - 4);
  // CRC covers the length field through the serial (reference §1.2).
  const computedCrc = crc16X25(frame, 2, expected - 4);
  return {
    ok: true,
    frame: {
      long,
      protocolNumber: frame[headerSize],
      serial: frame.readUInt16BE(expected - 6),
      crc,
      computedCrc,
      crcOk: crc === computedCrc,
      contentStart: headerSize + 1,
      contentEnd: expected - 6,
    },
  };
}
