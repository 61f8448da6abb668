import type { Locator, Page } from 'playwright-core';
import { text, zh } from './browser';

type Translate = typeof zh;

/** An open antd dialog by its title. */
export const dialog = (page: Page, title: string): Locator =>
  page.getByRole('dialog', { name: title, exact: true });

/** The middle of a map on the page, and a point `dx`, `dy` pixels from it. */
async function mapPoint(map: Locator, dx = 0, dy = 0): Promise<{ x: number; y: number }> {
  const box = await map.boundingBox();
  if (!box) throw new Error('the map is not on the page');
  return { x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy };
}

/** Opens the fence map from an open fence form and draws a circle: pressed, dragged, released. */
export async function drawCircle(page: Page, form: Locator, t: Translate = zh): Promise<Locator> {
  await form.getByRole('button', { name: text(t('places.fenceMap.open')) }).click();
  const mapDialog = dialog(page, t('places.fenceMap.title'));
  const map = mapDialog.getByTestId('fence-map');
  await map.locator('.leaflet-container').waitFor();
  await mapDialog.getByRole('button', { name: text(t('places.fenceMap.draw')) }).click();
  await mapDialog.locator('[data-testid=fence-map][data-drawing=true]').waitFor();
  const centre = await mapPoint(map);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 40, centre.y, { steps: 4 });
  await page.mouse.move(centre.x + 80, centre.y, { steps: 4 });
  await page.mouse.up();
  await mapDialog.locator('[data-testid=fence-map][data-drawing=false]').waitFor();
  return mapDialog;
}

/** Opens the fence map from an open fence form and draws a polygon of three clicked corners. */
export async function drawPolygon(page: Page, form: Locator, t: Translate = zh): Promise<Locator> {
  await form.getByRole('button', { name: text(t('places.fenceMap.open')) }).click();
  const mapDialog = dialog(page, t('places.fenceMap.title'));
  const map = mapDialog.getByTestId('fence-map');
  await map.locator('.leaflet-container').waitFor();
  await mapDialog.getByTestId('fence-draw-type').getByText(t('places.fenceMap.polygon')).click();
  await mapDialog.getByRole('button', { name: text(t('places.fenceMap.draw')) }).click();
  await mapDialog.locator('[data-testid=fence-map][data-drawing=true]').waitFor();
  for (const [dx, dy] of [
    [-90, -60],
    [90, -50],
    [20, 80],
  ]) {
    const corner = await mapPoint(map, dx, dy);
    await page.mouse.click(corner.x, corner.y);
  }
  await mapDialog.getByRole('button', { name: text(t('places.fenceMap.finish')) }).click();
  return mapDialog;
}

/** Opens the marker map from an open marker form and places the marker with one click. */
export async function placeMarker(page: Page, form: Locator, t: Translate = zh): Promise<Locator> {
  await form.getByRole('button', { name: text(t('places.markerMap.open')) }).click();
  const mapDialog = dialog(page, t('places.markerMap.title'));
  const map = mapDialog.getByTestId('marker-map');
  await map.locator('.leaflet-container').waitFor();
  const point = await mapPoint(map, 30, 20);
  await page.mouse.click(point.x, point.y);
  return mapDialog;
}
