// `npm test`: static checks, then every suite (unit, contract, API through the running app, browser).
import { execSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
const step = (label, command) => {
  console.log(`\n=== ${label}`);
  execSync(command, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
  });
};

step('typecheck', 'npm run typecheck --silent');
step('lint', 'npx eslint . && npx prettier --check .');
buildIfNeeded();
step('tests', 'npx jest --ci');
