import { imeiOf } from '@gps/codes';
import { MULTI_MONITOR_MAX } from '@gps/contracts';
import type { Page } from 'playwright-core';
import { eventually, text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsClient } from './support/sign-in';
import { SimulatedTracker } from './support/tracker';
import { tickInTree, untickInTree } from './support/vehicle-tree';

/**
 * The multi-monitor in a real browser against the real platform and its device gateway: a fleet
 * puts four vehicles on it, each on its own map that follows it as its positions arrive, and a
 * vehicle ticked beyond the ninth is refused with the spec's message.
 */
jest.setTimeout(120_000);

const web = useBrowserApp({ GATEWAY: 'inline' });
const trackers: SimulatedTracker[] = [];
const FLEET = { account: 'multifleet', password: 'multifleet-pass', alias: '多車監控車隊' };
/** Ten vehicles: one more than the multi-monitor holds. */
const serials = Array.from({ length: MULTI_MONITOR_MAX + 1 }, (_, i) =>
  imeiOf(String(86_180_000_000_000 + i)),
);

beforeAll(async () => {
  const admin = await web.app.adminToken();
  // An hour: whatever changes within the case came over the live subscription.
  await web.app.ok('editSystemSetting', { id: 'refreshFrequency', value: '3600' }, admin);
  const fleet = await web.app.ok('createFleet', FLEET, admin);
  await web.app.ok('addDevices', { deviceSerialNumbers: serials }, admin);
  await web.app.ok('allocationDevice', { deviceSerialNumbers: serials, fleetId: fleet.id }, admin);
  for (const [i, serial] of serials.entries()) {
    await web.app.ok(
      'editDevice',
      { deviceSerialNumber: serial, carName: `車 ${String(i + 1).padStart(2, '0')}` },
      admin,
    );
  }
});

afterAll(async () => {
  await Promise.all(trackers.map((t) => t.stop()));
});

const pane = (page: Page, serial: string) => page.getByTestId(`pane-${serial}`);

async function placeOf(page: Page, serial: string): Promise<string> {
  return (await pane(page, serial).getByTestId('pane-place').textContent()) ?? '';
}

describe('the multi-monitor in the browser', () => {
  it('puts four vehicles on their own live maps, follows them, and refuses a tenth', async () => {
    const { page } = web.tab;
    await web.tab.context.clock.setFixedTime(web.app.clock.now());
    const moving = serials.slice(0, 4);
    for (const serial of moving) {
      const tracker = new SimulatedTracker(web.app, serial);
      trackers.push(tracker);
      tracker.report();
    }

    await page.goto('/');
    await signInAsClient(page, FLEET.account, FLEET.password);
    await page.waitForURL('**/main/monitor');
    await eventually(async () => web.app.platform.liveHub.subscribers >= 2, 'the live subscriptions');
    // A small fleet's first sign-in ticks it whole: start from nothing, then tick four.
    await untickInTree(page, FLEET.alias);
    await page
      .getByTestId('top-tabs')
      .getByRole('menuitem', { name: text(zh('client.tabs.multiMonitor')) })
      .click();
    await page
      .getByTestId('multi-monitor')
      .getByText(zh('multiMonitor.none', { max: 9 }))
      .waitFor();
    for (const i of [1, 2, 3, 4]) await tickInTree(page, `車 0${i}`);

    // Four panes in a 2 x 2 grid, each with its vehicle's name, speed, status and last report.
    for (const serial of moving) await pane(page, serial).locator('.leaflet-marker-icon').waitFor();
    await page.locator('.multi-monitor__grid--4').waitFor();
    expect(await page.locator('.pane:not(.pane--empty)').count()).toBe(4);
    await pane(page, moving[0]).getByText('車 01').waitFor();
    await pane(page, moving[0]).getByTestId('pane-speed').waitFor();
    await pane(page, moving[0])
      .getByTestId('last-report')
      .getByText(/\d{2}:\d{2}:\d{2}/)
      .waitFor();

    // The vehicles drive on: each pane's position follows its own reports.
    const before = await Promise.all(moving.map((s) => placeOf(page, s)));
    for (const tracker of trackers) tracker.report(60);
    await eventually(async () => {
      const after = await Promise.all(moving.map((s) => placeOf(page, s)));
      return after.every((place, i) => place !== before[i]);
    }, 'every pane to follow its vehicle');
    // The map moved with it: the marker stays in the middle of its pane.
    const box = await pane(page, moving[0]).locator('.pane__map').boundingBox();
    const marker = await pane(page, moving[0]).locator('.leaflet-marker-icon').boundingBox();
    expect(box && marker).toBeTruthy();
    expect(Math.abs(marker!.x + marker!.width / 2 - (box!.x + box!.width / 2))).toBeLessThan(2);

    // Ticking the whole fleet fills nine panes and refuses the tenth with the spec's message.
    await tickInTree(page, FLEET.alias);
    await page
      .getByText(zh('multiMonitor.tooMany', { max: 9 }))
      .first()
      .waitFor();
    await page.getByTestId('multi-monitor-refused').waitFor();
    await page.locator('.multi-monitor__grid--9').waitFor();
    expect(await page.locator('.pane:not(.pane--empty)').count()).toBe(MULTI_MONITOR_MAX);
    expect(await pane(page, serials[MULTI_MONITOR_MAX]).count()).toBe(0);
    // The four chosen first keep their panes.
    for (const serial of moving) await pane(page, serial).waitFor();

    // Unticking one makes room: the refused vehicle takes it.
    await untickInTree(page, '車 01');
    await pane(page, serials[MULTI_MONITOR_MAX]).waitFor();
    await page.getByTestId('multi-monitor-refused').waitFor({ state: 'detached' });
  });
});
