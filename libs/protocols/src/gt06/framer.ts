import { dropRecorder, StreamFramer, type FramerOptions, type FramerOutput } from '../framing';

const SHORT = 0x78;
const LONG = 0x79;
const CR = 0x0d;
const LF = 0x0a;
/** protocol number + serial + CRC: the smallest legal value of the length field. */
const MIN_LENGTH_FIELD = 5;
/** Login protocol number: its content is a BCD IMEI, where 0D never occurs. */
const LOGIN = 0x01;

export const GT06_DEFAULT_MAX_FRAME = 2048;
const GARBAGE = 'bytes outside any GT06 frame skipped';

/**
 * Splits a GT06 byte stream into frames (0x7878 short and 0x7979 long). The length field decides,
 * because 0D 0A can occur inside a payload. When the length field is implausible or does not land
 * on 0D 0A, it falls back to cutting at the next 0D 0A as Traccar does, so vendor frames with a
 * wrong length still arrive (the decoder then reports them). Decisions depend only on bytes already
 * seen, never on where a TCP segment ended, so any split of the stream yields the same frames.
 */
export class Gt06Framer extends StreamFramer {
  constructor(options?: FramerOptions) {
    super(options, GT06_DEFAULT_MAX_FRAME, 16);
  }

  protected scan(data: Buffer, out: FramerOutput): number {
    const max = this.maxFrameSize;
    const crlf = crlfFinder(data);
    const drop = dropRecorder(out);
    let pos = 0;
    for (;;) {
      const start = findStart(data, pos);
      if (start < 0) {
        // A lone trailing marker byte may be the first half of the next frame's start.
        const keep = data.length > pos && isMarker(data[data.length - 1]) ? 1 : 0;
        drop('garbage', GARBAGE, pos, data.length - keep);
        return data.length - keep;
      }
      drop('garbage', GARBAGE, pos, start);
      pos = start;

      const long = data[start] === LONG;
      const headerSize = long ? 4 : 3;
      if (data.length - start < headerSize) return start;
      if (!long && data.length - start > headerSize && data[start + headerSize] === LOGIN) {
        // A login ends at its first 0D 0A, whatever its length byte claims: devices that claim more
        // would otherwise wait forever for their acknowledgement (see docs). Its BCD IMEI cannot
        // hold 0D, and the server's login ACK (no IMEI) ends at its first 0D 0A too.
        const end = crlf(start + headerSize + 1);
        if (end >= 0 && end + 2 - start <= max) {
          out.frames.push(Buffer.from(data.subarray(start, end + 2)));
          pos = end + 2;
          continue;
        }
        if (end < 0 && data.length - start < max) return start;
      }
      const lengthField = long ? data.readUInt16BE(start + 2) : data[start + 2];
      const size = headerSize + lengthField + 2;

      if (lengthField >= MIN_LENGTH_FIELD && size <= max) {
        if (data.length - start < size) return start;
        if (data[start + size - 2] === CR && data[start + size - 1] === LF) {
          out.frames.push(Buffer.from(data.subarray(start, start + size)));
          pos = start + size;
          continue;
        }
      }

      const end = crlf(start + headerSize);
      if (end >= 0 && end + 2 - start <= max) {
        out.frames.push(Buffer.from(data.subarray(start, end + 2)));
        pos = end + 2;
        continue;
      }
      if (data.length - start >= max) {
        drop('oversized', `no GT06 frame end within ${max} bytes; resynchronising`, start, start + 1);
        pos = start + 1;
        continue;
      }
      return start;
    }
  }
}

function isMarker(byte: number): boolean {
  return byte === SHORT || byte === LONG;
}

function findStart(data: Buffer, from: number): number {
  for (let i = from; i + 1 < data.length; i++) {
    const b = data[i];
    if ((b === SHORT || b === LONG) && data[i + 1] === b) return i;
  }
  return -1;
}

/**
 * Index of the first CR LF at or after `from`, memoised over one scan: resync retries each
 * position, and rescanning the same CR-LF-free stretch each time would be quadratic.
 */
function crlfFinder(data: Buffer): (from: number) => number {
  let searchedFrom = Number.POSITIVE_INFINITY;
  let found = -1;
  return (from) => {
    if (from >= searchedFrom && (found < 0 || from <= found)) return found;
    found = -1;
    for (let i = from; i + 1 < data.length; i++) {
      if (data[i] === CR && data[i + 1] === LF) {
        found = i;
        break;
      }
    }
    searchedFrom = from;
    return found;
  };
}
