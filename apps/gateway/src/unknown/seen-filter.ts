import { serialHashes } from './serial-hash';

/** Bits per generation: 2^21 = 256 KiB. */
const BITS = 1 << 21;
/** Bit positions per serial (double hashing: h1 + i * h2). */
const PROBES = 4;
/** Read once (see serial-hash.ts). */
const imul = Math.imul;

/**
 * "Has this serial been refused before, lately?", in fixed memory: two Bloom filters, the current
 * one and the previous one, swapped every `generationMs`, so a serial is remembered for one to two
 * generations. A real tracker that is refused comes back from the same serial within seconds or
 * minutes; a flood of made-up serials sends each once. This is what tells them apart when the flood
 * has long pushed the tracker's first attempt out of every list.
 *
 * False "seen" answers grow with the number of serials in a generation: about 1 in 120 million at
 * 5,000 serials, 1 in 1,100 at 100,000, one in two at a million (4 probes into 2^21 bits).
 */
export class SeenFilter {
  private current = new Uint8Array(BITS / 8);
  private previous = new Uint8Array(BITS / 8);
  private generationStart: number;

  constructor(
    private readonly generationMs: number,
    now: number,
  ) {
    this.generationStart = now;
  }

  /** Whether the serial was seen in this generation or the previous one; remembers it either way. */
  seenBefore(serial: string, now: number): boolean {
    this.rotate(now);
    const [h1, h2] = serialHashes(serial);
    let inCurrent = true;
    let inPrevious = true;
    for (let i = 0; i < PROBES; i++) {
      const bit = (h1 + imul(i, h2)) >>> 0;
      const byte = (bit % BITS) >>> 3;
      const mask = 1 << (bit & 7);
      if ((this.current[byte] & mask) === 0) {
        inCurrent = false;
        this.current[byte] |= mask;
      }
      if ((this.previous[byte] & mask) === 0) inPrevious = false;
    }
    return inCurrent || inPrevious;
  }

  private rotate(now: number): void {
    const elapsed = now - this.generationStart;
    if (elapsed < this.generationMs) return;
    if (elapsed >= 2 * this.generationMs) {
      // Silent for two generations: nothing is worth remembering.
      this.previous.fill(0);
      this.current.fill(0);
    } else {
      [this.previous, this.current] = [this.current, this.previous];
      this.current.fill(0);
    }
    this.generationStart = now;
  }
}
