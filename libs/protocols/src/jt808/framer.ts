import { dropRecorder, StreamFramer, type FramerOptions, type FramerOutput } from '../framing';
import { HEADER_2019, JT808_DELIMITER, MAX_BODY, SUBPACKAGE_BYTES } from './constants';
import { parseJt808Frame } from './frame';

/** Largest frame: every byte of the longest header, body and check code escaped, plus two 7E. */
export const JT808_DEFAULT_MAX_FRAME = 2 * (HEADER_2019 + SUBPACKAGE_BYTES + MAX_BODY + 1) + 2;
/** Smallest maxFrameSize accepted: a 2013 header with an empty body, delimited. */
const MIN_MAX_FRAME = 16;
const GARBAGE = 'bytes outside any JT808 frame skipped';

/**
 * Splits a JT808 byte stream into `7E ... 7E` frames. Start and end share one byte, so a lost
 * delimiter could pair the end of one frame with the start of the next: a candidate whose length
 * and check code are both wrong is dropped as garbage and its closing 7E taken as a new start.
 * A candidate with either one right is passed on, so the decoder can still count a bad check
 * code or a miscounted length. Decisions depend only on bytes seen, never on segment boundaries.
 */
export class Jt808Framer extends StreamFramer {
  constructor(options?: FramerOptions) {
    super(options, JT808_DEFAULT_MAX_FRAME, MIN_MAX_FRAME);
  }

  protected scan(data: Buffer, out: FramerOutput): number {
    const max = this.maxFrameSize;
    const drop = dropRecorder(out);
    let pos = 0;
    for (;;) {
      const start = data.indexOf(JT808_DELIMITER, pos);
      if (start < 0) {
        drop('garbage', GARBAGE, pos, data.length);
        return data.length;
      }
      drop('garbage', GARBAGE, pos, start);
      // Search only as far as a frame may reach, so a delimiter-free flood costs linear time.
      const limit = Math.min(data.length, start + max);
      const end = data.subarray(start + 1, limit).indexOf(JT808_DELIMITER);
      if (end < 0) {
        if (data.length - start >= max) {
          drop('oversized', `no JT808 frame end within ${max} bytes; resynchronising`, start, start + 1);
          pos = start + 1;
          continue;
        }
        return start;
      }
      const close = start + 1 + end;
      if (close === start + 1) {
        // 7E 7E: the first is the end of a frame we never saw the start of.
        drop('garbage', GARBAGE, start, close);
        pos = close;
        continue;
      }
      const candidate = data.subarray(start, close + 1);
      if (plausible(candidate)) {
        out.frames.push(Buffer.from(candidate));
        pos = close + 1;
      } else {
        drop('garbage', GARBAGE, start, close);
        pos = close;
      }
    }
  }
}

/** A frame the decoder can say something useful about: its length or its check code is right. */
function plausible(candidate: Buffer): boolean {
  const parsed = parseJt808Frame(candidate);
  return parsed.ok && (parsed.frame.lengthOk || parsed.frame.checkOk);
}
