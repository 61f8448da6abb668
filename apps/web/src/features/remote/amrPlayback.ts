/**
 * AMR-NB playback in the page. Browsers have no AMR decoder, so the recording's bytes are fetched
 * through its signed link, decoded to PCM by `benz-amr-recorder` (opencore-amr compiled to asm.js,
 * run in a Web Worker) and played through Web Audio. The decoder is over 400 KB: it is imported
 * only when an AMR recording is first played, so it never weighs on the main bundle.
 */

/** AMR-NB is 8 kHz mono; the decoder's PCM comes at that rate. */
export const AMR_SAMPLE_RATE = 8000;

/** The AMR-NB file header (RFC 4867, section 5); AMR-WB's is `#!AMR-WB\n`. */
const AMR_NB_MAGIC = '#!AMR\n';

/** PCM samples of one AMR frame (20 ms at 8 kHz). */
const SAMPLES_PER_FRAME = 160;

/**
 * Bytes after the one-byte header of a frame, by frame type (RFC 4867 table 1, as the decoder
 * reads them): 0-7 speech modes, 8 SID, 15 NO_DATA (silence under DTX: the header alone).
 */
const FRAME_BYTES = [12, 13, 15, 17, 19, 20, 26, 31, 5, 6, 5, 5, 0, 0, 0, 0];

/** Frame type 7 (12.2 kbit/s): the padding's header, a frame too short to be decoded. */
const PAD_HEADER = 0x3c;

/** A decode that has not answered by then is taken as failed (the worker reports no errors). */
const DECODE_TIMEOUT_MS = 60_000;

/** Why a recording could not be played, for the console (the page shows one translated sentence). */
export class AmrPlaybackError extends Error {
  override readonly name = 'AmrPlaybackError';
}

/** Whether `bytes` start like an AMR-NB file. */
export function isAmrNb(bytes: Uint8Array): boolean {
  if (bytes.length < AMR_NB_MAGIC.length) return false;
  for (let i = 0; i < AMR_NB_MAGIC.length; i++) {
    if (bytes[i] !== AMR_NB_MAGIC.charCodeAt(i)) return false;
  }
  return true;
}

/** Whole frames in an AMR-NB file, read as the decoder reads them (a cut-off last frame is not one). */
export function amrFrameCount(bytes: Uint8Array): number {
  let frames = 0;
  let at = AMR_NB_MAGIC.length;
  while (at < bytes.length) {
    const size = FRAME_BYTES[(bytes[at] >> 3) & 15] + 1;
    if (at + size > bytes.length) break;
    frames += 1;
    at += size;
  }
  return frames;
}

/**
 * The file as `benz-amr-recorder` 1.1.5 decodes it in full. Its decoder sizes its output for one
 * frame per 6 bytes of input, doubles it when the next frame does not fit, but stops instead when
 * the output is full to within one sample: whenever its size is a multiple of 160 samples (or one
 * more) once the frames written fill it. Frames of 6 bytes and more never get there; NO_DATA frames
 * (1 byte: silence under DTX) do, so a recording with long silences was cut short. It also skips a
 * one-byte last frame. A few bytes of a frame too short to decode, added at the end, give a size it
 * always grows past, and are themselves left out.
 */
export function decoderInput(bytes: Uint8Array): Uint8Array {
  for (let pad = 1; pad < FRAME_BYTES[7] + 1; pad++) {
    const length = bytes.length + pad;
    // The decoder's first output size, in samples (its own arithmetic). Doubled, it is even, and
    // it never becomes a multiple of 160 (2^5 * 5) unless it is a multiple of 5 already.
    const size = Math.floor((length / 6) * SAMPLES_PER_FRAME);
    if (size % 5 === 0 || size % SAMPLES_PER_FRAME === 1) continue;
    const padded = new Uint8Array(length);
    padded.set(bytes);
    padded[bytes.length] = PAD_HEADER;
    return padded;
  }
  // Unreachable: of 31 consecutive lengths, most give a size the decoder grows past.
  return bytes;
}

/** "m:ss" (or "h:mm:ss" from an hour on), whole seconds rounded down. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * `samples` at `factor` times the rate, each sample repeated: for a browser whose Web Audio refuses
 * 8 kHz buffers (older Safari needs 22.05 kHz or more).
 */
export function upsample(samples: Float32Array, factor: number): Float32Array {
  const out = new Float32Array(samples.length * factor);
  for (let i = 0; i < samples.length; i++) out.fill(samples[i], i * factor, (i + 1) * factor);
  return out;
}

function timeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new AmrPlaybackError(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new AmrPlaybackError(String(error)));
      },
    );
  });
}

async function fetchBytes(url: string, signal?: AbortSignal): Promise<Uint8Array> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new AmrPlaybackError(`the recording answered HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Fetches an AMR-NB recording and decodes it to PCM samples (mono, -1..1, 8 kHz). The decoder is
 * loaded on the first call, while the bytes download.
 */
export async function fetchAmrSamples(url: string, signal?: AbortSignal): Promise<Float32Array> {
  const [decoderModule, bytes] = await Promise.all([import('benz-amr-recorder'), fetchBytes(url, signal)]);
  if (!isAmrNb(bytes)) throw new AmrPlaybackError('the file is not AMR-NB');
  const frames = amrFrameCount(bytes);
  if (frames === 0) throw new AmrPlaybackError('the file has no audio frames');
  const decoder = new decoderModule.default();
  // Resolves with null when the decoder does not take the file.
  const samples = (await timeout(
    decoder.decodeAMRAsync(decoderInput(bytes)),
    DECODE_TIMEOUT_MS,
    'decoding',
  )) as Float32Array | null;
  if (!samples || samples.length === 0) throw new AmrPlaybackError('the decoder found no audio frames');
  if (samples.length !== frames * SAMPLES_PER_FRAME) {
    console.warn(`[voice] decoded ${samples.length / SAMPLES_PER_FRAME} of ${frames} AMR frames`);
  }
  return samples;
}

let sharedContext: AudioContext | null = null;

/**
 * The page's one AudioContext, made (or resumed) on the user's click: browsers start audio only
 * after a gesture, and a context made later in an async continuation may stay suspended.
 */
export function audioContext(): AudioContext {
  if (!sharedContext || sharedContext.state === 'closed') sharedContext = new AudioContext();
  if (sharedContext.state === 'suspended') void sharedContext.resume().catch(() => undefined);
  return sharedContext;
}

function pcmBuffer(context: AudioContext, samples: Float32Array): AudioBuffer {
  try {
    const buffer = context.createBuffer(1, samples.length, AMR_SAMPLE_RATE);
    buffer.getChannelData(0).set(samples);
    return buffer;
  } catch {
    const factor = 3;
    const buffer = context.createBuffer(1, samples.length * factor, AMR_SAMPLE_RATE * factor);
    buffer.getChannelData(0).set(upsample(samples, factor));
    return buffer;
  }
}

/** Decoded PCM on Web Audio, with what a player needs: play from a position, pause, seek, the end. */
export class PcmPlayback {
  readonly duration: number;
  private readonly buffer: AudioBuffer;
  private source: AudioBufferSourceNode | null = null;
  /** Position (s) when not playing, or where the current source started in the recording. */
  private offset = 0;
  /** Context time when the current source started. */
  private startedAt = 0;

  constructor(
    private readonly context: AudioContext,
    samples: Float32Array,
    private readonly onEnded: () => void,
  ) {
    this.buffer = pcmBuffer(context, samples);
    this.duration = this.buffer.duration;
  }

  get playing(): boolean {
    return this.source !== null;
  }

  /** Seconds into the recording. */
  get position(): number {
    if (!this.source) return this.offset;
    return Math.min(this.duration, this.offset + (this.context.currentTime - this.startedAt));
  }

  play(): void {
    if (this.source) return;
    if (this.offset >= this.duration) this.offset = 0;
    const source = this.context.createBufferSource();
    source.buffer = this.buffer;
    source.connect(this.context.destination);
    source.onended = () => {
      // Only a source that ran to its end: pause and seek detach theirs before stopping it.
      if (this.source !== source) return;
      this.source = null;
      this.offset = 0;
      this.onEnded();
    };
    this.startedAt = this.context.currentTime;
    this.source = source;
    source.start(0, this.offset);
  }

  pause(): void {
    if (!this.source) return;
    const at = this.position;
    this.release();
    this.offset = at;
  }

  seek(seconds: number): void {
    const wasPlaying = this.playing;
    this.release();
    this.offset = Math.max(0, Math.min(seconds, this.duration));
    if (wasPlaying) this.play();
  }

  /** Stops without reporting the end (a pause, a seek, or the player going away). */
  release(): void {
    const source = this.source;
    if (!source) return;
    this.source = null;
    source.onended = null;
    try {
      source.stop();
    } catch {
      // Already stopped.
    }
    source.disconnect();
  }
}
