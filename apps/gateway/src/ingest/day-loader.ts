import {
  emptyTelemetrySnapshot,
  snapshotOf,
  streams,
  telemetryDayOf,
  UNOPENED_TELEMETRY,
  type TelemetrySnapshot,
} from '@gps/domain';
import type { EventStore } from '@gps/event-store';
import type { DeviceDay } from './device-day';
import { dayStart, previousDay } from './days';
import type { IngestMetrics } from './ingest-metrics';
import { foldDay, snapshotTakenData } from './stored-events';

interface Carried {
  carried: TelemetrySnapshot;
  snapshotTaken: boolean;
}

/**
 * Loads a device's day without ever reading its whole history: at most the day itself, or, for a
 * day not opened yet, one snapshot entry and the one day stream it names.
 */
export class DayLoader {
  constructor(
    private readonly events: EventStore,
    private readonly metrics: IngestMetrics,
  ) {}

  /** The device's state on the UTC day of `at`. `cached` is what the cache holds for it, if anything. */
  async load(serial: string, at: number, cached: DeviceDay | undefined): Promise<DeviceDay> {
    const day = telemetryDayOf(at);
    if (cached?.day === day) return cached;
    const streamId = streams.telemetry(serial, at);
    const recorded = await this.events.readStream(streamId);
    if (recorded.length > 0) {
      this.metrics.count('coldLoads');
      const revision = recorded[recorded.length - 1].revision;
      return {
        serial,
        day,
        streamId,
        state: foldDay(recorded),
        revision,
        carried: undefined,
        snapshotTaken: true,
      };
    }
    const { carried, snapshotTaken } =
      (await this.fromPreviousDay(day, cached)) ?? (await this.fromSnapshot(serial, day));
    return {
      serial,
      day,
      streamId,
      state: UNOPENED_TELEMETRY,
      revision: 'no_stream',
      carried,
      snapshotTaken,
    };
  }

  /**
   * The hot path at midnight: the cache holds yesterday, so yesterday's final state is already
   * known. One cheap check (the stream's head revision) makes sure no other writer added to it
   * since; if one did, the snapshot path folds the day from the store instead.
   */
  private async fromPreviousDay(day: string, cached: DeviceDay | undefined): Promise<Carried | null> {
    if (cached === undefined || cached.day !== previousDay(day)) return null;
    if ((await this.events.streamRevision(cached.streamId)) !== cached.revision) return null;
    const carried = cached.state.status === 'open' ? snapshotOf(cached.state) : (cached.carried ?? null);
    if (carried === null) return null;
    this.metrics.count('dayRollovers');
    return { carried, snapshotTaken: false };
  }

  /**
   * Cold start: the last `TelemetrySnapshotTaken` names the last day the device opened. That day
   * stream folded to its end is the state to carry (its first event carries everything before).
   * The entry is written before the day stream's first append, so it may name a day whose append
   * then failed: that day is empty and the entry's own snapshot is still the state to carry. When
   * it names today, an earlier attempt already wrote today's entry.
   */
  private async fromSnapshot(serial: string, day: string): Promise<Carried> {
    this.metrics.count('coldLoads');
    const snapshotStream = streams.telemetrySnapshot(serial);
    const head = await this.events.streamRevision(snapshotStream);
    if (head === 'no_stream') return { carried: emptyTelemetrySnapshot(serial), snapshotTaken: false };
    const [last] = await this.events.readStream(snapshotStream, { fromRevision: head, limit: 1 });
    const taken = snapshotTakenData(last);
    if (taken.day === day) return { carried: taken.snapshot, snapshotTaken: true };
    const named = await this.events.readStream(streams.telemetry(serial, dayStart(taken.day)));
    const state = foldDay(named);
    return { carried: snapshotOf(state) ?? taken.snapshot, snapshotTaken: false };
  }
}
