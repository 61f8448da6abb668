// Positions fed to the ingest by the benches: devices standing in a row and driving north together
// (bench/projection-cost, bench/audit-verify), and the one gt06 message builder they all use.

/** A fix is received half a second after it is taken. */
export const RECEIPT_DELAY_MS = 500;
const METERS_PER_DEGREE = 111_195;
/** Each round moves every device 30 m north; devices stand 100 m apart. */
const STEP_M = 30;
const SPACING_M = 100;

/**
 * A gt06 position message as the gateway decodes one: the one builder of the benches that feed the
 * ingest. `extra` adds fields a bench needs (a battery level, a course). The ignition is on while
 * the vehicle moves.
 */
export function gt06Fix(serial, { fixTime, latitude, longitude, speedKmh }, extra = {}) {
  return {
    type: 'position',
    protocol: 'gt06',
    deviceId: serial,
    position: {
      protocol: 'gt06',
      deviceId: serial,
      fixTime: new Date(fixTime),
      valid: true,
      latitude,
      longitude,
      speedKmh,
      course: 0,
      altitude: 80,
      satellites: 9,
      locateType: 'gps',
      acc: speedKmh > 0,
      ...extra,
    },
  };
}

/** The gt06 fix of the device at `index` in the row, at `round`, taken at `fixTime` (ms). */
export function gridFix(serial, index, round, fixTime) {
  return gt06Fix(serial, {
    fixTime,
    latitude: 25 + (round * STEP_M) / METERS_PER_DEGREE,
    longitude: 121 + (index * SPACING_M) / METERS_PER_DEGREE,
    speedKmh: 40,
  });
}
