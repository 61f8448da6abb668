import { join } from 'node:path';
import { en, openTab, text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { driveAMorning } from './support/history-day';
import { signInAsClient } from './support/sign-in';

/**
 * Addresses in the web app: the parking list names the atlas' area of a stop and shows a stop near
 * one of the device's markers as parked there ("停在 住家"), and the help page credits the boundary
 * data (the Ministry of the Interior, Open Government Data License 1.0), in both languages and at
 * phone width. With SHOTS_DIR set, each page is also photographed there.
 */
jest.setTimeout(180_000);

const web = useBrowserApp({ GATEWAY: 'inline' });
const SERIAL = '861509000000032';
/** A car that only ever parked: its stop is still under way. */
const PARKED_SERIAL = '861509000000040';
const FLEET = { account: 'addressfleet', password: 'addressfleet-pass' };
const SHOTS = process.env.SHOTS_DIR;
const HOUR_MS = 3_600_000;
let historyPath = '';

beforeAll(async () => {
  const admin = await web.app.adminToken();
  const fleet = await web.app.ok(
    'createFleet',
    { ...FLEET, alias: 'Address fleet', permissions: '111' },
    admin,
  );
  await web.app.ok('addDevices', { deviceSerialNumbers: [SERIAL] }, admin);
  await web.app.ok('addDevices', { deviceSerialNumbers: [PARKED_SERIAL] }, admin);
  await web.app.ok(
    'allocationDevice',
    { deviceSerialNumbers: [SERIAL, PARKED_SERIAL], fleetId: fleet.id },
    admin,
  );
  const { fixes } = await driveAMorning(web.app, SERIAL);
  const { fixes: parkedOnly } = await driveAMorning(web.app, PARKED_SERIAL, {
    driveFixes: 0,
    parkedMinutes: 20,
  });
  // Home, a few metres from where the van spent its 40 minutes (the first fix at speed 0).
  const parked = fixes.find((f) => f.speedKmh === 0)!;
  const token = await web.app.clientToken(FLEET.account, FLEET.password);
  await web.app.ok(
    'addMarker',
    {
      deviceSerialNumber: SERIAL,
      alias: '住家',
      latitude: parked.latitude + 0.0003,
      longitude: parked.longitude,
      targetType: 0,
      markerType: 0,
    },
    token,
  );
  await web.app.ok(
    'addMarker',
    {
      deviceSerialNumber: PARKED_SERIAL,
      alias: '公司',
      latitude: parkedOnly[0].latitude,
      longitude: parkedOnly[0].longitude + 0.0005,
      targetType: 1,
      markerType: 0,
    },
    token,
  );
  const from = (fixes[0].time.getTime() - HOUR_MS) * 1000;
  const to = (fixes[fixes.length - 1].time.getTime() + HOUR_MS) * 1000;
  historyPath = `/main/history?deviceSerialNumber=${SERIAL}&startTime=${from}&endTime=${to}`;
});

for (const [lang, tr] of [
  ['zh-TW', zh],
  ['en-US', en],
] as const) {
  for (const [width, height, name] of [
    [1440, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    it(`the parking list shows the stop at Home with its area, and help credits the data (${lang}, ${name})`, async () => {
      const tab = lang === 'zh-TW' ? web.tab : await openTab(web.browser, web.app, lang);
      const { page } = tab;
      try {
        await page.setViewportSize({ width, height });
        await page.goto('/');
        await signInAsClient(page, FLEET.account, FLEET.password, tr);
        await page.waitForURL('**/main/monitor');
        await page.goto(historyPath);
        const history = page.getByTestId('history-page');
        await history.getByTestId('history-points').locator('.ant-table-row').first().waitFor();
        await history.getByRole('tab', { name: tr('client.history.parking') }).click();
        const stop = history.getByTestId('history-parking').locator('.ant-table-row').first();
        await stop.getByText(text(tr('addresses.parkedAt', { alias: '住家' }))).waitFor();
        // The atlas' area of the stop, in Taoyuan, beside it.
        await stop.getByText(/桃園市/).waitFor();
        await stop.scrollIntoViewIfNeeded();
        if (SHOTS) await page.screenshot({ path: join(SHOTS, `addresses-parking-${lang}-${name}.png`) });

        await page.goto('/help');
        const credits = page.getByTestId('help-credits');
        await credits.getByText(tr('addresses.credits.title'), { exact: true }).waitFor();
        await credits.getByText(text(tr('addresses.credits.body'))).waitFor();
        expect(await credits.getByRole('link').getAttribute('href')).toBe('https://data.gov.tw/license');
        await credits.scrollIntoViewIfNeeded();
        if (SHOTS) await page.screenshot({ path: join(SHOTS, `addresses-credits-${lang}-${name}.png`) });
      } finally {
        if (tab !== web.tab) await tab.context.close();
      }
    });
  }
}

it("the monitor's card of a parked car says where it is parked (zh-TW)", async () => {
  const { page } = web.tab;
  await page.goto('/');
  await signInAsClient(page, FLEET.account, FLEET.password);
  await page.waitForURL('**/main/monitor');
  const card = page.getByTestId(`selected-vehicle-${PARKED_SERIAL}`);
  await card
    .getByTestId('parked-at-marker')
    .getByText(text(zh('addresses.parkedAt', { alias: '公司' })))
    .waitFor();
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'addresses-monitor-zh-TW-desktop.png') });
});
