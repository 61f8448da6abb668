import type { Page } from 'playwright-core';
import { eventually } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { fleetWithVehicles, imeis } from './support/fleet';
import { signInAsClient } from './support/sign-in';

/**
 * The monitor's layout with a big selection: each panel scrolls on its own and the document never
 * does (scrolling a lower card into view used to scroll the page and leave the map blank); the tree
 * panel is resized by dragging its edge and keeps its width; full names show on hover.
 */
jest.setTimeout(120_000);

const web = useBrowserApp();

/** More vehicles than the list panel shows at once on a 900 px high window. */
const VEHICLES = 24;
const LONG_NAME = (i: number) => `北區物流 冷凍貨櫃車 第 ${i + 1} 號 (桃園倉儲中心)`;

async function tickWholeFleet(page: Page): Promise<void> {
  const fleetRow = page.locator('.ant-tree-treenode', { has: page.getByTestId(/^tree-node-fleet:/) }).first();
  const box = fleetRow.locator('.ant-tree-checkbox');
  // A first sign-in may already show a small fleet whole; tick it only if it is not.
  if (!(await box.getAttribute('class'))?.includes('ant-tree-checkbox-checked')) await box.click();
}

async function documentScroll(page: Page): Promise<{ top: number; left: number }> {
  return page.evaluate(() => {
    const el = (globalThis as any).document.scrollingElement;
    return { top: el.scrollTop, left: el.scrollLeft };
  });
}

describe('the monitor layout', () => {
  it('the vehicle list scrolls inside its panel; the page and the map stay put', async () => {
    const { page } = web.tab;
    await fleetWithVehicles(web.app, 'bigfleet', 'big-pass-01', imeis('86011', VEHICLES), LONG_NAME);
    await page.goto('/');
    await signInAsClient(page, 'bigfleet', 'big-pass-01');
    await page.waitForURL('**/main/monitor');
    await tickWholeFleet(page);
    const list = page.getByTestId('selected-vehicles');
    const cards = list.locator('.selected-list__item');
    await cards.first().waitFor();
    const mapBefore = await page.getByTestId('monitor-map').boundingBox();

    // The list is virtual: the last card is built once the list is scrolled to it.
    const last = cards.filter({ hasText: LONG_NAME(VEHICLES - 1) });
    await list.hover();
    await eventually(async () => {
      await page.mouse.wheel(0, 2_000);
      return (await last.count()) === 1;
    }, 'the last card');
    // On to the end of the list: the last card whole in view.
    await page.mouse.wheel(0, 20_000);

    expect(await documentScroll(page)).toEqual({ top: 0, left: 0 });
    const side = (await page.locator('.monitor__side').boundingBox())!;
    const card = (await last.boundingBox())!;
    expect(card.y).toBeGreaterThanOrEqual(side.y);
    expect(card.y + card.height).toBeLessThanOrEqual(side.y + side.height + 1);
    const viewport = page.viewportSize()!;
    expect(side.y + side.height).toBeLessThanOrEqual(viewport.height);
    // The map did not move out of the window.
    expect(await page.getByTestId('monitor-map').boundingBox()).toEqual(mapBefore);
    // The tree panel too ends inside the window (its list scrolls on its own).
    const tree = (await page.locator('.vehicle-panel__tree').boundingBox())!;
    expect(tree.y + tree.height).toBeLessThanOrEqual(viewport.height);

    // Full names on hover, in the tree and in the list.
    expect(await last.locator('.selected-list__name').getAttribute('title')).toBe(LONG_NAME(VEHICLES - 1));
    const treeName = page
      .getByTestId(/^tree-node-device:/)
      .first()
      .locator('.tree-node__name');
    expect(await treeName.getAttribute('title')).toMatch(/^北區物流 冷凍貨櫃車 第 \d+ 號 \(桃園倉儲中心\)/);
    expect(
      await page
        .getByTestId(/^tree-node-fleet:/)
        .first()
        .locator('.tree-node__name')
        .getAttribute('title'),
    ).toBe('bigfleet fleet');
  });

  it("the tree panel's edge is dragged wider, within bounds, and the width is kept after a reload", async () => {
    const { page } = web.tab;
    await fleetWithVehicles(web.app, 'widefleet', 'wide-pass-01', imeis('86012', 2));
    await page.goto('/');
    await signInAsClient(page, 'widefleet', 'wide-pass-01');
    await page.waitForURL('**/main/monitor');
    const panel = page.getByTestId('side-panel');
    await page.getByTestId('vehicle-panel').waitFor();
    const before = (await panel.boundingBox())!.width;

    const drag = async (dx: number) => {
      const bar = (await page.locator('.ant-splitter-bar-dragger').first().boundingBox())!;
      const x = bar.x + bar.width / 2;
      const y = bar.y + bar.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y, { steps: 4 });
      await page.mouse.move(x + dx, y, { steps: 4 });
      await page.mouse.up();
    };
    await drag(120);
    const wider = (await panel.boundingBox())!.width;
    expect(wider).toBeGreaterThan(before + 100);

    await page.reload();
    await page.getByTestId('vehicle-panel').waitFor();
    expect(Math.abs((await panel.boundingBox())!.width - wider)).toBeLessThanOrEqual(2);

    // Dragged far out, the panel stops at its maximum, well short of the window's width.
    await drag(2000);
    expect((await panel.boundingBox())!.width).toBeLessThan(page.viewportSize()!.width / 2);

    // Hidden and shown again, it comes back at the width it had.
    const widest = (await panel.boundingBox())!.width;
    await page.getByTestId('side-panel-hide').click();
    await eventually(async () => ((await panel.boundingBox())?.width ?? 0) < 1, 'the panel hidden');
    await page.getByTestId('side-panel-show').click();
    await eventually(
      async () => Math.abs(((await panel.boundingBox())?.width ?? 0) - widest) <= 2,
      'the panel shown at its width',
    );
  });
});
