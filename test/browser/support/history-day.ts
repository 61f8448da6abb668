import type { Fix } from '../../../apps/simulator/src/types';
import type { TestApp } from '../../support/app-harness';
import { RawTracker } from '../../support/raw-tracker';

/** A fix every 10 s while driving, as trackers report; one a minute while parked. */
const DRIVING_STEP_MS = 10_000;
const PARKED_STEP_MS = 60_000;
/** About 110 m north-east per 10 s: 40 km/h. */
const DRIVING_STEP_DEGREES = 0.0007;
const DRIVING_KMH = 40;

export interface HistoryDay {
  /** Every fix sent, oldest first. */
  fixes: Fix[];
}

/** A good GPS fix at a place and speed, as a GT06 tracker sends it. */
export function fix(time: number, latitude: number, longitude: number, speedKmh: number): Fix {
  return {
    time: new Date(time),
    valid: true,
    latitude,
    longitude,
    speedKmh,
    course: 45,
    altitude: 80,
    satellites: 9,
    hdop: 1,
    accuracy: 5,
    odometer: 0,
    cell: { mcc: 466, mnc: 92, lac: 1, cid: 2 },
  };
}

/**
 * A vehicle's morning through the real gateway, as a GT06 tracker sends it: `driveFixes` fixes of
 * driving, `parkedMinutes` parked in one place, then `driveFixes` more of driving. The app's clock
 * follows the fixes (each is received a second after it was taken), and each fix is acknowledged
 * (so recorded) before the next is sent.
 */
export async function driveAMorning(
  app: TestApp,
  serial: string,
  { driveFixes = 40, parkedMinutes = 40 } = {},
): Promise<HistoryDay> {
  const tracker = await RawTracker.login(app, serial);
  const fixes: Fix[] = [];
  let time = app.clock.now();
  let latitude = 24.98;
  let longitude = 121.3;
  const drive = () => {
    for (let i = 0; i < driveFixes; i += 1) {
      time += DRIVING_STEP_MS;
      latitude += DRIVING_STEP_DEGREES;
      longitude += DRIVING_STEP_DEGREES;
      fixes.push(fix(time, latitude, longitude, DRIVING_KMH));
    }
  };
  drive();
  for (let minute = 1; minute <= parkedMinutes; minute += 1) {
    time += PARKED_STEP_MS;
    fixes.push(fix(time, latitude, longitude, 0));
  }
  drive();
  try {
    for (const [i, f] of fixes.entries()) {
      app.clock.advance(f.time.getTime() + 1000 - app.clock.now());
      tracker.position(f, i + 1);
      // The login's answer, then one acknowledgement per fix.
      await tracker.received(i + 2, `the acknowledgement of fix ${i + 1}`);
    }
  } finally {
    await tracker.close();
  }
  return { fixes };
}
