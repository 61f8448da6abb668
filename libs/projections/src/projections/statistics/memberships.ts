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
    const periods = (await this.periodsOf(event, w, serial)) ?? [];
    const after = periods.findIndex((p) => p.from > at);
    const placed =
      after === -1 ? [...periods, period] : [...periods.slice(0, after), period, ...periods.slice(after)];
    await w.put(Collections.fleetMemberships, { id: serial, periods: placed });
    this.known.set(serial, placed);
  }

  /** The device's period in force at `ms`: the last begun at or before it; null before any allocation. */
  async at(
    event: Pick<RecordedEvent, 'position'>,
    w: ReadModelWriter,
    serial: string,
    ms: number,
  ): Promise<FleetMembershipPeriod | null> {
    const periods = await this.periodsOf(event, w, serial);
    if (!periods) return null;
    for (let i = periods.length - 1; i >= 0; i--) if (periods[i].from <= ms) return periods[i];
    return null;
  }

  private async periodsOf(
    { position }: Pick<RecordedEvent, 'position'>,
    w: ReadModelWriter,
    serial: string,
  ): Promise<Periods | null> {
    if (position <= this.lastPosition) this.known.clear();
    this.lastPosition = position;
    const kept = this.known.get(serial);
    if (kept !== undefined) return kept;
    const periods = (await w.get(Collections.fleetMemberships, serial))?.periods ?? null;
    this.known.set(serial, periods);
    return periods;
  }
}
