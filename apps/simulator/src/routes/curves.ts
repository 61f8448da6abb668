import type { Rng } from '../random';
import type { NetworkBuilder } from './builder';
import { distance, lerp, type Vec } from './geo';
import type { RoadClass } from './network';

export interface CurveShape {
  /** Largest sideways bow, as a share of the road's length. */
  bow: number;
  /** Short bends (mountain road), metres. */
  wiggle: readonly [number, number];
  /** Distance between polyline points, metres. */
  step: number;
}

export const HIGHWAY_SHAPE: CurveShape = { bow: 0.12, wiggle: [10, 45], step: 120 };
export const RURAL_SHAPE: CurveShape = { bow: 0.08, wiggle: [15, 70], step: 100 };

/**
 * A road between two nodes that bends like a real one: the straight line offset by a few sine
 * terms that vanish at both ends (so it meets its junctions cleanly) plus shorter wiggles.
 */
export function addCurvedRoad(
  b: NetworkBuilder,
  rng: Rng,
  from: number,
  to: number,
  roadClass: RoadClass,
  speedLimitKmh: number,
  shape: CurveShape,
): void {
  if (from === to || b.linked(from, to)) return;
  const p = b.nodes[from].p;
  const q = b.nodes[to].p;
  const length = distance(p, q);
  if (length < 1) return;
  const steps = Math.max(2, Math.ceil(length / shape.step));
  const nx = -(q.y - p.y) / length;
  const ny = (q.x - p.x) / length;
  const a1 = rng.range(-shape.bow, shape.bow) * length;
  const a2 = rng.range(-shape.bow, shape.bow) * 0.4 * length;
  const a3 = rng.range(-shape.bow, shape.bow) * 0.2 * length;
  const wiggle = rng.range(shape.wiggle[0], shape.wiggle[1]);
  const wiggleWaves = Math.max(1, Math.round(length / 1_600));
  const inner: Vec[] = [];
  for (let k = 1; k < steps; k++) {
    const t = k / steps;
    const off =
      a1 * Math.sin(Math.PI * t) +
      a2 * Math.sin(2 * Math.PI * t) +
      a3 * Math.sin(3 * Math.PI * t) +
      wiggle * Math.sin(wiggleWaves * Math.PI * t);
    const m = lerp(p, q, t);
    inner.push({ x: m.x + nx * off, y: m.y + ny * off });
  }
  b.addEdge(from, to, inner, roadClass, speedLimitKmh);
}
