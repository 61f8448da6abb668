import type { ReadModelWriter } from '@gps/read-store';
import { presenceOf, type DevicePresenceDoc } from '../../presence/device-presence';
import { Collections, type DeviceDoc } from '../../read-models';

/**
 * Writes the device's presence (what the online buckets count) when the row's change moved it: a
 * device's first row, or a change of fleet, of online, of sleep, of when it was last seen offline.
 * Most events (every position) change none of these and write nothing. `was` is the presence before
 * the change, taken before the row was changed in place; none for a device's first row.
 */
export async function keepPresence(
  w: ReadModelWriter,
  was: DevicePresenceDoc | undefined,
  after: DeviceDoc,
): Promise<void> {
  const presence = presenceOf(after);
  if (was?.presenceKey === presence.presenceKey && was.fleetId === presence.fleetId) return;
  await w.put(Collections.devicePresence, presence);
}
