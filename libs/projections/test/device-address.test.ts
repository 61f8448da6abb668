import { sameTaiwanName } from '@gps/geocoder';
import { areaAddressAt } from '@gps/projections';
import { streams } from '@gps/domain';
import { DirectoryHarness, MINUTE, deviceAdded, positionRecorded } from './support/directory-harness';

/** The device row's address: the embedded atlas' area of its last position, as positions arrive. */

const SERIAL = '358899051230001';
const ADDED = Date.UTC(2024, 5, 1, 7, 0, 0);
const TAIPEI_101 = { latitude: 25.033964, longitude: 121.564468 };
const TAIWAN_STRAIT = { latitude: 24.5, longitude: 119.9 };

let h: DirectoryHarness;

beforeEach(async () => {
  h = await DirectoryHarness.start();
  await h.append(streams.device(SERIAL), [deviceAdded(SERIAL, ADDED)]);
});
afterEach(() => h.stop());

test('a position at Taipei 101 puts 台北市信義區 on the device row', async () => {
  await h.telemetry(SERIAL, [positionRecorded(ADDED + MINUTE, TAIPEI_101)]);
  const row = await h.mustDevice(SERIAL);
  expect(row.address).not.toBeNull();
  expect(sameTaiwanName(row.address!.slice(0, 6), '台北市信義區')).toBe(true);
});

test('a position at sea clears the address rather than keeping the last place', async () => {
  await h.telemetry(SERIAL, [
    positionRecorded(ADDED + MINUTE, TAIPEI_101),
    positionRecorded(ADDED + 2 * MINUTE, TAIWAN_STRAIT),
  ]);
  expect((await h.mustDevice(SERIAL)).address).toBeNull();
});

test('a late (out-of-order) fix leaves the address of the newest position', async () => {
  await h.telemetry(SERIAL, [
    positionRecorded(ADDED + MINUTE, TAIPEI_101),
    positionRecorded(ADDED + 2 * MINUTE, { ...TAIWAN_STRAIT, outOfOrder: true }),
  ]);
  expect((await h.mustDevice(SERIAL)).address).toBe(areaAddressAt(TAIPEI_101.latitude, TAIPEI_101.longitude));
});
