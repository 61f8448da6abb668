import type { ReadModelWriter } from '@gps/read-store';
import { PLATFORM_SCOPE_ID } from '../../read-models';
import { addToDay, type Contribution } from './day-rows';
import type { LocalCalendar } from './local-calendar';
import { membershipAt } from './memberships';

/**
 * Adds what a device did at `ms` (epoch ms, when it happened) to every row it counts for, on the
 * local day and hour of `ms`: the device's; the fleet's it belonged to then, and that fleet's
 * parent's when it was a sub-fleet (a fleet's rows include its sub-fleets'); the platform's.
 */
export async function countFor(
  w: ReadModelWriter,
  calendar: LocalCalendar,
  serial: string,
  ms: number,
  c: Contribution,
): Promise<void> {
  const at = calendar.hourOf(ms);
  await addToDay(w, 'device', serial, at, c);
  const membership = await membershipAt(w, serial, ms);
  if (membership?.fleetId) await addToDay(w, 'fleet', membership.fleetId, at, c);
  if (membership?.parentFleetId) await addToDay(w, 'fleet', membership.parentFleetId, at, c);
  await addToDay(w, 'platform', PLATFORM_SCOPE_ID, at, c);
}
