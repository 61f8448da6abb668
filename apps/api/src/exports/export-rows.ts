import type { z } from 'zod';
import type { ParkingRecord, TrackPoint as TrackPointSchema } from '@gps/contracts';

/**
 * What the exports read: a track point and a parking stop as the history calls answer them (times
 * in epoch microseconds, as every time field of the platform). The encoders use only these fields.
 */
export type TrackPoint = Pick<
  z.input<typeof TrackPointSchema>,
  | 'fixTime'
  | 'latitude'
  | 'longitude'
  | 'speed'
  | 'course'
  | 'altitude'
  | 'satellites'
  | 'locateType'
  | 'acc'
  | 'address'
>;
export type ParkingStop = z.input<typeof ParkingRecord>;

const MICROS_PER_MS = 1000;

/** Epoch milliseconds of an epoch-µs time (what Date and Intl take). */
export const msOf = (micros: number): number => Math.floor(micros / MICROS_PER_MS);
