import { dropRecorder, StreamFramer, type FramerOptions, type FramerOutput } from '../framing';

const STAR = 0x2a;
const HASH = 0x23;
const CR = 0x0d;
const LF = 0x0a;

export const H02_DEFAULT_MAX_FRAME = 1024;

/**
 * Splits an H02 text stream into `*...#` frames. A `*` before the closing `#` abandons the
 * unfinished frame (a device that restarted mid-sentence), so one lost `#` costs one message, not
 * the next one too. CR/LF between frames is normal and not reported as garbage. The binary `$`
 * variant is not framed: its bytes count as garbage.
 */
export class H02Framer extends StreamFramer {
  constructor(options?: FramerOptions) {
    super(options, H02_DEFAULT_MAX_FRAME, 8);
  }

  protected scan(data: Buffer, out: FramerOutput): number {
    const max = this.maxFrameSize;
    const drop = dropRecorder(out);
    let pos = 0;
    for (;;) {
      const start = data.indexOf(STAR, pos);
      dropGarbage(data, pos, start < 0 ? data.length : start, drop);
      if (start < 0) return data.length;
      pos = start;

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
