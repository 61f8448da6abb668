// `npm run bench:first-load`: what a first visit to each sign-in page costs, in Chromium over a
// throttled connection (Chrome's "Fast 4G"-like profile below), with the built web app served as
// `npm start` serves it. Each page is loaded twice in fresh contexts: as served (compressed), and
// with the browser asking for no compression (what every visit cost before the web app was
// compressed). Prints bytes on the wire, bytes decoded, requests, and the time until the sign-in
// button shows.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { fmt, loadAverage, machine, out } from './support/output.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A mid-range mobile connection: 9 Mbit/s down, 1.5 up, 60 ms round trips. */
const NETWORK = {
  latency: 60,
  downloadThroughput: (9 * 1024 * 1024) / 8,
  uploadThroughput: (1.5 * 1024 * 1024) / 8,
};
const PAGES = [
  ['customers', '/', 'button[type="submit"]'],
  ['back office', '/admin/login', 'button[type="submit"]'],
];
const RUNS = 3;

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startPlatform(dir, port) {
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      GATEWAY: 'off',
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: 'bench-admin-pass',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('platform listening') && resolve());
    child.on('exit', (code) => reject(new Error(`the platform exited with ${code}`)));
  });
  return child;
}

async function visit(browser, url, ready, compressed) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  if (!compressed)
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  const wire = new Map();
  let decoded = 0;
  cdp.on('Network.loadingFinished', (e) => wire.set(e.requestId, e.encodedDataLength));
  cdp.on('Network.dataReceived', (e) => (decoded += e.dataLength));
  const started = performance.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(ready, { state: 'visible' });
  const ms = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  return { ms, wire: [...wire.values()].reduce((a, b) => a + b, 0), decoded, requests: wire.size };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dir = mkdtempSync(join(tmpdir(), 'gps-first-load-'));
const port = await freePort();
const platform = await startPlatform(dir, port);
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  out(`Machine: ${machine()}; load average ${loadAverage()}`);
  out(
    `Network: ${NETWORK.latency} ms round trip, ${fmt((NETWORK.downloadThroughput * 8) / 1024 / 1024, 1)} Mbit/s down; median of ${RUNS} cold visits`,
  );
  for (const [name, path, ready] of PAGES) {
    for (const compressed of [false, true]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await visit(browser, `http://127.0.0.1:${port}${path}`, ready, compressed));
      const m = (key) => median(runs.map((r) => r[key]));
      out(
        `  ${name} (${path}), ${compressed ? 'compressed  ' : 'uncompressed'}: ${fmt(m('wire') / 1024)} kB on the wire (${fmt(m('decoded') / 1024)} kB decoded) in ${m('requests')} requests; sign-in button after ${fmt(m('ms'))} ms`,
      );
    }
  }
} finally {
  await browser.close();
  platform.kill();
  rmSync(dir, { recursive: true, force: true });
}
