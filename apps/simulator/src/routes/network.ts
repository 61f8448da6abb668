import { bearing, type LatLon, type LocalProjection, type Vec } from './geo';
import type { Terrain } from './terrain';

/**
 * street/main: a town's grid; rural: the winding country roads between towns; highway: fast
 * roads joining towns and running out to the area's edge.
 */
export type RoadClass = 'street' | 'main' | 'rural' | 'highway';

export interface RoadNode {
  id: number;
  p: Vec;
  /** Ids of the edges that meet here. */
  edges: number[];
}

export interface RoadEdge {
  id: number;
  a: number;
  b: number;
  /** Polyline from node a to node b, both ends included. */
  points: Vec[];
  /** cum[i] = distance along the polyline from points[0] to points[i]. */
  cum: number[];
  length: number;
  roadClass: RoadClass;
  speedLimitKmh: number;
}

/** A read-only road graph in the local frame, with the relief the vehicles drive over. */
export class RoadNetwork {
  constructor(
    readonly seed: number,
    readonly projection: LocalProjection,
    readonly radiusMeters: number,
    readonly nodes: readonly RoadNode[],
    readonly edges: readonly RoadEdge[],
    /** Town centres, the first being the map centre. */
    readonly towns: readonly Vec[],
    private readonly terrain: Terrain,
  ) {}

  get centre(): LatLon {
    return this.projection.centre;
  }

  toLatLon(p: Vec): LatLon {
    return this.projection.toLatLon(p);
  }

  altitudeAt(p: Vec): number {
    return this.terrain.altitudeAt(p);
  }

  /** The node at the other end of an edge. */
  otherEnd(edge: RoadEdge, node: number): number {
    return edge.a === node ? edge.b : edge.a;
  }

  /** Point at distance d from node a along the edge (clamped to the edge). */
  pointAt(edge: RoadEdge, d: number): Vec {
    const i = segmentIndex(edge, d);
    const p = edge.points[i];
    const q = edge.points[i + 1];
    const span = edge.cum[i + 1] - edge.cum[i];
    const t = span > 0 ? Math.min(1, Math.max(0, (d - edge.cum[i]) / span)) : 0;
    return { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
  }

  /** Bearing of the segment under distance d, in the a-to-b direction. */
  bearingAt(edge: RoadEdge, d: number): number {
    const i = segmentIndex(edge, d);
    return bearing(edge.points[i], edge.points[i + 1]);
  }

  /** Total road length in metres (for docs and sanity checks). */
  get totalLength(): number {
    return this.edges.reduce((sum, e) => sum + e.length, 0);
  }
}

/** Index i of the segment points[i]..points[i+1] that contains distance d (binary search). */
function segmentIndex(edge: RoadEdge, d: number): number {
  const cum = edge.cum;
  let lo = 0;
  let hi = cum.length - 2;
  if (d <= 0) return 0;
  if (d >= edge.length) return hi;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (cum[mid] <= d) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
