import { imeiOf } from '@gps/codes';
import { readFileSync } from 'node:fs';
import { eventually, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { driveAMorning } from './support/history-day';
import { signInAsClient } from './support/sign-in';

/**
 * A fleet replays a vehicle's morning in a real browser: positions sent through the real gateway
 * (a GT06 tracker on a socket), the track on the history page, played, the parking tab with the
 * stop the platform recorded, and the track exported as GPX that an XML parser reads.
 */
jest.setTimeout(180_000);

const web = useBrowserApp({ GATEWAY: 'inline' });
const MICROS_PER_MS = 1000;
const HOUR_MS = 3_600_000;

it('a fleet opens a vehicle’s morning, plays it, opens the parking tab and exports GPX', async () => {
  const { app } = web;
  const { page } = web.tab;
  const admin = await app.adminToken();
  const serial = imeiOf('86170000000001');
  const fleet = await app.ok(
    'createFleet',
    { account: 'historyfleet', password: 'history-pass-1', alias: 'History fleet' },
    admin,
  );
  await app.ok('addDevices', { deviceSerialNumbers: [serial] }, admin);
  await app.ok('allocationDevice', { deviceSerialNumbers: [serial], fleetId: fleet.id }, admin);
  const day = await driveAMorning(app, serial);

  await page.goto('/');
  await signInAsClient(page, 'historyfleet', 'history-pass-1');
  await page.waitForURL('**/main/monitor');
  // The period around the morning, as a link to the page names it (epoch µs).
  const first = day.fixes[0].time.getTime();
  const last = day.fixes[day.fixes.length - 1].time.getTime();
  const startTime = (first - HOUR_MS) * MICROS_PER_MS;
  const endTime = (last + HOUR_MS) * MICROS_PER_MS;
  await page.goto(`/main/history?deviceSerialNumber=${serial}&startTime=${startTime}&endTime=${endTime}`);
  const history = page.getByTestId('history-page');

  // The track: every fix in the table, the legend on the map, the first point's details.
  await history.getByRole('tab', { name: `${zh('client.history.track')} (${day.fixes.length})` }).waitFor();
  await history.getByTestId('history-legend').waitFor();
  await history.locator('.history-map canvas').first().waitFor();
  const details = history.getByTestId('history-point');
  const firstTime = await page.getByTestId('history-playback-time').textContent();
  await details.getByText(firstTime!.trim()).waitFor();

  // Played at x16: the clock moves on, the table's highlighted row follows it; paused, it stays.
  await history.getByText('x16').click();
  await history.getByTestId('history-play').click();
  await eventually(
    async () => (await page.getByTestId('history-playback-time').textContent()) !== firstTime,
    'the playback to move',
  );
  await history.getByTestId('history-pause').click();
  // The point shown is the last fix at or before the clock: the same in the details and the table.
  const shownTime = (await details.locator('.ant-descriptions-item-content').first().textContent())!.trim();
  expect(shownTime).not.toBe(firstTime!.trim());
  await history.locator('.history-points__current').getByText(shownTime).waitFor();

  // A click on a row moves the playback there.
  const row = history.getByTestId('history-points').locator('.ant-table-row').nth(3);
  const rowTime = (await row.locator('td, .ant-table-cell').first().textContent())!.trim();
  await row.click();
  await eventually(
    async () => (await page.getByTestId('history-playback-time').textContent())?.trim() === rowTime,
    'the playback at the clicked row',
  );
  await details.getByText(rowTime).waitFor();

  // The parking tab: the 40 minutes parked, one stop at the default 1800 s overtime.
  await history.getByRole('tab', { name: zh('client.history.parking') }).click();
  const parking = history.getByTestId('history-parking');
  await eventually(async () => (await parking.locator('.ant-table-row').count()) === 1, 'one stop');
  await parking
    .getByText(zh('history.duration.m', { minutes: 35 }).replace('35', ''))
    .first()
    .waitFor();
  // Asking for stops of at least two hours lists none.
  await parking.getByRole('spinbutton', { name: zh('history.parking.overtime') }).fill('7200');
  await eventually(async () => (await parking.locator('.ant-table-row').count()) === 0, 'no stop that long');

  // The track as GPX: a file the browser's XML parser reads, with every fix as a track point.
  await history.getByTestId('export-track').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('export-track-gpx').click();
  const file = await (await download).path();
  const gpx = readFileSync(file, 'utf8');
  const parsed = await page.evaluate((xml) => {
    const doc = new (globalThis as any).DOMParser().parseFromString(xml, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.localName,
      points: doc.getElementsByTagName('trkpt').length,
    };
  }, gpx);
  expect(parsed).toEqual({ error: 0, root: 'gpx', points: day.fixes.length });
});
