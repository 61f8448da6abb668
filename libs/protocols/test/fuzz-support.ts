import fc from 'fast-check';
import type { DeviceMessage, FramerOutput, Position } from '@gps/protocols';

/**
 * Shared machinery of the fuzz tests (fuzz.test.ts, jt808.test.ts, teltonika-fuzz.test.ts): mutations,
 * mutated streams, random splits, the framers' properties and result invariants.
 */

export type Mutation =
  | { kind: 'flip'; at: number; bit: number }
  | { kind: 'set'; at: number; value: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'insert'; at: number; bytes: Uint8Array }
  | { kind: 'duplicate'; at: number; length: number; to: number };

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), bit: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 8 }) }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }),
  }),
  // Terminators and start markers inside payloads are what trips naive framers.
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    bytes: fc.constantFrom(
      Uint8Array.of(0x0d, 0x0a),
      Uint8Array.of(0x78, 0x78),
      Uint8Array.of(0x79, 0x79),
      Uint8Array.of(0x2a),
      Uint8Array.of(0x23),
    ),
  }),
  fc.record({
    kind: fc.constant('duplicate' as const),
    at: fc.nat(),
    length: fc.integer({ min: 1, max: 40 }),
    to: fc.nat(),
  }),
);

/** Up to four mutations of one seed. */
export const mutationsArb = fc.array(mutationArb, { minLength: 0, maxLength: 4 });

export function mutate(input: Buffer, mutations: readonly Mutation[]): Buffer {
  let buf = Buffer.from(input);
  for (const m of mutations) {
    const n = buf.length;
    if (n === 0 && m.kind !== 'insert') continue;
    switch (m.kind) {
      case 'flip':
        buf[m.at % n] ^= 1 << m.bit;
        break;
      case 'set':
        buf[m.at % n] = m.value;
        break;
      case 'truncate':
        buf = buf.subarray(0, m.at % (n + 1));
        break;
      case 'delete': {
        const at = m.at % n;
        buf = Buffer.concat([buf.subarray(0, at), buf.subarray(at + m.length)]);
        break;
      }
      case 'insert': {
        const at = m.at % (n + 1);
        buf = Buffer.concat([buf.subarray(0, at), m.bytes, buf.subarray(at)]);
        break;
      }
      case 'duplicate': {
        const at = m.at % n;
        const piece = buf.subarray(at, at + m.length);
        const to = m.to % (n + 1);
        buf = Buffer.concat([buf.subarray(0, to), piece, buf.subarray(to)]);
        break;
      }
    }
  }
  return buf;
}

/** Cut points as fractions so shrinking and any stream length work together. */
export const splitArb = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 });

export function split(data: Buffer, fractions: readonly number[]): Buffer[] {
  const cuts = [...new Set(fractions.map((f) => Math.floor(f * data.length)))].sort((a, b) => a - b);
  const chunks: Buffer[] = [];
  let prev = 0;
  for (const cut of [...cuts, data.length]) {
    if (cut > prev) chunks.push(data.subarray(prev, cut));
    prev = Math.max(prev, cut);
  }
  return chunks;
}

export interface FramerRun {
  frames: string[];
  dropped: Record<string, number>;
  buffered: number;
}

export function runFramer(
  framer: { push(chunk: Uint8Array): FramerOutput; bufferedBytes: number },
  chunks: Buffer[],
): FramerRun {
  const frames: string[] = [];
  const dropped: Record<string, number> = {};
  for (const chunk of chunks) {
    const out = framer.push(chunk);
    for (const f of out.frames) frames.push(f.toString('hex'));
    for (const e of out.errors) {
      if (e.droppedBytes <= 0) throw new Error(`error without dropped bytes: ${e.code}`);
      dropped[e.code] = (dropped[e.code] ?? 0) + e.droppedBytes;
    }
  }
  return { frames, dropped, buffered: framer.bufferedBytes };
}

type Framer = { push(chunk: Uint8Array): FramerOutput; bufferedBytes: number };

/**
 * What a length-delimited framer keeps on any stream: split anywhere, it cuts what the whole stream
 * cuts; every byte is in a frame, dropped, or still buffered; the buffer stays within maxFrameSize.
 * Returns the frames cut, for the decoder.
 */
