import { serviceHasExpired } from '@gps/codes';
import { refusal } from '../errors';

/** What a service check reads of a device. */
export interface DeviceServiceState {
  serialNumber: string;
  serviceExpiredDate: number | null;
  serviceStatusCode: number | null;
}

/**
 * Refuses (conflict, -5 service_expired) reading or changing `data` of a device whose service has
 * expired: an expired device's data is closed until it is renewed. `field` names the device in the
 * call's input.
 */
export function assertDeviceDataInService(
  field: string,
  device: DeviceServiceState,
  now: number,
  data: string,
): void {
  if (!serviceHasExpired(device.serviceExpiredDate, device.serviceStatusCode, now)) return;
  throw refusal(
    'conflict',
    'service_expired',
    `device ${device.serialNumber}'s service has expired: ${data} cannot be read or changed`,
    { field, serialNumber: device.serialNumber },
  );
}
