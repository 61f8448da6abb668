import type { Rng } from '../random';
import type { Vec } from './geo';

interface Wave {
  kx: number;
  ky: number;
  phase: number;
  amplitude: number;
}

/**
 * Smooth synthetic relief: a basin floor (Puli sits near 450 m) with a few long waves on top, so
 * the altitude a vehicle reports rises and falls gently as it drives instead of jumping per fix.
 */
export class Terrain {
  private readonly waves: Wave[] = [];

  constructor(
    rng: Rng,
    private readonly base = 450,
  ) {
    const specs: readonly [wavelength: number, amplitude: number][] = [
      [26_000, 220],
      [14_000, 140],
      [7_000, 70],
      [3_000, 25],
    ];
    for (const [wavelength, amplitude] of specs) {
      const angle = rng.range(0, Math.PI * 2);
      const k = (Math.PI * 2) / wavelength;
      this.waves.push({
        kx: k * Math.cos(angle),
        ky: k * Math.sin(angle),
        phase: rng.range(0, Math.PI * 2),
        amplitude: amplitude * rng.range(0.7, 1.2),
      });
    }
  }

  /** Metres above sea level, never below 20 m. */
  altitudeAt(p: Vec): number {
    let h = this.base;
    for (const w of this.waves) h += w.amplitude * Math.sin(w.kx * p.x + w.ky * p.y + w.phase);
    return Math.max(20, h);
  }
}
