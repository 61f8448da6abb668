import { DomainError } from '../errors';
import { ServiceStatus } from './info';

/**
 * Service states under which a device takes no remote commands: its service was stopped by an
 * administrator, has expired, or is on a paid stop. In each the customer is not being served, so a
 * command would reach a device we do not serve (docs/decisions/remote-commands.md). A status never
 * set (null) is a device in service.
 */
export const SERVICE_STATES_REFUSING_COMMANDS: readonly number[] = [
  ServiceStatus.EXPIRED,
  ServiceStatus.STOPPED,
  ServiceStatus.PAID_STOP,
];

/** Whether a device whose service status is `serviceStatusCode` takes remote commands. */
export function serviceTakesCommands(serviceStatusCode: number | null): boolean {
  return serviceStatusCode === null || !SERVICE_STATES_REFUSING_COMMANDS.includes(serviceStatusCode);
}

/** Refuses (conflict, -5: the device's state, not the caller's rights) a command for a device out of service. */
export function assertServiceTakesCommands(serialNumber: string, serviceStatusCode: number | null): void {
  if (serviceTakesCommands(serviceStatusCode)) return;
  throw new DomainError(
    'conflict',
    `device ${serialNumber} is out of service (service status ${serviceStatusCode}): it takes no commands`,
    { field: 'deviceSerialNumber', serviceStatusCode },
  );
}
