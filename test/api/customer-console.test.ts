import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { doorsOf, ok, type Door } from '../support/two-doors';
import { Tenants } from '../support/tenants';

/**
 * The back office's customer console (docs/decisions/customer-console.md): an administrator with
 * the customer right (function 5) and no other finds a device by its serial number, a fleet by its
 * account and the fleet's devices, and stops their service; without the right each look-up is -4.
 */

// Every account costs a password hash on a loaded machine; no case asserts timing.
jest.setTimeout(30_000);

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 862_000_000_000_000);

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
});
afterAll(() => app.stop());

/** An administrator of a new group with exactly these rights, signed in. */
async function adminWith(rights: Record<number, string>): Promise<string> {
  const made = await createAdmin(app, { rights });
  return app.adminToken(made.account, made.password);
}

describe.each(doorsOf(() => app))('the customer console through $name', (door: Door) => {
  test('the customer right alone finds a fleet by account, its devices with its sub-fleets, and a device by serial', async () => {
    const customer = await adminWith({ 5: '0001' });
    const fleet = await tenants.fleet(admin);
    const sub = await tenants.subFleet(admin, fleet.id);
    const [own] = await tenants.devices(admin, 1, fleet.id);
    const [subs] = await tenants.devices(admin, 1, sub.id);

    const found = await ok(door, 'getFleets', { account: fleet.account, containSubFleets: true }, customer);
    expect(found.rows.map((f: any) => f.id)).toEqual([fleet.id]);
    const devices = await ok(door, 'getDevices', { fleetId: fleet.id, isContainSubFleet: true }, customer);
    expect(devices.rows.map((d: any) => d.deviceSerialNumber).sort()).toEqual([own, subs].sort());
    const one = await ok(door, 'getDevices', { deviceSerialNumber: own }, customer);
    expect(one.rows.map((d: any) => d.deviceSerialNumber)).toEqual([own]);
  });

  test('without the customer or fleet right the fleet search is refused (-4)', async () => {
    const other = await adminWith({ 1: '0001' });
    const fleet = await tenants.fleet(admin);
    expect((await door.call('getFleets', { account: fleet.account }, other)).code).toBe(-4);
    expect((await door.call('getDevices', { fleetId: fleet.id }, other)).code).toBe(-4);
  });

  test('the customer edit right stops a watched device’s service (status 3); view alone is refused', async () => {
    const viewer = await adminWith({ 5: '0001' });
    const editor = await adminWith({ 5: '0101' });
    const [serial] = await tenants.devices(admin, 1);

    expect((await door.call('stopDeviceService', { deviceSerialNumbers: [serial] }, viewer)).code).toBe(-4);
    expect(await tenants.device(admin, serial)).toMatchObject({ status: 1, serviceStatusCode: 1 });

    const stopped = await ok(door, 'stopDeviceService', { deviceSerialNumbers: [serial] }, editor);
    expect(stopped.map((d: any) => [d.deviceSerialNumber, d.serviceStatusCode])).toEqual([[serial, 3]]);
    expect(await tenants.device(admin, serial)).toMatchObject({ status: 3, serviceStatusCode: 3 });
  });
});
