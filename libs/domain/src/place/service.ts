import { assertDeviceDataInService, type DeviceServiceState } from '../device/in-service';

/**
 * Refuses (conflict, -5: the device's state) reading or changing the places of a device whose
 * service has expired: the spec disables drawing, saving and copying for it, and the server
 * holds the same line (docs/decisions/places.md). `field` names the device in the call's input.
 */
export function assertPlacesInService(field: string, device: DeviceServiceState, now: number): void {
  assertDeviceDataInService(field, device, now, 'its fences and markers');
}
