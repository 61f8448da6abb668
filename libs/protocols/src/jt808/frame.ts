import { fail, type Result } from '../result';
import {
  BODY_LENGTH_MASK,
  CHECK_CODE_BYTES,
  ENCRYPTION_MASK,
  ENCRYPTION_SHIFT,
  HEADER_2013,
  HEADER_2019,
  JT808_DELIMITER,
  PHONE_BYTES_2013,
  PHONE_BYTES_2019,
  SUBPACKAGE_BIT,
  SUBPACKAGE_BYTES,
  VERSION_2019_BIT,
} from './constants';
import { jt808CheckCode, unescapeJt808 } from './escape';

/** The envelope of one JT808 frame, unescaped and validated, its body located but not interpreted. */
export interface Jt808FrameInfo {
  messageId: number;
  /** 2019 when the properties word has the version flag (bit 14), else 2013 (2011 frames look alike). */
  edition: 2013 | 2019;
  /** 2019 protocol version byte; undefined for 2013. */
  protocolVersion?: number;
  /** Terminal phone number: the BCD bytes as hex digits (12 for 2013, 20 for 2019), as sent. */
  phone: string;
  /** Message serial number: the platform's response echoes it. */
  serial: number;
  /** Encryption bits 10..12 (0 = none, 1 = RSA). */
  encryption: number;
  /** Present when the subpackage bit is set. */
  subpackage?: { total: number; index: number };
  /** Body length the properties word claims. */
  declaredBodyLength: number;
  /** Whether that claim matches the bytes between the header and the check code. */
  lengthOk: boolean;
  checkCode: number;
  computedCheckCode: number;
  checkOk: boolean;
  /** The unescaped frame without delimiters: header, body, check code. */
  bytes: Buffer;
  bodyStart: number;
  bodyEnd: number;
}

/**
 * Parse `7E header body check 7E`. The delimiters already bound the frame, so the body is what
 * lies between the header and the check code; a properties length that disagrees (some devices
 * miscount) is only reported in `lengthOk`, and the decoder decides.
 */
export function parseJt808Frame(frame: Uint8Array): Result<{ frame: Jt808FrameInfo }> {
  const n = frame.length;
  if (n < 2 || frame[0] !== JT808_DELIMITER || frame[n - 1] !== JT808_DELIMITER) {
    return fail('bad_header', 'frame is not enclosed in 7E delimiters');
  }
  const unescaped = unescapeJt808(frame.subarray(1, n - 1));
  if (!unescaped.ok) return unescaped;
  const bytes = unescaped.bytes;
  if (bytes.length < HEADER_2013 + CHECK_CODE_BYTES) {
    return fail('truncated', `frame of ${bytes.length} unescaped bytes is shorter than a header`);
  }
  const messageId = bytes.readUInt16BE(0);
  const properties = bytes.readUInt16BE(2);
  const is2019 = (properties & VERSION_2019_BIT) !== 0;
  const headerBase = is2019 ? HEADER_2019 : HEADER_2013;
  const hasSubpackage = (properties & SUBPACKAGE_BIT) !== 0;
  const headerSize = headerBase + (hasSubpackage ? SUBPACKAGE_BYTES : 0);
  if (bytes.length < headerSize + CHECK_CODE_BYTES) {
    return fail('truncated', `frame of ${bytes.length} unescaped bytes is shorter than its header`);
  }
  const phoneStart = is2019 ? 5 : 4;
  const phoneBytes = is2019 ? PHONE_BYTES_2019 : PHONE_BYTES_2013;
  const serialAt = phoneStart + phoneBytes;
  const bodyEnd = bytes.length - CHECK_CODE_BYTES;
  const declaredBodyLength = properties & BODY_LENGTH_MASK;
  const checkCode = bytes[bodyEnd];
  const computedCheckCode = jt808CheckCode(bytes, 0, bodyEnd);
  return {
    ok: true,
    frame: {
      messageId,
      edition: is2019 ? 2019 : 2013,
      protocolVersion: is2019 ? bytes[4] : undefined,
      phone: bytes.subarray(phoneStart, serialAt).toString('hex'),
      serial: bytes.readUInt16BE(serialAt),
      encryption: (properties >> ENCRYPTION_SHIFT) & ENCRYPTION_MASK,
      subpackage: hasSubpackage
        ? { total: bytes.readUInt16BE(headerBase), index: bytes.readUInt16BE(headerBase + 2) }
        : undefined,
      declaredBodyLength,
      lengthOk: bodyEnd - headerSize === declaredBodyLength,
      checkCode,
      computedCheckCode,
      checkOk: checkCode === computedCheckCode,
      bytes,
      bodyStart: headerSize,
      bodyEnd,
    },
  };
}
