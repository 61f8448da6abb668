import { isOutOfService } from '@gps/codes';

/** Why the remote page cannot send commands for a device, as a key of `remote.refusal`. */
export type SendRefusal = 'noPermission' | 'outOfService';

/**
 * The reason sending is disabled, or null when commands may be sent: the account's permission
 * (slot 2) first, as it holds for every device, then the device's service state, which the server
 * refuses too (docs/decisions/remote-commands.md).
 */
export function sendRefusal(
  hasSendPermission: boolean,
  device: { serviceStatusCode?: number | null } | null,
): SendRefusal | null {
  if (!hasSendPermission) return 'noPermission';
  if (device && isOutOfService(device.serviceStatusCode)) return 'outOfService';
  return null;
}
