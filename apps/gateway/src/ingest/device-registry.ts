import { isSerialNumber, streams } from '@gps/domain';
import type { EventStore } from '@gps/event-store';

export interface DeviceRegistryOptions {
  events: EventStore;
  clock: () => number;
  /** How long "not provisioned" is believed before the store is asked again. */
  unknownTtlMs: number;
  /** At most this many unknown serials are remembered (oldest forgotten first). */
  maxUnknown: number;
  /** Called for every question that reaches the store. */
  onLookup?: () => void;
}

/**
 * Which serials are provisioned: a device exists when its stream `device-<serial>` does.
 *
 * - Yes is remembered for the life of the process: a device is never deleted, and a stopped
 *   service keeps it a device (its positions are still recorded; whether anyone may see them is
 *   decided where they are read).
 * - No is remembered briefly, so a tracker reconnecting every few seconds does not cost a store
 *   read each time, while a device provisioned a moment ago is accepted within `unknownTtlMs`.
 *   The unknown list is bounded: a flood of made-up serials cannot grow memory.
 * - A serial that is not 1-20 digits can never be provisioned, so it is refused without a read.
 * - Concurrent questions about one serial share one read.
 */
export class DeviceRegistry {
  private readonly known = new Set<string>();
  private readonly unknownUntil = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<boolean>>();

  constructor(private readonly options: DeviceRegistryOptions) {}

  async isKnown(serial: string): Promise<boolean> {
    if (!isSerialNumber(serial)) return false;
    if (this.known.has(serial)) return true;
    const until = this.unknownUntil.get(serial);
    if (until !== undefined && this.options.clock() < until) return false;
    let pending = this.inFlight.get(serial);
    if (pending === undefined) {
      pending = this.lookup(serial).finally(() => this.inFlight.delete(serial));
      this.inFlight.set(serial, pending);
    }
    return pending;
  }

  private async lookup(serial: string): Promise<boolean> {
    this.options.onLookup?.();
    const exists = (await this.options.events.streamRevision(streams.device(serial))) !== 'no_stream';
    this.unknownUntil.delete(serial);
    if (exists) {
      this.known.add(serial);
    } else if (this.options.unknownTtlMs > 0) {
      this.unknownUntil.set(serial, this.options.clock() + this.options.unknownTtlMs);
      if (this.unknownUntil.size > this.options.maxUnknown) {
        const oldest = this.unknownUntil.keys().next();
        if (oldest.done !== true) this.unknownUntil.delete(oldest.value);
      }
    }
    return exists;
  }
}
