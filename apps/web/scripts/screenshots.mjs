/**
 * Screenshots of the built app (no server needed): serves apps/web/dist with `vite preview` on 4173
 * (unless something already answers there), plants fake session cookies and answers /graphql from
 * mock-data.mjs. Usage: npm run build -w apps/web && node apps/web/scripts/screenshots.mjs [outDir]
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { adminSession, clientDevices, deviceSession, fleetSession, responses } from './mock-data.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.argv[2] ?? '/tmp/gps-web-shots';
const base = process.env.SHOTS_BASE ?? 'http://localhost:4173';
const cookieName = process.env.VITE_SESSION_COOKIE || 'gps_session';
mkdirSync(outDir, { recursive: true });

async function reachable() {
  try {
    return (await fetch(base)).ok;
  } catch {
    return false;
  }
}

async function startPreview() {
  if (await reachable()) return null;
  const child = spawn('npx', ['vite', 'preview', '--port', '4173', '--strictPort'], {
    cwd: webDir,
    stdio: 'ignore',
  });
  for (let i = 0; i < 60; i += 1) {
    if (await reachable()) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('vite preview did not start on 4173');
}

/** Answers each GraphQL operation by name; `overrides` can replace an answer with errors. */
async function mockGraphql(page, overrides = {}) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() ?? {};
    const name = body.operationName;
    const override = overrides[name];
    if (override) {
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(override) });
      return;
    }
    const answer = responses[name];
    const data = typeof answer === 'function' ? answer(body.variables) : answer;
    if (!data) {
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: `no mock for ${name}`, extensions: { code: -1 } }] }),
      });
      return;
    }
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data }) });
  });
  // No internet here: tiles fail fast; the map keeps its grey background.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

async function newPage(browser, { session, language = 'en-US', width = 1440, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, locale: language });
  await context.addInitScript((lng) => globalThis.localStorage.setItem('gps.language', lng), language);
  if (session) {
    await context.addCookies([
      { name: cookieName, value: encodeURIComponent(JSON.stringify(session)), url: base },
    ]);
  }
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
      console.log(`  [console.${msg.type()}] ${msg.text().slice(0, 300)}`);
  });
  page.on('pageerror', (err) => console.log(`  [pageerror] ${err.message}`));
  return page;
}

async function shot(page, name) {
  await page.waitForTimeout(400);
  const path = join(outDir, `${name}.png`);
  await page.screenshot({ path });
  console.log(`saved ${path}`);
}

const preview = await startPreview();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

