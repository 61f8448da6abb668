import { assertDeviceDataInService, type DeviceServiceState } from '../device/in-service';

/**
 * Refuses (conflict, -5 service_expired) reading or changing the maintenance items of a device
 * whose service has expired, as its fences and markers are (docs/decisions/places.md): an expired
 * device's data is closed until it is renewed. Its due warnings are not checked either.
 */
export function assertMaintenanceInService(field: string, device: DeviceServiceState, now: number): void {
  assertDeviceDataInService(field, device, now, 'its maintenance items');
}
