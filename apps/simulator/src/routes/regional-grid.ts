import type { Rng } from '../random';
import type { NetworkBuilder } from './builder';
import { addCurvedRoad, RURAL_SHAPE } from './curves';
import { distance, type Vec } from './geo';
import type { Town } from './towns';

/** Where a lattice point ended up: its own junction, or absorbed by a town it falls into. */
type Anchor = { node: number } | { town: Town } | undefined;

/**
 * The country roads between the towns: a coarse, jittered, slightly rotated lattice of winding
 * roads. A lattice point that falls inside a town is replaced by the town, so the roads run into
 * its street grid; points outside the area are dropped with their roads.
 */
export function addRegionalGrid(
  b: NetworkBuilder,
  rng: Rng,
  towns: readonly Town[],
  spacing: number,
  radius: number,
): void {
  const half = Math.ceil(radius / spacing);
  const theta = rng.range(-0.3, 0.3);
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const anchors = new Map<string, Anchor>();
  for (let i = -half; i <= half; i++) {
    for (let j = -half; j <= half; j++) {
      const u = i * spacing + rng.range(-0.2, 0.2) * spacing;
      const v = j * spacing + rng.range(-0.2, 0.2) * spacing;
      const p = { x: u * cos - v * sin, y: u * sin + v * cos };
      anchors.set(`${i},${j}`, anchorAt(b, p, towns, radius));
    }
  }
  const end = (anchor: Anchor, towards: Vec): number | undefined => {
    if (!anchor) return undefined;
    return 'node' in anchor ? anchor.node : b.nearest(anchor.town.nodes, towards);
  };
  const position = (anchor: Anchor): Vec | undefined => {
    if (!anchor) return undefined;
    return 'node' in anchor ? b.nodes[anchor.node].p : anchor.town.centre;
  };
  for (let i = -half; i <= half; i++) {
    for (let j = -half; j <= half; j++) {
      const here = anchors.get(`${i},${j}`);
      for (const there of [anchors.get(`${i + 1},${j}`), anchors.get(`${i},${j + 1}`)]) {
        const p = position(here);
        const q = position(there);
        if (!p || !q || !here || !there) continue;
        if ('town' in here && 'town' in there && here.town === there.town) continue;
        const a = end(here, q);
        const c = end(there, p);
        if (a === undefined || c === undefined) continue;
        addCurvedRoad(b, rng, a, c, 'rural', rng.pick([50, 60, 70]), RURAL_SHAPE);
      }
    }
  }
}

function anchorAt(b: NetworkBuilder, p: Vec, towns: readonly Town[], radius: number): Anchor {
  const town = towns.find((t) => distance(t.centre, p) < t.radius + 1_200);
  if (town) return { town };
  if (Math.hypot(p.x, p.y) > radius || !b.inside(p)) return undefined;
  return { node: b.addNode(p) };
}
