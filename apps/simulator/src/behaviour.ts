/** Tunables of the vehicle model. Rates are per vehicle per hour; ranges are [min, max]. */
export interface VehicleBehaviour {
  tripMinutes: readonly [number, number];
  shortParkMinutes: readonly [number, number];
  longParkMinutes: readonly [number, number];
  /** Share of parks that are long (overnight-like) ones. */
  longParkProbability: number;
  /** A park longer than this turns into sleep (when the SLEEP setting is on). */
  sleepAfterMinutes: number;
  /** Heartbeat period while awake (GT06 devices send one about every 3 minutes). */
  heartbeatSeconds: number;
  /** Heartbeat period while asleep: rare, to save the battery. */
  sleepHeartbeatSeconds: number;
  alarmsPerHour: number;
  offlinePerHour: number;
  offlineMinutes: readonly [number, number];
  /** GPS outages (tunnels) while driving. */
  gpsLossPerHour: number;
  gpsLossSeconds: readonly [number, number];
  /** How long an alarm stays active before it clears. */
  alarmClearSeconds: readonly [number, number];
  /** Below this backup-battery level the device raises low_battery (once per dip). */
  lowBatteryPercent: number;
  /** How the fleet is spread when the simulation starts. */
  initialShares: { driving: number; parked: number; sleeping: number };
}

export const DEFAULT_BEHAVIOUR: VehicleBehaviour = {
  tripMinutes: [8, 45],
  shortParkMinutes: [1, 12],
  longParkMinutes: [40, 240],
  longParkProbability: 0.25,
  sleepAfterMinutes: 20,
  heartbeatSeconds: 180,
  sleepHeartbeatSeconds: 900,
  alarmsPerHour: 0.2,
  offlinePerHour: 0.1,
  offlineMinutes: [1, 8],
  gpsLossPerHour: 2,
  gpsLossSeconds: [10, 90],
  alarmClearSeconds: [30, 180],
  lowBatteryPercent: 20,
  initialShares: { driving: 0.7, parked: 0.25, sleeping: 0.05 },
};

export function behaviourWith(overrides: Partial<VehicleBehaviour> = {}): VehicleBehaviour {
  const merged = { ...DEFAULT_BEHAVIOUR, ...overrides };
  for (const [key, value] of Object.entries(merged)) {
    if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) {
      throw new RangeError(`behaviour.${key} must be a finite number >= 0`);
    }
  }
  return merged;
}
