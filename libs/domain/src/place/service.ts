import { serviceHasExpired } from '@gps/codes';
import { refusal } from '../errors';

/**
 * Refuses (conflict, -5: the device's state) reading or changing the places of a device whose
 * service has expired: the spec disables drawing, saving and copying for it, and the server
 * holds the same line (docs/decisions/places.md). `field` names the device in the call's input.
 */
export function assertPlacesInService(
  field: string,
  device: { serialNumber: string; serviceExpiredDate: number | null; serviceStatusCode: number | null },
  now: number,
): void {
  if (!serviceHasExpired(device.serviceExpiredDate, device.serviceStatusCode, now)) return;
  throw refusal(
    'conflict',
    'service_expired',
    `device ${device.serialNumber}'s service has expired: its fences and markers cannot be read or changed`,
    { field, serialNumber: device.serialNumber },
  );
}
