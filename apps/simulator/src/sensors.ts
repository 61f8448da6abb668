import type { Rng } from './random';

export interface SensorContext {
  acc: boolean;
  externalPower: boolean;
  activity: 'driving' | 'parked' | 'sleeping';
  gpsLossPerHour: number;
  gpsLossSeconds: readonly [number, number];
}

/**
 * Slowly wandering readings: satellites (6-14, a handful during an outage), GSM signal (0-4) and the
 * backup battery, which charges while the engine runs and drains slowly otherwise (fast when the
 * supply is cut). GPS outages (tunnels, cuttings) happen only while driving.
 */
export class Sensors {
  satellites: number;
  gsm: number;
  battery: number;
  private gpsLossLeft = 0;
  private lostSatellites = 0;

  constructor(private readonly rng: Rng) {
    this.satellites = rng.int(7, 12);
    this.gsm = rng.int(2, 4);
    this.battery = rng.range(25, 100);
  }

  get gpsLost(): boolean {
    return this.gpsLossLeft > 0;
  }

  get visibleSatellites(): number {
    return this.gpsLost ? this.lostSatellites : this.satellites;
  }

  step(dt: number, ctx: SensorContext): void {
    if (this.rng.chance(0.03 * dt)) {
      this.satellites = Math.min(14, Math.max(6, this.satellites + (this.rng.chance(0.5) ? 1 : -1)));
    }
    if (this.rng.chance(0.01 * dt)) {
      // Leans towards good coverage: weak signal recovers more often than it fades.
      const up = this.gsm < 3 ? this.rng.chance(0.7) : this.rng.chance(0.4);
      this.gsm = Math.min(4, Math.max(1, this.gsm + (up ? 1 : -1)));
    }

    if (this.gpsLossLeft > 0) {
      this.gpsLossLeft -= dt;
    } else if (ctx.activity === 'driving' && this.rng.chance((ctx.gpsLossPerHour / 3600) * dt)) {
      this.gpsLossLeft = this.rng.range(ctx.gpsLossSeconds[0], ctx.gpsLossSeconds[1]);
      this.lostSatellites = this.rng.int(0, 3);
    }

    const perHour = !ctx.externalPower ? -6 : ctx.acc ? 25 : ctx.activity === 'sleeping' ? -0.3 : -1.2;
    this.battery = Math.min(100, Math.max(2, this.battery + (perHour / 3600) * dt));
  }
}
