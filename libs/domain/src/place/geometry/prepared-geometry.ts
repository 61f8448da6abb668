import type { Box } from './box';

/**
 * A shape made ready for many fixes: what can be computed once (its box, projected vertices) is.
 * Coordinates are passed as two numbers so that checking a fix allocates nothing.
 */
export interface PreparedGeometry {
  /** The latitude and longitude box of every point within `meters` of the shape (0: the shape's own). */
  boxWithin(meters: number): Box;
  /**
   * How deep the shape is, metres: twice its area over its perimeter. That is the radius of a
   * circle and of the circle inscribed in a regular polygon, and about the width of a long strip,
   * whose deepest point is half as deep. The jitter rule keeps its margin well under it.
   */
  depthMeters: number;
  /** Metres from the fix to the shape's edge: negative inside, 0 on the edge, positive outside. */
  signedDistanceMeters(latitude: number, longitude: number): number;
}

/**
 * A fix this close to an edge is on it, and on the edge counts as inside (a fence is a closed set).
 * Far above the rounding of degrees, of the projection and of the haversine (micrometres), far below
 * anything a GPS fix can mean, so only a point computed to lie on an edge is on it.
 */
export const ON_EDGE_METERS = 0.001;

/** A signed distance with the points on the edge at exactly 0. */
export function edgeSnapped(signedDistanceMeters: number): number {
  return Math.abs(signedDistanceMeters) <= ON_EDGE_METERS ? 0 : signedDistanceMeters;
}
