import { isOutOfService } from '@gps/codes';
import { refusal } from '../errors';

const MICROS_PER_MS = 1000;

/**
 * Whether a device's fences and markers may be read or changed: not once its service has expired
 * (its expiry date passed, as the spec's dialogs compare it, or its service status out of service).
 * `serviceExpiredDate` is epoch µs as the device row holds it; null is a device with no expiry.
 */
export function placesInService(
  serviceExpiredDate: number | null,
  serviceStatusCode: number | null,
  now: number,
): boolean {
  if (isOutOfService(serviceStatusCode)) return false;
  return serviceExpiredDate === null || serviceExpiredDate > now * MICROS_PER_MS;
}

/** Refuses (conflict, -5: the device's state) places of a device whose service has expired. */
export function assertPlacesInService(
  field: string,
  device: { serialNumber: string; serviceExpiredDate: number | null; serviceStatusCode: number | null },
  now: number,
): void {
  if (placesInService(device.serviceExpiredDate, device.serviceStatusCode, now)) return;
  throw refusal(
    'conflict',
    'service_expired',
    `device ${device.serialNumber}'s service has expired: its fences and markers cannot be read or changed`,
    { field, serialNumber: device.serialNumber },
  );
}
