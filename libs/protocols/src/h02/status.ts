import type { AlarmKind } from '../types';

/**
 * The H02 32-bit status word, active-low: a 0 bit means the condition is present (reference §3).
 * Only bits with a documented meaning get a name; the rest are listed in `activeBits`.
 */
export interface H02Status {
  raw: number;
  /** bit 0 = 0 */
  vibration: boolean;
  /** bit 1 = 0 or bit 18 = 0 */
  sos: boolean;
  /** bit 2 = 0 */
  overspeed: boolean;
  /** bit 19 = 0 */
  powerCut: boolean;
  /** bit 10 = 1: this one is active-high, so FFFFFBFF is the idle word with ACC off. */
  acc: boolean;
  /** Every bit that is 0 (active), ascending. */
  activeBits: number[];
  /** The single alarm Traccar reports, by its priority: vibration, SOS, overspeed, power cut. */
  alarm?: AlarmKind;
}

const clear = (word: number, bit: number): boolean => ((word >>> bit) & 1) === 0;

export function decodeH02Status(word: number): H02Status {
  const raw = word >>> 0;
  const activeBits: number[] = [];
  for (let bit = 0; bit < 32; bit++) if (clear(raw, bit)) activeBits.push(bit);
  const status: H02Status = {
    raw,
    vibration: clear(raw, 0),
    sos: clear(raw, 1) || clear(raw, 18),
    overspeed: clear(raw, 2),
    powerCut: clear(raw, 19),
    acc: !clear(raw, 10),
    activeBits,
  };
  const alarm = status.vibration
    ? 'vibration'
    : status.sos
      ? 'sos'
      : status.overspeed
        ? 'overspeed'
        : status.powerCut
          ? 'power_cut'
          : undefined;
  if (alarm) status.alarm = alarm;
  return status;
}

/** Exactly eight hex digits, as the devices send it. */
export function parseH02StatusWord(text: string | undefined): number | undefined {
  if (text === undefined || !/^[0-9A-Fa-f]{8}$/.test(text)) return undefined;
  return parseInt(text, 16) >>> 0;
}
