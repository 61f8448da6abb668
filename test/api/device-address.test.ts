import { sameTaiwanName } from '@gps/geocoder';
import { TestApp } from '../support/app-harness';
import { RawTracker, fixAt } from '../support/raw-tracker';
import { Tenants } from '../support/tenants';
import { doorsOf, ok } from '../support/two-doors';

jest.setTimeout(120_000);

/**
 * The device row's address as positions arrive, end to end: a GT06 tracker reports from Taipei 101
 * through the gateway, and the device calls answer the embedded atlas' 台北市信義區 on its row.
 */
describe('a device row gets its address as positions arrive', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 869_000_000_000_000);
  let serial: string;
  let fleetToken: () => Promise<string>;

  beforeAll(async () => {
    app = await TestApp.start({ GATEWAY: 'inline' });
    const admin = await app.adminToken();
    const fleet = await tenants.fleet(admin);
    [serial] = await tenants.devices(admin, 1, fleet.id);
    fleetToken = () => tenants.signIn(fleet);
    const tracker = await RawTracker.login(app, serial);
    try {
      tracker.position(
        { ...fixAt(app.clock.now() - 1000, 0), latitude: 25.033964, longitude: 121.564468 },
        2,
      );
      await tracker.received(2, 'the position acknowledged');
    } finally {
      await tracker.close();
    }
  });
  afterAll(() => app.stop());

  test.each(doorsOf(() => app))('through $name: Taipei 101 is in 台北市信義區', async (door) => {
    const token = await fleetToken();
    // The ack means the position is durable; the row follows once the projection has applied it.
    const head = await app.platform.events.headPosition();
    if (head !== undefined) await app.platform.runner.waitFor(head);
    const page = await ok(door, 'getDevices', { deviceSerialNumbers: [serial] }, token);
    expect(page.rows[0].latitude).toBeCloseTo(25.033964, 5);
    expect(sameTaiwanName(page.rows[0].address.slice(0, 6), '台北市信義區')).toBe(true);
  });
});
