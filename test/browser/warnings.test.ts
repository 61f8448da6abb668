import { imeiOf } from '@gps/codes';
import { RawTracker, fixAt } from '../support/raw-tracker';
import { eventually, text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsClient } from './support/sign-in';

/**
 * The warnings page in a real browser against the real platform with its device gateway: a
 * warning the gateway raises arrives live on the open page, and the fleet marks it handled with a
 * note. The live warning is an overspeed episode: positions above the device's own limit for
 * longer than the minimum time (docs/decisions/overspeed-limit.md), sent over GT06.
 */
jest.setTimeout(120_000);

const web = useBrowserApp({ GATEWAY: 'inline' });
const rawDevices: RawTracker[] = [];
const MINUTE_MS = 60_000;

afterEach(async () => {
  await Promise.all(rawDevices.splice(0).map((d) => d.close()));
});

it('a live warning arrives on the open warnings page and is marked handled with a note', async () => {
  const { page } = web.tab;
  const { app } = web;
  const admin = await app.adminToken();
  // An hour: whatever the page shows came over the live subscription, not a periodic load.
  await app.ok('editSystemSetting', { id: 'refreshFrequency', value: '3600' }, admin);
  const account = 'warningfleet';
  const password = `${account}-pass`;
  const fleet = await app.ok(
    'createFleet',
    { account, password, alias: 'Warning fleet', permissions: '111' },
    admin,
  );
  const serial = imeiOf('86170000000000');
  await app.ok('addDevices', { deviceSerialNumbers: [serial] }, admin);
  await app.ok('allocationDevice', { deviceSerialNumbers: [serial], fleetId: fleet.id }, admin);
  // The tracker reports 36 km/h (fixAt): above a limit of 30 km/h.
  await app.ok('editDevice', { deviceSerialNumber: serial, carName: 'North 7', speedLimitKmh: 30 }, admin);
  // An older warning, so the live one must come in above it.
  const device = await RawTracker.login(app, serial);
  rawDevices.push(device);
  device.alarm('vibration', fixAt(app.clock.now() - 30 * MINUTE_MS, 0), 2);
  await eventually(
    async () => (await app.ok('getWarnings', { deviceSerialNumbers: [serial] }, admin)).total === 1,
    'the older warning',
  );
  await page.context().clock.setFixedTime(app.clock.now());

  await page.goto('/');
  await signInAsClient(page, account, password);
  await page.waitForURL('**/main/monitor');
  await page.getByRole('menuitem', { name: text(zh('client.tabs.warning')) }).click();
  const list = page.getByTestId('warnings-page');
  const rows = list.getByTestId('warning-row');
  await rows.first().getByText(zh('warningKinds.vibration')).waitFor();
  // Device rows, the toasts and the page's own warnings: every subscription reached the server.
  await eventually(async () => app.platform.liveHub.subscribers >= 3, 'the live subscriptions');

  // A minute later (warnings are dated by receipt): 36 km/h for 12 s, over the 10 s minimum.
  app.clock.advance(MINUTE_MS);
  const base = app.clock.now() - 15_000;
  device.position(fixAt(base, 0), 3);
  await device.received(3, 'the first position acknowledged');
  device.position(fixAt(base, 12), 4);

  // The new warning at the top, with its vehicle, its kind in the user's language and its place.
  const top = rows.first();
  await top.getByText(zh('warningKinds.overspeed')).waitFor();
  await top.getByText(`North 7 (${serial})`).waitFor();
  await top.getByRole('link', { name: /^23\.98\d{3}, 120\.97\d{3}$/ }).waitFor();
  expect(await rows.count()).toBe(2);
  await top.getByText(zh('warnings.state.open')).waitFor();

  await top.getByTestId('handle-warning').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(zh('warnings.handle.note')).fill('  已提醒駕駛減速  ');
  await dialog.getByRole('button', { name: text(zh('common.save')) }).click();

  const handled = top.getByTestId('warning-handled');
  await handled.getByText(zh('warnings.state.handled')).waitFor();
  await handled.getByText('已提醒駕駛減速', { exact: true }).waitFor();
  await handled.getByText(new RegExp(account)).waitFor();
  // The other one is still open; the server keeps who handled which.
  await rows.nth(1).getByText(zh('warnings.state.open')).waitFor();
  const stored = await app.ok('getWarnings', { deviceSerialNumbers: [serial], handled: true }, admin);
  expect(
    stored.rows.map((w: { kind: string; handledBy: string; note: string }) => [w.kind, w.handledBy, w.note]),
  ).toEqual([['overspeed', account, '已提醒駕駛減速']]);
});
