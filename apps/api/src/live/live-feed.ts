import { telemetrySerialOf, Collections, type ProjectionRunner } from '@gps/projections';
import type { RecordedEvent } from '@gps/event-store';
import type { Filter, ReadStore } from '@gps/read-store';
import type { EventTap } from '../device-link/event-tap';
import type { LiveHub } from './live-hub';
import { topicsOfDevice } from './topics';
import { hiddenKindsNow } from '../operations/shared/shown-warnings';

const DEVICE_STREAM = /^device-(\d{1,20})$/;

/**
 * What the feed reads: the device rows and the warnings, both the directory's. It waits for that
 * projection alone, so a slower one (history's track chunks) does not delay live updates.
 */
const FEED_PROJECTIONS = ['directory'];

/** The device a stream's events change the row of: its telemetry days and its own stream. */
function deviceOf(streamId: string): string | null {
  return telemetrySerialOf(streamId) ?? DEVICE_STREAM.exec(streamId)?.[1] ?? null;
}

/**
 * Turns new events into live updates: once the read models include a batch, the rows of the
 * devices it touched and the warnings it raised are published to the hub, as the lists serve them
 * (leaving out the warning kinds the platform's settings hide).
 * Nothing is read while nobody listens.
 */
export class LiveFeed {
  private readonly untap: () => void;

  constructor(
    private readonly tap: EventTap,
    private readonly runner: ProjectionRunner,
    private readonly read: ReadStore,
    private readonly hub: LiveHub,
  ) {
    this.untap = tap.listen((batch) => this.publish(batch));
  }

  close(): void {
    this.untap();
  }

  private async publish(batch: RecordedEvent[]): Promise<void> {
    if (this.hub.subscribers === 0) return;
    const serials = new Set<string>();
    const warningIds: string[] = [];
    for (const event of batch) {
      // A maintenance item falling due is a warning of its device too (mileage-maintenance.md).
      if (event.type === 'MaintenanceDue') {
        const due = event.data as { warningId: string; serialNumber: string };
        serials.add(due.serialNumber);
        warningIds.push(due.warningId);
        continue;
      }
      const serial = deviceOf(event.streamId);
      if (serial === null) continue;
      serials.add(serial);
      if (event.type === 'WarningRaised') warningIds.push((event.data as { warningId: string }).warningId);
    }
    if (serials.size === 0) return;
    await this.runner.waitFor(batch[batch.length - 1].position, undefined, FEED_PROJECTIONS);
    const devices = await this.read.find(Collections.devices, {
      filters: [{ field: 'id', op: 'in', value: [...serials] }],
    });
    this.hub.publishBatch('device', devices.rows, topicsOfDevice);
    if (warningIds.length === 0) return;
    // The kinds the platform hides (show overspeed / show offline off) are not pushed either.
    const hidden = await hiddenKindsNow(this.read);
    const filters: Filter[] = [{ field: 'id', op: 'in', value: warningIds }];
    if (hidden.length > 0) filters.push({ field: 'kind', op: 'nin', value: hidden });
    const warnings = await this.read.find(Collections.warnings, { filters });
    if (warnings.rows.length === 0) return;
    this.hub.publishBatch('warning', warnings.rows, topicsOfDevice);
  }
}
