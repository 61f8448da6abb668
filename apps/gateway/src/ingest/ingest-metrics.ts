import type { PositionRejectReason, TelemetryEvent } from '@gps/domain';

/** Running totals of the ingest. Plain numbers: they change on every packet and must cost nothing. */
export interface IngestMetricsSnapshot {
  /** `PositionRecorded` events written. */
  positionsRecorded: number;
  /** `PositionRejected` events written, by reason. */
  positionsRejected: Partial<Record<PositionRejectReason, number>>;
  /** `WarningRaised` events written. */
  warningsRaised: number;
  /** `DeviceWentOffline` events written by the sweeper. */
  devicesWentOffline: number;
  /** Durable appends to day streams. */
  appends: number;
  /** `TelemetrySnapshotTaken` entries written (one per device per day opened). */
  snapshotsTaken: number;
  /** Appends refused because another writer got there first, then decided again. */
  conflictsRetried: number;
  /** Loads that had to read the store with nothing usable cached (restart, eviction, conflict, failure). */
  coldLoads: number;
  /** New days carried over from the cached previous day (one revision check, no fold). */
  dayRollovers: number;
  /** `record` calls that rejected: the gateway sent no acknowledgement. */
  recordFailures: number;
  /** Messages with nothing to record (`unknown`, or a `command_reply` sent to `record`). */
  messagesIgnored: number;
  /** Registry questions that reached the store (the rest were answered from the cache). */
  registryLookups: number;
  /** Sweeper commands that failed (logged; the device is looked at again on the next sweep). */
  sweepFailures: number;
}

export class IngestMetrics {
  private readonly counts: IngestMetricsSnapshot = {
    positionsRecorded: 0,
    positionsRejected: {},
    warningsRaised: 0,
    devicesWentOffline: 0,
    appends: 0,
    snapshotsTaken: 0,
    conflictsRetried: 0,
    coldLoads: 0,
    dayRollovers: 0,
    recordFailures: 0,
    messagesIgnored: 0,
    registryLookups: 0,
    sweepFailures: 0,
  };

  count(name: Exclude<keyof IngestMetricsSnapshot, 'positionsRejected'>): void {
    this.counts[name]++;
  }

  /** Counts what one durable append wrote. */
  appended(events: readonly TelemetryEvent[]): void {
    this.counts.appends++;
    for (const e of events) {
      if (e.type === 'PositionRecorded') this.counts.positionsRecorded++;
      else if (e.type === 'WarningRaised') this.counts.warningsRaised++;
      else if (e.type === 'DeviceWentOffline') this.counts.devicesWentOffline++;
      else if (e.type === 'PositionRejected') {
        const { reason } = e.data;
        this.counts.positionsRejected[reason] = (this.counts.positionsRejected[reason] ?? 0) + 1;
      }
    }
  }

  snapshot(): IngestMetricsSnapshot {
    return { ...this.counts, positionsRejected: { ...this.counts.positionsRejected } };
  }
}
