import type { DeviceMessage } from '@gps/protocols';

/** What varies between the fixes tests feed the ingest; the rest is a plain GPS fix. */
export interface Gt06FixFields {
  /** When the fix was taken (epoch ms). */
  fixTime: number;
  latitude: number;
  longitude: number;
  speedKmh: number;
}

/**
 * A gt06 position message as the gateway decodes one: the one builder the tests that write
 * telemetry through the real ingest share. The ignition is on while the vehicle moves.
 */
export function gt06Fix(serial: string, fix: Gt06FixFields): DeviceMessage {
  return {
    type: 'position',
    protocol: 'gt06',
    deviceId: serial,
    position: {
      protocol: 'gt06',
      deviceId: serial,
      fixTime: new Date(fix.fixTime),
      valid: true,
      latitude: fix.latitude,
      longitude: fix.longitude,
      speedKmh: fix.speedKmh,
      course: 0,
      altitude: 80,
      satellites: 9,
      locateType: 'gps',
      acc: fix.speedKmh > 0,
    },
  };
}
