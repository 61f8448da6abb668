import { EARTH_RADIUS_METERS } from '@gps/domain';
import { TelemetryIngest, silentLogger } from '@gps/gateway';
import type { AlarmKind, DeviceMessage } from '@gps/protocols';
import type { TestApp } from './app-harness';
import { gt06Fix } from './gt06-fix';

/**
 * A vehicle's day for history tests, fed through the real telemetry ingest (the gateway's, over the
 * app's event store), with receipt times under the case's control: driving north along a meridian
 * near Taipei, parking, a buffer uploaded late.
 */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
const METERS_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METERS;
export const BASE_LATITUDE = 25;
export const LONGITUDE = 121.5;
const KMH_PER_MPS = 3.6;
/** Fixes an ingest call records in one append, as a burst from one connection would be. */
const BURST = 100;

export const latitudeAt = (northMeters: number): number => BASE_LATITUDE + northMeters / METERS_PER_DEGREE;

/** One fix: received at `at` (epoch ms), taken at `fixTime` (default `at`), `north` metres up the road. */
export interface DriveFix {
  at: number;
  fixTime?: number;
  north: number;
  speedKmh: number;
}

/** Fixes every `everyMs` in [from, to), driving north at `speedKmh` from `north`. */
export function driving(
  from: number,
  to: number,
  everyMs: number,
  north: number,
  speedKmh: number,
): DriveFix[] {
  const fixes: DriveFix[] = [];
  const metersPerStep = (speedKmh / KMH_PER_MPS) * (everyMs / SECOND);
  for (let at = from, n = north; at < to; at += everyMs, n += metersPerStep)
    fixes.push({ at, north: n, speedKmh });
  return fixes;
}

/** Fixes every `everyMs` in [from, to), parked at `north`. */
export function parked(from: number, to: number, everyMs: number, north: number): DriveFix[] {
  return driving(from, to, everyMs, north, 0);
}

function message(serial: string, fix: DriveFix): DeviceMessage {
  return gt06Fix(serial, {
    fixTime: fix.fixTime ?? fix.at,
    latitude: latitudeAt(fix.north),
    longitude: LONGITUDE,
    speedKmh: fix.speedKmh,
  });
}

/** The gateway's ingest over the app's store; `send` resolves once the read models have it all. */
export class HistoryFeed {
  private readonly ingest: TelemetryIngest;

  constructor(private readonly app: TestApp) {
    this.ingest = new TelemetryIngest({
      events: app.platform.events,
      clock: () => app.clock.now(),
      logger: silentLogger,
    });
  }

  /**
   * The device logs in, as a gateway connection starts: the ingest reads it with its overspeed
   * limit (device, fleet or platform). Without it, fixes are judged by the default settings.
   */
  async identify(serial: string): Promise<void> {
    if (!(await this.ingest.identify(serial))) throw new Error(`device ${serial} is not provisioned`);
  }

  /** An alarm packet without a fix (one warning of its kind), received at `at`. */
  async alarm(serial: string, alarm: AlarmKind, at: number): Promise<void> {
    const message: DeviceMessage = {
      type: 'alarm',
      protocol: 'gt06',
      deviceId: serial,
      alarm,
      time: new Date(at),
    };
    await this.ingest.record(serial, message, at);
    await this.settled();
  }

  /** One offline sweep at the app's clock: the devices silent for the timeout go offline. */
  async sweepOffline(): Promise<number> {
    const offline = await this.ingest.sweepOffline();
    await this.settled();
    return offline;
  }

  /** Each fix as its own message, received at its `at`. */
  async send(serial: string, fixes: readonly DriveFix[]): Promise<void> {
    for (const fix of fixes) await this.ingest.record(serial, message(serial, fix), fix.at);
    await this.settled();
  }

  /** Fixes in bursts of a hundred, each burst received at its last fix's `at` (fast, for volume). */
  async sendInBursts(serial: string, fixes: readonly DriveFix[]): Promise<void> {
    for (let i = 0; i < fixes.length; i += BURST) {
      const burst = fixes.slice(i, i + BURST);
      await this.ingest.recordAll(
        serial,
        burst.map((f) => message(serial, f)),
        burst[burst.length - 1].at,
      );
    }
    await this.settled();
  }

  private async settled(): Promise<void> {
    const head = await this.app.platform.events.headPosition();
    if (head !== undefined) await this.app.platform.runner.waitFor(head);
  }
}
