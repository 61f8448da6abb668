import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minVersion, satisfies } from 'semver';

/*
 * The Node version the README promises is the one `package.json` declares, and every package the
 * lockfile installs declares that it runs on it: `npm install` on that Node prints no EBADENGINE.
 * A dependency that raises its floor above it fails here; pin an older version with an `overrides`
 * entry of package.json (docs/decisions/first-load.md, "Node 20"), or raise the promise.
 */

const ROOT = join(__dirname, '..');

interface LockedPackage {
  version?: string;
  engines?: Record<string, string> | string[];
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The oldest Node the project supports: the lowest version its `engines` range admits. */
const oldestNode = minVersion(manifest.engines.node)?.version;

describe('the Node version the project promises', () => {
  it('is the one the README names', () => {
    const promised = /Node\.js (\d+\.\d+) or later/.exec(readme)?.[1];
    expect(promised && `${promised}.0`).toBe(oldestNode);
  });

  it('is one every locked package declares it runs on', () => {
    // Old packages wrote engines as an array, which npm ignores; only the object form is checked.
    const refusing = Object.entries(lock.packages).flatMap(([path, pkg]) => {
      const range = pkg.engines && !Array.isArray(pkg.engines) ? pkg.engines.node : undefined;
      return range && oldestNode && !satisfies(oldestNode, range) ? [`${path}@${pkg.version}: ${range}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
