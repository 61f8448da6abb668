import { SystemSetting } from '@gps/codes';
import {
  parseStreamName,
  StreamCategory,
  type DeviceAllocatedData,
  type DeviceChanges,
  type FleetChanges,
} from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';
import { platformLimit, type PlatformOverspeed } from '@gps/gateway';
import type { EventTap } from './event-tap';

/** The events that change which overspeed limit governs a device: a tap serving the gateway must deliver them. */
export const LIMIT_EDIT_EVENT_TYPES: readonly string[] = [
  'DeviceEdited',
  'DeviceAllocated',
  'FleetEdited',
  'SystemSettingChanged',
];

/** Where a heard limit edit goes: the gateway's ingest. */
export interface LimitEditListener {
  deviceLimitChanged(serial: string, speedLimitKmh: number | null): void;
  deviceMoved(serial: string, fleetId: string | null, parentFleetId: string | null): Promise<void>;
  fleetLimitChanged(fleetId: string, speedLimitKmh: number | null): void;
  platformOverspeedChanged(change: Partial<PlatformOverspeed>): void;
}

/**
 * Tells the gateway of every edit it hears in the log that changes a device's overspeed limit (its
 * own, its fleet, its fleet's, the platform's), so each device's next position is judged by the
 * limit in force without the gateway re-reading anything but a fleet it did not know. Returns the
 * unsubscribe function.
 */
export function forwardLimitEdits(tap: EventTap, ingest: LimitEditListener): () => void {
  return tap.listen(async (batch) => {
    for (const event of batch) await forward(event, ingest);
  });
}

async function forward(event: RecordedEvent, ingest: LimitEditListener): Promise<void> {
  if (!LIMIT_EDIT_EVENT_TYPES.includes(event.type)) return;
  const { category, id } = parseStreamName(event.streamId);
  if (event.type === 'DeviceEdited' && category === StreamCategory.DEVICE) {
    const changes = (event.data as { changes?: DeviceChanges }).changes;
    if (changes?.speedLimitKmh !== undefined) ingest.deviceLimitChanged(id, changes.speedLimitKmh);
  } else if (event.type === 'DeviceAllocated' && category === StreamCategory.DEVICE) {
    const { fleetId, parentFleetId } = event.data as unknown as DeviceAllocatedData;
    await ingest.deviceMoved(id, fleetId, parentFleetId);
  } else if (event.type === 'FleetEdited' && category === StreamCategory.FLEET) {
    const changes = (event.data as { changes?: FleetChanges }).changes;
    if (changes?.speedLimitKmh !== undefined) ingest.fleetLimitChanged(id, changes.speedLimitKmh);
  } else if (event.type === 'SystemSettingChanged' && category === StreamCategory.SETTINGS) {
    const { id: setting, value } = event.data as { id: string; value: string };
    if (setting === SystemSetting.OVERSPEED_LIMIT_KMH)
      ingest.platformOverspeedChanged({ limitKmh: platformLimit(value) });
    if (setting === SystemSetting.OVERSPEED_MIN_SECONDS)
      ingest.platformOverspeedChanged({ minSeconds: Number(value) });
  }
}
