import { imeiOf } from '@gps/codes';
import { Workbook, type CellValue } from 'exceljs';
import { readFileSync } from 'node:fs';
import { eventually, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { driveAMorning } from './support/history-day';
import { signInAsClient } from './support/sign-in';

/**
 * A fleet reads its mileage in a real browser: positions sent through the real gateway (a GT06
 * tracker on a socket) become the statistics rollups; the fleet opens mileage per day for its fleet
 * from the tree's context menu, sees the chart drawn and the day's kilometres in the table, and
 * exports the table as XLSX, which exceljs opens; its warnings page, with none, says there is no data.
 */
jest.setTimeout(180_000);

const web = useBrowserApp({ GATEWAY: 'inline' });
const EARTH_RADIUS_KM = 6371.0088;
/** The rollups count the odometer's accepted distances: the fixes' great-circle sum, within 2 %. */
const KM_TOLERANCE = 0.02;
/** The per-day page opens on a week of days. */
const DAYS_SHOWN = 7;

/** The great-circle length of a path of fixes, km. */
function pathKm(points: readonly { latitude: number; longitude: number }[]): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  let km = 0;
  for (let i = 1; i < points.length; i += 1) {
    const [a, b] = [points[i - 1], points[i]];
    const h =
      Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
      Math.cos(rad(a.latitude)) *
        Math.cos(rad(b.latitude)) *
        Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
    km += 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
  }
  return km;
}

/** The day of an instant in the platform's time zone (Asia/Taipei, the test app's default). */
const taipeiDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(ms);

it('a fleet opens mileage per day for its fleet from the tree, sees the chart and exports XLSX', async () => {
  const { app } = web;
  const { page, context } = web.tab;
  const admin = await app.adminToken();
  const serial = imeiOf('86180000000001');
  const fleet = await app.ok(
    'createFleet',
    { account: 'statsfleet', password: 'stats-pass-1', alias: '統計車隊' },
    admin,
  );
  await app.ok('addDevices', { deviceSerialNumbers: [serial] }, admin);
  await app.ok('allocationDevice', { deviceSerialNumbers: [serial], fleetId: fleet.id }, admin);
  const { fixes } = await driveAMorning(app, serial);
  const day = taipeiDay(fixes[0].time.getTime());
  expect(taipeiDay(fixes[fixes.length - 1].time.getTime())).toBe(day);

  // The fleet's figures as the server keeps them, once the rollups have the morning.
  const token = await app.clientToken('statsfleet', 'stats-pass-1');
  let km = 0;
  await eventually(async () => {
    const answer = await app.ok(
      'getMileageStatisticsMultiDays',
      { fleetId: fleet.id, startDay: day, endDay: day, groupBy: 'day' },
      token,
    );
    km = answer.totals.mileageKm;
    return km > 0;
  }, 'the morning in the mileage rollups');
  expect(Math.abs(km - pathKm(fixes)) / pathKm(fixes)).toBeLessThan(KM_TOLERANCE);

  // The browser's today is the app's, so the page's week ends on the morning's day.
  await context.clock.setFixedTime(app.clock.now());
  await page.goto('/');
  await signInAsClient(page, 'statsfleet', 'stats-pass-1');
  await page.waitForURL('**/main/monitor');
  const panel = page.getByTestId('vehicle-panel');
  await panel.getByTestId(`tree-node-fleet:${fleet.id}`).click({ button: 'right' });
  await page.getByRole('menuitem', { name: zh('tree.menu.statistics') }).hover();
  // The submenu's item (the top bar's mileage maintenance tab has the same name).
  await page
    .locator('.ant-dropdown-menu-submenu-popup')
    .getByRole('menuitem', { name: zh('statistics.groups.mileage') })
    .click();
  await page.waitForURL(`**/main/statistics/mileagePerDay?fleetId=${fleet.id}`);

  const statistics = page.getByTestId('statistics-page');
  await statistics
    .getByTestId('statistics-scope')
    .getByText(zh('statistics.scopeFleet', { name: '統計車隊' }))
    .waitFor();
  // The chart: a canvas with something drawn on it.
  const canvas = statistics.getByTestId('statistics-chart').locator('canvas').first();
  await canvas.waitFor();
  await eventually(
    () =>
      canvas.evaluate((element) => {
        const c = element as unknown as {
          width: number;
          height: number;
          getContext: (kind: '2d') => { getImageData: (...a: number[]) => { data: Uint8ClampedArray } };
        };
        const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
        return data.some((value, i) => i % 4 === 3 && value > 0);
      }),
    'the chart drawn',
  );
  // The table: every day of the week, the morning's with its kilometres, and the totals.
  const table = statistics.getByTestId('statistics-table');
  await eventually(async () => (await table.locator('.ant-table-row').count()) === DAYS_SHOWN, 'a row a day');
  const kmText = new Intl.NumberFormat('zh-TW', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(km);
  await table.locator('.ant-table-row', { hasText: day }).getByText(kmText).waitFor();
  await table.getByTestId('statistics-totals').getByText(kmText).waitFor();

  // The table as XLSX: a zip that exceljs reads, the morning's day with its kilometres.
  const download = page.waitForEvent('download');
  await statistics.getByTestId('statistics-export-xlsx').click();
  const bytes = readFileSync(await (await download).path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const book = new Workbook();
  await book.xlsx.load(new Uint8Array(bytes).buffer);
  const cells: CellValue[] = [];
  book.worksheets[0].eachRow((row) => cells.push(...(row.values as CellValue[])));
  expect(cells).toContain(day);
  expect(cells).toContain(km);

  // The morning raised no warning: that page says so, and draws nothing.
  await page.goto(`/main/statistics/warningPerDay?fleetId=${fleet.id}`);
  await statistics.getByTestId('statistics-empty').getByText(zh('common.noDataSearchAgain')).waitFor();
  expect(await statistics.getByTestId('statistics-chart').count()).toBe(0);
});
