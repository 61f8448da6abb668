// What a benchmark's simulated vehicle reports while driving, in the simulator's shapes (Fix and
// DeviceStatus in apps/simulator/src/types.ts), for its encoders.

/** Ignition on, on external power and charging, battery at 90 %, full signal, no alarm. */
export const DRIVING_STATUS = {
  acc: true,
  armed: false,
  externalPower: true,
  charging: true,
  oilCut: false,
  batteryLevel: 90,
  batteryVoltage: 4.1,
  externalVoltage: 13.9,
  gsmSignal: 4,
  alarm: null,
};

/** Degrees of latitude a vehicle moves north each second: a few metres. */
const NORTH_PER_SECOND = 0.00002;
/** Metres its odometer counts each second. */
const ODOMETER_PER_SECOND = 2;

/**
 * The valid fix number `seq`, one every `stepSeconds` from `startMs`, of a vehicle that left
 * (`lat0`, `lon0`) driving north, under one cell.
 */
export function drivingFix(startMs, seq, lat0, lon0, stepSeconds = 1) {
  const seconds = seq * stepSeconds;
  return {
    time: new Date(startMs + seconds * 1000),
    valid: true,
    latitude: lat0 + seconds * NORTH_PER_SECOND,
    longitude: lon0,
    speedKmh: 40,
    course: 0,
    altitude: 100,
    satellites: 9,
    hdop: 0.9,
    accuracy: 5,
    odometer: seconds * ODOMETER_PER_SECOND,
    cell: { mcc: 466, mnc: 92, lac: 1, cid: 2 },
  };
}
