import type { Page } from 'playwright-core';
import { text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { fleetWithVehicles, imeis } from './support/fleet';
import { dialog, drawCircle, drawPolygon, placeMarker } from './support/places';
import { signInAsClient } from './support/sign-in';
import { untickInTree } from './support/vehicle-tree';

/**
 * The monitor's places in a real browser against the real platform: a fleet draws a circle and a
 * polygon fence and saves them, copies one to its other vehicle (both listed), and places a marker
 * on the map; the ticked vehicles' places are on the monitor map and leave it when unticked.
 */
jest.setTimeout(120_000);

const web = useBrowserApp();
const FLEET = { account: 'placesfleet', password: 'placesfleet-pass' };
const [first, second, stopped] = imeis('8618', 3);
const NAMES = ['圍籬 01', '圍籬 02', '停用 03'];

beforeAll(async () => {
  await fleetWithVehicles(web.app, FLEET.account, FLEET.password, [first, second, stopped], (i) => NAMES[i]);
  // A vehicle out of service: the server refuses its places, so the page does not ask for them.
  await web.app.ok('stopDeviceService', { deviceSerialNumbers: [stopped] }, await web.app.adminToken());
});

async function monitor(page: Page): Promise<void> {
  await page.goto('/');
  await signInAsClient(page, FLEET.account, FLEET.password);
  await page.waitForURL('**/main/monitor');
  // A small fleet's first sign-in ticks every vehicle.
  await page.getByTestId('selected-vehicles').getByText(first).waitFor();
}

const fences = async (serial: string) =>
  (
    await web.app.ok(
      'getFences',
      { deviceSerialNumber: serial },
      await web.app.clientToken(FLEET.account, FLEET.password),
    )
  ).rows;

describe('fences and markers on the monitor', () => {
  it('draws a circle and a polygon fence, copies one to another vehicle, and places a marker', async () => {
    const { page } = web.tab;
    await monitor(page);
    const side = page.locator('.monitor__side');
    const map = page.getByTestId('monitor-map');
    await side.getByRole('tab', { name: zh('monitor.tabs.fences') }).click();
    const list = page.getByTestId('fence-list');
    await list.getByText(zh('placeList.noFences')).waitFor();
    await list.getByText(zh('placeList.expired', { count: 1 })).waitFor();

    // A circle for the first ticked vehicle, pressed and dragged on the fence map.
    await list.getByRole('button', { name: text(zh('placeList.addFence')) }).click();
    let form = dialog(page, zh('places.fence.addTitle'));
    await form.getByText(zh('places.fence.enter')).click();
    let mapDialog = await drawCircle(page, form);
    await mapDialog.getByRole('button', { name: text(zh('common.save')) }).click();
    await form.getByTestId('fence-shape-summary').getByText(/\d+/).waitFor();
    await form.getByRole('button', { name: text(zh('common.save')) }).click();
    await list.getByTestId('place-item').getByText(zh('places.targetTypes.home')).waitFor();

    // A polygon of three corners, a custom target with its typed name.
    await list.getByRole('button', { name: text(zh('placeList.addFence')) }).click();
    form = dialog(page, zh('places.fence.addTitle'));
    await form.getByText(zh('places.targetTypes.custom')).click();
    await form.getByLabel(zh('places.customName')).fill('北區倉庫');
    mapDialog = await drawPolygon(page, form);
    await mapDialog.getByRole('button', { name: text(zh('common.save')) }).click();
    await form.getByText(zh('places.fence.polygonSummary', { count: 3 })).waitFor();
    await form.getByRole('button', { name: text(zh('common.save')) }).click();
    await list.getByTestId('place-item').getByText('北區倉庫').waitFor();

    // The test's clock stands still: both have one creation time, and the list orders them by id.
    const saved = await fences(first);
    const circle = saved.find((f: { fenceType: number }) => f.fenceType === 1);
    const polygon = saved.find((f: { fenceType: number }) => f.fenceType === 2);
    expect(saved).toHaveLength(2);
    expect(circle.radius).toBeGreaterThan(0);
    expect(circle.isEnterWarning).toBe(true);
    expect(polygon.coordinates).toHaveLength(3);
    expect(polygon.alias).toBe('北區倉庫');
    // Both on the map, as the spec draws fences.
    await map.locator('path.place-fence').nth(1).waitFor();
    expect(await map.locator('path.place-fence').first().getAttribute('stroke-opacity')).toBe('0.5');
    expect(await map.locator('path.place-fence').first().getAttribute('fill-opacity')).toBe('0.25');

    // The polygon copied to the other vehicle: both are listed.
    await list
      .getByTestId('place-item')
      .filter({ hasText: '北區倉庫' })
      .getByRole('button', { name: zh('common.edit') })
      .click();
    form = dialog(page, zh('places.fence.editTitle'));
    await form.getByRole('button', { name: text(zh('places.copy.button')) }).click();
    const copy = dialog(page, zh('places.copy.title'));
    // The vehicle out of service cannot be ticked, and says why.
    const refused = copy.locator('li', { hasText: NAMES[2] });
    await refused.getByText(zh('places.serviceExpiredLabel')).waitFor();
    expect(await refused.getByRole('checkbox').isDisabled()).toBe(true);
    await copy.getByText(NAMES[1]).click();
    await copy.getByRole('button', { name: text(zh('common.confirm')) }).click();
    await copy.waitFor({ state: 'detached' });
    const copies = list.getByTestId('place-item').filter({ hasText: '北區倉庫' });
    await copies.filter({ hasText: NAMES[1] }).waitFor();
    expect(await copies.count()).toBe(2);
    expect((await fences(second)).map((f: { alias: string }) => f.alias)).toEqual(['北區倉庫']);
    await map.locator('path.place-fence').nth(2).waitFor();

    // An edit saves the whole fence again, with its note.
    await list
      .getByTestId('place-item')
      .filter({ hasText: zh('places.targetTypes.home') })
      .getByRole('button', { name: zh('common.edit') })
      .click();
    form = dialog(page, zh('places.fence.editTitle'));
    await form.getByLabel(zh('places.remark')).fill('後門進出');
    await form.getByRole('button', { name: text(zh('common.save')) }).click();
    await form.waitFor({ state: 'detached' });
    const edited = (await fences(first)).find((f: { fenceType: number }) => f.fenceType === 1);
    expect(edited).toMatchObject({
      id: circle.id,
      remark: '後門進出',
      radius: circle.radius,
      isEnterWarning: true,
    });

    // A marker placed on the map.
    await side.getByRole('tab', { name: zh('monitor.tabs.markers') }).click();
    const markers = page.getByTestId('marker-list');
    await markers.getByRole('button', { name: text(zh('placeList.addMarker')) }).click();
    form = dialog(page, zh('places.marker.addTitle'));
    mapDialog = await placeMarker(page, form);
    await mapDialog.getByRole('button', { name: text(zh('common.save')) }).click();
    await form
      .getByTestId('marker-point')
      .getByText(/^\d+\.\d+,\d+\.\d+$/)
      .waitFor();
    await form.getByRole('button', { name: text(zh('common.save')) }).click();
    await markers.getByTestId('place-item').getByText(zh('places.targetTypes.home')).waitFor();
    await map.locator('.place-marker').waitFor();
    await map.locator('.place-marker__label', { hasText: zh('places.targetTypes.home') }).waitFor();

    // The tree rule: unticking a vehicle takes its places off the map and out of the lists.
    await untickInTree(page, NAMES[0]);
    await map.locator('.place-marker').waitFor({ state: 'detached' });
    await side.getByRole('tab', { name: zh('monitor.tabs.fences') }).click();
    await list.getByTestId('place-item').filter({ hasText: NAMES[0] }).first().waitFor({ state: 'detached' });
    expect(await map.locator('path.place-fence').count()).toBe(1);

    // Deleted after a confirmation: gone from the list, the map and the server.
    await list
      .getByTestId('place-item')
      .getByRole('button', { name: zh('common.delete') })
      .click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: text(zh('common.delete')) })
      .click();
    await list.getByText(zh('placeList.noFences')).waitFor();
    await map.locator('path.place-fence').waitFor({ state: 'detached' });
    expect(await fences(second)).toEqual([]);
  });
});
