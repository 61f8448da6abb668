// `npm test`: static checks, then every suite (unit, contract, API through the running app, browser).
import { execSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' };

function step(label, command) {
  console.log(`\n=== ${label}`);
  try {
    execSync(command, { cwd: root, stdio: 'inherit', env });
  } catch {
    console.error(`\nnpm test: the ${label} step failed`);
    process.exit(1);
  }
}

step('typecheck', 'npm run typecheck --silent');
step('lint', 'npx eslint . && npx prettier --check .');
try {
  buildIfNeeded();
} catch {
  console.error('\nnpm test: the build failed');
  process.exit(1);
}
step('tests', 'npx jest --ci');
