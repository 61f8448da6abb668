import { addDays } from './calendar';
import type { MaintenanceItem } from './item';

/** What made an item due: its odometer interval, its calendar interval, or both. */
export type DueBy = 'km' | 'date';

/** Where an item next falls due: the odometer reading and/or the date (null: no such interval). */
export interface DuePoint {
  odometerKm: number | null;
  date: string | null;
}

type Schedule = Pick<
  MaintenanceItem,
  'intervalKm' | 'intervalDays' | 'lastServiceOdometerKm' | 'lastServiceDate'
>;

export function nextDueOf(item: Schedule): DuePoint {
  return {
    odometerKm: item.intervalKm === null ? null : item.lastServiceOdometerKm + item.intervalKm,
    date: item.intervalDays === null ? null : addDays(item.lastServiceDate, item.intervalDays),
  };
}

export function sameDuePoint(a: DuePoint, b: DuePoint): boolean {
  return a.odometerKm === b.odometerKm && a.date === b.date;
}

/**
 * Why the item is due now, empty when it is not: the platform odometer at or past the due reading
 * (null: not known, so not due by km), or `today` (the platform's local date) at or past the due
 * date: a date is reached at the start of its local day.
 */
export function dueBy(item: Schedule, odometerKm: number | null, today: string): DueBy[] {
  const next = nextDueOf(item);
  const reasons: DueBy[] = [];
  if (next.odometerKm !== null && odometerKm !== null && odometerKm >= next.odometerKm) reasons.push('km');
  if (next.date !== null && today >= next.date) reasons.push('date');
  return reasons;
}
