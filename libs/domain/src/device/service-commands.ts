import { isOutOfService } from '@gps/codes';
import { refusal } from '../errors';

/**
 * A device out of service (expired, stopped or on a paid stop: `isOutOfService` of @gps/codes) takes
 * no remote command: the customer is not being served, so a command would reach a device we do not
 * serve (docs/decisions/remote-commands.md). A status never set (null) is a device in service.
 */
export function serviceTakesCommands(serviceStatusCode: number | null): boolean {
  return !isOutOfService(serviceStatusCode);
}

/** Refuses (conflict, -5: the device's state, not the caller's rights) a command for a device out of service. */
export function assertServiceTakesCommands(serialNumber: string, serviceStatusCode: number | null): void {
  if (serviceTakesCommands(serviceStatusCode)) return;
  throw refusal(
    'conflict',
    'out_of_service',
    `device ${serialNumber} is out of service (service status ${serviceStatusCode}): it takes no commands`,
    { field: 'deviceSerialNumber', serviceStatusCode },
  );
}
