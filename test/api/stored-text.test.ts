import { TestApp } from '../support/app-harness';
import { Tenants, businessEvents } from '../support/tenants';
import { doorsOf, ok, type Door } from '../support/two-doors';

/**
 * Stored text holds no control, invisible or direction-changing character: names with a NUL, a
 * right-to-left override or a lone surrogate were stored as sent and spoofed names in the back
 * office and broke exports. Every call's input is checked by the Dispatcher (any string field,
 * with its path), and the domain's text validators check again; either way the answer is -2
 * naming the field, and nothing is stored. Every case runs through /api and through GraphQL.
 */

jest.setTimeout(30_000);

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 866_200_000_000_000);
const REFUSED = 'must not contain control, invisible or direction-changing characters';

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
});
afterAll(() => app.stop());

/** Runs `call` and answers its result with the business events it wrote. */
async function writes<T>(call: () => Promise<T>) {
  const before = (await businessEvents(app)).length;
  const result = await call();
  return { result, written: (await businessEvents(app)).slice(before) };
}

describe.each(doorsOf(() => app))('stored text through $name', (door: Door) => {
  const fleetInput = (fields: Record<string, unknown>) => ({
    account: tenants.name('text'),
    password: 'text-pass',
    alias: 'Plain alias',
    ...fields,
  });

  it('createFleet refuses an alias with a NUL, names the field, and creates nothing', async () => {
    const input = fleetInput({ alias: 'Fleet\u0000One' });
    const { result, written } = await writes(() => door.call('createFleet', input, admin));
    expect(result).toMatchObject({ code: -2, message: `alias: ${REFUSED} (found U+0000)` });
    expect(written).toEqual([]);
    expect((await app.ok('getFleets', { account: input.account }, admin)).total).toBe(0);
  });

  it('editDevice refuses a carName with a right-to-left override, from a device account as from an administrator', async () => {
    const [serial] = await tenants.devices(admin, 1);
    const device = await tenants.deviceAccount(admin, serial);
    const deviceToken = await tenants.signInDevice(device);
    for (const token of [deviceToken, admin]) {
      const { result, written } = await writes(() =>
        door.call('editDevice', { deviceSerialNumber: serial, carName: 'Truck \u202Egnp.exe' }, token),
      );
      expect(result).toMatchObject({ code: -2, message: `carName: ${REFUSED} (found U+202E)` });
      expect(written).toEqual([]);
    }
    expect((await tenants.device(admin, serial)).carName).toBeNull();
  });

  it('refuses a lone surrogate sent as "\\ud800" in the JSON body', async () => {
    const address = 'Road 1 \uD800';
    // JSON.stringify writes a lone surrogate as the escape a hostile client would send.
    expect(JSON.stringify({ address })).toContain('\\ud800');
    const input = fleetInput({ address });
    const { result, written } = await writes(() => door.call('createFleet', input, admin));
    expect(result).toMatchObject({ code: -2, message: `address: ${REFUSED} (found U+D800)` });
    expect(written).toEqual([]);
  });

  it('checks fields no domain text validator reads, and names them by their path', async () => {
    const serials = tenants.serials(2);
    const input = { deviceSerialNumbers: [serials[0], `${serials[1]}\u0000`] };
    const { result, written } = await writes(() => door.call('addDevices', input, admin));
    expect(result).toMatchObject({ code: -2, message: `deviceSerialNumbers.1: ${REFUSED} (found U+0000)` });
    expect(result.data.issues).toEqual([
      { field: 'deviceSerialNumbers.1', code: 'unsafe_text', message: `${REFUSED} (found U+0000)` },
    ]);
    expect(written).toEqual([]);
  });

  it('keeps emoji sequences, Chinese and accents as they were typed', async () => {
    const alias = '車隊 👨\u200D👩\u200D👧 Cafe\u0301';
    const fleet = await ok(door, 'createFleet', fleetInput({ alias }), admin);
    expect(fleet.alias).toBe(alias);
    expect((await tenants.fleetById(admin, fleet.id)).alias).toBe(alias);
  });
});
