import {
  deviceDecider,
  isSerialNumber,
  streams,
  type Device,
  type DeviceEvent,
  type DeviceState,
} from '@gps/domain';
import type { EventStore, RecordedEvent } from '@gps/event-store';
import type { KnownDevice } from '../ingest-port';

export interface DeviceRegistryOptions {
  events: EventStore;
  clock: () => number;
  /** How long "not provisioned" is believed before the store is asked again. */
  unknownTtlMs: number;
  /** At most this many unknown serials are remembered (oldest forgotten first). */
  maxUnknown: number;
  /** Called for every question that reaches the store. */
  onLookup?: () => void;
  /**
   * Called with a provisioned device as its history ends, once per lookup; the lookup resolves
   * after it does (the ingest reads what else the device's first position needs).
   */
  onRead?: (serial: string, device: Device) => Promise<void>;
}

/**
 * Which serials are provisioned, and their model: a device exists when its stream `device-<serial>`
 * does, and its model is what that stream's history says (the device decider folds it).
 *
 * - Yes is remembered for the life of the process: a device is never deleted, and a stopped
 *   service keeps it a device (its positions are still recorded; whether anyone may see them is
 *   decided where they are read). Its model is remembered with it and kept current by
 *   `modelChanged`, which the platform calls for every model edit it hears of, so an edit needs
 *   no store read here.
 * - No is remembered briefly, so a tracker reconnecting every few seconds does not cost a store
 *   read each time, while a device provisioned a moment ago is accepted within `unknownTtlMs`.
 *   The unknown list is bounded: a flood of made-up serials cannot grow memory.
 * - A serial that is not 1-20 digits can never be provisioned, so it is refused without a read.
 * - Concurrent questions about one serial share one read.
 */
export class DeviceRegistry {
  private readonly known = new Map<string, KnownDevice>();
  private readonly unknownUntil = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<KnownDevice | undefined>>();
  /** Models edited while their device's read was under way: newer than what that read may return. */
  private readonly editedDuringLookup = new Map<string, KnownDevice>();

  constructor(private readonly options: DeviceRegistryOptions) {}

  async identify(serial: string): Promise<KnownDevice | undefined> {
    if (!isSerialNumber(serial)) return undefined;
    const known = this.known.get(serial);
    if (known !== undefined) return known;
    const until = this.unknownUntil.get(serial);
    if (until !== undefined && this.options.clock() < until) return undefined;
    let pending = this.inFlight.get(serial);
    if (pending === undefined) {
      pending = this.lookup(serial).finally(() => {
        this.inFlight.delete(serial);
        this.editedDuringLookup.delete(serial);
      });
      this.inFlight.set(serial, pending);
    }
    return pending;
  }

  /**
   * A device's model was edited (null: cleared). Devices not remembered are left alone: their
   * next lookup reads the edit from the store.
   */
  modelChanged(serial: string, model: string | null): void {
    const device = knownDevice(model);
    if (this.known.has(serial)) this.known.set(serial, device);
    else if (this.inFlight.has(serial)) this.editedDuringLookup.set(serial, device);
  }

  private async lookup(serial: string): Promise<KnownDevice | undefined> {
    this.options.onLookup?.();
    const history = await this.options.events.readStream(streams.device(serial));
    this.unknownUntil.delete(serial);
    if (history.length > 0) {
      const state = stateOf(history);
      const model = state.status === 'absent' ? null : state.value.model;
      if (state.status !== 'absent') await this.options.onRead?.(serial, state.value);
      const device = this.editedDuringLookup.get(serial) ?? knownDevice(model);
      this.known.set(serial, device);
      return device;
    }
    if (this.options.unknownTtlMs > 0) {
      this.unknownUntil.set(serial, this.options.clock() + this.options.unknownTtlMs);
      if (this.unknownUntil.size > this.options.maxUnknown) {
        const oldest = this.unknownUntil.keys().next();
        if (oldest.done !== true) this.unknownUntil.delete(oldest.value);
      }
    }
    return undefined;
  }
}

/** Most devices have no model: they share one answer rather than hold one object each. */
const GENERIC: KnownDevice = Object.freeze({});

function knownDevice(model: string | null): KnownDevice {
  return model === null ? GENERIC : { model };
}

/** The device its history ends with, as the decider folds it (events before models: no model). */
function stateOf(history: RecordedEvent[]): DeviceState {
  return history.reduce(
    (s, e) =>
      deviceDecider.evolve(s, {
        type: e.type,
        version: Number(e.metadata.version ?? 1),
        data: e.data,
      } as DeviceEvent),
    deviceDecider.initialState,
  );
}
