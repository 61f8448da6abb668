import type { ReadModelWriter } from '@gps/read-store';
import { presenceOf } from '../../presence/device-presence';
import { Collections, type DeviceDoc } from '../../read-models';

/**
 * Writes the device's presence (what the online buckets count) when the row's change moved it: a
 * device's first row, or a change of fleet, of online, of sleep, of when it was last seen offline.
 * Most events (every position) change none of these and write nothing.
 */
export async function keepPresence(
  w: ReadModelWriter,
  before: DeviceDoc | undefined,
  after: DeviceDoc,
): Promise<void> {
  const presence = presenceOf(after);
  if (before !== undefined) {
    const was = presenceOf(before);
    if (was.presenceKey === presence.presenceKey && was.fleetId === presence.fleetId) return;
  }
  await w.put(Collections.devicePresence, presence);
}
