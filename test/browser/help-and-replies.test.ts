import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsClient } from './support/sign-in';
import { SimulatedTracker } from './support/tracker';

dayjs.extend(utc);

/**
 * The user menu's Help opens our own help page, and the remote page explains a device's reply
 * (docs/decisions/help-and-device-replies.md): a simulated GT06 tracker answers the position query
 * with its clock in UTC; a reader in Taipei sees that clock in Taipei time, the reply's text as sent
 * beside it, and can open its position on a map.
 */
jest.setTimeout(120_000);

const web = useBrowserApp({ GATEWAY: 'inline' });
/** A reader eight hours ahead of the device's UTC clock, so the conversion shows. */
const READER_ZONE = 'Asia/Taipei';
const READER_OFFSET_HOURS = 8;
/** 15-digit IMEIs with their Luhn check digit. */
const SERIALS = ['861509000000016', '861509000000024'];
let fleets = 0;
const trackers: SimulatedTracker[] = [];

afterEach(async () => {
  await Promise.all(trackers.splice(0).map((t) => t.stop()));
});

async function fleetWith(serial: string): Promise<{ account: string; password: string }> {
  const admin = await web.app.adminToken();
  fleets += 1;
  const account = `helpfleet${fleets}`;
  const password = `${account}-pass`;
  const fleet = await web.app.ok(
    'createFleet',
    { account, password: password, alias: `Help fleet ${fleets}`, permissions: '111' },
    admin,
  );
  await web.app.ok('addDevices', { deviceSerialNumbers: [serial] }, admin);
  await web.app.ok('allocationDevice', { deviceSerialNumbers: [serial], fleetId: fleet.id }, admin);
  return { account, password };
}

async function signIn(fleet: { account: string; password: string }): Promise<void> {
  const { page } = web.tab;
  await page.goto('/');
  await signInAsClient(page, fleet.account, fleet.password);
  await page.waitForURL('**/main/monitor');
}

it("the user menu's Help opens our help page, in the reader's language", async () => {
  const { page, context } = web.tab;
  await signIn(await fleetWith(SERIALS[0]));
  await page.getByTestId('user-menu').click();
  const [help] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('menuitem', { name: text(zh('userMenu.help')) }).click(),
  ]);
  await help.waitForURL('**/help');
  const body = help.getByTestId('help-page');
  await body.getByText(zh('help.title'), { exact: true }).waitFor();
  await body.getByTestId('help-statuses').getByText(zh('help.sections.statuses.title')).waitFor();
  expect(await body.getByRole('link', { name: zh('help.api.link') }).getAttribute('href')).toBe('/api/docs');
});

it('a position reply shows its text as sent, its meaning, the device clock in the reader’s zone and a map', async () => {
  const { page } = web.tab;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: READER_ZONE });
  // The browser's "today" is the platform's: its clock is the test's manual clock.
  await web.tab.context.clock.setFixedTime(web.app.clock.now());
  const serial = SERIALS[1];
  await signIn(await fleetWith(serial));
  const device = new SimulatedTracker(web.app, serial);
  trackers.push(device);
  device.report();

  await page.goto(`/main/remote?deviceSerialNumber=${serial}`);
  const remote = page.getByTestId('remote-page');
  await remote.getByTestId('remote-device').getByText(serial).waitFor();
  const gps = remote.getByTestId('command-GPS');
  await gps.getByRole('button', { name: text(zh('remote.send')) }).click();
  const reply = gps.getByTestId('device-reply');
  await reply.getByText(/^Current position!Lat:N/).waitFor();

  // The text as the device sent it, with its UTC clock; the clock shown in Taipei time.
  const sent = (await reply.locator('code').textContent()) ?? '';
  const clock = /DateTime:(\d{4}-\d{2}-\d{2})\s+(\d{2}:\d{2}:\d{2})/.exec(sent);
  expect(clock).not.toBeNull();
  const local = dayjs
    .utc(`${clock![1]}T${clock![2]}Z`)
    .add(READER_OFFSET_HOURS, 'hour')
    .format('YYYY-MM-DD HH:mm:ss');
  await reply
    .getByTestId('reply-device-time')
    .getByText(zh('remote.reply.deviceTime', { time: local }))
    .waitFor();
  const meaning = (await reply.getByTestId('reply-meaning').textContent()) ?? '';
  expect(meaning).toMatch(
    new RegExp(`^${zh('remote.reply.position', { coordinates: '' }).trim()} \\d+\\.\\d{5}, \\d+\\.\\d{5}`),
  );

  // The position opens on a small map.
  await reply.getByTestId('reply-show-map').click();
  await page.getByTestId('reply-map').locator('.leaflet-container').waitFor();
  expect(device.errors).toEqual([]);
});
