import type { DeviceDoc } from '@gps/projections';

const METERS_PER_KM = 1000;

/** Metres of the platform odometer in km, as maintenance counts it. */
export const kmOf = (meters: number): number => meters / METERS_PER_KM;

/** The platform odometer of a device row in km, null before its first position. */
export const odometerKmOf = (device: Pick<DeviceDoc, 'odometerMeters'>): number | null =>
  device.odometerMeters === null ? null : kmOf(device.odometerMeters);
