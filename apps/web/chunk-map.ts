import type { Plugin } from 'vite';

/**
 * What each built chunk holds, written to `.vite/chunks.json` beside the build (a dot folder, which
 * the server does not serve): its bytes, the chunks it imports statically (loaded with it), the
 * source module a lazy import of it names, and the npm packages inside. It lets a test follow what a
 * page loads first and say which packages that is (apps/web/test/first-load.test.ts), whatever the
 * chunks happen to be called.
 */
export const CHUNK_MAP_FILE = '.vite/chunks.json';

export interface ChunkInfo {
  bytes: number;
  /** Chunks imported statically: loaded before this one runs. */
  imports: string[];
  /** The module a lazy `import()` of this chunk names, relative to the web app (`src/...`). */
  source?: string;
  /** npm packages with code in this chunk (`antd`, `@apollo/client`, ...). */
  packages: string[];
}

export interface ChunkMap {
  /** The chunk index.html starts. */
  entry: string;
  chunks: Record<string, ChunkInfo>;
}

const PACKAGE = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/;

/** The package a module id belongs to (the innermost node_modules), if any. */
export function packageOf(moduleId: string): string | undefined {
  const ids = moduleId.split(/(?=[\\/]node_modules[\\/])/);
  const match = PACKAGE.exec(ids[ids.length - 1]);
  return match?.[1].replace('\\', '/');
}

export function chunkMapPlugin(root: string): Plugin {
  return {
    name: 'gps-chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: ChunkMap = { entry: '', chunks: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        if (output.isEntry) map.entry = output.fileName;
        const packages = new Set(output.moduleIds.flatMap((id) => packageOf(id) ?? []));
        map.chunks[output.fileName] = {
          bytes: Buffer.byteLength(output.code),
          imports: [...output.imports],
          source:
            output.isDynamicEntry && output.facadeModuleId?.startsWith(root)
              ? output.facadeModuleId.slice(root.length)
              : undefined,
          packages: [...packages].sort(),
        };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MAP_FILE, source: JSON.stringify(map, null, 1) });
    },
  };
}
