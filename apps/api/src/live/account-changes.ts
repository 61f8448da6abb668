import { parseStreamName, StreamCategory, type Actor } from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';

/**
 * Event types that may take away a signed-in caller's right to watch: its password changed (its
 * sessions end), its account suspended, removed or moved to another permission group, or its
 * group's rights edited. Sign-in records and creations are not among them.
 */
const MAY_END_WATCHING = new Set([
  'AccountEdited',
  'AccountPasswordChanged',
  'AccountDeleted',
  'FleetEdited',
  'FleetPasswordChanged',
  'FleetDeleted',
  'DevicePasswordChanged',
  'PermissionGroupEdited',
]);

/** The subjects a batch of events changed in a way that may end their watching. */
export interface AccountChanges {
  admins: Set<string>;
  fleets: Set<string>;
  devices: Set<string>;
  /** Permission groups whose rights may have changed: the administrators in them are concerned. */
  permissionGroups: Set<string>;
}

export function accountChangesIn(batch: readonly RecordedEvent[]): AccountChanges | null {
  let changes: AccountChanges | null = null;
  for (const event of batch) {
    if (!MAY_END_WATCHING.has(event.type)) continue;
    changes ??= { admins: new Set(), fleets: new Set(), devices: new Set(), permissionGroups: new Set() };
    const { category, id } = parseStreamName(event.streamId);
    if (category === StreamCategory.ACCOUNT) changes.admins.add(id);
    else if (category === StreamCategory.FLEET) changes.fleets.add(id);
    else if (category === StreamCategory.DEVICE) changes.devices.add(id);
    else if (category === StreamCategory.PERMISSION) changes.permissionGroups.add(id);
  }
  return changes;
}

/** Whether the changes may concern a caller: a sub-fleet works only while its main fleet does. */
export function concerns(changes: AccountChanges, actor: Actor): boolean {
  switch (actor.kind) {
    case 'admin':
      return changes.permissionGroups.has(actor.permissionId) || changes.admins.has(actor.accountId);
    case 'fleet':
      return (
        changes.fleets.has(actor.fleetId) ||
        (actor.parentFleetId !== null && changes.fleets.has(actor.parentFleetId))
      );
    case 'device':
      return changes.devices.has(actor.serialNumber);
  }
}
