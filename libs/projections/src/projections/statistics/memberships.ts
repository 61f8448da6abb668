import type { DeviceAllocated } from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';
import type { ReadModelWriter } from '@gps/read-store';
import type { Recorded } from '../../define-projection';
import { Collections, type FleetMembershipPeriod } from '../../read-models';
import { streamIdOf } from '../support';

type Periods = readonly FleetMembershipPeriod[];

/**
 * Each device's fleets over time (`statistics_memberships`), and the fleet of an instant.
 *
 * Every counted event asks for its device's memberships, which change only at an allocation: they
 * are kept in memory as this projection last wrote or read them, so the ingest does not read a
 * document per position. What is kept is only ever what applying the log in order gave; when the
 * log is applied again from an earlier position (a batch retried after a failure, whose writes were
 * rolled back, or a rebuild from an emptied store), it is forgotten and read again.
 */
export class Memberships {
  private readonly known = new Map<string, Periods | null>();
  private lastPosition = -1n;

  /**
   * Records an allocation as a new period of the device's membership, in time order (a later
   * allocation stamped earlier, after a clock step back, still lands where its time says).
   */
  async record(event: Recorded<DeviceAllocated>, w: ReadModelWriter): Promise<void> {
    const serial = streamIdOf(event);
    const { fleetId, parentFleetId, at } = event.data;
    const period: FleetMembershipPeriod = { from: at, fleetId, parentFleetId };
    const kept = this.kept(event, serial);
    const periods = (kept !== undefined ? kept : await this.read(w, serial)) ?? [];
    const after = periods.findIndex((p) => p.from > at);
    const placed =
      after === -1 ? [...periods, period] : [...periods.slice(0, after), period, ...periods.slice(after)];
    await w.put(Collections.fleetMemberships, { id: serial, periods: placed });
    this.known.set(serial, placed);
  }

  /**
   * The device's periods as kept in memory (null: never allocated), or undefined when they must be
   * read first (`read`). Synchronous, so the ingest's every counted event awaits no read it does not
   * make: only a device's first event since start-up, or since a replay, reads its document.
   */
  kept({ position }: Pick<RecordedEvent, 'position'>, serial: string): Periods | null | undefined {
    if (position <= this.lastPosition) this.known.clear();
    this.lastPosition = position;
    return this.known.get(serial);
  }

  /** Reads the device's periods from the store and keeps them (null: never allocated). */
  async read(w: ReadModelWriter, serial: string): Promise<Periods | null> {
    const periods = (await w.get(Collections.fleetMemberships, serial))?.periods ?? null;
    this.known.set(serial, periods);
    return periods;
  }
}

/** The period in force at `ms` (epoch ms): the last begun at or before it; null before any allocation. */
export function periodAt(periods: Periods | null, ms: number): FleetMembershipPeriod | null {
  if (!periods) return null;
  for (let i = periods.length - 1; i >= 0; i--) if (periods[i].from <= ms) return periods[i];
  return null;
}
