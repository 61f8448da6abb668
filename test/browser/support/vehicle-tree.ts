import type { Locator, Page } from 'playwright-core';
import { STATUS_COLOURS } from '../../../apps/web/src/shared/vehicles/look/statusColour';

/**
 * Ticks a vehicle or fleet in the monitor's tree unless it is ticked already: a small fleet's first
 * sign-in shows every vehicle ticked, and a click on a ticked box would untick it.
 */
export async function tickInTree(page: Page, name: string): Promise<void> {
  const box = page.locator('.ant-tree-treenode', { hasText: name }).locator('.ant-tree-checkbox');
  await box.waitFor();
  if (!((await box.getAttribute('class')) ?? '').includes('ant-tree-checkbox-checked')) await box.click();
}

/** Unticks a vehicle or fleet in the tree unless it is unticked already. */
export async function untickInTree(page: Page, name: string): Promise<void> {
  const box = page.locator('.ant-tree-treenode', { hasText: name }).locator('.ant-tree-checkbox');
  await box.waitFor();
  if (((await box.getAttribute('class')) ?? '').includes('ant-tree-checkbox-checked')) await box.click();
}

/** A vehicle's icon drawn in a running colour (online, moving or still), within `scope`. */
export function runningGlyph(scope: Locator): Locator {
  return scope.locator(
    `.vehicle-glyph path[fill="${STATUS_COLOURS.moving}"], .vehicle-glyph path[fill="${STATUS_COLOURS.still}"]`,
  );
}
