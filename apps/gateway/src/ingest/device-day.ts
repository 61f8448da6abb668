import type { TelemetrySnapshot, TelemetryState } from '@gps/domain';

/**
 * What the ingest knows about one device: the state of its current day stream. Everything a
 * decision needs is here, so a hot device costs no read at all.
 */
export interface DeviceDay {
  readonly serial: string;
  /** `YYYYMMDD`, the UTC day of receipt this entry is for. */
  readonly day: string;
  /** `telemetry-<serial>-<day>`. */
  readonly streamId: string;
  /** The day stream folded; `unopened` while the stream is still empty. */
  readonly state: TelemetryState;
  /** Revision of the day stream's last event: the expected revision of the next append. */
  readonly revision: number | 'no_stream';
  /** The state carried into the day while it is unopened (the decider opens the day with it). */
  readonly carried: TelemetrySnapshot | undefined;
  /**
   * Whether `telemetrysnap-<serial>` already names this day. Opening a day writes that index entry
   * first; an attempt that wrote it and then failed must not write it again on the retry.
   */
  readonly snapshotTaken: boolean;
}

/**
 * Per-device entries, least recently used evicted first. An evicted device costs one bounded cold
 * load when it reports again (a snapshot and at most a day of events), so the bound is memory only.
 * Map iteration order is insertion order: re-inserting on use keeps the oldest entry first.
 */
export class DeviceDayCache {
  private readonly entries = new Map<string, DeviceDay>();

  constructor(private readonly capacity: number) {}

  get(serial: string): DeviceDay | undefined {
    const entry = this.entries.get(serial);
    if (entry !== undefined) {
      this.entries.delete(serial);
      this.entries.set(serial, entry);
    }
    return entry;
  }

  set(entry: DeviceDay): void {
    this.entries.delete(entry.serial);
    this.entries.set(entry.serial, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
  }

  delete(serial: string): void {
    this.entries.delete(serial);
  }

  get size(): number {
    return this.entries.size;
  }
}
