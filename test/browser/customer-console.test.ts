import { imeiOf } from '@gps/codes';
import { eventually, text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin } from './support/sign-in';
import { SimulatedTracker } from './support/tracker';

/**
 * The back office's customer console in a real browser against the real platform: an
 * administrator finds a device by its serial number, watches it, sees it on the monitor tab (the
 * customer area's own page), finds a fleet by its account, and stops the watched device's service
 * after confirming; the device's service status is then 3.
 */
jest.setTimeout(120_000);

const web = useBrowserApp({ GATEWAY: 'inline' });
const [watchedSerial, fleetSerial] = [imeiOf('86190000000001'), imeiOf('86190000000002')];
const FLEET = { account: 'consolefleet', password: 'consolefleet-pass', alias: '客服測試車隊' };
let tracker: SimulatedTracker;

beforeAll(async () => {
  const admin = await web.app.adminToken();
  await web.app.ok('editSystemSetting', { id: 'refreshFrequency', value: '3600' }, admin);
  await web.app.ok('addDevices', { deviceSerialNumbers: [watchedSerial, fleetSerial] }, admin);
  await web.app.ok('editDevice', { deviceSerialNumber: watchedSerial, carName: '客服 01' }, admin);
  const fleet = await web.app.ok('createFleet', FLEET, admin);
  await web.app.ok('allocationDevice', { deviceSerialNumbers: [fleetSerial], fleetId: fleet.id }, admin);
  tracker = new SimulatedTracker(web.app, watchedSerial);
  tracker.report();
});

afterAll(async () => {
  await tracker.stop();
});

describe('the customer console in the browser', () => {
  it('watches a device found by its serial, shows it on the monitor tab, and stops its service', async () => {
    const { page } = web.tab;
    await web.tab.context.clock.setFixedTime(web.app.clock.now());
    await signInAsAdmin(page);
    await page
      .getByTestId('top-tabs')
      .getByRole('menuitem', { name: text(zh('admin.tabs.customer')) })
      .click();
    const console = page.getByTestId('customer-console');
    await console.waitFor();
    await page.waitForURL('**/admin/customer/monitor');
    const stop = console.getByTestId('stop-service');
    expect(await stop.isDisabled()).toBe(true);
    // Nothing watched yet: the monitor says to tick in the watch list (the console has no tree).
    await console.getByTestId('selected-vehicles').getByText(zh('monitor.noneTickedInWatchList')).waitFor();
    // So does the history tab.
    await console.getByRole('tab', { name: zh('customer.history') }).click();
    await console.getByTestId('history-no-device').getByText(zh('history.noDeviceInWatchList')).waitFor();
    await console.getByRole('tab', { name: zh('customer.monitor') }).click();
    await console.getByTestId('selected-vehicles').waitFor();

    // An empty keyword searches nothing; an unknown serial finds nothing.
    const search = console.getByTestId('console-search');
    const input = search.locator('input:not([type=radio])');
    await input.fill('   ');
    await input.press('Enter');
    expect(await search.getByTestId('console-found').count()).toBe(0);
    await input.fill('999999999999999');
    await input.press('Enter');
    await search.getByText(zh('common.noDataSearchAgain')).waitFor();

    // The device by its serial number: Add puts it on the watch list, ticked.
    await input.fill(watchedSerial);
    await input.press('Enter');
    await search
      .getByTestId(`found-${watchedSerial}`)
      .getByRole('button', { name: text(zh('customerConsole.add')) })
      .click();
    const watched = console.getByTestId(`watched-${watchedSerial}`);
    await watched.waitFor();
    expect(await watched.getByRole('checkbox').isChecked()).toBe(true);

    // The monitor tab is the customer area's monitor, given the watched device: card and marker.
    await console.getByTestId('selected-vehicles').getByText(watchedSerial).waitFor();
    await console.getByTestId('monitor-map').locator('.vehicle-marker').waitFor();
    // It is live: the vehicle drives on and its card follows, with no reload.
    const place = console.getByTestId('selected-vehicles').locator('.selected-list__address');
    // Its coordinates (the card's title): the address may name the same village after a short drive.
    const before = await place.getAttribute('title');
    await eventually(async () => web.app.platform.liveHub.subscribers >= 1, 'the live subscription');
    tracker.report(60);
    await eventually(
      async () => (await place.getAttribute('title')) !== before,
      'the card to follow the vehicle',
    );

    // The fleet by its account: its devices, each with its own Add.
    await search.getByText(zh('customerConsole.byFleet')).click();
    await input.fill(FLEET.account);
    await input.press('Enter');
    await search.getByTestId(`found-${fleetSerial}`).waitFor();
    await search
      .getByTestId(`found-${fleetSerial}`)
      .getByRole('button', { name: text(zh('customerConsole.add')) })
      .click();
    await console.getByTestId(`watched-${fleetSerial}`).waitFor();

    // The multimonitor and remote tabs are the customer area's pages for the same devices.
    await console.getByRole('tab', { name: zh('customer.multimonitor') }).click();
    await console.getByTestId(`pane-${watchedSerial}`).waitFor();
    await console.getByRole('tab', { name: zh('customer.remote') }).click();
    await console.getByTestId('remote-page').getByTestId('remote-device').waitFor();

    // Stop Service for the ticked devices less the fleet's: confirm, then service status 3.
    await console.getByTestId(`watched-${fleetSerial}`).getByRole('checkbox').uncheck();
    expect(await stop.isDisabled()).toBe(false);
    await stop.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(zh('devices.stopText', { count: 1 })).waitFor();
    await dialog.getByRole('button', { name: text(zh('devices.stopService')) }).click();
    await watched.getByText(zh('device.serviceStatus.3')).waitFor();
    const admin = await web.app.adminToken();
    const rows = await web.app.ok('getDevices', { deviceSerialNumbers: [watchedSerial, fleetSerial] }, admin);
    expect(rows.rows.map((d: any) => [d.deviceSerialNumber, d.serviceStatusCode])).toEqual([
      [watchedSerial, 3],
      [fleetSerial, 1],
    ]);
  });
});
