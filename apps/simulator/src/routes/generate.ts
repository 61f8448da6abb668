import { hashSeed, Rng } from '../random';
import { NetworkBuilder } from './builder';
import { addCurvedRoad, HIGHWAY_SHAPE } from './curves';
import { distance, LocalProjection, type LatLon, type Vec } from './geo';
import { RoadNetwork } from './network';
import { addRegionalGrid } from './regional-grid';
import { Terrain } from './terrain';
import { addTownGrid, placeTowns, type Town } from './towns';

/** The spec's default map centre: central Taiwan, Nantou/Puli area. */
export const DEFAULT_CENTRE: LatLon = { latitude: 23.98, longitude: 120.97 };
/** Taiwan's west coast is near this meridian at the centre's latitude. */
export const WEST_COAST_LONGITUDE = 120.2;

export interface NetworkOptions {
  seed?: number;
  centre?: LatLon;
  /** Every road point stays within this distance of the centre. Default 30 km. */
  radiusKm?: number;
  /** No road point lies west of this meridian (keeps vehicles out of the sea). Default 120.3. */
  westLimitLongitude?: number;
  /** Towns around the central one. Default 5. */
  satelliteTowns?: number;
  /** Spacing of the country-road lattice, km. Default 6. */
  regionalSpacingKm?: number;
}

/**
 * Procedural roads without map data: a street grid per town (the central one biggest), a lattice
 * of winding country roads between them, highways joining the towns (a spanning tree plus a couple
 * of shortcuts), and three long routes out to the edge of the area, where vehicles turn round.
 * The same seed always gives the same network.
 */
export function generateRoadNetwork(options: NetworkOptions = {}): RoadNetwork {
  const seed = options.seed ?? 1;
  const centre = options.centre ?? DEFAULT_CENTRE;
  const radius = (options.radiusKm ?? 30) * 1000;
  const projection = new LocalProjection(centre);
  const westX = projection.xOfLongitude(options.westLimitLongitude ?? WEST_COAST_LONGITUDE + 0.1);
  const rng = new Rng(hashSeed(seed, 'roads'));
  const builder = new NetworkBuilder(radius - 200, westX + 200);

  const centres = placeTowns(rng, options.satelliteTowns ?? 5, Math.min(22_000, radius - 4_000), westX);
  const towns: Town[] = centres.map((c, i) =>
    i === 0
      ? addTownGrid(builder, rng, c, 7, 7, rng.range(380, 440))
      : addTownGrid(builder, rng, c, rng.int(3, 5), rng.int(3, 5), rng.range(300, 420)),
  );

  addRegionalGrid(builder, rng, towns, (options.regionalSpacingKm ?? 6) * 1000, radius - 1_500);

  for (const [i, j] of townLinks(rng, centres)) {
    const from = builder.nearest(towns[i].nodes, centres[j]);
    const to = builder.nearest(towns[j].nodes, centres[i]);
    addCurvedRoad(builder, rng, from, to, 'highway', rng.pick([90, 100, 110]), HIGHWAY_SHAPE);
  }

  // Long routes out of the area: west towards the coastal plain, north and south along the valleys.
  const allTownNodes = towns.flatMap((t) => t.nodes);
  for (const base of [Math.PI, Math.PI / 2, -Math.PI / 2]) {
    const angle = base + rng.range(-0.35, 0.35);
    const target = builder.keep({ x: Math.cos(angle) * (radius - 600), y: Math.sin(angle) * (radius - 600) });
    const end = builder.addNode(target);
    const start = builder.nearest(allTownNodes, target);
    addCurvedRoad(builder, rng, start, end, 'highway', rng.pick([100, 110]), HIGHWAY_SHAPE);
  }

  const terrain = new Terrain(new Rng(hashSeed(seed, 'terrain')));
  return new RoadNetwork(seed, projection, radius, builder.nodes, builder.edges, centres, terrain);
}

/** Pairs of town indexes to join: a nearest-neighbour spanning tree, then up to two shortcuts. */
function townLinks(rng: Rng, towns: readonly Vec[]): [number, number][] {
  const links: [number, number][] = [];
  const linked = new Set<number>([0]);
  while (linked.size < towns.length) {
    let best: [number, number] | undefined;
    let bestDistance = Infinity;
    for (const i of linked) {
      for (let j = 0; j < towns.length; j++) {
        if (linked.has(j)) continue;
        const d = distance(towns[i], towns[j]);
        if (d < bestDistance) [best, bestDistance] = [[i, j], d];
      }
    }
    if (!best) break;
    links.push(best);
    linked.add(best[1]);
  }
  const has = (i: number, j: number): boolean =>
    links.some(([a, b]) => (a === i && b === j) || (a === j && b === i));
  for (let extra = 0, tries = 0; extra < 2 && tries < 20 && towns.length > 2; tries++) {
    const i = rng.int(0, towns.length - 1);
    const j = rng.int(0, towns.length - 1);
    if (i !== j && !has(i, j) && distance(towns[i], towns[j]) < 24_000) {
      links.push([i, j]);
      extra++;
    }
  }
  return links;
}
