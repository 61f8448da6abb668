/**
 * Shared shape of the TCP stream splitters. TCP delivers bytes, not messages: a segment can hold
 * half a frame or several frames, so each connection owns one framer and pushes every chunk into it.
 */

export type FramerErrorCode =
  /** Bytes that are not part of any frame were skipped. */
  | 'garbage'
  /** A frame start could not be completed within maxFrameSize; its bytes were dropped to resync. */
  | 'oversized';

export interface FramerError {
  code: FramerErrorCode;
  message: string;
  droppedBytes: number;
}

export interface FramerOutput {
  frames: Buffer[];
  errors: FramerError[];
}

export interface FramerOptions {
  /** Largest frame accepted, in bytes; also bounds what the framer keeps between pushes. */
  maxFrameSize?: number;
}

const EMPTY = Buffer.alloc(0);

/**
 * Keeps the unconsumed tail between pushes. Subclasses only scan a contiguous buffer and report how
 * far they consumed, so the split-anywhere behaviour lives in one place.
 */
export abstract class StreamFramer {
  private pending: Buffer = EMPTY;
  protected readonly maxFrameSize: number;

  protected constructor(options: FramerOptions | undefined, defaultMax: number, minMax: number) {
    const requested = options?.maxFrameSize ?? defaultMax;
    this.maxFrameSize = Number.isFinite(requested) ? Math.max(minMax, Math.floor(requested)) : defaultMax;
  }

  push(chunk: Uint8Array): FramerOutput {
    const out: FramerOutput = { frames: [], errors: [] };
    if (chunk.length === 0) return out;
    const incoming = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    const data = this.pending.length ? Buffer.concat([this.pending, incoming]) : incoming;
    const consumed = this.scan(data, out);
    // Copy the tail so a large chunk is not pinned in memory by a few leftover bytes.
    this.pending = consumed >= data.length ? EMPTY : Buffer.from(data.subarray(consumed));
    return out;
  }

  /** Bytes held back waiting for the rest of a frame (never more than maxFrameSize). */
  get bufferedBytes(): number {
    return this.pending.length;
  }

  /** Forget buffered bytes, e.g. after the caller decided to resynchronise on its own. */
  reset(): void {
    this.pending = EMPTY;
  }

  /** Emit frames and errors found in data; return how many leading bytes are fully consumed. */
  protected abstract scan(data: Buffer, out: FramerOutput): number;
}

/**
 * Collects dropped byte ranges for one scan. Contiguous drops of the same kind are one problem,
 * not many, so they merge; this keeps a hostile stream from producing one error per byte.
 */
export function dropRecorder(
  out: FramerOutput,
): (code: FramerErrorCode, message: string, from: number, to: number) => void {
  let lastEnd = -1;
  return (code, message, from, to) => {
    if (to <= from) return;
    const last = out.errors[out.errors.length - 1];
    if (last && last.code === code && lastEnd === from) last.droppedBytes += to - from;
    else out.errors.push({ code, message, droppedBytes: to - from });
    lastEnd = to;
  };
}
