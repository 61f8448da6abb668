import { MULTI_MONITOR_MAX } from '@gps/contracts/constants';

/** The layouts offered: one map, a 2 x 2 grid or a 3 x 3 grid. */
export const PANE_LAYOUTS = [1, 4, 9] as const;
export type PaneLayout = (typeof PANE_LAYOUTS)[number];

export interface PaneChoice {
  /** The vehicles on the multi-monitor, in the order they came. */
  shown: string[];
  /** Ticked vehicles refused for want of room (the spec's limit of 9). */
  refused: string[];
}

/**
 * The vehicles on the multi-monitor once the tree's ticks change: those already shown that are
 * still ticked keep their place, then the newly ticked ones while there is room; a vehicle ticked
 * beyond the limit is refused rather than pushing one out (docs/decisions/customer-console.md).
 */
export function choosePanes(
  held: readonly string[],
  ticked: readonly string[],
  max: number = MULTI_MONITOR_MAX,
): PaneChoice {
  const tickedSet = new Set(ticked);
  const kept = held.filter((id) => tickedSet.has(id));
  const keptSet = new Set(kept);
  const arriving = ticked.filter((id) => !keptSet.has(id));
  const room = Math.max(0, max - kept.length);
  return { shown: [...kept, ...arriving.slice(0, room)], refused: arriving.slice(room) };
}

/** The smallest layout that holds this many vehicles (the largest when none does). */
export function layoutFor(count: number): PaneLayout {
  return PANE_LAYOUTS.find((size) => size >= count) ?? PANE_LAYOUTS[PANE_LAYOUTS.length - 1];
}
