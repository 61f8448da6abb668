import { AdminFunction } from '../permission/functions';
import type { Actor, DeviceScope } from './actor';
import { adminCan } from './admin-rights';
import { deviceVisibleTo } from './scope';

/**
 * Handling a warning (docs/decisions/warnings.md): whoever may see it may handle it. A client sees
 * a warning by the fleet its device was in when it was raised (the warning's own fleet, not the
 * device's today), so pass the warning's owner as the read model stored it. In the back office,
 * handling is editing the device's or the customer's affairs: DEVICE or CUSTOMER edit.
 */
export function canHandleWarning(actor: Actor, owner: DeviceScope): boolean {
  if (actor.kind === 'admin') {
    return adminCan(actor, AdminFunction.DEVICE, 'edit') || adminCan(actor, AdminFunction.CUSTOMER, 'edit');
  }
  return deviceVisibleTo(actor, owner);
}
