import type { SimAlarmKind } from '../../../apps/simulator/src/types';
import type { TestApp } from '../../support/app-harness';
import { RawTracker } from '../../support/raw-tracker';
import { fix } from './history-day';

/** One vehicle's day: minutes driven at 40 km/h, minutes over the limit at 110, alarms after. */
export interface VehicleDay {
  serial: string;
  drivingMinutes: number;
  speedingMinutes?: number;
  alarms?: SimAlarmKind[];
}

const STEP_MS = 10_000;
const STEPS_PER_MINUTE = 6;
/** About 110 m north-east per 10 s at 40 km/h; 2.75 times that at 110 km/h. */
const STEP_DEGREES = 0.0007;
const SLOW_KMH = 40;
const FAST_KMH = 110;
const DAY_MS = 86_400_000;
/** Each day's driving starts at 08:00 in Taipei: midnight UTC. */
const START_OF_DAY_UTC_MS = 0;
const ALARM_GAP_MS = 60_000;

/**
 * Days of driving through the real gateway for the statistics pages: each day from the next
 * 08:00 Taipei on, every vehicle of the day drives its minutes (one after the other, the app's clock
 * following the fixes), speeds, and sends its alarms; each frame is acknowledged before the next.
 */
export async function driveDays(app: TestApp, days: readonly (readonly VehicleDay[])[]): Promise<void> {
  const serials = [...new Set(days.flat().map((d) => d.serial))];
  const trackers = new Map<string, { tracker: RawTracker; frames: number; lat: number; lon: number }>();
  for (const [i, serial] of serials.entries()) {
    trackers.set(serial, {
      tracker: await RawTracker.login(app, serial),
      frames: 1,
      lat: 24.95 + i * 0.01,
      lon: 121.25,
    });
  }
  try {
    for (const day of days) {
      const midnight = Math.ceil(app.clock.now() / DAY_MS) * DAY_MS + START_OF_DAY_UTC_MS;
      let time = Math.max(midnight, app.clock.now());
      for (const vehicle of day) {
        const t = trackers.get(vehicle.serial)!;
        const send = async (write: (frame: number) => void, what: string) => {
          app.clock.advance(time + 1000 - app.clock.now());
          t.frames += 1;
          write(t.frames);
          await t.tracker.received(t.frames, what);
        };
        const drive = async (minutes: number, kmh: number) => {
          const step = (STEP_DEGREES * kmh) / SLOW_KMH;
          for (let i = 0; i < minutes * STEPS_PER_MINUTE; i += 1) {
            time += STEP_MS;
            t.lat += step;
            t.lon += step;
            const f = fix(time, t.lat, t.lon, kmh);
            await send((n) => t.tracker.position(f, n), `a fix of ${vehicle.serial}`);
          }
        };
        await drive(vehicle.drivingMinutes, SLOW_KMH);
        if (vehicle.speedingMinutes) {
          await drive(vehicle.speedingMinutes, FAST_KMH);
          await drive(1, SLOW_KMH);
        }
        for (const kind of vehicle.alarms ?? []) {
          time += ALARM_GAP_MS;
          const f = fix(time, t.lat, t.lon, 0);
          await send((n) => t.tracker.alarm(kind, f, n), `the ${kind} alarm of ${vehicle.serial}`);
        }
      }
    }
  } finally {
    for (const t of trackers.values()) await t.tracker.close();
  }
}
