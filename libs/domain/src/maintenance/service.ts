import { serviceHasExpired } from '@gps/codes';
import { refusal } from '../errors';

/**
 * Refuses (conflict, -5 service_expired) reading or changing the maintenance items of a device
 * whose service has expired, as its fences and markers are (docs/decisions/places.md): an expired
 * device's data is closed until it is renewed. Its due warnings are not checked either.
 */
export function assertMaintenanceInService(
  field: string,
  device: { serialNumber: string; serviceExpiredDate: number | null; serviceStatusCode: number | null },
  now: number,
): void {
  if (!serviceHasExpired(device.serviceExpiredDate, device.serviceStatusCode, now)) return;
  throw refusal(
    'conflict',
    'service_expired',
    `device ${device.serialNumber}'s service has expired: its maintenance items cannot be read or changed`,
    { field, serialNumber: device.serialNumber },
  );
}
