import { serviceHasExpired } from '@gps/codes';
import type { LatLng } from './coordinates';

/** A device the place forms offer (the spec's account device list item, with its last position). */
export interface PlaceDevice {
  deviceId: string;
  deviceSerialNumber: string;
  carName: string | null;
  /** Microseconds since the epoch, as the spec compares it; null when it has none. */
  serviceExpiredDate: number | null;
  /** The device's service status: an out-of-service one (expired, stopped, paid stop) is refused too. */
  serviceStatusCode?: number | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** The device's last position, to open a map on it; null when it has not reported one. */
export function devicePosition(device: PlaceDevice | undefined): LatLng | null {
  if (!device || typeof device.latitude !== 'number' || typeof device.longitude !== 'number') return null;
  if (device.latitude === 0 && device.longitude === 0) return null;
  return { lat: device.latitude, lng: device.longitude };
}

export const deviceLabel = (device: PlaceDevice): string =>
  device.carName ? `${device.carName} (${device.deviceSerialNumber})` : device.deviceSerialNumber;

/**
 * Whether the server refuses the device's places (docs/decisions/places.md): past its expiry date,
 * or out of service by its status. Drawing, saving and copying are then disabled (spec).
 */
export const deviceServiceExpired = (device: PlaceDevice, nowMs: number): boolean =>
  serviceHasExpired(device.serviceExpiredDate, device.serviceStatusCode, nowMs);
