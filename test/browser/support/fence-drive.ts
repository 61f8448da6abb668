import type { TestApp } from '../../support/app-harness';
import { fixAt, type RawTracker } from '../../support/raw-tracker';

/** A point in degrees. */
export interface Point {
  latitude: number;
  longitude: number;
}

/** Metres in a degree of latitude (and of longitude at the equator). */
const METERS_PER_DEGREE = 111_320;
/** How fast the vehicle drives between fixes, km/h: well under the platform's impossible jump. */
const DRIVE_KMH = 60;
const KMH_PER_METER_PER_SECOND = 3.6;

/** A fence's circle centre as the server stores it: the first of its `'lat,lng'` coordinates. */
export function centreOf(fence: { coordinates: string[] }): Point {
  const [latitude, longitude] = fence.coordinates[0].split(',').map(Number);
  return { latitude, longitude };
}

/** The point `meters` north of `point`. */
export function northOf(point: Point, meters: number): Point {
  return { latitude: point.latitude + meters / METERS_PER_DEGREE, longitude: point.longitude };
}

/** One GPS fix at `point`, dated by the app's clock after moving it on by `afterMs`. */
export function reportAt(
  app: TestApp,
  tracker: RawTracker,
  point: Point,
  frameSerial: number,
  afterMs = 0,
): void {
  app.clock.advance(afterMs);
  tracker.position({ ...fixAt(app.clock.now(), 0), ...point, speedKmh: DRIVE_KMH }, frameSerial);
}

/**
 * Drives `tracker` in a straight line from `from` (where its last fix was) to `to` in `fixes` GPS
 * fixes, the last one at `to`, each dated by the app's clock moved on by the time the step takes at
 * 60 km/h, so each fix is the newest and no step is a jump. Frame serials start at `firstSerial`;
 * returns the next one. Resolves once the gateway acknowledged them all.
 */
export async function drive(
  app: TestApp,
  tracker: RawTracker,
  from: Point,
  to: Point,
  fixes: number,
  firstSerial: number,
): Promise<number> {
  const northMeters = (to.latitude - from.latitude) * METERS_PER_DEGREE;
  const eastMeters =
    (to.longitude - from.longitude) * METERS_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180);
  const stepMeters = Math.hypot(northMeters, eastMeters) / fixes;
  const stepMs = Math.ceil((stepMeters / (DRIVE_KMH / KMH_PER_METER_PER_SECOND)) * 1000);
  const framesBefore = tracker.client.frames.length;
  for (let i = 1; i <= fixes; i += 1) {
    const share = i / fixes;
    const point = {
      latitude: from.latitude + (to.latitude - from.latitude) * share,
      longitude: from.longitude + (to.longitude - from.longitude) * share,
    };
    reportAt(app, tracker, point, firstSerial + i - 1, stepMs);
  }
  await tracker.received(framesBefore + fixes, 'the drive acknowledged');
  return firstSerial + fixes;
}
