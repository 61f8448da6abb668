import { distance, type Vec } from './geo';
import type { RoadClass, RoadEdge, RoadNode } from './network';

/** Accumulates nodes and edges while keeping every point inside the allowed area. */
export class NetworkBuilder {
  readonly nodes: RoadNode[] = [];
  readonly edges: RoadEdge[] = [];

  constructor(
    private readonly maxRadius: number,
    private readonly minX: number,
  ) {}

  /** Pull a point back inside the disc and east of the coast limit. */
  keep(p: Vec): Vec {
    let { x, y } = p;
    const r = Math.hypot(x, y);
    if (r > this.maxRadius) {
      x = (x / r) * this.maxRadius;
      y = (y / r) * this.maxRadius;
    }
    if (x < this.minX) x = this.minX;
    return { x, y };
  }

  /** True when the point needs no clamping. */
  inside(p: Vec): boolean {
    return Math.hypot(p.x, p.y) <= this.maxRadius && p.x >= this.minX;
  }

  addNode(p: Vec): number {
    const id = this.nodes.length;
    this.nodes.push({ id, p: this.keep(p), edges: [] });
    return id;
  }

  addEdge(a: number, b: number, inner: readonly Vec[], roadClass: RoadClass, speedLimitKmh: number): void {
    const start = this.nodes[a].p;
    const end = this.nodes[b].p;
    if (a === b || distance(start, end) < 1) return;
    // Clamping can pile points onto the same spot; zero-length segments have no bearing.
    const points: Vec[] = [start];
    for (const p of inner.map((v) => this.keep(v))) {
      if (distance(points[points.length - 1], p) >= 1 && distance(p, end) >= 1) points.push(p);
    }
    points.push(end);
    const cum = [0];
    for (let i = 1; i < points.length; i++) cum.push(cum[i - 1] + distance(points[i - 1], points[i]));
    const id = this.edges.length;
    this.edges.push({ id, a, b, points, cum, length: cum[cum.length - 1], roadClass, speedLimitKmh });
    this.nodes[a].edges.push(id);
    this.nodes[b].edges.push(id);
  }

  /** Whether an edge already joins a and b (either way round). */
  linked(a: number, b: number): boolean {
    return this.nodes[a].edges.some((id) => {
      const e = this.edges[id];
      return (e.a === a && e.b === b) || (e.a === b && e.b === a);
    });
  }

  nearest(candidates: readonly number[], target: Vec): number {
    let best = candidates[0];
    let bestDistance = Infinity;
    for (const id of candidates) {
      const d = distance(this.nodes[id].p, target);
      if (d < bestDistance) [best, bestDistance] = [id, d];
    }
    return best;
  }
}
