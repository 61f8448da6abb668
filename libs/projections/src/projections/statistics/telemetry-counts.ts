import type { TelemetryEvent } from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import type { Handlers, Recorded } from '../../define-projection';
import { telemetrySerialOf } from '../directory/telemetry-stream';
import { countFor, type Counting } from './count';
import type { Contribution } from './day-rows';

const DM_PER_METER = 10;

/**
 * What each telemetry event adds, and when it counts (docs/decisions/statistics.md, "What the
 * rollups count"). Episodes count where they began: their end adds the duration (and peak) to the
 * start's day and hour, so an episode across midnight counts once, on the day it began.
 */
export function telemetryCounts(counting: Counting): Handlers<TelemetryEvent> {
  /** Counts for the device of the event's day stream (no other stream carries telemetry). */
  const count = async (
    event: Pick<Recorded<TelemetryEvent>, 'streamId' | 'position'>,
    w: ReadModelWriter,
    ms: number,
    c: Contribution,
  ): Promise<void> => {
    const serial = telemetrySerialOf(event.streamId);
    if (serial !== null) await countFor(event, w, counting, serial, ms, c);
  };
  return {
    async PositionRecorded(event, w) {
      const { distanceMeters, fixTime } = event.data;
      // The odometer's distances are whole decimetres: counted as integers, their sums are exact.
      const mileageDm = Math.round(distanceMeters * DM_PER_METER);
      // Most positions of a parked fleet add nothing: they write nothing either.
      if (mileageDm > 0) await count(event, w, fixTime, { figures: { mileageDm } });
    },
    async WarningRaised(event, w) {
      const { kind, occurredAt, at } = event.data;
      await count(event, w, occurredAt ?? at, { figures: { warnings: 1 }, warningKind: kind });
    },
    async OverspeedStarted(event, w) {
      await count(event, w, event.data.startedAt, { figures: { overspeeds: 1 } });
    },
    async OverspeedEnded(event, w) {
      const { startedAt, durationMs, peakKmh } = event.data;
      await count(event, w, startedAt, { figures: { overspeedMs: durationMs }, peakKmh });
    },
    async DeviceWentOffline(event, w) {
      await count(event, w, event.data.at, { figures: { offlines: 1 } });
    },
    async OfflineEnded(event, w) {
      const { startedAt, durationMs } = event.data;
      await count(event, w, startedAt, { figures: { offlineMs: durationMs } });
    },
  };
}
