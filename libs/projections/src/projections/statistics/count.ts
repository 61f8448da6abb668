import type { RecordedEvent } from '@gps/event-store';
import type { ReadModelWriter } from '@gps/read-store';
import { PLATFORM_SCOPE_ID, type StatisticScope } from '../../read-models';
import { addToDay, amountsOf, type Contribution } from './day-rows';
import type { LocalCalendar } from './local-calendar';
import { periodAt, type Memberships } from './memberships';

/** What counting reads besides the events: the platform's calendar and the devices' fleets. */
export interface Counting {
  calendar: LocalCalendar;
  memberships: Memberships;
}

/**
 * Adds what a device did at `ms` (epoch ms, when it happened) to every row it counts for, on the
 * local day and hour of `ms`: the device's; the fleet's it belonged to then, and that fleet's
 * parent's when it was a sub-fleet (a fleet's rows include its sub-fleets'); the platform's.
 */
export async function countFor(
  event: Pick<RecordedEvent, 'position'>,
  w: ReadModelWriter,
  { calendar, memberships }: Counting,
  serial: string,
  ms: number,
  c: Contribution,
): Promise<void> {
  const at = calendar.hourOf(ms);
  // One set of amounts for the four rows: the store keeps none of it beyond the call.
  const amounts = amountsOf(c, at.hour);
  const { peakKmh } = c;
  const add = (scope: StatisticScope, id: string) => addToDay(w, scope, id, at, amounts, peakKmh);
  await add('device', serial);
  // Kept in memory but for a device's first event: awaited only when it must be read.
  let periods = memberships.kept(event, serial);
  if (periods === undefined) periods = await memberships.read(w, serial);
  const membership = periodAt(periods, ms);
  if (membership?.fleetId) await add('fleet', membership.fleetId);
  if (membership?.parentFleetId) await add('fleet', membership.parentFleetId);
  await add('platform', PLATFORM_SCOPE_ID);
}
