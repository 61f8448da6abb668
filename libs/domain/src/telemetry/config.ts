import { invalid } from '../validation/invalid';

/**
 * Every threshold of the telemetry rules. Server configuration, not user input: the ingest
 * service passes it in each command so the decider stays pure and the thresholds stay testable.
 */
export interface TelemetryConfig {
  /** Accept positions located by cell towers. Off: they are rejected as `invalid_fix`. */
  acceptLbs: boolean;
  /** Faster than this is a bad reading, not a vehicle. */
  maxSpeedKmh: number;
  minAltitudeMeters: number;
  maxAltitudeMeters: number;
  /** How far a fix time may run ahead of its receipt (device clocks drift). */
  maxFutureMs: number;
  /** How old a fix may be when received (devices upload their buffer after a gap). */
  maxPastMs: number;
  /** Implied speed between two GPS fixes above which the newer one is a jump. */
  maxJumpKmh: number;
  /** Fixes closer than this are never jumps, however little time separates them (GPS noise). */
  jumpMinDistanceMeters: number;
  /** At or above this speed a fix is moving. */
  minMovingSpeedKmh: number;
  /** A step this long counts for the odometer even when the reported speed is low. */
  minStepMeters: number;
  /** At most one warning per kind within this window (devices resend alarms until acked). */
  alarmRepeatWindowMs: number;
  /** Heartbeats only, with ACC off, for this long: the vehicle sleeps. */
  sleepAfterMs: number;
  /** No GPS fix for this long while the device reports: no signal. */
  noSignalAfterMs: number;
  /** Silent for this long: offline (decided by the sweeper's MarkOffline). */
  offlineTimeoutMs: number;
  /** A heartbeat that changes nothing is recorded at most once per this interval. */
  heartbeatRecordIntervalMs: number;
  /** Still (no odometer step) at least this long: a stop. Shorter is a red light or a queue. */
  stopMinMs: number;
  /** A stop ends only at a fix farther than this from its place (parking-lot moves stay one stop). */
  stopRadiusMeters: number;
  /** A stop at least this long is flagged as parking overtime (the spec's default, 1800 s). */
  parkingOvertimeMs: number;
  /** No GPS fix for longer than this during a trip: the trip ends at the last fix before the gap. */
  dataGapMs: number;
  /** Speed limit for overspeed episodes; undefined: off. Resolved by the caller (device > fleet > platform). */
  overspeedLimitKmh?: number;
  /** Above the limit at least this long (fix times) before an episode starts. */
  overspeedMinSeconds: number;
}

const MINUTE = 60_000;

export const DEFAULT_TELEMETRY_CONFIG: Readonly<TelemetryConfig> = Object.freeze({
  acceptLbs: true,
  maxSpeedKmh: 400,
  minAltitudeMeters: -1_000,
  maxAltitudeMeters: 20_000,
  maxFutureMs: 10 * MINUTE,
  maxPastMs: 7 * 24 * 60 * MINUTE,
  maxJumpKmh: 500,
  jumpMinDistanceMeters: 300,
  minMovingSpeedKmh: 3,
  minStepMeters: 30,
  alarmRepeatWindowMs: MINUTE,
  sleepAfterMs: 10 * MINUTE,
  noSignalAfterMs: 5 * MINUTE,
  offlineTimeoutMs: 10 * MINUTE,
  heartbeatRecordIntervalMs: MINUTE,
  stopMinMs: 5 * MINUTE,
  stopRadiusMeters: 100,
  parkingOvertimeMs: 30 * MINUTE,
  dataGapMs: 15 * MINUTE,
  overspeedMinSeconds: 10,
});

const NON_NEGATIVE: readonly (keyof TelemetryConfig)[] = [
  'maxSpeedKmh',
  'maxFutureMs',
  'maxPastMs',
  'maxJumpKmh',
  'jumpMinDistanceMeters',
  'minMovingSpeedKmh',
  'minStepMeters',
  'alarmRepeatWindowMs',
  'sleepAfterMs',
  'noSignalAfterMs',
  'offlineTimeoutMs',
  'heartbeatRecordIntervalMs',
  'stopMinMs',
  'stopRadiusMeters',
  'parkingOvertimeMs',
  'dataGapMs',
  'overspeedMinSeconds',
];

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Checks a configuration; a bad one is a deployment bug, reported as a validation error on the
 * offending key rather than silently producing odd telemetry.
 */
export function checkTelemetryConfig(config: unknown): TelemetryConfig {
  if (typeof config !== 'object' || config === null) invalid('config', 'config must be a TelemetryConfig');
  const c = config as Record<string, unknown>;
  if (typeof c.acceptLbs !== 'boolean') invalid('config.acceptLbs', 'config.acceptLbs must be a boolean');
  for (const key of NON_NEGATIVE) {
    const value = c[key];
    if (!isFiniteNumber(value) || value < 0) invalid(`config.${key}`, `config.${key} must be a number >= 0`);
  }
  const limit = c.overspeedLimitKmh;
  if (limit !== undefined && (!isFiniteNumber(limit) || limit <= 0)) {
    invalid('config.overspeedLimitKmh', 'config.overspeedLimitKmh must be a number > 0, or absent (off)');
  }
  const { minAltitudeMeters: min, maxAltitudeMeters: max } = c;
  if (!isFiniteNumber(min) || !isFiniteNumber(max) || min > max) {
    invalid('config.minAltitudeMeters', 'config altitude range must be finite with min <= max');
  }
  return config as TelemetryConfig;
}

/** The defaults with some keys overridden, checked. */
export function telemetryConfig(overrides: Partial<TelemetryConfig> = {}): TelemetryConfig {
  return checkTelemetryConfig({ ...DEFAULT_TELEMETRY_CONFIG, ...overrides });
}
