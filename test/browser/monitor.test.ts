import { imeiOf } from '@gps/codes';
import type { Locator, Page, WebSocketRoute } from 'playwright-core';
import { DeviceIcon } from '@gps/codes';
import { eventually, text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsClient } from './support/sign-in';
import { SimulatedTracker } from './support/tracker';
import { untickInTree } from './support/vehicle-tree';

/**
 * The monitor's behaviour in a real browser against the real platform with its device gateway:
 * vehicle icons, a click that locates, the remembered selection, the last report, and the state
 * shown while the live connection is down.
 */
jest.setTimeout(120_000);

const web = useBrowserApp({ GATEWAY: 'inline' });
let admin: string;
let fleets = 0;
/** The 14 digits of the next IMEI, before its check digit. */
let nextImeiBody = 86_170_000_000_000;
const trackers: SimulatedTracker[] = [];

beforeAll(async () => {
  admin = await web.app.adminToken();
  // An hour: whatever changes within a case came over the live subscription.
  await web.app.ok('editSystemSetting', { id: 'refreshFrequency', value: '3600' }, admin);
});

beforeEach(async () => {
  // The browser's "now" is the platform's, so a report just made is seconds old, not stale.
  await web.tab.context.clock.setFixedTime(web.app.clock.now());
});

afterEach(async () => {
  await Promise.all(trackers.splice(0).map((t) => t.stop()));
});

interface Fleet {
  account: string;
  password: string;
  serials: string[];
}

async function fleetWithDevices(count: number): Promise<Fleet> {
  fleets += 1;
  const account = `monitorfleet${fleets}`;
  const password = `${account}-pass`;
  const fleet = await web.app.ok('createFleet', { account, password: password, alias: account }, admin);
  const serials = Array.from({ length: count }, () => imeiOf(String(nextImeiBody++)));
  await web.app.ok('addDevices', { deviceSerialNumbers: serials }, admin);
  await web.app.ok('allocationDevice', { deviceSerialNumbers: serials, fleetId: fleet.id }, admin);
  return { account, password, serials };
}

function report(serial: string): void {
  const tracker = new SimulatedTracker(web.app, serial);
  trackers.push(tracker);
  tracker.report();
}

async function signIn(page: Page, fleet: Fleet): Promise<void> {
  await eventually(async () => web.app.platform.liveHub.subscribers === 0, 'earlier pages to unsubscribe');
  await page.goto('/');
  await signInAsClient(page, fleet.account, fleet.password);
  await page.waitForURL('**/main/monitor');
  await eventually(async () => web.app.platform.liveHub.subscribers >= 2, 'the live subscriptions');
}

function treeName(page: Page, serial: string): Locator {
  return page
    .getByTestId('vehicle-panel')
    .getByTestId(/^tree-node-device:/)
    .filter({ hasText: serial });
}

function card(page: Page, serial: string): Locator {
  return page.getByTestId('selected-vehicles').locator('.selected-list__item', { hasText: serial });
}

async function selectedCount(page: Page, count: number): Promise<void> {
  await page.getByTestId('vehicle-panel').getByText(zh('tree.selected', { count })).waitFor();
}

async function popupShows(page: Page, serial: string): Promise<void> {
  await page.getByTestId('monitor-map').locator('.leaflet-popup-content', { hasText: serial }).waitFor();
}

/** A translation with a number in it, as a pattern matching any number. */
function withAnyCount(key: string): RegExp {
  const [before, after] = zh(key, { count: 0 }).split('0');
  return new RegExp(`${before}\\d+${after}`);
}

