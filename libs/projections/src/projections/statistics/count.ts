import type { RecordedEvent } from '@gps/event-store';
import type { ReadModelWriter } from '@gps/read-store';
import { PLATFORM_SCOPE_ID } from '../../read-models';
import { addToDay, type Contribution } from './day-rows';
import type { LocalCalendar } from './local-calendar';
import type { Memberships } from './memberships';

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
  await addToDay(w, 'device', serial, at, c);
  const membership = await memberships.at(event, w, serial, ms);
  if (membership?.fleetId) await addToDay(w, 'fleet', membership.fleetId, at, c);
  if (membership?.parentFleetId) await addToDay(w, 'fleet', membership.parentFleetId, at, c);
  await addToDay(w, 'platform', PLATFORM_SCOPE_ID, at, c);
}
