import { ClientSlot } from '@gps/codes';
import { FleetFlag, hasFleetFlag } from '../fleet/permissions';
import { isMainFleet, type Actor } from './actor';

/**
 * The client session's `permissions` slots (a code set of @gps/codes, re-exported for the
 * domain's readers). Note the order differs from the stored fleet permission string (edit, fleet
 * management, send).
 */
export { ClientSlot };

const bit = (on: boolean): number => (on ? 1 : 0);

/**
 * What the session reports. Administrators get [0, 0, 0]: client slots do not apply to them; their
 * function rights do. A device account gets [1, 1, 1] as the spec says ("A single-device account
 * has all three"); its slot 3 is never a right to manage fleets: it has none (see hasClientSlot).
 */
export function clientPermissionSlots(actor: Actor): number[] {
  switch (actor.kind) {
    case 'admin':
      return [0, 0, 0];
    case 'device':
      return [1, 1, 1];
    case 'fleet':
      return [
        bit(hasFleetFlag(actor.permissions, FleetFlag.EDIT_VEHICLE_INFO)),
        bit(hasFleetFlag(actor.permissions, FleetFlag.SEND_COMMANDS)),
        // A sub-fleet never manages fleets, whatever its stored flags say.
        bit(actor.parentFleetId === null && hasFleetFlag(actor.permissions, FleetFlag.FLEET_MANAGEMENT)),
      ];
  }
}

/**
 * Whether the actor holds a slot as a right the server acts on. Fleet management needs a fleet to
 * manage, so it also needs a main fleet actor: the device account's reported slot 3 grants nothing.
 */
export function hasClientSlot(actor: Actor, slot: ClientSlot): boolean {
  if (slot === ClientSlot.FLEET_MANAGEMENT && !isMainFleet(actor)) return false;
  return clientPermissionSlots(actor)[slot - 1] === 1;
}
