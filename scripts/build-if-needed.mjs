// Builds what is missing or stale: the server (incremental tsc -b) and the web bundle (when any web
// source is newer than the last bundle). Used by `npm start` and `npm test`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function run(command, label) {
  console.log(`> ${label}`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

export function buildIfNeeded({ web = true } = {}) {
  run('npx tsc -b apps/api apps/gateway apps/simulator', 'building the server (incremental)');
  if (!web) return;
  const bundle = join(root, 'apps/web/dist/index.html');
  const webInputs = Math.max(
    newest(join(root, 'apps/web/src')),
    newest(join(root, 'libs/contracts/src')),
    newest(join(root, 'libs/codes/src')),
    statSync(join(root, 'apps/web/index.html')).mtimeMs,
    statSync(join(root, 'apps/web/vite.config.ts')).mtimeMs,
  );
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < webInputs)
    run('npm run build -w apps/web', 'building the web app');
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
