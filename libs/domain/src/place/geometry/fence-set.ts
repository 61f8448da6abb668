import { outsideBox, type Box } from './box';
import { fenceMarginMeters, stepFence, type FenceSide, type FenceStep } from './edge-rule';
import { prepareGeometry } from './prepare-geometry';
import type { PreparedGeometry } from './prepared-geometry';
import type { FenceShape } from './shape';

/** A fence as the geometry sees it: its id and shape (the stored fence is `Fence` in place.ts). */
export interface FenceOutline {
  id: string;
  shape: FenceShape;
}

export interface PreparedFence {
  id: string;
  geometry: PreparedGeometry;
  /** The jitter rule's margin for this fence. */
  marginMeters: number;
  /** Every point within the margin of the fence: a fix outside it is at least the margin outside. */
  reach: Box;
}

/** One device's fences, prepared once when they change and used for every fix until then. */
export interface PreparedFenceSet {
  fences: readonly PreparedFence[];
}

/** A position as the fences need it. `accuracyMeters`: the fix's own error radius, when known. */
export interface FenceFix {
  latitude: number;
  longitude: number;
  accuracyMeters?: number;
}

/** A device's side of each of its fences, by fence id; a fence without one has not seen a fix yet. */
export type FenceSides = Readonly<Record<string, FenceSide>>;

/** A fence whose side a fix set (`crossing` null) or changed. */
export interface FenceChange extends FenceStep {
  fenceId: string;
}

const NO_CHANGES: readonly FenceChange[] = Object.freeze([]);

export function prepareFence(fence: FenceOutline): PreparedFence {
  const geometry = prepareGeometry(fence.shape);
  const marginMeters = fenceMarginMeters(geometry.depthMeters);
  return { id: fence.id, geometry, marginMeters, reach: geometry.boxWithin(marginMeters) };
}

export function prepareFenceSet(fences: readonly FenceOutline[]): PreparedFenceSet {
  return { fences: fences.map(prepareFence) };
}

/**
 * The fences whose side this fix sets or changes, by the jitter rule (edge-rule.ts); none in the
 * common case, without allocating. A fix outside a fence's reach box is at least the margin
 * outside, which is all the rule needs to know, so the edges are only measured near the fence.
 * A fix less accurate than a fence's margin must be its accuracy past the edge to change a side.
 * Sides of fences not in the set are ignored (the caller drops them with the fence).
 */
export function checkFences(set: PreparedFenceSet, sides: FenceSides, fix: FenceFix): readonly FenceChange[] {
  const { latitude, longitude } = fix;
  const accuracy = fix.accuracyMeters ?? 0;
  let changes: FenceChange[] | undefined;
  for (const fence of set.fences) {
    const margin = Math.max(fence.marginMeters, accuracy);
    // Outside the reach the fix is at least the margin outside: for the rule, as good as infinitely.
    const distance =
      margin === fence.marginMeters && outsideBox(fence.reach, latitude, longitude)
        ? Number.POSITIVE_INFINITY
        : fence.geometry.signedDistanceMeters(latitude, longitude);
    const step = stepFence(sides[fence.id], distance, margin);
    if (step !== null) (changes ??= []).push({ fenceId: fence.id, ...step });
  }
  return changes ?? NO_CHANGES;
}
