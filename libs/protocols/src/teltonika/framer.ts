import { dropRecorder, StreamFramer, type FramerOptions, type FramerOutput } from '../framing';
import {
  IMEI_LENGTH_SIZE,
  LENGTH_SIZE,
  MAX_IMEI_DIGITS,
  MIN_DATA_FIELD,
  MIN_IMEI_DIGITS,
  PREAMBLE_SIZE,
  TCP_ENVELOPE,
} from './constants';

/** The wiki's largest AVL packet is 1280 bytes; Codec 8 Extended NX values can go beyond it. */
export const TELTONIKA_DEFAULT_MAX_FRAME = 4096;
const MIN_MAX_FRAME = 64;
const HEADER = PREAMBLE_SIZE + LENGTH_SIZE;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const GARBAGE = 'bytes outside any Teltonika frame skipped';

/**
 * Splits a Teltonika TCP stream. A connection starts with the IMEI handshake (uint16 length + that
 * many digits); after it come packets (4 zero bytes, uint32 data length, data, 4-byte CRC), AVL data
 * and Codec 12 replies alike. The framer holds that state; a packet start seen before any IMEI moves
 * it on too, as the length can only be zero bytes there. The CRC is the decoder's business.
 * Decisions depend only on bytes already seen, so any split of the stream yields the same frames.
 */
export class TeltonikaFramer extends StreamFramer {
  private handshakeDone = false;

  constructor(options?: FramerOptions) {
    super(options, TELTONIKA_DEFAULT_MAX_FRAME, MIN_MAX_FRAME);
  }

  /** True once the IMEI handshake went through (or a packet arrived without one). */
  get afterHandshake(): boolean {
    return this.handshakeDone;
  }

  override reset(): void {
    super.reset();
    this.handshakeDone = false;
  }

  protected scan(data: Buffer, out: FramerOutput): number {
    const drop = dropRecorder(out);
    let pos = 0;
    while (pos < data.length) {
      const step = this.handshakeDone ? this.packetAt(data, pos) : this.imeiAt(data, pos);
      if (step === 'wait') return pos;
      if (typeof step === 'number') {
        out.frames.push(Buffer.from(data.subarray(pos, pos + step)));
        pos += step;
        continue;
      }
      drop(
        step,
        step === 'garbage' ? GARBAGE : `Teltonika packet over ${this.maxFrameSize} bytes`,
        pos,
        pos + 1,
      );
      pos += 1;
    }
    return pos;
  }

  /** Size of the handshake starting at pos, 'wait' for more bytes, or why the byte is dropped. */
  private imeiAt(data: Buffer, pos: number): number | 'wait' | 'garbage' | 'oversized' {
    if (data.length - pos < IMEI_LENGTH_SIZE) return 'wait';
    const length = data.readUInt16BE(pos);
    if (length === 0) {
      // Two zero bytes: the start of a packet preamble, or garbage if the next two are not zero.
      if (data.length - pos < PREAMBLE_SIZE) return 'wait';
      if (data.readUInt32BE(pos) !== 0) return 'garbage';
      this.handshakeDone = true;
      return this.packetAt(data, pos);
    }
    if (length < MIN_IMEI_DIGITS || length > MAX_IMEI_DIGITS) return 'garbage';
    const size = IMEI_LENGTH_SIZE + length;
    for (let i = pos + IMEI_LENGTH_SIZE; i < pos + size; i++) {
      if (i >= data.length) return 'wait';
      if (data[i] < DIGIT_0 || data[i] > DIGIT_9) return 'garbage';
    }
    this.handshakeDone = true;
    return size;
  }

  private packetAt(data: Buffer, pos: number): number | 'wait' | 'garbage' | 'oversized' {
    const available = Math.min(PREAMBLE_SIZE, data.length - pos);
    for (let i = 0; i < available; i++) if (data[pos + i] !== 0) return 'garbage';
    if (data.length - pos < HEADER) return 'wait';
    const length = data.readUInt32BE(pos + PREAMBLE_SIZE);
    if (length < MIN_DATA_FIELD) return 'garbage';
    const size = TCP_ENVELOPE + length;
    if (size > this.maxFrameSize) return 'oversized';
    return data.length - pos < size ? 'wait' : size;
  }
}
