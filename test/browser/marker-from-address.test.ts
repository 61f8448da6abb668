import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  startReplayServer,
  type Exchange,
  type ReplayServer,
} from '../../libs/geocoder/test/support/replay-server';
import { text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { fleetWithVehicles, imeis } from './support/fleet';
import { dialog } from './support/places';
import { signInAsClient } from './support/sign-in';

/**
 * A marker placed from an address (the spec's marker type 1), in a real browser against the real
 * platform with Nominatim configured (a local server replaying recorded answers, never the
 * network): the fleet types Taipei 101's address, the point comes back, the marker is saved there;
 * an address nothing matches is refused in the reader's language and places nothing.
 */
jest.setTimeout(120_000);

const env: Record<string, string> = {};
let nominatim: ReplayServer;
// Before the app starts (useBrowserApp's own beforeAll, registered after this one).
beforeAll(async () => {
  const recordings = JSON.parse(
    readFileSync(join(__dirname, '../../libs/geocoder/test/contract/recordings/nominatim.json'), 'utf8'),
  ) as { exchanges: Exchange[] };
  nominatim = await startReplayServer(recordings.exchanges);
  env.GEOCODER_NOMINATIM_URL = nominatim.baseUrl;
});
afterAll(() => nominatim.close());

const web = useBrowserApp(env);
const FLEET = { account: 'addressmarkers', password: 'addressmarkers-pass' };
const [serial] = imeis('8619', 1);

beforeAll(async () => {
  await fleetWithVehicles(web.app, FLEET.account, FLEET.password, [serial], () => '地址車 01');
});

it('places a marker from an address, and says so when nothing matches', async () => {
  const { page } = web.tab;
  await page.goto('/');
  await signInAsClient(page, FLEET.account, FLEET.password);
  await page.waitForURL('**/main/monitor');
  await page.getByTestId('selected-vehicles').getByText(serial).waitFor();
  await page
    .locator('.monitor__side')
    .getByRole('tab', { name: zh('monitor.tabs.markers') })
    .click();
  const markers = page.getByTestId('marker-list');
  await markers.getByRole('button', { name: text(zh('placeList.addMarker')) }).click();
  const form = dialog(page, zh('places.marker.addTitle'));
  await form.getByText(zh('places.marker.fromAddress'), { exact: true }).click();
  // The address input sits in a compact group beside its button, so it is found by its field id.
  const address = form.locator('input[id$="address"]');
  const find = form.getByRole('button', { name: text(zh('places.marker.convert')) });

  // Nothing matches: the server's refusal, worded in zh-TW, and still no point.
  await address.fill('查無此地址');
  await find.click();
  const refusal = page.getByTestId('error-dialog');
  await refusal.getByText(zh('errors.reason.address_not_found')).waitFor();
  await page.getByTestId('error-dialog-close').click();
  await form.getByTestId('marker-point').getByText(zh('places.marker.notPlaced')).waitFor();

  await address.fill('台北市信義區信義路五段7號');
  await find.click();
  await form.getByTestId('marker-point').getByText('25.033981,121.564508').waitFor();
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: join(process.env.SHOTS_DIR, 'marker-from-address-zh-TW.png') });
  await form.getByRole('button', { name: text(zh('common.save')) }).click();
  await markers.getByTestId('place-item').getByText(zh('places.targetTypes.home')).waitFor();

  const token = await web.app.clientToken(FLEET.account, FLEET.password);
  const { rows } = await web.app.ok('getMarkers', { deviceSerialNumber: serial }, token);
  expect(rows).toEqual([
    expect.objectContaining({ latitude: 25.0339808, longitude: 121.5645078, markerType: 0 }),
  ]);
  // Both look-ups were the device's conversions (the unmatched one cost a request too).
  const [device] = (await web.app.ok('getDevices', { deviceSerialNumbers: [serial] }, token)).rows;
  expect(device.convertGpsToAddressTimes).toBe(2);
});
