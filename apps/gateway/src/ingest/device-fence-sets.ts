import {
  deviceFencesOf,
  placesDecider,
  prepareDeviceFence,
  streams,
  type DeviceFences,
  type Fence,
  type PlaceEvent,
  type PreparedDeviceFence,
} from '@gps/domain';
import type { EventStore, RecordedEvent } from '@gps/event-store';

/** A fence event as heard: the whole fence after an add or change, its id after a removal. */
type FenceEdit = { kind: 'changed'; fence: Fence } | { kind: 'removed'; fenceId: string };

/** A device that has fences: each prepared once, and the set the decision is given. */
interface FencedDevice {
  fences: Map<string, PreparedDeviceFence>;
  current: DeviceFences | undefined;
}

/**
 * Each device's fences, prepared for the telemetry decision (docs/decisions/fence-crossings.md).
 *
 * Read once per device from its `places-<serial>` stream when the registry first identifies it,
 * then kept current by the fence events the platform hears in the log (`fenceChanged`,
 * `fenceRemoved`): each event carries the whole fence, so one fence is prepared again and the
 * device's set rebuilt from the prepared ones, once per change and never per position. Events heard
 * while the read is under way are applied after it: each replaces or drops one whole fence, so one
 * the read already had changes nothing. Devices without fences hold nothing but their serial.
 */
export class DeviceFenceSets {
  private readonly fenced = new Map<string, FencedDevice>();
  /** Devices whose fences were read: an edit of another device waits for its read instead. */
  private readonly read = new Set<string>();
  private readonly reading = new Map<string, FenceEdit[]>();

  constructor(private readonly events: EventStore) {}

  /** The device's fences as its next command is given them; undefined when it has none. */
  fencesFor(serial: string): DeviceFences | undefined {
    return this.fenced.get(serial)?.current;
  }

  /** Ids of the fences the device's next position is checked against (for operators and tests). */
  fenceIdsOf(serial: string): string[] {
    return [...(this.fenced.get(serial)?.current?.facts.values() ?? [])].map((f) => f.fenceId);
  }

  /** Reads the device's fences, once per process; resolves when they are ready. */
  async deviceRead(serial: string): Promise<void> {
    if (this.read.has(serial) || this.reading.has(serial)) return;
    const heard: FenceEdit[] = [];
    this.reading.set(serial, heard);
    try {
      const history = await this.events.readStream(streams.places(serial));
      const state = history.reduce(
        (s, e) => placesDecider.evolve(s, domainEvent<PlaceEvent>(e)),
        placesDecider.initialState,
      );
      const fences = new Map<string, PreparedDeviceFence>();
      for (const fence of Object.values(state.fences)) fences.set(fence.fenceId, prepareDeviceFence(fence));
      for (const edit of heard) apply(fences, edit);
      this.read.add(serial);
      this.store(serial, fences);
    } finally {
      this.reading.delete(serial);
    }
  }

  /** A fence was added or changed (the whole fence as it now is). */
  fenceChanged(serial: string, fence: Fence): void {
    this.edit(serial, { kind: 'changed', fence });
  }

  fenceRemoved(serial: string, fenceId: string): void {
    this.edit(serial, { kind: 'removed', fenceId });
  }

  private edit(serial: string, edit: FenceEdit): void {
    const heard = this.reading.get(serial);
    if (heard !== undefined) {
      heard.push(edit);
      return;
    }
    if (!this.read.has(serial)) return; // its read, when it is identified, will have it
    const fences = this.fenced.get(serial)?.fences ?? new Map<string, PreparedDeviceFence>();
    apply(fences, edit);
    this.store(serial, fences);
  }

  private store(serial: string, fences: Map<string, PreparedDeviceFence>): void {
    const current = deviceFencesOf(fences.values());
    if (current === undefined) this.fenced.delete(serial);
    else this.fenced.set(serial, { fences, current });
  }
}

function apply(fences: Map<string, PreparedDeviceFence>, edit: FenceEdit): void {
  if (edit.kind === 'removed') fences.delete(edit.fenceId);
  else fences.set(edit.fence.fenceId, prepareDeviceFence(edit.fence));
}

function domainEvent<E>(e: RecordedEvent): E {
  return { type: e.type, version: Number(e.metadata.version ?? 1), data: e.data } as E;
}
