import { telemetryStream } from '@gps/domain';
import { RawTracker } from '../support/raw-tracker';
import { eventually, text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { centreOf, drive, northOf, reportAt } from './support/fence-drive';
import { fleetWithVehicles, imeis } from './support/fleet';
import { dialog, drawCircle } from './support/places';
import { signInAsClient } from './support/sign-in';

/**
 * A fence's warning from end to end, in a real browser against the real platform and its device
 * gateway: a fleet draws a circle fence warning of entering on the monitor's fence tab, a GT06
 * tracker drives into it, and the enter warning comes to the fleet as it happens (a notification)
 * and on the warnings page with its zh-TW label; it drives out again, and since the fence does not
 * warn of leaving, no exit warning is listed (docs/decisions/fence-crossings.md). Any page error
 * fails the journey (useBrowserApp).
 */
jest.setTimeout(180_000);

/**
 * A circle drawn at the monitor's zoom is kilometres wide, so driving out of it and back at 60 km/h
 * moves the platform's clock by more than the default idle time: sessions outlive the drives.
 */
const web = useBrowserApp({ GATEWAY: 'inline', SESSION_IDLE_SECONDS: '864000' });
const FLEET = { account: 'fencewarnfleet', password: 'fencewarn-pass' };
const [serial] = imeis('8622', 1);
const CAR = '圍籬 警示';
/** Where the vehicle starts and ends, in radii from the centre: well outside, past any margin. */
const OUTSIDE_RADII = 3;
/** Fixes of each drive: several, so the crossing is decided between fixes, not by one jump. */
const FIXES = 6;
const trackers: RawTracker[] = [];

afterEach(async () => {
  await Promise.all(trackers.splice(0).map((t) => t.close()));
});

/** Waits until every event written so far has reached the read models. */
async function projected(): Promise<void> {
  const head = await web.app.platform.events.headPosition();
  if (head !== undefined) await web.app.platform.runner.waitFor(head);
}

it('a vehicle driving into a fence drawn on the monitor raises its enter warning, and leaving it none', async () => {
  const { app } = web;
  const { page } = web.tab;
  await fleetWithVehicles(app, FLEET.account, FLEET.password, [serial], () => CAR);
  const token = await app.clientToken(FLEET.account, FLEET.password);
  // The browser's "now" is the platform's, so what the tracker reports is current.
  await page.context().clock.setFixedTime(app.clock.now());

  // The fence, drawn as the user draws it: the fence tab, the add dialog, the map dialog.
  await page.goto('/');
  await signInAsClient(page, FLEET.account, FLEET.password);
  await page.waitForURL('**/main/monitor');
  await page.getByTestId('selected-vehicles').getByText(serial).waitFor();
  await page
    .locator('.monitor__side')
    .getByRole('tab', { name: zh('monitor.tabs.fences') })
    .click();
  const list = page.getByTestId('fence-list');
  await list.getByRole('button', { name: text(zh('placeList.addFence')) }).click();
  const form = dialog(page, zh('places.fence.addTitle'));
  await form.getByText(zh('places.fence.enter')).click();
  const mapDialog = await drawCircle(page, form);
  await mapDialog.getByRole('button', { name: text(zh('common.save')) }).click();
  await form.getByTestId('fence-shape-summary').getByText(/\d+/).waitFor();
  await form.getByRole('button', { name: text(zh('common.save')) }).click();
  await list.getByTestId('place-item').getByText(zh('places.targetTypes.home')).waitFor();

  // Where it was drawn, as saved: warning of entering only.
  const [fence] = (await app.ok('getFences', { deviceSerialNumber: serial }, token)).rows;
  expect(fence).toMatchObject({ fenceType: 1, isEnterWarning: true, isExitWarning: false });
  const centre = centreOf(fence);
  const outside = northOf(centre, OUTSIDE_RADII * fence.radius);

  // The tracker connects; the gateway has the fence from the device's places when it identifies it.
  const tracker = await RawTracker.login(app, serial);
  trackers.push(tracker);
  await eventually(
    async () => app.deviceLink!.ingest.fenceIdsOf(serial).includes(String(fence.id)),
    'the gateway to know the fence',
  );

  // The warnings page, open and listening, before anything happens.
  await page.getByRole('menuitem', { name: text(zh('client.tabs.warning')) }).click();
  const rows = page.getByTestId('warnings-page').getByTestId('warning-row');
  await page.getByTestId('warnings-page').getByText(zh('warnings.empty')).waitFor();
  // Device rows, the notifications and the page's own warnings: every subscription reached the server.
  await eventually(async () => app.platform.liveHub.subscribers >= 3, 'the live subscriptions');

  // Well outside (its side found quietly), then into the middle over several fixes.
  reportAt(app, tracker, outside, 2);
  await tracker.received(2, 'the first position acknowledged');
  const next = await drive(app, tracker, outside, centre, FIXES, 3);

  // As it happens: a notification, and the row at the top of the open page, in zh-TW, each
  // naming the fence (its alias is the home target's label).
  const entered = zh('warningKinds.fence_enter');
  const enteredHome = zh('warnings.atPlace', { kind: entered, place: zh('places.targetTypes.home') });
  const notification = page.locator('.ant-notification-notice', { hasText: entered });
  await notification
    .getByTestId('warning-notification')
    .getByText(`${CAR} (${serial})`, { exact: false })
    .waitFor();
  await notification.getByText(enteredHome).waitFor();
  await rows.first().getByText(enteredHome).waitFor();
  await rows.first().getByText(`${CAR} (${serial})`).waitFor();
  await rows.first().getByText(zh('warnings.state.open')).waitFor();

  // Out again: the crossing is recorded, and no warning raised for it.
  await drive(app, tracker, centre, outside, FIXES, next);
  await projected();
  const day = await app.platform.events.readStream(telemetryStream(serial, app.clock.now()));
  expect(day.filter((e) => e.type.startsWith('Fence')).map((e) => e.type)).toEqual([
    'FenceSidesFound',
    'FenceEntered',
    'FenceExited',
  ]);
  const stored = await app.ok('getWarnings', { deviceSerialNumbers: [serial] }, token);
  expect(stored.rows.map((w: { kind: string }) => w.kind)).toEqual(['fence_enter']);
  await page.reload();
  await rows.first().getByText(entered).waitFor();
  expect(await rows.count()).toBe(1);
  expect(await page.getByText(zh('warningKinds.fence_exit')).count()).toBe(0);
});
