import { TestApp } from '../support/app-harness';
import {
  addDevice,
  bothDoors,
  createAdmin,
  createFleet,
  resetKeyMailedTo,
  rootToken,
  sha,
  signIn,
  signInClient,
  uniqueName,
  type Door,
} from '../support/auth-doors';

/**
 * The password policy (docs/decisions/passwords.md) on every call that sets a password, through
 * both doors: a weak password, the account name (or the device's serial number) and a digest from
 * an old client are refused with -2 naming the password; a good password is stored so that sign-in,
 * which still sends the digest, takes it.
 */

// Every account and every password costs a deliberately slow scrypt hash.
jest.setTimeout(60_000);

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app.stop());

const GOOD = 'a-good-passw0rd';

/** A way of setting a password: the call, its input for a password, and how its owner signs in. */
interface Setter {
  call: string;
  /** The name the password signs in with, which it must not be. */
  name: string;
  input: (password: string) => Record<string, unknown>;
  /** Public calls (the resets) take no token. */
  token?: string;
  signIn: (door: Door, password: string) => Promise<string>;
}

const setters: Record<string, (door: Door) => Promise<Setter>> = {
  async createAccount() {
    const name = uniqueName('newadmin');
    const group = (await createAdmin(app)).permissionId;
    return {
      call: 'createAccount',
      name,
      input: (password) => ({ account: name, password, alias: 'Policy', permissionId: group }),
      token: await rootToken(app),
      signIn: (door, password) => signIn(door, name, password),
    };
  },
  async editAccount() {
    const admin = await createAdmin(app);
    return {
      call: 'editAccount',
      name: admin.account,
      input: (password) => ({ id: admin.id, password }),
      token: await rootToken(app),
      signIn: (door, password) => signIn(door, admin.account, password),
    };
  },
  async createFleet() {
    const name = uniqueName('newfleet');
    return {
      call: 'createFleet',
      name,
      input: (password) => ({ account: name, password, alias: 'Policy' }),
      token: await rootToken(app),
      signIn: (door, password) => signInClient(door, { account: name }, password),
    };
  },
  async editFleet() {
    const fleet = await createFleet(app);
    return {
      call: 'editFleet',
      name: fleet.account,
      input: (password) => ({ id: fleet.id, password }),
      token: await rootToken(app),
      signIn: (door, password) => signInClient(door, { account: fleet.account }, password),
    };
  },
  async createSubFleet() {
    const parent = await createFleet(app);
    const name = uniqueName('newsub');
    return {
      call: 'createSubFleet',
      name,
      input: (password) => ({ parentFleetId: parent.id, account: name, password, alias: 'Policy' }),
      token: await rootToken(app),
      signIn: (door, password) => signInClient(door, { account: name }, password),
    };
  },
  async editSubFleet(door) {
    const parent = await createFleet(app);
    const parentToken = await signInClient(door, { account: parent.account }, parent.password);
    const name = uniqueName('sub');
    const sub = await app.ok(
      'createSubFleet',
      { parentFleetId: parent.id, account: name, password: 'sub-first-password', alias: 'Sub' },
      await rootToken(app),
    );
    return {
      call: 'editSubFleet',
      name,
      input: (password) => ({ id: sub.id, password }),
      // Its main fleet changes it, as the customer area does.
      token: parentToken,
      signIn: (d, password) => signInClient(d, { account: name }, password),
    };
  },
  async editDevice() {
    const serial = await addDevice(app);
    return {
      call: 'editDevice',
      name: serial,
      input: (password) => ({ deviceSerialNumber: serial, password }),
      token: await rootToken(app),
      signIn: (door, password) => signInClient(door, { deviceSerialNumber: serial }, password),
    };
  },
  async resetAccountPassword(door) {
    const email = `${uniqueName('reset')}@example.com`;
    const admin = await createAdmin(app, { email });
    await door.ok('forgetAccountPassword', { account: admin.account, email });
    const resetKey = resetKeyMailedTo(app, email);
    return {
      call: 'resetAccountPassword',
      name: admin.account,
      input: (password) => ({ resetKey, password }),
      signIn: (d, password) => signIn(d, admin.account, password),
    };
  },
  async resetPassword(door) {
    const email = `${uniqueName('reset')}@example.com`;
    const fleet = await createFleet(app, { email });
    await door.ok('requestForgetPassword', { account: fleet.account, email });
    const resetKey = resetKeyMailedTo(app, email);
    return {
      call: 'resetPassword',
      name: fleet.account,
      input: (password) => ({ resetKey, password }),
      signIn: (d, password) => signInClient(d, { account: fleet.account }, password),
    };
  },
};

describe.each(bothDoors(() => app))('the password policy through $name', (door: Door) => {
  describe.each(Object.keys(setters))('%s', (name) => {
    test('refuses a weak password, the account name, its reverse and a digest with -2 naming the password, then takes a good one', async () => {
      const setter = await setters[name](door);
      const refused = [
        ['1', 'at least 8 characters'],
        ['aaaaaaaaaa', 'one character'],
        ['password123', 'most common'],
        [setter.name.toUpperCase(), 'account name'],
        [[...setter.name].reverse().join(''), 'account name'],
        [sha(GOOD), 'not its SHA-256 digest'],
      ];
      for (const [password, reason] of refused) {
        const res = await door.call(setter.call, setter.input(password), { token: setter.token });
        expect({ password, code: res.code, message: res.message }).toEqual({
          password,
          code: -2,
          message: expect.stringMatching(new RegExp(`password.*${reason}`)),
        });
      }
      // Nothing was set: the digest refused above does not sign in.
      await expect(setter.signIn(door, GOOD)).rejects.toThrow(/-6/);

      expect((await door.call(setter.call, setter.input(GOOD), { token: setter.token })).code).toBe(0);
      expect((await setter.signIn(door, GOOD)).length).toBeGreaterThan(0);
    });
  });
});
