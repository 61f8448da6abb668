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
  /**
   * Counts for the device of the event's day stream (no other stream carries telemetry). The
   * handlers are not `async`: each returns the counting's own promise, not one wrapped around it.
   */
  const count = (
    event: Pick<Recorded<TelemetryEvent>, 'streamId' | 'position'>,
    w: ReadModelWriter,
    ms: number,
    c: Contribution,
  ): Promise<void> => {
    const serial = telemetrySerialOf(event.streamId);
    return serial === null ? Promise.resolve() : countFor(event, w, counting, serial, ms, c);
  };
  return {
    PositionRecorded(event, w) {
      const { distanceMeters, fixTime } = event.data;
      // The odometer's distances are whole decimetres: counted as integers, their sums are exact.
      const mileageDm = Math.round(distanceMeters * DM_PER_METER);
      // Most positions of a parked fleet add nothing: they write nothing either.
      return mileageDm > 0 ? count(event, w, fixTime, { figures: { mileageDm } }) : Promise.resolve();
    },
    WarningRaised(event, w) {
      const { kind, occurredAt, at } = event.data;
      return count(event, w, occurredAt ?? at, { figures: { warnings: 1 }, warningKind: kind });
    },
    OverspeedStarted(event, w) {
      return count(event, w, event.data.startedAt, { figures: { overspeeds: 1 } });
    },
    OverspeedEnded(event, w) {
      const { startedAt, durationMs, peakKmh } = event.data;
      return count(event, w, startedAt, { figures: { overspeedMs: durationMs }, peakKmh });
    },
    DeviceWentOffline(event, w) {
      return count(event, w, event.data.at, { figures: { offlines: 1 } });
    },
    OfflineEnded(event, w) {
      const { startedAt, durationMs } = event.data;
      return count(event, w, startedAt, { figures: { offlineMs: durationMs } });
    },
  };
}
