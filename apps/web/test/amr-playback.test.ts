import { describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import {
  amrFrameCount,
  decoderInput,
  formatClock,
  isAmrNb,
  upsample,
} from '../src/features/remote/amrPlayback';

/**
 * The page's AMR playback helpers, checked against the decoder the page loads: benz-amr-recorder's
 * worker (opencore-amr in asm.js), run here with a stand-in for the worker's `self`.
 */
type Decode = (bytes: Uint8Array) => Float32Array | null;

function loadDecoder(): Decode {
  // The same worker code the package's bundle embeds (its `src/amrnb.js`): a function that installs
  // `self.onmessage` and answers through `self.postMessage`, reading `self` at every call.
  const workerBody = createRequire(__filename)('benz-amr-recorder/src/amrnb.js') as () => void;
  const answers: { amr: Float32Array | null }[] = [];
  const self: {
    postMessage: (message: { amr: Float32Array | null }) => void;
    onmessage?: (event: { data: unknown }) => void;
  } = { postMessage: (message) => answers.push(message) };
  const inWorker = <T>(run: () => T): T => {
    const scope = globalThis as Record<string, unknown>;
    const saved = { self: scope.self, importScripts: scope.importScripts };
    scope.self = self;
    scope.importScripts = () => undefined;
    try {
      return run();
    } finally {
      scope.self = saved.self;
      scope.importScripts = saved.importScripts;
    }
  };
  inWorker(workerBody);
  return (bytes) =>
    inWorker(() => {
      answers.length = 0;
      self.onmessage!({ data: { command: 'decode', buffer: bytes } });
      const answer = answers.pop();
      if (!answer) throw new Error('the decoder did not answer');
      return answer.amr;
    });
}

const MAGIC = Buffer.from('#!AMR\n', 'latin1');
/** `frames` NO_DATA frames (1 byte each): silence under DTX. */
const noData = (frames: number) => new Uint8Array(Buffer.concat([MAGIC, Buffer.alloc(frames, 0x7c)]));
/** Speech frames of mode 7 (12.2 kbit/s: header + 31 bytes) and NO_DATA frames, alternating in runs. */
function mixed(runs: number): Uint8Array {
  const parts: Buffer[] = [MAGIC];
  for (let i = 0; i < runs; i++) {
    for (let j = 0; j < 3; j++)
      parts.push(Buffer.concat([Buffer.from([0x3c]), Buffer.alloc(31, (i * 7 + j) & 0xff)]));
    parts.push(Buffer.alloc(40, 0x7c));
  }
  return new Uint8Array(Buffer.concat(parts));
}

describe('AMR playback helpers', () => {
  const decode = loadDecoder();

  it('recognises AMR-NB by its header, not AMR-WB or anything else', () => {
    expect(isAmrNb(noData(1))).toBe(true);
    expect(isAmrNb(new Uint8Array(Buffer.from('#!AMR-WB\n', 'latin1')))).toBe(false);
    expect(isAmrNb(new Uint8Array(Buffer.from('RIFF....WAVE', 'latin1')))).toBe(false);
    expect(isAmrNb(new Uint8Array(Buffer.from('#!AM', 'latin1')))).toBe(false);
  });

  it('counts whole frames as the decoder reads them', () => {
    expect(amrFrameCount(noData(0))).toBe(0);
    expect(amrFrameCount(noData(50))).toBe(50);
    expect(amrFrameCount(mixed(2))).toBe(2 * (3 + 40));
    // A cut-off last frame is not a frame.
    const cut = mixed(1).subarray(0, MAGIC.length + 32 + 10);
    expect(amrFrameCount(cut)).toBe(1);
  });

  it('the decoder, given the file as it is, cuts some recordings short: what decoderInput is for', () => {
    const short = [3000, 2997, 50].map((n) => decode(noData(n))!.length / 160);
    expect(short).toEqual([501, 1001, 49]);
  });

  it('with decoderInput every frame decodes, whatever the length and mix of frames', () => {
    const files = [
      ...Array.from({ length: 400 }, (_, i) => noData(i + 1)),
      ...[1000, 2999, 3000, 3001, 6000, 15_000].map(noData),
      ...Array.from({ length: 30 }, (_, i) => mixed(i + 1)),
    ];
    const wrong: string[] = [];
    for (const file of files) {
      const samples = decode(decoderInput(file));
      const frames = amrFrameCount(file);
      if (samples?.length !== frames * 160)
        wrong.push(`${file.length} bytes: ${samples?.length} for ${frames} frames`);
    }
    expect(wrong).toEqual([]);
  });

  it('decodes silence to silence, and leaves the bytes it was given alone', () => {
    const file = noData(100);
    const input = decoderInput(file);
    expect(input.subarray(0, file.length)).toEqual(file);
    expect(input.length - file.length).toBeLessThan(32);
    const samples = decode(input)!;
    expect(samples.length).toBe(100 * 160);
    expect(Math.max(...samples.map(Math.abs))).toBeLessThan(0.01);
  });

  it('shows times like the browser players', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(0.98)).toBe('0:00');
    expect(formatClock(59.98)).toBe('0:59');
    expect(formatClock(60)).toBe('1:00');
    expect(formatClock(754.2)).toBe('12:34');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });

  it('repeats each sample for a higher rate', () => {
    expect([...upsample(new Float32Array([0.5, -0.25]), 3)]).toEqual([0.5, 0.5, 0.5, -0.25, -0.25, -0.25]);
  });
});
