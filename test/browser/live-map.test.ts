import type { Locator, Page } from 'playwright-core';
import { fixAt, type RawTracker } from '../support/raw-tracker';
import { eventually } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { TAIPEI, TAOYUAN, crowdedFleet } from './support/crowd';
import { signInAsClient } from './support/sign-in';

/**
 * The monitor with a fleet too big to draw vehicle by vehicle, in a real browser against the real
 * platform and gateway: vehicles close together are clusters with their count, zooming in splits
 * them, every ticked vehicle has a card (the list is virtual, not cut), and a card's vehicle is
 * located and followed on the map. Any page error fails the journey (useBrowserApp).
 */
jest.setTimeout(180_000);

const web = useBrowserApp({ GATEWAY: 'inline' });
const trackers: RawTracker[] = [];

/** More than the 100 cards the list used to stop at, and than the 50 vehicles drawn one by one. */
const IN_TAIPEI = 100;
const IN_TAOYUAN = 50;
const VEHICLES = IN_TAIPEI + IN_TAOYUAN;
/** How far from the map's centre a centred marker may be drawn (px: rounding of the projection). */
const CENTRE_TOLERANCE_PX = 2;
/** How far the followed vehicle drives (degrees of latitude, about 300 m): off the screen's centre unless followed. */
const DRIVE_DEGREES = 0.003;

beforeEach(async () => {
  // The browser's "now" is the platform's, so a report just made is current, not stale.
  await web.tab.context.clock.setFixedTime(web.app.clock.now());
});

afterEach(async () => {
  await Promise.all(trackers.splice(0).map((t) => t.close()));
});

async function tickWholeFleet(page: Page): Promise<void> {
  const fleetRow = page.locator('.ant-tree-treenode', { has: page.getByTestId(/^tree-node-fleet:/) }).first();
  await fleetRow.locator('.ant-tree-checkbox').click();
}

/** The counts the map's clusters show, smallest first. */
async function clusterCounts(page: Page): Promise<number[]> {
  const labels = await page.getByTestId('monitor-map').getByTestId('vehicle-cluster').allTextContents();
  return labels.map(Number).sort((a, b) => a - b);
}

/** How far (px) the centre of `inner` is from the centre of `outer`. */
async function offCentreOf(inner: Locator, outer: Locator): Promise<number> {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  return Math.hypot(a.x + a.width / 2 - (b.x + b.width / 2), a.y + a.height / 2 - (b.y + b.height / 2));
}

/** How far (px) the marker is drawn from the centre of the map. */
function offCentre(page: Page, marker: Locator): Promise<number> {
  return offCentreOf(marker.locator('.vehicle-marker__pin'), page.getByTestId('monitor-map'));
}

describe('a whole fleet on the live map', () => {
  it('clusters a crowd with its count, splits it when zoomed in, lists every vehicle, and follows the last card', async () => {
    const { page } = web.tab;
    const fleet = await crowdedFleet(web.app, 'crowdfleet', 'crowd-pass-01', '86031', [
      { ...TAIPEI, vehicles: IN_TAIPEI },
      { ...TAOYUAN, vehicles: IN_TAOYUAN },
    ]);
    trackers.push(...fleet.trackers);
    await page.goto('/');
    await signInAsClient(page, 'crowdfleet', 'crowd-pass-01');
    await page.waitForURL('**/main/monitor');
    await tickWholeFleet(page);

    // Seen whole, each crowd is one disc with how many vehicles it holds, and no vehicle on its own.
    const map = page.getByTestId('monitor-map');
    await eventually(
      async () => (await clusterCounts(page)).join() === `${IN_TAOYUAN},${IN_TAIPEI}`,
      'two clusters',
    );
    expect(await map.locator('.vehicle-marker').count()).toBe(0);
    // The count is written in the middle of its disc.
    const disc = map.locator('.vehicle-cluster', { hasText: String(IN_TAIPEI) });
    expect(await offCentreOf(disc.getByTestId('vehicle-cluster'), disc)).toBeLessThanOrEqual(
      CENTRE_TOLERANCE_PX,
    );
    // A bigger crowd has another colour (blue up to 9, orange up to 99, red past).
    const colourOf = (count: number) =>
      map
        .locator('.vehicle-cluster', { hasText: String(count) })
        .evaluate((el) => (globalThis as any).getComputedStyle(el).backgroundColor as string);
    expect(await colourOf(IN_TAIPEI)).not.toBe(await colourOf(IN_TAOYUAN));

    // A click on a disc zooms in to where it splits, until its vehicles are drawn each on its own.
    await map.getByTestId('vehicle-cluster').getByText(String(IN_TAIPEI), { exact: true }).click();
    await eventually(async () => {
      const discs = map.getByTestId('vehicle-cluster');
      if ((await discs.count()) > 0) await discs.first().click();
      return (await map.locator('.vehicle-marker').count()) === IN_TAIPEI;
    }, 'the crowd split');
    expect(await clusterCounts(page)).toEqual([]);

    // Every ticked vehicle has a card: scrolled to the end, the list shows the last one.
    const list = page.getByTestId('selected-vehicles');
    const last = list.locator('.selected-list__item', { hasText: fleet.serials[VEHICLES - 1] });
    await list.locator('.selected-list__item').first().waitFor();
    expect(await last.count()).toBe(0);
    await list.hover();
    await eventually(async () => {
      await page.mouse.wheel(0, 20_000);
      return (await last.count()) === 1;
    }, 'the last card');
    // Virtual: a window of cards is built, not one per vehicle.
    expect(await list.locator('.selected-list__item').count()).toBeLessThan(VEHICLES / 4);

    // Its card locates the vehicle: centred on the map, its popup open; then the map follows it.
    await last.click();
    const serial = fleet.serials[VEHICLES - 1];
    await map.locator('.leaflet-popup-content', { hasText: serial }).waitFor();
    const marker = map.locator('.vehicle-marker', { hasText: serial });
    expect(await offCentre(page, marker)).toBeLessThanOrEqual(CENTRE_TOLERANCE_PX);
    await map.getByTestId('follow-vehicle').click();
    await map.getByTestId('map-following').waitFor();
    const pane = map.locator('.leaflet-map-pane');
    const panned = await pane.getAttribute('style');

    // It drives on about 300 m north: the map moves with it and keeps it in the centre.
    web.app.clock.advance(30_000);
    const place = fleet.places[VEHICLES - 1];
    const fix = { ...fixAt(web.app.clock.now(), 0), ...place, latitude: place.latitude + DRIVE_DEGREES };
    fleet.trackers[VEHICLES - 1].position(fix, 2);
    await eventually(
      async () => (await pane.getAttribute('style')) !== panned,
      'the map to move with the vehicle',
    );
    expect(await offCentre(page, marker)).toBeLessThanOrEqual(CENTRE_TOLERANCE_PX);
    await map.getByTestId('map-following').waitFor();

    // A vehicle located from the tree has its card brought into view, however far up the list.
    const firstSerial = fleet.serials[0];
    const first = list.locator('.selected-list__item', { hasText: firstSerial });
    expect(await first.count()).toBe(0);
    await page
      .getByTestId('vehicle-panel')
      .getByTestId(/^tree-node-device:/)
      .filter({ hasText: firstSerial })
      .getByText(firstSerial)
      .click();
    await map.locator('.leaflet-popup-content', { hasText: firstSerial }).waitFor();
    await first.waitFor();
  });
});
