import type { LatLng } from './coordinates';

/** A device the place forms offer (the spec's account device list item, with its last position). */
export interface PlaceDevice {
  deviceId: string;
  deviceSerialNumber: string;
  carName: string | null;
  /** Microseconds since the epoch, as the spec compares it; null when it has none. */
  serviceExpiredDate: number | null;
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