try {
  // Public pages.
  let page = await newPage(browser);
  await mockGraphql(page);
  await page.goto(`${base}/`);
  await page.getByTestId('client-login').waitFor();
  await shot(page, '01-client-login-en');

  page = await newPage(browser, { language: 'zh-TW' });
  await mockGraphql(page);
  await page.goto(`${base}/`);
  await page.getByTestId('client-login').waitFor();
  await shot(page, '02-client-login-zh');

  await page.goto(`${base}/admin/login`);
  await page.getByTestId('admin-login').waitFor();
  await shot(page, '03-admin-login-zh');

  page = await newPage(browser);
  await mockGraphql(page);
  await page.goto(`${base}/admin/login`);
  await page.getByTestId('admin-login').waitFor();
  await shot(page, '04-admin-login-en');

  await page.goto(`${base}/forgetPassword`);
  await page.getByTestId('forget-password').waitFor();
  await shot(page, '05-forget-password');

  await page.goto(`${base}/resetPassword?key=abc123`);
  await page.getByTestId('reset-password').waitFor();
  await shot(page, '06-reset-password');

  await page.goto(`${base}/PrivatePolicy`);
  await page.getByTestId('privacy-policy').waitFor();
  await shot(page, '07-privacy-policy');

  // Guard: a client page without a session goes to /, a back-office page to /admin/login.
  await page.goto(`${base}/main/monitor`);
  await page.getByTestId('client-login').waitFor();
  console.log(`  /main/monitor without session -> ${new URL(page.url()).pathname}`);
  await page.goto(`${base}/admin/device`);
  await page.getByTestId('admin-login').waitFor();
  console.log(`  /admin/device without session -> ${new URL(page.url()).pathname}`);

  // Customer area: fleet account with a sub-fleet and 3 devices.
  page = await newPage(browser, { session: fleetSession });
  await mockGraphql(page);
  await page.goto(`${base}/main/monitor`);
  await page.getByTestId('tree-node-fleet:fleet-1').waitFor();
  await shot(page, '10-client-monitor-empty');
  await page.locator('[role=treeitem]').first().locator('.ant-tree-checkbox').click();
  await page.waitForTimeout(800);
  await shot(page, '11-client-monitor-selected');
  await page.getByTestId('tree-node-device:dev-2').click({ button: 'right' });
  await page.waitForTimeout(300);
  await page.locator('.ant-dropdown-menu-submenu-title').first().hover();
  await page.waitForTimeout(400);
  await shot(page, '12-client-tree-context-menu');
  await page.keyboard.press('Escape');
  await page.mouse.click(900, 500);
  await page.waitForTimeout(600);
  await page.getByTestId('tree-node-device:dev-1').click({ button: 'right' });
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').last().getByText('Edit device info').click();
  await page.getByTestId('device-dialog').waitFor();
  await shot(page, '13-client-device-dialog');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(600);
  await page.getByTestId('tree-node-fleet:fleet-2').click({ button: 'right' });
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').last().getByText('Edit sub-fleet').click();
  await page.getByTestId('sub-fleet-dialog').waitFor();
  await shot(page, '14-client-sub-fleet-dialog');
  await page.keyboard.press('Escape');
  await page.goto(`${base}/main/statistics/mileagePerDay?fleetId=fleet-2`);
  await page.getByTestId('coming-soon').waitFor();
  await shot(page, '15-client-statistics');
  await page.goto(`${base}/main/history`);
  await page.getByTestId('coming-soon').first().waitFor();
  await page.getByTestId('side-panel-hide').click();
  await shot(page, '16-client-history-panel-hidden');

  // zh-TW customer area.
  page = await newPage(browser, { session: fleetSession, language: 'zh-TW' });
  await mockGraphql(page);
  await page.goto(`${base}/main/monitor`);
  await page.getByTestId('tree-node-fleet:fleet-1').waitFor();
  await page.locator('[role=treeitem]').first().locator('.ant-tree-checkbox').click();
  await shot(page, '17-client-monitor-zh');

  // A single-device account at 1280 px: sorting enabled, no multi-monitor tab, no remote without slot 2.
  page = await newPage(browser, { session: deviceSession, width: 1280, height: 800 });
  await mockGraphql(page, {
    Devices: { data: { devices: { __typename: 'DevicePage', total: 1, rows: [clientDevices[1]] } } },
  });
  await page.goto(`${base}/main/monitor`);
  await page.getByTestId('tree-node-device:dev-2').waitFor();
  await page.locator('[role=treeitem]').first().locator('.ant-tree-checkbox').click();
  await shot(page, '18-device-account-1280');
  for (const path of ['/main/remote', '/main/multiMonitor', '/admin/account']) {
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(500);
    console.log(`  device account ${path} -> ${new URL(page.url()).pathname}`);
  }

  // Back office at 1920 px.
  page = await newPage(browser, { session: adminSession, width: 1920, height: 1080 });
  await mockGraphql(page);
  await page.goto(`${base}/admin/device`);
  await page.locator('.ant-table-row').first().waitFor();
  await shot(page, '19-admin-devices-1920');

  // Back office.
  page = await newPage(browser, { session: adminSession });
  await mockGraphql(page);
  await page.goto(`${base}/admin`);
  await page.getByTestId('accounts-page').waitFor();
  await page.locator('.ant-table-row').first().waitFor();
  await shot(page, '20-admin-accounts');
  await page.getByRole('button', { name: 'Add account' }).click();
  await page.getByTestId('account-dialog').waitFor();
  await shot(page, '21-admin-account-dialog');
  await page.keyboard.press('Escape');

  await page.goto(`${base}/admin/permission`);
  await page.locator('.ant-table-row').first().waitFor();
  await shot(page, '22-admin-permissions');
  await page.locator('.ant-table-row').nth(1).getByRole('button').click();
  await page.getByTestId('permission-dialog').waitFor();
  await shot(page, '23-admin-permission-editor');
  await page.keyboard.press('Escape');

  await page.goto(`${base}/admin/device`);
  await page.locator('.ant-table-row').first().waitFor();
  await page.locator('.ant-table-row').nth(0).locator('.ant-checkbox-input').check();
  await page.locator('.ant-table-row').nth(3).locator('.ant-checkbox-input').check();
  await shot(page, '24-admin-devices');
  await page.locator('.ant-table-row').nth(0).getByRole('button').click();
  await page.getByTestId('device-dialog').waitFor();
  await shot(page, '25-admin-device-dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add devices' }).click();
  await page.getByTestId('add-devices-input').fill('860123456789020\n860123456789012\n12ab');
  await shot(page, '26-admin-add-devices');
  await page.keyboard.press('Escape');

  await page.goto(`${base}/admin/fleet`);
  await page.locator('.ant-table-row').first().waitFor();
  await shot(page, '27-admin-fleets');
  await page.goto(`${base}/admin/fleet/subFleet/fleet-1`);
  await page.locator('.ant-table-row').first().waitFor();
  await shot(page, '28-admin-sub-fleets');

  await page.goto(`${base}/admin/setting`);
  await page.getByTestId('settings-page').waitFor();
  await page.locator('.ant-switch').first().waitFor();
  await shot(page, '29-admin-settings');

  await page.goto(`${base}/admin/systemLog`);
  await page.locator('.ant-table-row').first().waitFor();
  await shot(page, '30-admin-system-log');

  await page.goto(`${base}/admin/vipPlan/coupon`);
  await page.getByTestId('coming-soon').waitFor();
  await page.waitForTimeout(500);
  console.log(`  /admin/vipPlan/coupon with showCoupon=0 -> ${new URL(page.url()).pathname}`);

  await page.goto(`${base}/admin/statistics/overspeedPerMonth`);
  await page.getByTestId('coming-soon').waitFor();
  await shot(page, '31-admin-statistics');

  // Error dialog: a session failure (-9) on the accounts list; closing goes to /admin/login.
  page = await newPage(browser, { session: adminSession });
  await mockGraphql(page, {
    Accounts: {
      errors: [{ message: 'session idled out', extensions: { code: -9, httpStatus: 401 } }],
      data: null,
    },
  });
  await page.goto(`${base}/admin/account`);
  await page.getByTestId('error-dialog').waitFor();
  await shot(page, '32-error-dialog-session');
  await page.getByTestId('error-dialog-close').click();
  await page.getByTestId('admin-login').waitFor();
  const cookies = await page.context().cookies();
  console.log(
    `  after closing: ${new URL(page.url()).pathname}, session cookie ${cookies.some((c) => c.name === cookieName) ? 'kept' : 'removed'}`,
  );
} finally {
  await browser.close();
  if (preview) preview.kill();
}
