// `npm start`: build what is missing, then run the platform on one address (web app, GraphQL, /api)
// with the device gateway in the same process. `npm run gateway` runs the gateway alone (the
// production stack's second process, beside an api started with GATEWAY=off).
import { spawn } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
const gatewayOnly = process.argv.includes('--gateway');
const args = process.argv.slice(2).filter((a) => a !== '--gateway');
const entry = gatewayOnly ? 'apps/api/dist/gateway-main.js' : 'apps/api/dist/main.js';
// A bigger young generation: telemetry makes many short-lived objects, and fewer scavenges cost
// about a fifth less CPU per position (bench/README.md, ingestion end to end).
const child = spawn(process.execPath, ['--max-semi-space-size=64', entry, ...args], {
  cwd: new URL('..', import.meta.url).pathname,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
