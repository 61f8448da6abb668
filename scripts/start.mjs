// `npm start`: build what is missing, then run the platform on one address (web app, GraphQL, /api).
import { spawn } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
const args = process.argv.slice(2);
const child = spawn(process.execPath, ['apps/api/dist/main.js', ...args], {
  cwd: new URL('..', import.meta.url).pathname,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
