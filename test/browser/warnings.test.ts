import { imeiOf } from '@gps/codes';
import { RawTracker, fixAt } from '../support/raw-tracker';
import { eventually, text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsClient } from './support/sign-in';

/**
 * The warnings page in a real browser against the real platform with its device gateway: a
 * warning the gateway raises arrives live on the open page, and the fleet marks it handled with a
 * note. The live warning is a GT06 SOS alarm for now: the per-device overspeed limit (branch
 * i11-overspeed) is not merged yet; once it is, the same journey can drive a position above the
 * device's limit instead.
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
  await app.ok('editDevice', { deviceSerialNumber: serial, carName: 'North 7' }, admin);
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

  // A minute later (warnings are dated by receipt): the SOS the gateway raises.
  app.clock.advance(MINUTE_MS);
  device.alarm('sos', fixAt(app.clock.now() - 1000, 0), 3);

  // The new warning at the top, with its vehicle, its kind in the user's language and its place.
  const top = rows.first();
  await top.getByText(zh('warningKinds.sos')).waitFor();
  await top.getByText(`North 7 (${serial})`).waitFor();
  await top.getByRole('link', { name: /23\.98000, 120\.97000/ }).waitFor();
  expect(await rows.count()).toBe(2);
  await top.getByText(zh('warnings.state.open')).waitFor();

  await top.getByTestId('handle-warning').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(zh('warnings.handle.note')).fill('  已聯絡駕駛，誤觸 SOS  ');
  await dialog.getByRole('button', { name: text(zh('common.save')) }).click();

  const handled = top.getByTestId('warning-handled');
  await handled.getByText(zh('warnings.state.handled')).waitFor();
  await handled.getByText('已聯絡駕駛，誤觸 SOS', { exact: true }).waitFor();
  await handled.getByText(new RegExp(account)).waitFor();
  // The other one is still open; the server keeps who handled which.
  await rows.nth(1).getByText(zh('warnings.state.open')).waitFor();
  const stored = await app.ok('getWarnings', { deviceSerialNumbers: [serial], handled: true }, admin);
  expect(
    stored.rows.map((w: { kind: string; handledBy: string; note: string }) => [w.kind, w.handledBy, w.note]),
  ).toEqual([['sos', account, '已聯絡駕駛，誤觸 SOS']]);
});
