import { dropRecorder, StreamFramer, type FramerOptions, type FramerOutput } from '../framing';
import {
  binaryIdBytes,
  BINARY_MARKER,
  ID_PROBE_BYTES,
  IMEI_FRAME,
  LONG_FRAME,
  LONG_ID_BYTES,
  SHORT_FRAME,
} from './binary-layout';

const STAR = 0x2a;
const HASH = 0x23;
const CR = 0x0d;
const LF = 0x0a;

export const H02_DEFAULT_MAX_FRAME = 1024;

export interface H02FramerOptions extends FramerOptions {
  /**
   * Length of this device's `$` frames with a 5-byte id (32 or 45) when known, e.g. from its
   * model. Unset, the framer learns it from the first frame that is followed by another.
   */
  binaryFrameLength?: number;
}

/** `*` and a two-letter maker code and a comma: enough to trust that a text sentence starts. */
const TEXT_PROBE_BYTES = 4;
const COMMA = 0x2c;

function isLetter(byte: number): boolean {
  return (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
}

/**
 * Whether a frame starts at `at`: a `$` with a BCD time after its id, or `*XX,`. Trailing bytes of
 * a longer binary frame can hold any value, so a lone `$`, `*` or line break is no proof.
 */
function frameStartsAt(data: Buffer, at: number): boolean | 'wait' {
  if (data[at] === BINARY_MARKER) {
    if (data.length - at < ID_PROBE_BYTES) return 'wait';
    return binaryIdBytes(data, at) !== undefined;
  }
  if (data[at] === STAR) {
    if (data.length - at < TEXT_PROBE_BYTES) return 'wait';
    return isLetter(data[at + 1]) && isLetter(data[at + 2]) && data[at + 3] === COMMA;
  }
  return false;
}

/**
 * Splits an H02 stream into `*...#` text frames and `$` binary frames, interleaved as devices send
 * them. A `*` before the closing `#` abandons the unfinished text frame (a device that restarted
 * mid-sentence), so one lost `#` costs one message, not the next one too. CR/LF between frames is
 * normal and not reported as garbage.
 *
 * Binary frames carry no length: 42 bytes when the id is an 8-byte IMEI, else 32 or 45 by model.
 * Which of the two is told by where the next frame starts (a `$` with a BCD time after its id, or
 * `*XX,`); the length found is remembered for the connection, so only the first binary frame
 * waits for the next one.
 */
export class H02Framer extends StreamFramer {
  private binaryLength: number | undefined;

  constructor(options?: H02FramerOptions) {
    super(options, H02_DEFAULT_MAX_FRAME, 8);
    const preset = options?.binaryFrameLength;
    if (preset === SHORT_FRAME || preset === LONG_FRAME) this.binaryLength = preset;
  }

  protected scan(data: Buffer, out: FramerOutput): number {
    const max = this.maxFrameSize;
    const drop = dropRecorder(out);
    let pos = 0;
    for (;;) {
      const start = nextStart(data, pos);
      dropGarbage(data, pos, start < 0 ? data.length : start, drop);
      if (start < 0) return data.length;
      pos = start;

      if (data[start] === BINARY_MARKER) {
        // Only the first maxFrameSize bytes of a frame may decide it, as for text frames.
        const window = data.subarray(0, Math.min(data.length, start + max));
        const length = this.binaryFrameLength(window, start);
        if (length === 'wait' && window.length - start < max) return start;
        if (length === 'wait') {
          drop('oversized', `binary frame not decided within ${max} bytes; dropped`, start, start + 1);
          pos = start + 1;
          continue;
        }
        if (length === 'none') {
          drop('garbage', '"$" that starts no binary H02 frame skipped', start, start + 1);
          pos = start + 1;
          continue;
        }
        out.frames.push(Buffer.from(data.subarray(start, start + length)));
        pos = start + length;
        continue;
      }

      const limit = Math.min(data.length, start + max);
      let stop = -1;
      for (let i = start + 1; i < limit; i++) {
        if (data[i] === HASH || data[i] === STAR) {
          stop = i;
          break;
        }
      }
      if (stop >= 0 && data[stop] === HASH) {
        out.frames.push(Buffer.from(data.subarray(start, stop + 1)));
        pos = stop + 1;
        continue;
      }
      if (stop >= 0) {
        drop('garbage', 'unterminated H02 frame abandoned at the next "*"', start, stop);
        pos = stop;
        continue;
      }
      if (data.length - start >= max) {
        drop('oversized', `no "#" within ${max} bytes; frame dropped`, start, start + max);
        pos = start + max;
        continue;
      }
      return start;
    }
  }

  /**
   * Length of the binary frame at `start`, 'wait' for more bytes, or 'none' when the `$` starts
   * no frame. Decided only from bytes seen (never from where a segment ended), so any split of the
   * stream frames the same.
   */
  private binaryFrameLength(data: Buffer, start: number): number | 'wait' | 'none' {
    const available = data.length - start;
    if (available < ID_PROBE_BYTES) return 'wait';
    const idBytes = binaryIdBytes(data, start);
    if (idBytes === undefined) return 'none';
    if (idBytes === LONG_ID_BYTES) return available >= IMEI_FRAME ? IMEI_FRAME : 'wait';
    if (this.binaryLength !== undefined) return available >= this.binaryLength ? this.binaryLength : 'wait';
    for (const candidate of [SHORT_FRAME, LONG_FRAME]) {
      if (available <= candidate) return 'wait';
      const next = frameStartsAt(data, start + candidate);
      if (next === 'wait') return 'wait';
      if (next) {
        this.binaryLength = candidate;
        return candidate;
      }
    }
    // Neither length is followed by a frame: the short one, the rest is skipped as garbage.
    return SHORT_FRAME;
  }
}

function nextStart(data: Buffer, from: number): number {
  for (let i = from; i < data.length; i++) if (data[i] === STAR || data[i] === BINARY_MARKER) return i;
  return -1;
}

/** CR/LF between sentences is normal; only other bytes are garbage. */
function dropGarbage(data: Buffer, from: number, to: number, drop: ReturnType<typeof dropRecorder>): void {
  let runStart = -1;
  for (let i = from; i <= to; i++) {
    const separator = i === to || data[i] === CR || data[i] === LF;
    if (separator && runStart >= 0) {
      drop('garbage', 'bytes outside any H02 frame skipped', runStart, i);
      runStart = -1;
    } else if (!separator && runStart < 0) {
      runStart = i;
    }
  }
}
