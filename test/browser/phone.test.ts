import type { Page } from 'playwright-core';
import { eventually, text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { fleetWithVehicles, imeis } from './support/fleet';
import { signInAsClient } from './support/sign-in';

/**
 * The customer area on a phone (390 x 844, an iPhone 12 to 15): sign-in, the vehicle panel, the map,
 * a vehicle's details and the remote page are usable, and nothing is wider than the screen
 * (docs/decisions/phone-layout.md).
 */
jest.setTimeout(120_000);

const web = useBrowserApp();

const PHONE = { width: 390, height: 844 };

/** Elements wider than they are shown: the document, and every area that scrolls on its own. */
async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = (globalThis as any).document;
    const scrollers = [
      doc.scrollingElement,
      ...doc.querySelectorAll('.app-content, .auth-page, .side-panel'),
    ];
    return scrollers
      .filter((el: any) => el.scrollWidth > el.clientWidth)
      .map((el: any) => `${el.className || el.tagName}: ${el.scrollWidth} > ${el.clientWidth}`);
  });
}

/** Whether a click at the centre of the element would reach it (nothing covers it). */
async function reachable(page: Page, testId: string, name: RegExp): Promise<boolean> {
  const target = page.getByTestId(testId).getByRole('button', { name });
  const box = (await target.boundingBox())!;
  const inWindow =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height;
  const hit = await target.evaluate(
    (el, [x, y]) => {
      const top = (globalThis as any).document.elementFromPoint(x, y);
      return el === top || el.contains(top);
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  return inWindow && hit;
}

describe('the customer area on a phone', () => {
  it('signs in, finds a vehicle in the panel, sees it on the map with its details, and opens the remote page', async () => {
    const { page } = web.tab;
    const [serial, other] = imeis('86021', 2);
    await fleetWithVehicles(web.app, 'phonefleet', 'phone-pass-1', [serial, other], (i) =>
      i === 0 ? '北區物流 冷凍貨櫃車 第一號' : undefined,
    );
    await page.setViewportSize(PHONE);

    // Sign-in: the form is on the screen, its button not covered by the brand panel.
    await page.goto('/');
    await page.getByTestId('client-login').waitFor();
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await reachable(page, 'client-login', text(zh('login.submit')))).toBe(true);
    await signInAsClient(page, 'phonefleet', 'phone-pass-1');
    await page.waitForURL('**/main/monitor');

    // The map takes the screen's width; the vehicle panel waits behind a button.
    const map = page.getByTestId('monitor-map');
    await map.waitFor();
    expect((await map.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    expect(await horizontalOverflow(page)).toEqual([]);

    // The panel slides in over the map, the whole width of a phone less a margin to close it by.
    await page.getByTestId('side-panel-show').click();
    const panel = page.getByTestId('vehicle-panel');
    await panel.getByText(serial).waitFor();
    // Once it has slid in, it is all on the screen.
    await eventually(async () => ((await panel.boundingBox())?.x ?? -1) >= 0, 'the panel slid in');
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(await horizontalOverflow(page)).toEqual([]);
    const vehicle = page
      .locator('.ant-tree-treenode', { has: page.getByTestId(/^tree-node-device:/) })
      .filter({
        hasText: serial,
      });
    const box = vehicle.locator('.ant-tree-checkbox');
    if (!(await box.getAttribute('class'))?.includes('ant-tree-checkbox-checked')) await box.click();
    await page.getByTestId('side-panel-hide').click();
    await panel.waitFor({ state: 'hidden' });

    // The vehicle's details, under the map, on the screen.
    const card = page
      .getByTestId('selected-vehicles')
      .locator('.selected-list__item')
      .filter({ hasText: serial });
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    const cardBox = (await card.boundingBox())!;
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(PHONE.height);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(PHONE.width);
    expect((await map.boundingBox())!.height).toBeGreaterThan(PHONE.height / 3);
    expect(await horizontalOverflow(page)).toEqual([]);

    // The remote page for that vehicle: its commands fit the screen.
    await page.goto(`/main/remote?deviceSerialNumber=${serial}`);
    const remote = page.getByTestId('remote-page');
    await remote.getByTestId('command-GPS').waitFor();
    expect(await horizontalOverflow(page)).toEqual([]);
    const send = remote.getByTestId('command-GPS').getByRole('button', { name: text(zh('remote.send')) });
    const sendBox = (await send.boundingBox())!;
    expect(sendBox.x + sendBox.width).toBeLessThanOrEqual(PHONE.width);
    for (const tab of [
      'client.remote.set',
      'client.remote.control',
      'client.remote.reply',
      'client.record',
    ]) {
      await remote.getByRole('tab', { name: zh(tab) }).click();
      expect(await horizontalOverflow(page)).toEqual([]);
    }
  });
});
