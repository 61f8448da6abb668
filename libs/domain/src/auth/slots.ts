import { ClientSlot } from '@gps/codes';
import { FleetFlag, hasFleetFlag } from '../fleet/permissions';
import type { Actor } from './actor';

/**
 * The client session's `permissions` slots (a code set of @gps/codes, re-exported for the
 * domain's readers). Note the order differs from the stored fleet permission string (edit, fleet
 * management, send).
 */
export { ClientSlot };

const bit = (on: boolean): number => (on ? 1 : 0);

/**
 * Administrators get [0, 0, 0]: client slots do not apply to them; their function rights do.
 * A device account can edit its own info and send commands, but has no fleet to manage.
 */
export function clientPermissionSlots(actor: Actor): number[] {
  switch (actor.kind) {
    case 'admin':
      return [0, 0, 0];
    case 'device':
      return [1, 1, 0];
    case 'fleet':
      return [
        bit(hasFleetFlag(actor.permissions, FleetFlag.EDIT_VEHICLE_INFO)),
        bit(hasFleetFlag(actor.permissions, FleetFlag.SEND_COMMANDS)),
        // A sub-fleet never manages fleets, whatever its stored flags say.
        bit(actor.parentFleetId === null && hasFleetFlag(actor.permissions, FleetFlag.FLEET_MANAGEMENT)),
      ];
  }
}

export function hasClientSlot(actor: Actor, slot: ClientSlot): boolean {
  return clientPermissionSlots(actor)[slot - 1] === 1;
}
