import { Collections } from '@gps/projections';
import { TestApp } from '../support/app-harness';
import { Tenants, allEvents } from '../support/tenants';

jest.setTimeout(60_000);

/**
 * The service-expiry sweep (docs/decisions/service-lifecycle.md): on the platform's clock, a device
 * whose expiry passed and is in service becomes expired, once, with an event at that moment.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 880_000_000_000_000);

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
});
afterAll(() => app.stop());

const row = async (serial: string) => {
  await app.platform.runner.waitFor((await app.platform.events.headPosition()) as bigint);
  return app.platform.read.get(Collections.devices, serial);
};

const expiredEventsOf = async (serial: string) =>
  (await allEvents(app)).filter((e) => e.type === 'ServiceExpired' && e.streamId === `device-${serial}`);

describe('service expiry sweep', () => {
  test('expires a device once its expiry passed, with the expiry and the sweep time; stopped and paid-stop stay', async () => {
    const fleet = await tenants.fleet(admin);
    const [normal, stopped, paidStop] = await tenants.devices(admin, 3, fleet.id);
    await app.ok('editDevice', { deviceSerialNumber: stopped, serviceStatusCode: 3 }, admin);
    await app.ok('editDevice', { deviceSerialNumber: paidStop, serviceStatusCode: 4 }, admin);
    // Added a day later: its expiry (a year from adding) is a day later.
    app.clock.advance(DAY);
    admin = await app.adminToken();
    const [later] = await tenants.devices(admin, 1, fleet.id);
    const expiry = (await row(normal))!.serviceExpiredDate! / 1000;
    app.clock.advance(expiry - app.clock.now() - MINUTE);

    expect(await app.platform.serviceExpiry.sweep()).toBe(0);
    expect((await row(normal))!.serviceStatusCode).toBe(1);

    app.clock.advance(2 * MINUTE);
    expect(await app.platform.serviceExpiry.sweep()).toBe(1);
    expect(await row(normal)).toMatchObject({ serviceStatusCode: 2, status: 2 });
    expect(await row(stopped)).toMatchObject({ serviceStatusCode: 3 });
    expect(await row(paidStop)).toMatchObject({ serviceStatusCode: 4 });
    expect(await row(later)).toMatchObject({ serviceStatusCode: 1 });
    const [expired] = await expiredEventsOf(normal);
    expect(expired.data).toEqual({ expiredAt: expiry, at: expiry + MINUTE });

    // Swept again: nothing twice.
    expect(await app.platform.serviceExpiry.sweep()).toBe(0);
    expect(await expiredEventsOf(normal)).toHaveLength(1);

    app.clock.advance(DAY);
    expect(await app.platform.serviceExpiry.sweep()).toBe(1);
    expect(await row(later)).toMatchObject({ serviceStatusCode: 2 });
  });
});
