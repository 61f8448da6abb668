import type { StatisticGroup } from '../../shared/statistics/statisticKinds';

/**
 * Whose statistics the customer console's tab shows: statistics have one device as their scope, so
 * the one vehicle ticked in the watch list; none ticked shows nothing (and says to tick one);
 * several show the first ticked (the watch list's order) and say which it is.
 */
export type WatchedVehicleChoice<D> =
  { kind: 'none' } | { kind: 'one'; device: D } | { kind: 'several'; device: D; ticked: number };

export function watchedVehicleChoice<D>(ticked: readonly D[]): WatchedVehicleChoice<D> {
  const [first] = ticked;
  if (first === undefined) return { kind: 'none' };
  return ticked.length === 1
    ? { kind: 'one', device: first }
    : { kind: 'several', device: first, ticked: ticked.length };
}

/** The group shown: the one picked while the settings still show it, else "all" (always shown). */
export function shownGroup(picked: StatisticGroup, visible: readonly StatisticGroup[]): StatisticGroup {
  return visible.includes(picked) ? picked : 'all';
}
