import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestApp } from '../support/app-harness';

/**
 * Help (docs/decisions/help-and-device-replies.md): the web app always links to /help. Unset,
 * HELP_URL leaves /help to the web app, whose own help page answers; set, /help leads there.
 */
const webDist = mkdtempSync(join(tmpdir(), 'gps-web-'));
const INDEX = '<!doctype html><title>GPS</title><div id="root"></div>';
const OPERATOR_HELP = 'https://support.example.com/gps-manual';

let plain: TestApp;
let configured: TestApp;

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), INDEX);
  plain = await TestApp.start({ WEB_DIST: webDist });
  configured = await TestApp.start({ WEB_DIST: webDist, HELP_URL: OPERATOR_HELP });
});
afterAll(async () => {
  await Promise.all([plain.stop(), configured.stop()]);
  rmSync(webDist, { recursive: true, force: true });
});

it('serves the web app (and so its own help page) at /help when no address is configured', async () => {
  const res = await fetch(`${plain.server.url}/help`, { redirect: 'manual' });
  expect(res.status).toBe(200);
  expect(await res.text()).toBe(INDEX);
});

it('sends /help to the configured HELP_URL', async () => {
  const res = await fetch(`${configured.server.url}/help`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe(OPERATOR_HELP);
});
