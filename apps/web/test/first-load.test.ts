import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { CHUNK_MAP_FILE, packageOf, type ChunkMap } from '../chunk-map';

/*
 * What a first visit to a sign-in page loads, read from the build's chunk map (`npm run build:web`
 * writes it; `npm test` builds first): the entry, the sign-in page's own chunk, and every chunk they
 * import statically. The map, Apollo and the player come later, with the pages that use them
 * (docs/decisions/first-load.md).
 */

/** Packages no sign-in page may load: the map, the GraphQL client and its socket, the AMR player. */
const NOT_ON_SIGN_IN = [
  'leaflet',
  'react-leaflet',
  '@react-leaflet/core',
  '@apollo/client',
  'graphql',
  'graphql-ws',
  'rxjs',
  'benz-amr-recorder',
];

/**
 * The JavaScript a sign-in page may decode, in bytes: what it takes with a margin (about 1,100 kB
 * when this was set, React DOM and the antd components of the form the most of it). antd loaded
 * whole, as before the split, would add some 600 kB.
 */
const SIGN_IN_BUDGET_BYTES = 1_300_000;

const SIGN_IN_PAGES = ['src/features/auth/ClientLoginPage.tsx', 'src/features/auth/AdminLoginPage.tsx'];

const mapPath = join(__dirname, '..', 'dist', CHUNK_MAP_FILE);

function readMap(): ChunkMap {
  if (!existsSync(mapPath)) throw new Error(`${mapPath} is missing: run npm run build:web first`);
  return JSON.parse(readFileSync(mapPath, 'utf8')) as ChunkMap;
}

/** The chunks loaded with `starts`: they and everything they import statically. */
function loadedWith(map: ChunkMap, starts: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...map.chunks[file].imports);
  }
  return [...seen];
}

function firstLoadOf(map: ChunkMap, source: string) {
  const page = Object.keys(map.chunks).find((file) => map.chunks[file].source === source);
  if (!page) throw new Error(`no lazily loaded chunk for ${source}`);
  const files = loadedWith(map, [map.entry, page]);
  return {
    bytes: files.reduce((sum, file) => sum + map.chunks[file].bytes, 0),
    packages: new Set(files.flatMap((file) => map.chunks[file].packages)),
  };
}

describe('what a sign-in page loads first', () => {
  const map = readMap();

  it.each(SIGN_IN_PAGES)('%s loads no map, no GraphQL client, no player', (source) => {
    const { packages } = firstLoadOf(map, source);
    expect(NOT_ON_SIGN_IN.filter((name) => packages.has(name))).toEqual([]);
    // The map does hold them, so the check above looks at real package names.
    const everywhere = new Set(Object.values(map.chunks).flatMap((chunk) => chunk.packages));
    expect(NOT_ON_SIGN_IN.filter((name) => !everywhere.has(name))).toEqual([]);
  });

  it.each(SIGN_IN_PAGES)('%s decodes no more JavaScript than its budget', (source) => {
    expect(firstLoadOf(map, source).bytes).toBeLessThan(SIGN_IN_BUDGET_BYTES);
  });
});

describe('the package a bundled module comes from', () => {
  it.each([
    ['/repo/node_modules/antd/es/button/index.js', 'antd'],
    ['/repo/node_modules/@apollo/client/core/index.js', '@apollo/client'],
    ['/repo/node_modules/antd/node_modules/@rc-component/util/es/index.js', '@rc-component/util'],
    ['/repo/apps/web/src/main.tsx', undefined],
  ])('%s is %s', (id, name) => {
    expect(packageOf(id)).toBe(name);
  });
});
