import { randomBytes } from 'node:crypto';
import { TestApp } from '../support/app-harness';
import {
  addDevice,
  bothDoors,
  createAdmin,
  createFleet,
  rootToken,
  sha,
  signIn,
  signInClient,
  uniqueName,
  type Door,
  type Session,
} from '../support/auth-doors';

// Every sign-in and password costs a deliberately slow scrypt hash.
jest.setTimeout(60_000);

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start({ TRUST_PROXY: '1' });
});
afterAll(() => app.stop());

const SECOND = 1000;

describe.each(bothDoors(() => app))('through $name', (door: Door) => {
  /** A freshly signed-in administrator (every right) and its token. */
  async function signedInAdmin() {
    const admin = await createAdmin(app);
    return { admin, token: await signIn(door, admin.account, admin.password) };
  }

  describe('a request without a session', () => {
    test('answers -8 when no token is given', async () => {
      expect((await door.call('me')).code).toBe(-8);
      expect((await door.call('getAccounts')).code).toBe(-8);
      expect((await door.call('getSystemSettings')).code).toBe(-8);
    });

    test('answers -8 for an empty token', async () => {
      expect((await door.call('me', {}, { token: '' })).code).toBe(-8);
    });
  });

  describe('an invalid token', () => {
    test('answers -10 when it is garbage', async () => {
      expect((await door.call('me', {}, { token: 'garbage' })).code).toBe(-10);
      expect((await door.call('me', {}, { token: 'x'.repeat(500) })).code).toBe(-10);
    });

    test('answers -10 when it is well formed but unknown', async () => {
      const token = randomBytes(32).toString('base64url');
      expect((await door.call('me', {}, { token })).code).toBe(-10);
    });

    test('answers -10 after logout, while other sessions of the same account go on', async () => {
      const { admin, token } = await signedInAdmin();
      const other = await signIn(door, admin.account, admin.password);
      expect(await door.ok('logout', {}, { token })).toBe(true);
      expect((await door.call('me', {}, { token })).code).toBe(-10);
      expect((await door.call('logout', {}, { token })).code).toBe(-10);
      expect((await door.ok<Session>('me', {}, { token: other })).accountId).toBe(admin.id);
    });
  });

  describe('a valid session', () => {
    test('me answers the session as sign-in did, without a new token', async () => {
      const admin = await createAdmin(app, { rights: { 1: '0001' } });
      const signedIn = await door.ok<Session>('loginAccount', {
        account: admin.account,
        password: sha(admin.password),
      });
      const me = await door.ok<Session>('me', {}, { token: signedIn.token });
      expect(me).toEqual(signedIn);
    });

    test('works through either door, whichever door opened it', async () => {
      const { admin, token } = await signedInAdmin();
      for (const other of bothDoors(() => app)) {
        expect((await other.ok<Session>('me', {}, { token })).accountId).toBe(admin.id);
      }
    });
  });

  describe('idle expiry', () => {
    test('a session unused for 901 seconds answers -9', async () => {
      const { token } = await signedInAdmin();
      app.clock.advance(901 * SECOND);
      expect((await door.call('me', {}, { token })).code).toBe(-9);
    });

    test('a session unused for exactly 900 seconds is still open', async () => {
      const { token } = await signedInAdmin();
      app.clock.advance(900 * SECOND);
      expect((await door.call('me', {}, { token })).code).toBe(0);
    });

    test('every accepted request slides the window', async () => {
      const { token } = await signedInAdmin();
      app.clock.advance(899 * SECOND);
      expect((await door.call('me', {}, { token })).code).toBe(0);
      app.clock.advance(899 * SECOND);
      expect((await door.call('getAccounts', {}, { token })).code).toBe(0);
      app.clock.advance(899 * SECOND);
      expect((await door.call('me', {}, { token })).code).toBe(0);
      app.clock.advance(901 * SECOND);
      expect((await door.call('me', {}, { token })).code).toBe(-9);
    });

    test('a refused request slides the window too, since the session was valid', async () => {
      const admin = await createAdmin(app, { rights: { 1: '0001' } });
      const token = await signIn(door, admin.account, admin.password);
      app.clock.advance(899 * SECOND);
      expect((await door.call('getSystemLogs', {}, { token })).code).toBe(-4);
      app.clock.advance(899 * SECOND);
      expect((await door.call('me', {}, { token })).code).toBe(0);
    });

    test('client sessions idle out the same way', async () => {
      const fleet = await createFleet(app);
      const token = await signInClient(door, { account: fleet.account }, fleet.password);
      app.clock.advance(899 * SECOND);
      expect((await door.call('me', {}, { token })).code).toBe(0);
      app.clock.advance(901 * SECOND);
      expect((await door.call('me', {}, { token })).code).toBe(-9);
    });
  });

  describe('a password change ends every other session of its account', () => {
    /** A device with a password, in a new fleet; the fleet and the device each signed in twice. */
    async function fleetAndDevice() {
      const fleet = await createFleet(app);
      const serial = await addDevice(app);
      const root = await rootToken(app);
      await app.ok('allocationDevice', { deviceSerialNumbers: [serial], fleetId: fleet.id }, root);
      await app.ok('editDevice', { deviceSerialNumber: serial, password: 'dev-old-password' }, root);
      const device = [
        await signInClient(door, { deviceSerialNumber: serial }, 'dev-old-password'),
        await signInClient(door, { deviceSerialNumber: serial }, 'dev-old-password'),
      ];
      const fleetToken = await signInClient(door, { account: fleet.account }, fleet.password);
      return { fleet, serial, device, fleetToken };
    }
    const code = async (token: string) => (await door.call('me', {}, { token })).code;

    test('a device whose password an administrator changed (-10), and it signs in with the new one', async () => {
      const { serial, device, fleetToken } = await fleetAndDevice();
      await door.ok(
        'editDevice',
        { deviceSerialNumber: serial, password: 'dev-new-password' },
        { token: await rootToken(app) },
      );
      expect(await code(device[0])).toBe(-10);
      expect(await code(device[1])).toBe(-10);
      expect(await code(fleetToken)).toBe(0);
      expect((await signInClient(door, { deviceSerialNumber: serial }, 'dev-new-password')).length).toBe(43);
    });

    test('a device whose password its fleet changed', async () => {
      const { serial, device, fleetToken } = await fleetAndDevice();
      await door.ok(
        'editDevice',
        { deviceSerialNumber: serial, password: 'dev-new-password' },
        { token: fleetToken },
      );
      expect(await code(device[0])).toBe(-10);
      expect(await code(device[1])).toBe(-10);
      expect(await code(fleetToken)).toBe(0);
    });

    test('a device that changed its own password keeps the session it did it with', async () => {
      const { serial, device } = await fleetAndDevice();
      await door.ok(
        'editDevice',
        { deviceSerialNumber: serial, password: 'dev-new-password' },
        { token: device[0] },
      );
      expect(await code(device[0])).toBe(0);
      expect(await code(device[1])).toBe(-10);
    });

    test('a fleet whose password an administrator changed', async () => {
      const { fleet, fleetToken } = await fleetAndDevice();
      await door.ok('editFleet', { id: fleet.id, password: 'fleet-new' }, { token: await rootToken(app) });
      expect(await code(fleetToken)).toBe(-10);
      expect((await signInClient(door, { account: fleet.account }, 'fleet-new')).length).toBe(43);
    });

    test('a sub-fleet whose password its main fleet changed, and not the main fleet', async () => {
      const { fleet, fleetToken } = await fleetAndDevice();
      const account = uniqueName('sub');
      const sub = await app.ok(
        'createSubFleet',
        { parentFleetId: fleet.id, account, password: 'sub-old-password', alias: 'Sub' },
        await rootToken(app),
      );
      const subToken = await signInClient(door, { account }, 'sub-old-password');
      await door.ok('editSubFleet', { id: sub.id, password: 'sub-new-password' }, { token: fleetToken });
      expect(await code(subToken)).toBe(-10);
      expect(await code(fleetToken)).toBe(0);
    });

    test('an administrator who changed its own password keeps the session it did it with', async () => {
      const { admin, token } = await signedInAdmin();
      const elsewhere = await signIn(door, admin.account, admin.password);
      await door.ok('editAccount', { id: admin.id, password: 'admin-new' }, { token });
      expect(await code(token)).toBe(0);
      expect(await code(elsewhere)).toBe(-10);
      expect((await signIn(door, admin.account, 'admin-new')).length).toBe(43);
    });

    test('changing something else ends nothing', async () => {
      const { fleet, serial, device, fleetToken } = await fleetAndDevice();
      const root = await rootToken(app);
      await door.ok('editDevice', { deviceSerialNumber: serial, carName: 'Renamed' }, { token: root });
      await door.ok('editFleet', { id: fleet.id, alias: 'Renamed' }, { token: root });
      expect(await code(device[0])).toBe(0);
      expect(await code(fleetToken)).toBe(0);
    });
  });

  describe('an account disabled while signed in', () => {
    test('an administrator suspended by another answers -11', async () => {
      const { admin, token } = await signedInAdmin();
      await app.ok('editAccount', { id: admin.id, statusCode: 2 }, await rootToken(app));
      expect((await door.call('getAccounts', {}, { token })).code).toBe(-11);
      // The session is gone after telling why: the token is now simply unknown.
      expect((await door.call('me', {}, { token })).code).toBe(-10);
    });

    test('a reinstated administrator must sign in again', async () => {
      const { admin, token } = await signedInAdmin();
      const root = await rootToken(app);
      await app.ok('editAccount', { id: admin.id, statusCode: 2 }, root);
      await app.ok('editAccount', { id: admin.id, statusCode: 1 }, root);
      expect((await door.call('me', {}, { token })).code).toBe(-10);
      expect((await signIn(door, admin.account, admin.password)).length).toBe(43);
    });

    test('an administrator deleted by another answers -11', async () => {
      const { admin, token } = await signedInAdmin();
      await app.ok('deleteAccount', { id: admin.id }, await rootToken(app));
      expect((await door.call('me', {}, { token })).code).toBe(-11);
    });

    test('a fleet suspended by an administrator answers -11', async () => {
      const fleet = await createFleet(app);
      const token = await signInClient(door, { account: fleet.account }, fleet.password);
      await app.ok('editFleet', { id: fleet.id, statusCode: 2 }, await rootToken(app));
      expect((await door.call('getDevices', {}, { token })).code).toBe(-11);
    });

    test('a sub-fleet whose main fleet is suspended answers -11', async () => {
      const parent = await createFleet(app);
      const root = await rootToken(app);
      const account = uniqueName('sub');
      await app.ok(
        'createSubFleet',
        { parentFleetId: parent.id, account, password: 'sub-pass', alias: 'Sub' },
        root,
      );
      const token = await signInClient(door, { account }, 'sub-pass');
      await app.ok('editFleet', { id: parent.id, statusCode: 2 }, root);
      expect((await door.call('me', {}, { token })).code).toBe(-11);
    });

    test('a fleet deleted by an administrator answers -11', async () => {
      const fleet = await createFleet(app);
      const token = await signInClient(door, { account: fleet.account }, fleet.password);
      await app.ok('deleteFleet', { id: fleet.id }, await rootToken(app));
      expect((await door.call('me', {}, { token })).code).toBe(-11);
    });

    test('a password changed by an administrator ends the sessions of that account (-10)', async () => {
      const { admin, token } = await signedInAdmin();
      await app.ok('editAccount', { id: admin.id, password: 'changed-password' }, await rootToken(app));
      expect((await door.call('me', {}, { token })).code).toBe(-10);
      expect((await signIn(door, admin.account, 'changed-password')).length).toBe(43);
    });

    test('a device keeps its session when its fleet changes', async () => {
      const serial = await addDevice(app);
      const root = await rootToken(app);
      await app.ok('editDevice', { deviceSerialNumber: serial, password: 'dev-password' }, root);
      const token = await signInClient(door, { deviceSerialNumber: serial }, 'dev-password');
      const fleet = await createFleet(app);
      await app.ok('allocationDevice', { deviceSerialNumbers: [serial], fleetId: fleet.id }, root);
      expect((await door.ok<Session>('me', {}, { token })).accountType).toBe(3);
    });
  });
});
