import { BOOTSTRAP_ADMIN_ID } from '../../apps/api/src/platform/bootstrap';
import { TestApp } from '../support/app-harness';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf } from '../support/two-doors';

jest.setTimeout(60_000);

/** More characters than any name field takes. */
const TOO_LONG = 'x'.repeat(51);

/**
 * docs/decisions/validation-errors.md through both doors: a -2 names every failing field with a
 * stable code (and its figures), named as the caller names it; a refusal says which one it was.
 */
describe('validation codes and refusal reasons', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 864_000_000_000_000);
  let admin: string;
  let main: FleetFixture;
  let serial: string;

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.adminToken();
    main = await tenants.fleet(admin);
    [serial] = await tenants.devices(admin, 1, main.id);
  });
  afterAll(() => app.stop());

  describe.each(doorsOf(() => app))('through the $name door', (door) => {
    test('a domain rule names its field with a code: required, too_long with its figures', async () => {
      const empty = await door.call(
        'createSubFleet',
        { parentFleetId: main.id, account: '', password: 'x-password', alias: 'Fine' },
        admin,
      );
      expect(empty.code).toBe(-2);
      expect(empty.data.issues).toEqual([
        { field: 'account', code: 'required', message: expect.any(String) },
      ]);
      const long = await door.call(
        'createSubFleet',
        { parentFleetId: main.id, account: 'fine_name', password: 'x-password', alias: TOO_LONG },
        admin,
      );
      expect(long.code).toBe(-2);
      expect(long.data.issues).toEqual([
        { field: 'alias', code: 'too_long', params: { min: 1, max: 50 }, message: expect.any(String) },
      ]);
    });

    test('the input schema: every failing field at once, by its path', async () => {
      const res = await door.call(
        'stopDeviceService',
        { deviceSerialNumbers: [serial, 'abc', '12x'] },
        admin,
      );
      expect(res.code).toBe(-2);
      expect(res.data.issues).toEqual([
        { field: 'deviceSerialNumbers.1', code: 'pattern', message: expect.any(String) },
        { field: 'deviceSerialNumbers.2', code: 'pattern', message: expect.any(String) },
      ]);
      const none = await door.call('stopDeviceService', { deviceSerialNumbers: [] }, admin);
      expect(none.data.issues).toEqual([
        { field: 'deviceSerialNumbers', code: 'too_few', params: { min: 1 }, message: expect.any(String) },
      ]);
    });

    test("a domain rule's field is named as the call names it (ownerPhone, simCardNumber), with its code", async () => {
      const phone = await door.call(
        'editDevice',
        { deviceSerialNumber: serial, ownerPhone: 'call me' },
        admin,
      );
      expect(phone.code).toBe(-2);
      expect(phone.data.issues).toEqual([
        { field: 'ownerPhone', code: 'pattern', message: expect.any(String) },
      ]);
      const email = await door.call('editDevice', { deviceSerialNumber: serial, email: 'nobody' }, admin);
      expect(email.data.issues).toEqual([{ field: 'email', code: 'email', message: expect.any(String) }]);
      const sim = await door.call(
        'editDevice',
        { deviceSerialNumber: serial, simCardNumber: 'x'.repeat(200) },
        admin,
      );
      expect(sim.code).toBe(-2);
      expect(sim.data.issues).toEqual([
        {
          field: 'simCardNumber',
          code: 'too_long',
          params: { max: expect.any(Number) },
          message: expect.any(String),
        },
      ]);
    });

    test('every failing field of a domain rule at once, each named as the call names it', async () => {
      const res = await door.call(
        'editDevice',
        { deviceSerialNumber: serial, ownerPhone: 'call me', email: 'nobody', simCardNumber: 'abc' },
        admin,
      );
      expect(res.code).toBe(-2);
      expect(res.data.issues).toEqual([
        { field: 'ownerPhone', code: 'pattern', message: expect.any(String) },
        { field: 'email', code: 'email', message: expect.any(String) },
        { field: 'simCardNumber', code: 'pattern', message: expect.any(String) },
      ]);
    });

    test('each refusal has its own reason: deleting oneself, a fleet with devices, a taken account name', async () => {
      const self = await door.call('deleteAccount', { id: BOOTSTRAP_ADMIN_ID }, admin);
      expect(self.code).toBe(-5);
      expect(self.data).toMatchObject({ reason: 'delete_own_account' });

      const busy = await door.call('deleteFleet', { id: main.id }, admin);
      expect(busy.code).toBe(-5);
      expect(busy.data).toMatchObject({ reason: 'fleet_not_empty' });

      const taken = await door.call(
        'createFleet',
        { account: main.account, password: 'another-pass', alias: 'Another' },
        admin,
      );
      expect(taken.code).toBe(-5);
      expect(taken.data).toEqual({ reason: 'fleet_account_taken' });
    });
  });
});
