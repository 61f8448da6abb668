import { imeiOf } from '@gps/codes';
import { cameOnline, fellAsleep, recordTelemetry, wentOffline } from '../support/presence-events';
import { eventually, text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin } from './support/sign-in';

/**
 * The back office's online status and offline devices pages in a real browser against the real
 * platform: an administrator sees the count of each online bucket, opens a bucket's devices, then
 * lists the offline devices and narrows them by how long.
 */
jest.setTimeout(120_000);

const web = useBrowserApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

it("an administrator opens online status (the counts, a bucket's devices) and the offline devices list", async () => {
  const { page } = web.tab;
  const { app } = web;
  const admin = await app.adminToken();
  const fleet = await app.ok(
    'createFleet',
    { account: 'statusfleet', password: 'status-pass-1', alias: '狀態車隊' },
    admin,
  );
  const [awake, asleep, recent, dormant, unused] = [
    '86180000000000',
    '86180000000001',
    '86180000000002',
    '86180000000003',
    '86180000000004',
  ].map(imeiOf);
  const serials = [awake, asleep, recent, dormant, unused];
  await app.ok('addDevices', { deviceSerialNumbers: serials }, admin);
  await app.ok('allocationDevice', { deviceSerialNumbers: serials, fleetId: fleet.id }, admin);
  await app.ok('editDevice', { deviceSerialNumber: recent, carName: '北-101 貨車' }, admin);
  const now = app.clock.now();
  await recordTelemetry(app, awake, now - HOUR, [cameOnline(now - HOUR)]);
  await recordTelemetry(app, asleep, now - HOUR, [cameOnline(now - HOUR), fellAsleep(now - HOUR)]);
  await recordTelemetry(app, recent, now - 3 * HOUR, [cameOnline(now - 3 * HOUR)]);
  await recordTelemetry(app, recent, now - 2 * HOUR, [wentOffline(now - 2 * HOUR, now - 3 * HOUR)]);
  await recordTelemetry(app, dormant, now - 120 * DAY, [cameOnline(now - 120 * DAY)]);
  await recordTelemetry(app, dormant, now - 119 * DAY, [wentOffline(now - 119 * DAY, now - 120 * DAY)]);

  await signInAsAdmin(page);
  await page.goto('/admin/statistics/onlineStatus');
  const status = page.getByTestId('online-status-page');
  await status.waitFor();
  const counts = async () => {
    const shown: Record<string, string | null> = {};
    for (const b of ['online', 'sleeping', 'offlineUnder12h', 'unused', 'neverOnline180d']) {
      shown[b] = await status
        .getByTestId(`bucket-${b}`)
        .locator('.ant-statistic-content-value')
        .textContent();
    }
    return shown;
  };
  const expected = { online: '1', sleeping: '2', offlineUnder12h: '1', unused: '1', neverOnline180d: '0' };
  // online 1, sleeping 2 (asleep, and offline 90 days or more), offline under 12 h 1, unused 1.
  await eventually(async () => JSON.stringify(await counts()) === JSON.stringify(expected), 'the counts');
  await status.getByText(zh('deviceStatus.devicesInScope', { count: 5 })).waitFor();

  await status.getByTestId('bucket-offlineUnder12h').click();
  const row = status.locator('.ant-table-row').filter({ hasText: recent });
  await row.getByText('北-101 貨車').waitFor();
  await row.getByText(zh('deviceStatus.duration.hm', { hours: 3, minutes: 0 })).waitFor();
  expect(await status.locator('.ant-table-row').count()).toBe(1);

  await page.getByRole('menuitem', { name: text(zh('statistics.offlineDevice')) }).click();
  const offline = page.getByTestId('offline-devices-page');
  await offline.waitFor();
  const rows = offline.locator('.ant-table-row');
  // Longest offline first.
  await rows.first().getByText(dormant).waitFor();
  await rows.nth(1).getByText(recent).waitFor();
  expect(await rows.count()).toBe(2);

  await offline.getByText(zh('deviceStatus.spans.over90d')).click();
  await rows
    .first()
    .getByText(zh('deviceStatus.duration.dh', { days: 120, hours: 0 }))
    .waitFor();
  expect(await rows.count()).toBe(1);
  await offline.getByText(zh('deviceStatus.spans.from12hTo90d')).click();
  await offline.getByText(zh('common.noDataSearchAgain')).waitFor();
});
