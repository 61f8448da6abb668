import type { Rng } from '../random';
import type { NetworkBuilder } from './builder';
import { distance, lerp, type Vec } from './geo';
import type { RoadClass } from './network';

export interface Town {
  centre: Vec;
  /** Half the diagonal of its grid: roads from outside end at its edge. */
  radius: number;
  /** Node ids of its grid. */
  nodes: number[];
}

/** Town centres: the map centre first, the others spread around it and apart from each other. */
export function placeTowns(rng: Rng, count: number, maxDistance: number, minX: number): Vec[] {
  const towns: Vec[] = [{ x: 0, y: 0 }];
  for (let i = 0; i < count; i++) {
    for (let attempt = 0; attempt < 60; attempt++) {
      const angle = ((Math.PI * 2) / count) * i + rng.range(-0.5, 0.5);
      const d = rng.range(Math.min(8_000, maxDistance * 0.5), maxDistance);
      const p = { x: Math.cos(angle) * d, y: Math.sin(angle) * d };
      if (towns.every((t) => distance(t, p) > 7_000) && p.x > minX + 3_000) {
        towns.push(p);
        break;
      }
    }
  }
  return towns;
}

/** A jittered, rotated street grid; the middle row and column are the main roads. */
export function addTownGrid(
  b: NetworkBuilder,
  rng: Rng,
  centre: Vec,
  cols: number,
  rows: number,
  spacing: number,
): Town {
  const theta = rng.range(0, Math.PI / 2);
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const ids: number[][] = [];
  for (let i = 0; i < cols; i++) {
    ids.push([]);
    for (let j = 0; j < rows; j++) {
      const u = (i - (cols - 1) / 2) * spacing + rng.range(-0.12, 0.12) * spacing;
      const v = (j - (rows - 1) / 2) * spacing + rng.range(-0.12, 0.12) * spacing;
      ids[i].push(b.addNode({ x: centre.x + u * cos - v * sin, y: centre.y + u * sin + v * cos }));
    }
  }
  const midCol = Math.floor(cols / 2);
  const midRow = Math.floor(rows / 2);
  const kind = (main: boolean): [RoadClass, number] =>
    main ? ['main', rng.pick([50, 60])] : ['street', rng.pick([30, 40])];
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      if (i + 1 < cols) addStreet(b, rng, ids[i][j], ids[i + 1][j], ...kind(j === midRow));
      if (j + 1 < rows) addStreet(b, rng, ids[i][j], ids[i][j + 1], ...kind(i === midCol));
    }
  }
  return { centre, radius: (Math.hypot(cols, rows) * spacing) / 2, nodes: ids.flat() };
}

/** Urban blocks are not ruled lines: a main road bows gently, side streets have small kinks. */
function addStreet(
  b: NetworkBuilder,
  rng: Rng,
  a: number,
  c: number,
  roadClass: RoadClass,
  limit: number,
): void {
  const p = b.nodes[a].p;
  const q = b.nodes[c].p;
  const length = distance(p, q);
  const nx = -(q.y - p.y) / length;
  const ny = (q.x - p.x) / length;
  const bow = roadClass === 'main' ? rng.range(-0.04, 0.04) * length : 0;
  const inner: Vec[] = [];
  for (const t of [0.25, 0.5, 0.75]) {
    const off = bow * Math.sin(Math.PI * t) + (roadClass === 'street' ? rng.range(-4, 4) : 0);
    const m = lerp(p, q, t);
    inner.push({ x: m.x + nx * off, y: m.y + ny * off });
  }
  b.addEdge(a, c, inner, roadClass, limit);
}
