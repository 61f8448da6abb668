import { imeiOf } from '@gps/codes';
import { eventually, text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsAdmin } from './support/sign-in';
import { SimulatedTracker } from './support/tracker';

/**
 * The back office's customer console in a real browser against the real platform: an
 * administrator finds a device by its serial number, watches it, sees it on the monitor tab (the
 * customer area's own page), finds a fleet by its account, reads the ticked device's statistics
 * (the week's and the months' tables), and stops the watched device's service after confirming;
 * the device's service status is then 3.
 */
jest.setTimeout(120_000);

const web = useBrowserApp({ GATEWAY: 'inline' });
const [watchedSerial, fleetSerial] = [imeiOf('86190000000001'), imeiOf('86190000000002')];
const FLEET = { account: 'consolefleet', password: 'consolefleet-pass', alias: '客服測試車隊' };
let tracker: SimulatedTracker;
/** The statistics' per-day page opens on a week of days, the per-month page on 12 months. */
const [DAYS_A_WEEK, MONTHS_A_YEAR] = [7, 12];

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
    // And the statistics tab, whose scope is one vehicle.
    await console.getByRole('tab', { name: zh('customer.statistics') }).click();
    await console
      .getByTestId('console-statistics-none')
      .getByText(zh('statistics.console.tickOne'))
      .waitFor();
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

    // The statistics tab with both ticked shows the first of the watch list's, and says so.
    await console.getByRole('tab', { name: zh('customer.statistics') }).click();
    await console
      .getByTestId('console-statistics-several')
      .getByText(zh('statistics.console.showingFirst', { count: 2, name: `客服 01 (${watchedSerial})` }))
      .waitFor();

    // With one ticked, its statistics: the week's table with the kilometres it drove today, then
    // the months' table once the page kind is per month.
    await console.getByTestId(`watched-${fleetSerial}`).getByRole('checkbox').uncheck();
    expect(await console.getByTestId('console-statistics-several').count()).toBe(0);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(web.app.clock.now());
    let km = 0;
    await eventually(async () => {
      const answer = await web.app.ok(
        'getMileageStatisticsMultiDays',
        { deviceSerialNumber: watchedSerial, startDay: day, endDay: day, groupBy: 'day' },
        await web.app.adminToken(),
      );
      km = answer.totals.mileageKm;
      return km > 0;
    }, 'the drive in the mileage rollups');
    const statistics = console.getByTestId('statistics-page');
    await statistics
      .getByTestId('statistics-scope')
      .getByText(zh('statistics.scopeDevice', { name: '客服 01' }))
      .waitFor();
    const table = statistics.getByTestId('statistics-table');
    const kmText = new Intl.NumberFormat('zh-TW', {
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    }).format(km);
    await table.locator('.ant-table-row', { hasText: day }).getByText(kmText).waitFor();
    await eventually(
      async () => (await table.locator('.ant-table-row').count()) === DAYS_A_WEEK,
      'a row a day',
    );
    await console
      .getByTestId('console-statistics-period')
      .getByText(zh('statistics.periods.PerMonth'))
      .click();
    await eventually(
      async () => (await table.locator('.ant-table-row').count()) === MONTHS_A_YEAR,
      'a row a month',
    );
    await table.getByTestId('statistics-totals').getByText(kmText).waitFor();

    // Stop Service for the ticked devices less the fleet's: confirm, then service status 3.
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
