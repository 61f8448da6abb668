// Positions of devices standing in a row and driving north together: what the benches that fill a
// log with telemetry feed the ingest (bench/projection-cost, bench/audit-verify).

/** A fix is received half a second after it is taken. */
export const RECEIPT_DELAY_MS = 500;
const METERS_PER_DEGREE = 111_195;
/** Each round moves every device 30 m north; devices stand 100 m apart. */
const STEP_M = 30;
const SPACING_M = 100;

/** The gt06 fix of the device at `index` in the row, at `round`, taken at `fixTime` (ms). */
export function gridFix(serial, index, round, fixTime) {
  return {
    type: 'position',
    protocol: 'gt06',
    deviceId: serial,
    position: {
      protocol: 'gt06',
      deviceId: serial,
      fixTime: new Date(fixTime),
      valid: true,
      latitude: 25 + (round * STEP_M) / METERS_PER_DEGREE,
      longitude: 121 + (index * SPACING_M) / METERS_PER_DEGREE,
      speedKmh: 40,
      course: 0,
      altitude: 80,
      satellites: 9,
      locateType: 'gps',
      acc: true,
    },
  };
}
