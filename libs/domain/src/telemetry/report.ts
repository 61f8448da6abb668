import type { Protection } from './status';

/** How a position was located: by satellites, or by cell towers (the spec's "base station"). */
export type LocateType = 'gps' | 'lbs';
export const LOCATE_TYPES: readonly LocateType[] = ['gps', 'lbs'];

/**
 * What a device says about arming. Trackers with several modes name the mode; GT06 and H02 only
 * send a bit, where true means "armed in some mode".
 */
export type ArmedReading = Protection | boolean;

/**
 * One position as the domain needs it. The device codecs have a richer type; the ingest service
 * translates, so protocol details never reach the domain. Every field is device data: the domain
 * filters bad values instead of refusing the command, because nothing a device sends may stop it
 * from being served.
 */
export interface PositionReport {
  /** When the fix was taken (device clock), epoch ms. */
  fixTime: number;
  /** The device's own validity flag; meaningless for LBS positions. */
  valid: boolean;
  latitude: number;
  longitude: number;
  speedKmh: number;
  /** Degrees clockwise from north, 0..360. */
  course: number;
  /** Metres above sea level. */
  altitude?: number;
  satellites?: number;
  locateType: LocateType;
  /** Percent, 0..100. */
  batteryLevel?: number;
  /** The device's battery, volts. */
  batteryVoltage?: number;
  /** External power: the vehicle's supply, volts. */
  powerVoltage?: number;
  /**
   * The device's own odometer, metres, when it keeps one. Shown as the device's reading; the
   * platform's odometer (from the fixes) stays the one statistics count: docs/decisions/device-readings.md.
   */
  deviceOdometerMeters?: number;
  gsmSignal?: number;
  acc?: boolean;
  armed?: ArmedReading;
  /**
   * The raw status word when the report carries one. Its presence matters: a report with status
   * bits and no `alarm` says "no status alarm is set"; a report without either says nothing.
   */
  statusBits?: number;
  /** Alarm kind as the codecs name it (`sos`, `power_cut`, ...): a state when it rides on status bits. */
  alarm?: string;
}