export function framesOfAnySplit(
  newFramer: () => Framer,
  stream: Buffer,
  cuts: readonly number[],
  maxFrameSize: number,
): Buffer[] {
  const whole = runFramer(newFramer(), [stream]);
  expect(runFramer(newFramer(), split(stream, cuts))).toEqual(whole);
  const framed = whole.frames.reduce((n, f) => n + f.length / 2, 0);
  const dropped = Object.values(whole.dropped).reduce((n, d) => n + d, 0);
  expect(framed + dropped + whole.buffered).toBe(stream.length);
  expect(whole.buffered).toBeLessThanOrEqual(maxFrameSize);
  return whole.frames.map((f) => Buffer.from(f, 'hex'));
}

/**
 * `runs` streams of up to `maxSeeds` mutated seeds, each followed by a few garbage bytes, split at
 * random and cut by framers with a maxFrameSize from `sizes`: the framer keeps its properties
 * (framesOfAnySplit) and each frame cut goes to `decode`. Returns how many seeds went in.
 */
export function fuzzMutatedStreams(options: {
  seedArb: fc.Arbitrary<Buffer>;
  maxSeeds: number;
  sizes: { min: number; max: number };
  newFramer: (maxFrameSize: number) => Framer;
  decode: (frame: Buffer) => void;
  runs: number;
  seed: number;
}): number {
  const { seedArb, maxSeeds, sizes, newFramer, decode } = options;
  const partArb = fc.tuple(seedArb, mutationsArb, fc.uint8Array({ maxLength: 6 }));
  let seeds = 0;
  fc.assert(
    fc.property(
      fc.array(partArb, { minLength: 1, maxLength: maxSeeds }),
      splitArb,
      fc.integer(sizes),
      (parts, cuts, max) => {
        seeds += parts.length;
        const stream = Buffer.concat(
          parts.flatMap(([seed, mutations, garbage]) => [mutate(seed, mutations), garbage]),
        );
        framesOfAnySplit(() => newFramer(max), stream, cuts, max).forEach((frame) => decode(frame));
      },
    ),
    { numRuns: options.runs, seed: options.seed },
  );
  return seeds;
}

/**
 * Valid frames back to back, split at `cuts` and pushed into one framer, come out as they went in
 * and decode exactly as they do whole (compared as JSON: Dates as ISO strings, exact and cheaper
 * than deep equality).
 */
export function expectSplitFramesAlike(
  framer: Framer,
  frames: readonly Buffer[],
  cuts: readonly number[],
  decode: (frame: Buffer) => unknown,
): void {
  const got = split(Buffer.concat(frames), cuts).flatMap((chunk) => framer.push(chunk).frames);
  const decoded = (f: Buffer) => JSON.stringify(decode(f));
  expect(got.map((f) => f.toString('hex'))).toEqual(frames.map((f) => f.toString('hex')));
  expect(got.map(decoded)).toEqual(frames.map(decoded));
}

function checkPosition(p: Position): void {
  if (!Number.isFinite(p.latitude) || Math.abs(p.latitude) > 90)
    throw new Error(`bad latitude ${p.latitude}`);
  if (!Number.isFinite(p.longitude) || Math.abs(p.longitude) > 180)
    throw new Error(`bad longitude ${p.longitude}`);
  if (!Number.isFinite(p.speedKmh) || p.speedKmh < 0) throw new Error(`bad speed ${p.speedKmh}`);
  if (!Number.isFinite(p.course)) throw new Error(`bad course ${p.course}`);
  if (!(p.fixTime instanceof Date) || Number.isNaN(p.fixTime.getTime())) throw new Error('bad fix time');
}

/** What every decoded message must satisfy, whatever bytes produced it. */
export function checkMessage(m: DeviceMessage): void {
  switch (m.type) {
    case 'position':
      checkPosition(m.position);
      break;
    case 'alarm':
    case 'lbs':
      if (Number.isNaN(m.time.getTime())) throw new Error('bad time');
      if (m.type === 'alarm' && m.position) checkPosition(m.position);
      break;
    case 'command_reply':
      if (m.position) checkPosition(m.position);
      break;
    case 'heartbeat':
      if (m.time && Number.isNaN(m.time.getTime())) throw new Error('bad time');
      break;
    default:
      break;
  }
}

export function checkError(error: { message: string }): void {
  if (/internal/.test(error.message)) throw new Error(`codec bug surfaced as a result: ${error.message}`);
}
