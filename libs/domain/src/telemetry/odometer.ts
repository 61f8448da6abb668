import type { TelemetryConfig } from './config';
import { haversineMeters, type LatLon } from './geo';

/** Decimetres: finer than GPS can tell, and keeps float tails out of stored events. */
export function roundMeters(meters: number): number {
  return Math.round(meters * 10) / 10;
}

/**
 * The distance one GPS fix adds to the odometer, measured from the anchor (the last point that
 * counted, not the last fix). Jitter while parked does not count: a step counts only when the
 * vehicle reports moving or it is long enough to be real. Because the anchor stays put until a
 * step counts, slow creeping still adds up once it has gone `minStepMeters`.
 */
export function odometerStep(
  anchor: LatLon | null,
  to: LatLon,
  speedKmh: number,
  config: TelemetryConfig,
): number {
  if (anchor === null) return 0;
  const meters = haversineMeters(anchor, to);
  const counts = speedKmh >= config.minMovingSpeedKmh || meters >= config.minStepMeters;
  return counts ? roundMeters(meters) : 0;
}
