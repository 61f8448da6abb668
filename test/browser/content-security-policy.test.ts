import { eventually, openTab } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin, signInAsClient } from './support/sign-in';

/**
 * The web app works under the server's Content-Security-Policy (docs/decisions/inputs-and-headers.md):
 * the main pages of both areas and the API docs page load without a single violation. `openTab`
 * reports every violation (the document's securitypolicyviolation events and Chromium's "Refused to
 * ..." console lines) as a page error, so every browser test fails on one; the first case shows that
 * a violation is indeed noticed.
 */
jest.setTimeout(180_000);

const web = useBrowserApp();

/** A fleet with one device that has reported, so the monitor draws a map with tiles and a marker. */
async function fleetWithADevice(): Promise<{ account: string; password: string }> {
  const { app } = web;
  const admin = await app.adminToken();
  const account = 'csp-fleet';
  const password = 'csp-fleet-pass';
  const fleet = await app.ok('createFleet', { account, password, alias: 'CSP fleet' }, admin);
  await app.ok('addDevices', { deviceSerialNumbers: ['867000000000010'] }, admin);
  await app.ok('allocationDevice', { deviceSerialNumbers: ['867000000000010'], fleetId: fleet.id }, admin);
  return { account, password };
}

it('a violation is noticed: an inline script and an image from another origin are refused and reported', async () => {
  // A tab of its own: its violations are what this case expects, where the test's tab must see none.
  const { context, page, pageErrors } = await openTab(web.browser, web.app);
  try {
    await page.goto('/');
    await page.getByTestId('client-login').waitFor();
    await page.evaluate(() => {
      const document = (globalThis as any).document;
      const script = document.createElement('script');
      script.textContent = '(globalThis).injected = true';
      document.head.append(script);
      const image = document.createElement('img');
      image.src = 'https://images.example.org/pixel.png';
      document.body.append(image);
    });
    await eventually(async () => pageErrors.length >= 2, 'the violations to be reported');
    expect(await page.evaluate(() => (globalThis as any).injected)).toBeUndefined();
    expect(pageErrors.join('\n')).toMatch(/script-src/);
    expect(pageErrors.join('\n')).toMatch(/img-src/);
  } finally {
    await context.close();
  }
});

it('the sign-in pages and the back office load without a violation', async () => {
  const { page, pageErrors } = web.tab;
  await page.goto('/');
  await page.getByTestId('client-login').waitFor();
  await signInAsAdmin(page);
  for (const [path, testId] of [
    ['/admin/account', 'accounts-page'],
    ['/admin/permission', 'permissions-page'],
    ['/admin/device', 'devices-page'],
    ['/admin/fleet', 'fleets-page'],
    ['/admin/systemLog', 'system-log-page'],
    ['/admin/setting', 'settings-page'],
  ]) {
    await page.goto(path);
    await page.getByTestId(testId).waitFor();
  }
  expect(pageErrors).toEqual([]);
});

it('the customer area (monitor with its map and live updates, remote, recordings) loads without a violation', async () => {
  const { page, pageErrors } = web.tab;
  const fleet = await fleetWithADevice();
  const tilesRequested: string[] = [];
  page.on('request', (request) => {
    if (/tile\.openstreetmap\.org/.test(request.url())) tilesRequested.push(request.url());
  });
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto('/');
  await signInAsClient(page, fleet.account, fleet.password);
  await page.waitForURL('**/main/monitor');
  await page.getByTestId('monitor-map').waitFor();
  // The tiles were asked for (and failed only for want of internet), not refused by the policy.
  await eventually(async () => tilesRequested.length > 0, 'the map to ask for tiles');
  // Live updates (graphql-ws) connect to this origin: 'self' covers ws: on the same host.
  await eventually(async () => sockets.some((url) => url.endsWith('/graphql')), 'the live updates socket');
  for (const [path, testId] of [
    ['/main/remote', 'remote-page'],
    ['/main/record', 'record-page'],
    ['/main/monitor', 'monitor-page'],
  ]) {
    await page.goto(path);
    await page.getByTestId(testId).waitFor();
  }
  expect(pageErrors).toEqual([]);
});

it('the API docs page (Swagger UI) renders the document without a violation', async () => {
  const { page, pageErrors } = web.tab;
  await page.goto('/api/docs');
  await page.locator('.swagger-ui .information-container').waitFor();
  await page.getByText('/api/loginAccount', { exact: true }).first().waitFor();
  expect(pageErrors).toEqual([]);
});
