// `npm run bench:live-map`: the monitor holding a whole fleet, in headless Chromium. Builds the
// bench page (apps/web/bench/live-map.html: the real vehicle tree, map and list with the network
// answered in the page from a generated fleet), serves it, loads VEHICLES vehicles all ticked, then
// feeds UPDATES_PER_SECOND live rows a second for SECONDS and prints the frame times (p50, p95,
// max) and the long tasks (PerformanceObserver 'longtask') the page measured meanwhile.
//
//   VEHICLES=10000 UPDATES_PER_SECOND=1000 SECONDS=30 npm run bench:live-map
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { fmt, loadAverage, machine, out } from './support/output.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VEHICLES = Number(process.env.VEHICLES ?? 10_000);
const UPDATES_PER_SECOND = Number(process.env.UPDATES_PER_SECOND ?? 1000);
const SECONDS = Number(process.env.SECONDS ?? 30);
/**
 * SHOTS=<dir>: instead of measuring, photographs the monitor holding the fleet (clusters, a
 * followed vehicle's popup and tail) in both languages, on a desktop and a phone (no tree there:
 * the app slides it over the map), for looking at.
 */
const SHOTS = process.env.SHOTS;
/**
 * SCROLL=1: during the measured run the vehicle list is scrolled with the mouse wheel, a step of
 * WHEEL_PX after another, from its first card towards its last: the frames then tell how smoothly
 * a whole fleet's cards scroll (with the live updates, unless UPDATES_PER_SECOND=0).
 */
const SCROLL = process.env.SCROLL === '1';
/** One wheel step (px): about three cards, a brisk turn of a mouse wheel. */
const WHEEL_PX = 400;
/** PROFILE=<file>: an unminified page, and a CPU profile of the run written there (for DevTools). */
const PROFILE = process.env.PROFILE;
/** A desktop window, as the monitor is used in a control room. */
const VIEWPORT = { width: 1440, height: 900 };
/** Settling after the fleet is drawn, before the measured run (fonts, the first clustering). */
const SETTLE_MS = 3000;
/** The page may take this long to load and draw 10,000 vehicles before the run. */
const LOAD_TIMEOUT_MS = 180_000;
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

const webRoot = new URL('../apps/web/', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'gps-live-map-'));

async function buildPage() {
  await build({
    configFile: join(webRoot, 'vite.config.ts'),
    root: join(webRoot, 'bench'),
    logLevel: 'warn',
    build: {
      outDir: dir,
      emptyOutDir: true,
      minify: !PROFILE,
      rolldownOptions: { input: join(webRoot, 'bench/live-map.html') },
    },
  });
}

function serve() {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const PHONE = { width: 390, height: 844 };
/** Live rows fed before the picture, so that the followed vehicle has a tail. */
const SHOT_UPDATES_MS = 8000;

async function photograph(browser, port) {
  for (const language of ['zh-TW', 'en-US']) {
    for (const [device, viewport, panel] of [
      ['desktop', VIEWPORT, 1],
      ['phone', PHONE, 0],
    ]) {
      const page = await browser.newPage({ viewport });
      await page.addInitScript((lng) => globalThis.localStorage.setItem('gps.language', lng), language);
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      await page.goto(`http://127.0.0.1:${port}/live-map.html?vehicles=${VEHICLES}&panel=${panel}`);
      await page
        .getByTestId('monitor-map')
        .getByText(new RegExp(`${VEHICLES}`))
        .first()
        .waitFor({ timeout: LOAD_TIMEOUT_MS });
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: join(SHOTS, `live-map-clusters-${device}-${language}.png`) });
      // Zoomed in to one vehicle: its popup, followed, with the tail it drew meanwhile.
      const first = await page.evaluate(() => globalThis.liveMapBench.movingVehicle());
      await page.evaluate((id) => globalThis.liveMapBench.locate(id), first);
      // Not `click()`: scrolling the button into view would scroll the page under the map.
      await page.getByTestId('follow-vehicle').dispatchEvent('click');
      await page.evaluate(
        ([perSecond, ms]) => globalThis.liveMapBench.run(perSecond, ms),
        [UPDATES_PER_SECOND, SHOT_UPDATES_MS],
      );
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: join(SHOTS, `live-map-follow-${device}-${language}.png`) });
      await page.close();
    }
  }
}

await buildPage();
const server = await serve();
const browser = await chromium.launch({ executablePath: CHROMIUM });
if (SHOTS) {
  try {
    await photograph(browser, server.address().port);
    out(`Screenshots in ${SHOTS}`);
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(0);
}
try {
  const page = await browser.newPage({ viewport: VIEWPORT });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Map tiles are not what is measured, and the bench runs without the internet.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const loadStarted = Date.now();
  await page.goto(
    `http://127.0.0.1:${server.address().port}/live-map.html?vehicles=${VEHICLES}&panel=${process.env.PANEL ?? 1}`,
  );
  await page
    .getByTestId('monitor-map')
    .getByText(new RegExp(`${VEHICLES}`))
    .first()
    .waitFor({ timeout: LOAD_TIMEOUT_MS });
  const loadMs = Date.now() - loadStarted;
  await page.waitForTimeout(SETTLE_MS);
  const drawn = await page.evaluate(() => ({
    markers: globalThis.document.querySelectorAll('.leaflet-marker-icon').length,
    clusters: globalThis.document.querySelectorAll('.vehicle-cluster').length,
  }));
  const cdp = PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const list = page.getByTestId('selected-vehicles');
  if (SCROLL) await list.hover();
  const measuring = page.evaluate(
    ([perSecond, ms]) => globalThis.liveMapBench.run(perSecond, ms),
    [UPDATES_PER_SECOND, SECONDS * 1000],
  );
  let wheelSteps = 0;
  if (SCROLL) {
    for (const until = Date.now() + SECONDS * 1000; Date.now() < until; wheelSteps += 1)
      await page.mouse.wheel(0, WHEEL_PX);
  }
  const figures = await measuring;
  const cardsBuilt = await list.locator('.selected-list__item').count();
  const lastCard = await list.locator('.selected-list__item').last().getAttribute('data-testid');
  if (cdp) writeFileSync(PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  if (errors.length > 0) throw new Error(`the page failed: ${errors.join('; ')}`);
  out(`Machine: ${machine()}; Chromium ${browser.version()}; load average ${loadAverage()}`);
  out(
    `${fmt(VEHICLES)} vehicles ticked, drawn in ${fmt(loadMs)} ms as ${fmt(drawn.markers)} markers (${fmt(drawn.clusters)} clusters) at ${VIEWPORT.width} × ${VIEWPORT.height}`,
  );
  out(
    `${fmt(figures.updates)} updates in ${SECONDS} s (${fmt(figures.updates / SECONDS)}/s): ${fmt(figures.frames)} frames, frame time p50 ${fmt(figures.p50, 1)} ms, p95 ${fmt(figures.p95, 1)} ms, p99 ${fmt(figures.p99, 1)} ms, max ${fmt(figures.max, 1)} ms; ${fmt(figures.longTasks)} long tasks (${fmt(figures.longTaskMs)} ms in all)`,
  );
  if (SCROLL)
    out(
      `list scrolled by ${fmt(wheelSteps)} wheel steps of ${WHEEL_PX} px: ${fmt(cardsBuilt)} cards built at the end, the last of them ${lastCard}`,
    );
} finally {
  await browser.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