describe('the monitor in the browser', () => {
  it('shows a small fleet whole with each chosen icon, locates on a click, and remembers the ticks', async () => {
    const { page } = web.tab;
    const fleet = await fleetWithDevices(3);
    const [truck, boat, silent] = fleet.serials;
    await web.app.ok('editDevice', { deviceSerialNumber: truck, deviceIcon: DeviceIcon.TRUCK }, admin);
    await web.app.ok('editDevice', { deviceSerialNumber: boat, deviceIcon: DeviceIcon.BOAT }, admin);
    report(truck);
    report(boat);
    await signIn(page, fleet);

    // A first sign-in of a small fleet: every vehicle ticked, each drawn with its own icon.
    await selectedCount(page, 3);
    const map = page.getByTestId('monitor-map');
    await map.locator(`.vehicle-marker svg[data-icon="${DeviceIcon.TRUCK}"]`).waitFor();
    await map.locator(`.vehicle-marker svg[data-icon="${DeviceIcon.BOAT}"]`).waitFor();
    expect(await map.locator('.vehicle-marker').count()).toBe(2);
    await treeName(page, truck).locator(`svg[data-icon="${DeviceIcon.TRUCK}"]`).waitFor();
    await treeName(page, boat).locator(`svg[data-icon="${DeviceIcon.BOAT}"]`).waitFor();

    // The last report: to the second and how long ago; "never reported" for the silent one.
    await card(page, truck)
      .getByTestId('last-report')
      .getByText(/\d{2}:\d{2}:\d{2}/)
      .waitFor();
    await card(page, truck)
      .getByTestId('last-report')
      .getByText(withAnyCount('monitor.ago.seconds'))
      .waitFor();
    await card(page, silent).getByTestId('last-report').getByText(zh('monitor.neverReported')).waitFor();

    // A click on a name locates the vehicle and leaves its tick alone.
    await treeName(page, truck).getByText(truck).click();
    await popupShows(page, truck);
    await selectedCount(page, 3);

    // A click on the name of an unticked vehicle ticks it and locates it.
    await untickInTree(page, boat);
    await selectedCount(page, 2);
    await treeName(page, boat).getByText(boat).click();
    await selectedCount(page, 3);
    await popupShows(page, boat);

    // A card in the list locates its vehicle too.
    await card(page, truck).click();
    await popupShows(page, truck);

    // The ticks are the account's: a reload shows the same, and so does the next sign-in.
    await untickInTree(page, boat);
    await selectedCount(page, 2);
    await page.reload();
    await treeName(page, boat).waitFor();
    await selectedCount(page, 2);
    expect(await card(page, boat).count()).toBe(0);
    await card(page, truck).waitFor();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: text(zh('userMenu.logout')) }).click();
    await page.getByTestId('client-login').waitFor();
    await signIn(page, fleet);
    await treeName(page, boat).waitFor();
    await selectedCount(page, 2);
    expect(await card(page, boat).count()).toBe(0);
  });

  it('says the live connection is lost, marks the vehicles stale, and clears both once it is back', async () => {
    const { page } = web.tab;
    // Try Again Later (1013): a close graphql-ws retries, as it retries a lost (1006) connection.
    const unreachable = { code: 1013, reason: 'unreachable' };
    let down = false;
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/graphql/, (ws) => {
      if (down) {
        // The server is unreachable: every reconnection attempt fails.
        void ws.close(unreachable);
        return;
      }
      sockets.push(ws);
      ws.connectToServer();
    });
    const fleet = await fleetWithDevices(1);
    const [serial] = fleet.serials;
    report(serial);
    await signIn(page, fleet);
    await card(page, serial).waitFor();
    expect(await page.getByTestId('monitor-disconnected').count()).toBe(0);
    expect(await card(page, serial).getByTestId('stale-vehicle').count()).toBe(0);

    down = true;
    await Promise.all(sockets.map((ws) => ws.close(unreachable)));
    await page.getByTestId('monitor-disconnected').getByText(zh('monitor.disconnected')).waitFor();
    await card(page, serial).getByTestId('stale-vehicle').getByText(zh('monitor.stale')).waitFor();
    await page.locator('.vehicle-marker--stale').waitFor();

    down = false;
    await page.getByTestId('monitor-disconnected').waitFor({ state: 'detached', timeout: 60_000 });
    await card(page, serial).getByTestId('stale-vehicle').waitFor({ state: 'detached' });
  });
});
