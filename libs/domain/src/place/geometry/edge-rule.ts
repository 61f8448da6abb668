/**
 * The jitter rule at a fence's edge: docs/decisions/fence-geometry.md. A device's side of a fence
 * changes only when a fix is clearly on the other side, so a parked vehicle whose fixes wander
 * across the edge neither enters nor leaves.
 */

/** Where a device is towards one fence. Not known yet: no entry (before its first fix). */
export type FenceSide = 'inside' | 'outside';

/** What a change of side means: `null` when the side was not known before (no warning). */
export type FenceCrossing = 'enter' | 'exit';

export interface FenceStep {
  side: FenceSide;
  crossing: FenceCrossing | null;
}

/**
 * How far past the edge a fix must be to change the side, metres. Above the parked wander of a
 * consumer GPS receiver under open sky or between buildings (a few metres to about 15 m), below
 * anything that would delay a driven crossing (2 s at 50 km/h).
 */
export const EDGE_MARGIN_METERS = 25;

/**
 * A small fence gets a smaller margin: at most this share of its depth (twice its area over its
 * perimeter), so its inside can still be reached (a circle of 40 m: 10 m; a strip 20 m wide, 5 m).
 */
export const MAX_MARGIN_SHARE_OF_DEPTH = 1 / 4;

/** The margin of a fence of this depth (`PreparedGeometry.depthMeters`). */
export function fenceMarginMeters(depthMeters: number): number {
  return Math.min(EDGE_MARGIN_METERS, depthMeters * MAX_MARGIN_SHARE_OF_DEPTH);
}

/**
 * The new side for a fix at `signedDistanceMeters` from the edge (negative inside), or `null` when
 * the side stays. First fix (`previous` undefined): the side it is on, the edge counting as inside,
 * and no crossing. Then an enter only at `marginMeters` or more inside, an exit only at
 * `marginMeters` or more outside; in between the side stays whatever it was.
 */
export function stepFence(
  previous: FenceSide | undefined,
  signedDistanceMeters: number,
  marginMeters: number,
): FenceStep | null {
  if (previous === undefined) {
    return { side: signedDistanceMeters <= 0 ? 'inside' : 'outside', crossing: null };
  }
  if (previous === 'outside' && signedDistanceMeters <= -marginMeters) {
    return { side: 'inside', crossing: 'enter' };
  }
  // Past the edge as well, so that a margin of 0 (a shape with no depth) cannot exit on the edge.
  if (previous === 'inside' && signedDistanceMeters >= marginMeters && signedDistanceMeters > 0) {
    return { side: 'outside', crossing: 'exit' };
  }
  return null;
}
