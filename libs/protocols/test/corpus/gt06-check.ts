import { decodeGt06Frame, Gt06Framer, type DeviceMessage } from '@gps/protocols';

/** What a corpus frame must decode to (see corpus/gt06/*.json and docs/protocols.md). */
export interface CorpusExpectation {
  /** Message types that count as the right message. */
  types: string[];
  /** Values that must match exactly, looked up on the message, its position, then their attributes. */
  fields?: Record<string, string | number | boolean>;
  /** The frame must carry a position. */
  hasPosition?: boolean;
  /** The frame must not produce a position (Traccar returns nothing for it). */
  noPosition?: boolean;
  /** A reported decode error is an acceptable answer (a frame Traccar also drops). */
  errorAllowed?: boolean;
  /** The framer must return the whole input as exactly one frame. */
  oneFrame?: boolean;
}

export interface CorpusFrame {
  id: string;
  hex: string;
  source: string;
  /** The device model the source decoded it with, when the layout depends on it. */
  model?: string;
  expect: CorpusExpectation;
}

export type Verdict = { kind: 'right' } | { kind: 'wrong' | 'dropped'; why: string };

const NOW = new Date('2030-01-01T00:00:00Z');
/** Coordinates and voltages are compared to the precision the sources print. */
const TOLERANCE = 1e-5;

function lookup(message: DeviceMessage, key: string): unknown {
  const bag = message as unknown as Record<string, unknown>;
  const position = bag.position as Record<string, unknown> | undefined;
  const attributes = bag.attributes as Record<string, unknown> | undefined;
  const positionAttributes = position?.attributes as Record<string, unknown> | undefined;
  for (const source of [bag, position, attributes, positionAttributes]) {
    if (source && source[key] !== undefined) return source[key];
  }
  return undefined;
}

function same(actual: unknown, expected: string | number | boolean): boolean {
  if (actual instanceof Date) return actual.toISOString() === new Date(String(expected)).toISOString();
  if (typeof expected === 'number' && typeof actual === 'number') {
    return Math.abs(actual - expected) <= TOLERANCE;
  }
  return actual === expected;
}

function frames(bytes: Buffer): Buffer[] {
  const framer = new Gt06Framer();
  return framer.push(bytes).frames;
}

/** Frames the input, decodes it and compares with the expectation. Never throws for a codec answer. */
export function judge(frame: CorpusFrame): Verdict {
  const bytes = Buffer.from(frame.hex, 'hex');
  const framed = frames(bytes);
  if (framed.length !== 1 || (frame.expect.oneFrame && !framed[0].equals(bytes))) {
    if (frame.expect.errorAllowed) return { kind: 'right' };
    return { kind: 'dropped', why: `framer gave ${framed.length} frames` };
  }
  const result = decodeGt06Frame(framed[0], {
    deviceId: '123456789012345',
    now: NOW,
    model: frame.model,
  });
  if (!result.ok) {
    if (frame.expect.errorAllowed) return { kind: 'right' };
    return { kind: 'dropped', why: `${result.error.code}: ${result.error.message}` };
  }
  const message = result.message;
  if (!frame.expect.types.includes(message.type)) {
    return { kind: 'dropped', why: `decoded as ${message.type}` };
  }
  const position = lookup(message, 'position');
  if (frame.expect.hasPosition && position === undefined && message.type !== 'position') {
    return { kind: 'dropped', why: 'no position' };
  }
  if (frame.expect.noPosition && message.type === 'position') {
    return { kind: 'wrong', why: 'a position where the source has none' };
  }
  for (const [key, expected] of Object.entries(frame.expect.fields ?? {})) {
    const actual = lookup(message, key);
    if (actual === undefined) return { kind: 'dropped', why: `${key} missing` };
    if (!same(actual, expected)) {
      return { kind: 'wrong', why: `${key} is ${String(actual)}, expected ${String(expected)}` };
    }
  }
  return { kind: 'right' };
}
