import type { DeviceAllocated } from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import type { Recorded } from '../../define-projection';
import { Collections, type FleetMembershipPeriod } from '../../read-models';
import { streamIdOf } from '../support';

/**
 * Records an allocation as a new period of the device's membership, in time order (a later
 * allocation stamped earlier, after a clock step back, still lands where its time says).
 */
export async function recordMembership(event: Recorded<DeviceAllocated>, w: ReadModelWriter): Promise<void> {
  const serial = streamIdOf(event);
  const { fleetId, parentFleetId, at } = event.data;
  const period: FleetMembershipPeriod = { from: at, fleetId, parentFleetId };
  const periods = (await w.get(Collections.fleetMemberships, serial))?.periods ?? [];
  const after = periods.findIndex((p) => p.from > at);
  const placed =
    after === -1 ? [...periods, period] : [...periods.slice(0, after), period, ...periods.slice(after)];
  await w.put(Collections.fleetMemberships, { id: serial, periods: placed });
}

/** The device's period in force at `ms`: the last begun at or before it; null before any allocation. */
export async function membershipAt(
  w: ReadModelWriter,
  serial: string,
  ms: number,
): Promise<FleetMembershipPeriod | null> {
  const periods = (await w.get(Collections.fleetMemberships, serial))?.periods;
  if (!periods) return null;
  for (let i = periods.length - 1; i >= 0; i--) if (periods[i].from <= ms) return periods[i];
  return null;
}
