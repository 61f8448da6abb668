import { isOutOfService } from '@gps/codes';

const MICROS_PER_MS = 1000;

/**
 * Whether a device's service has expired as the customer sees it: out of service (expired,
 * stopped, paid stop) or past its expiry date, compared as the spec's dialogs do (now in µs
 * against serviceExpiredDate). `serviceExpiredDate` is epoch µs as the device row holds it; null
 * is a device with no expiry. `now` is epoch ms. History flags it; places refuse it.
 */
export function serviceHasExpired(
  serviceExpiredDate: number | null,
  serviceStatusCode: number | null,
  now: number,
): boolean {
  if (isOutOfService(serviceStatusCode)) return true;
  return serviceExpiredDate !== null && serviceExpiredDate <= now * MICROS_PER_MS;
}
