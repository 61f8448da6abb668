import { TestApp } from '../support/app-harness';
import {
  addDevice,
  ADMIN_PASSWORD,
  bothDoors,
  createFleet,
  createAdmin,
  freshIp,
  MINUTE,
  resetKeyMailedTo,
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

const WRONG = 'account or password is incorrect';

const accountsTotal = async () => (await app.ok('getAccounts', {}, await rootToken(app))).total as number;

describe.each(bothDoors(() => app))('through $name', (door: Door) => {
  describe('loginAccount', () => {
    test('signs an administrator in: a 256-bit token, account type 1 and rights for all 13 functions', async () => {
      const admin = await createAdmin(app, { rights: { 1: '1111', 2: '0101', 12: '0001' } });
      const session = await door.ok<Session>('loginAccount', {
        account: admin.account,
        password: sha(admin.password),
      });
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session).toMatchObject({
        accountId: admin.id,
        accountType: 1,
        account: admin.account,
        alias: `Alias ${admin.account}`,
        parentFleetId: null,
        idleSeconds: 900,
      });
      expect(session.rights.map((r) => r.functionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
      expect(session.rights.find((r) => r.functionId === 1)?.flags).toBe('1111');
      expect(session.rights.find((r) => r.functionId === 2)?.flags).toBe('0101');
      expect(session.rights.find((r) => r.functionId === 3)?.flags).toBe('0000');
      expect(session.rights.find((r) => r.functionId === 12)?.flags).toBe('0001');
      // The token opens a session.
      expect((await door.ok<Session>('me', {}, { token: session.token })).accountId).toBe(admin.id);
    });

    test('the first administrator has every right', async () => {
      const session = await door.ok<Session>('loginAccount', {
        account: 'admin',
        password: sha(ADMIN_PASSWORD),
      });
      expect(session.rights).toHaveLength(13);
      expect(session.rights.every((r) => r.flags === '1111')).toBe(true);
    });

    test('account names are matched without regard to case', async () => {
      const admin = await createAdmin(app);
      const session = await door.ok<Session>('loginAccount', {
        account: admin.account.toUpperCase(),
        password: sha(admin.password),
      });
      expect(session.accountId).toBe(admin.id);
      expect(session.account).toBe(admin.account);
    });

    test('a sign-in is recorded as the last login time of the account', async () => {
      const admin = await createAdmin(app);
      await signIn(door, admin.account, admin.password);
      const list = await app.ok('getAccounts', { keyword: admin.account }, await rootToken(app));
      expect(list.rows[0].lastLoginTimestamp).toBe(app.clock.now() * 1000);
    });

    test('a wrong password answers -6', async () => {
      const admin = await createAdmin(app);
      const res = await door.call('loginAccount', {
        account: admin.account,
        password: sha('wrong-password'),
      });
      expect(res).toMatchObject({ code: -6, message: WRONG });
    });

    test('an unknown account answers -6 with the same message as a wrong password', async () => {
      const res = await door.call('loginAccount', {
        account: uniqueName('nobody'),
        password: sha('x-password'),
      });
      expect(res).toMatchObject({ code: -6, message: WRONG });
    });

    test('a fleet account cannot sign in at the administrator door', async () => {
      const fleet = await createFleet(app);
      const res = await door.call('loginAccount', { account: fleet.account, password: sha(fleet.password) });
      expect(res).toMatchObject({ code: -6, message: WRONG });
    });

    test.each([
      ['the plain password', 'secret'],
      ['upper-case hex', sha('secret-password').toUpperCase()],
      ['63 hex digits', sha('secret-password').slice(1)],
      ['an empty string', ''],
    ])(
      'a password that is not 64 lower-case hex digits (%s) answers -2 naming the field',
      async (_, password) => {
        const admin = await createAdmin(app);
        const res = await door.call('loginAccount', { account: admin.account, password });
        expect(res.code).toBe(-2);
        expect(res.message).toMatch(/^password: /);
        expect(res.data.issues).toEqual([
          { field: 'password', code: 'pattern', message: expect.any(String) },
        ]);
      },
    );

    test('a missing account or password answers -2 naming the field', async () => {
      const noPassword = await door.call('loginAccount', { account: 'admin' });
      expect(noPassword.code).toBe(-2);
      expect(noPassword.message).toMatch(/password/);
      const noAccount = await door.call('loginAccount', { password: sha(ADMIN_PASSWORD) });
      expect(noAccount.code).toBe(-2);
      expect(noAccount.message).toMatch(/account/);
      const blankAccount = await door.call('loginAccount', { account: '  ', password: sha(ADMIN_PASSWORD) });
      expect(blankAccount.code).toBe(-2);
      expect(blankAccount.message).toMatch(/^account: /);
    });

    test('a suspended account answers -11 with the right password, and -6 with a wrong one', async () => {
      const admin = await createAdmin(app, { statusCode: 2 });
      const right = await door.call('loginAccount', {
        account: admin.account,
        password: sha(admin.password),
      });
      expect(right.code).toBe(-11);
      const wrong = await door.call('loginAccount', {
        account: admin.account,
        password: sha('nope-password'),
      });
      expect(wrong).toMatchObject({ code: -6, message: WRONG });
    });

    test('a rejected sign-in changes nothing', async () => {
      const before = await accountsTotal();
      await door.call('loginAccount', { account: uniqueName('x'), password: sha('x-password') });
      await door.call('loginAccount', { account: 'admin', password: 'not-a-digest' });
      expect(await accountsTotal()).toBe(before);
    });
  });

  describe('sign-in throttling', () => {
    /** Attempts at one account, each from a new address (strangers). */
    const stranger = (account: string) => (password: string) =>
      door.call('loginAccount', { account, password: sha(password) }, { ip: freshIp() });

    test('after 5 failures a stranger waits a second, twice as long after each further one, and the right password then works', async () => {
      const admin = await createAdmin(app);
      const attempt = stranger(admin.account);
      for (let i = 0; i < 5; i++) expect((await attempt('wrong')).code).toBe(-6);
      const early = await attempt(admin.password);
      expect(early).toMatchObject({ code: -7, data: { retryAfterSeconds: 1 } });
      app.clock.advance(1000);
      expect((await attempt('wrong')).code).toBe(-6);
      expect(await attempt(admin.password)).toMatchObject({ code: -7, data: { retryAfterSeconds: 2 } });
      app.clock.advance(2000);
      expect((await attempt(admin.password)).code).toBe(0);
    });

    test('the wait never grows past 5 minutes, and attempts refused meanwhile do not extend it', async () => {
      const admin = await createAdmin(app);
      const attempt = stranger(admin.account);
      for (let i = 0; i < 5; i++) await attempt('wrong');
      for (let wait = 1; wait < 300; wait *= 2) {
        app.clock.advance(wait * 1000);
        expect((await attempt('wrong')).code).toBe(-6);
      }
      for (let i = 0; i < 3; i++) {
        expect(await attempt('wrong')).toMatchObject({ code: -7, data: { retryAfterSeconds: 300 } });
        app.clock.advance(300 * 1000);
        expect((await attempt('wrong')).code).toBe(-6);
      }
      for (let i = 0; i < 5; i++) expect((await attempt(admin.password)).code).toBe(-7);
      app.clock.advance(300 * 1000);
      expect((await attempt(admin.password)).code).toBe(0);
    });

    test('300 guesses in flight together from one address: 5 are evaluated, and the right one among them gets no session', async () => {
      const admin = await createAdmin(app);
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          door.call(
            'loginAccount',
            { account: admin.account, password: sha(i + 1 === 271 ? admin.password : `guess-${i}`) },
            { ip },
          ),
        ),
      );
      const evaluated = answers.filter((a) => a.code !== -7);
      expect(evaluated.map((a) => a.code)).toEqual([-6, -6, -6, -6, -6]);
      expect(answers[270]).toMatchObject({ code: -7, data: { retryAfterSeconds: 1 } });
    });

    test('an address the account signed in from keeps signing in while strangers wait', async () => {
      const admin = await createAdmin(app);
      const home = freshIp();
      const right = { account: admin.account, password: sha(admin.password) };
      expect((await door.call('loginAccount', right, { ip: home })).code).toBe(0);
      const attempt = stranger(admin.account);
      for (let i = 0; i < 5; i++) await attempt('wrong');
      for (let wait = 1; wait < 300; wait *= 2) {
        app.clock.advance(wait * 1000);
        await attempt('wrong');
      }
      expect((await attempt(admin.password)).code).toBe(-7);
      expect((await door.call('loginAccount', right, { ip: home })).code).toBe(0);
      expect((await attempt(admin.password)).code).toBe(-7);
    });

    test('failures on one account from an address do not slow other accounts from it', async () => {
      const target = await createAdmin(app);
      const colleague = await createAdmin(app);
      const office = freshIp();
      for (let i = 0; i < 8; i++) {
        await door.call(
          'loginAccount',
          { account: target.account, password: sha('wrong-password') },
          { ip: office },
        );
      }
      const right = { account: colleague.account, password: sha(colleague.password) };
      expect((await door.call('loginAccount', right, { ip: office })).code).toBe(0);
    });

    test('an address failing on 10 accounts within 15 minutes makes strangers from it wait, not accounts that signed in from it', async () => {
      const regular = await createAdmin(app);
      const newcomer = await createAdmin(app);
      const ip = freshIp();
      const sign = (who: { account: string; password: string }, from = ip) =>
        door.call('loginAccount', { account: who.account, password: sha(who.password) }, { ip: from });
      expect((await sign(regular)).code).toBe(0);
      for (let i = 0; i < 9; i++) {
        expect((await sign({ account: uniqueName('spray'), password: '123456' })).code).toBe(-6);
        app.clock.advance(60_000);
      }
      // Nine accounts are not many: a stranger still signs in from there.
      expect((await sign(await createAdmin(app))).code).toBe(0);
      expect((await sign({ account: uniqueName('spray'), password: '123456' })).code).toBe(-6);
      expect(await sign(newcomer)).toMatchObject({ code: -7, data: { retryAfterSeconds: 6 * 60 } });
      expect((await sign(regular)).code).toBe(0);
      expect((await sign(newcomer, freshIp())).code).toBe(0);
      app.clock.advance(6 * 60_000);
      expect((await sign(newcomer)).code).toBe(0);
    });

    test('a successful sign-in clears the failures of the account', async () => {
      const admin = await createAdmin(app);
      const attempt = stranger(admin.account);
      for (let i = 0; i < 4; i++) expect((await attempt('wrong')).code).toBe(-6);
      expect((await attempt(admin.password)).code).toBe(0);
      for (let i = 0; i < 4; i++) expect((await attempt('wrong')).code).toBe(-6);
      expect((await attempt(admin.password)).code).toBe(0);
    });

    test('client sign-ins are throttled per account too', async () => {
      const fleet = await createFleet(app);
      const attempt = (password: string) =>
        door.call('login', { account: fleet.account, password: sha(password) }, { ip: freshIp() });
      for (let i = 0; i < 5; i++) expect((await attempt('wrong')).code).toBe(-6);
      expect(await attempt(fleet.password)).toMatchObject({ code: -7, data: { retryAfterSeconds: 1 } });
      app.clock.advance(1000);
      expect((await attempt(fleet.password)).code).toBe(0);
    });

    test('password-reset requests never slow a sign-in down', async () => {
      const email = `${uniqueName('flood')}@example.com`;
      const admin = await createAdmin(app, { email });
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        expect(
          (await door.call('forgetAccountPassword', { account: admin.account, email }, { ip })).code,
        ).toBe(0);
      }
      const more = await door.call('forgetAccountPassword', { account: admin.account, email }, { ip });
      expect(more).toMatchObject({ code: -7, data: { retryAfterSeconds: expect.any(Number) } });
      const right = { account: admin.account, password: sha(admin.password) };
      expect((await door.call('loginAccount', right, { ip })).code).toBe(0);
    });
  });

  describe('login (client)', () => {
    test('a main fleet signs in with account type 2 and its permission slots', async () => {
      // Stored flags: edit vehicle info, fleet management, send commands.
      const fleet = await createFleet(app, { permissions: '110' });
      const session = await door.ok<Session>('login', {
        account: fleet.account,
        password: sha(fleet.password),
      });
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session).toMatchObject({
        accountId: fleet.id,
        accountType: 2,
        account: fleet.account,
        alias: `Fleet ${fleet.account}`,
        parentFleetId: null,
        rights: [],
        // Slots: edit vehicle info, send commands, fleet management.
        permissions: [1, 0, 1],
      });
    });

    test('a fleet with a wrong password, or an unknown fleet, answers -6', async () => {
      const fleet = await createFleet(app);
      expect(
        await door.call('login', { account: fleet.account, password: sha('wrong-password') }),
      ).toMatchObject({
        code: -6,
        message: WRONG,
      });
      expect(
        await door.call('login', { account: uniqueName('nofleet'), password: sha('x-password') }),
      ).toMatchObject({
        code: -6,
        message: WRONG,
      });
    });

    test('an administrator cannot sign in at the client door', async () => {
      const admin = await createAdmin(app);
      const res = await door.call('login', { account: admin.account, password: sha(admin.password) });
      expect(res).toMatchObject({ code: -6, message: WRONG });
    });

    test('a suspended fleet answers -11', async () => {
      const fleet = await createFleet(app);
      await app.ok('editFleet', { id: fleet.id, statusCode: 2 }, await rootToken(app));
      const res = await door.call('login', { account: fleet.account, password: sha(fleet.password) });
      expect(res.code).toBe(-11);
    });

    test('a sub-fleet signs in with its parent fleet and no fleet management', async () => {
      const parent = await createFleet(app);
      const account = uniqueName('sub');
      const sub = await app.ok(
        'createSubFleet',
        { parentFleetId: parent.id, account, password: 'sub-pass', alias: 'Sub' },
        await rootToken(app),
      );
      const session = await door.ok<Session>('login', { account, password: sha('sub-pass') });
      expect(session).toMatchObject({
        accountId: sub.id,
        accountType: 2,
        account,
        parentFleetId: parent.id,
        // Default sub-fleet flags 101: edit vehicle info and send commands.
        permissions: [1, 1, 0],
      });
    });

    test('a sub-fleet of a suspended main fleet cannot sign in (-11) until the fleet is reinstated', async () => {
      const parent = await createFleet(app);
      const account = uniqueName('orphan');
      const root = await rootToken(app);
      await app.ok(
        'createSubFleet',
        { parentFleetId: parent.id, account, password: 'sub-pass', alias: 'Sub' },
        root,
      );
      await app.ok('editFleet', { id: parent.id, statusCode: 2 }, root);
      expect((await door.call('login', { account, password: sha('sub-pass') })).code).toBe(-11);
      await app.ok('editFleet', { id: parent.id, statusCode: 1 }, root);
      expect((await door.call('login', { account, password: sha('sub-pass') })).code).toBe(0);
    });

    test('a device without a password cannot sign in; once an administrator sets one, it can', async () => {
      const serial = await addDevice(app);
      const before = await door.call('login', { deviceSerialNumber: serial, password: sha('-password') });
      expect(before).toMatchObject({ code: -6, message: WRONG });
      await app.ok('editDevice', { deviceSerialNumber: serial, password: 'dev-pass' }, await rootToken(app));
      const session = await door.ok<Session>('login', {
        deviceSerialNumber: serial,
        password: sha('dev-pass'),
      });
      expect(session).toMatchObject({
        accountId: serial,
        accountType: 3,
        account: serial,
        parentFleetId: null,
        rights: [],
        // The spec: a single-device account has all three (it still manages no fleet: tenancy.test.ts).
        permissions: [1, 1, 1],
      });
      const wrong = await door.call('login', { deviceSerialNumber: serial, password: sha('other-password') });
      expect(wrong).toMatchObject({ code: -6, message: WRONG });
    });

    test('an unknown serial number answers -6', async () => {
      const res = await door.call('login', {
        deviceSerialNumber: '999000111222333',
        password: sha('x-password'),
      });
      expect(res).toMatchObject({ code: -6, message: WRONG });
    });

    test('it takes either an account or a serial number, not both nor neither (-2)', async () => {
      const fleet = await createFleet(app);
      const both = await door.call('login', {
        account: fleet.account,
        deviceSerialNumber: '123',
        password: sha(fleet.password),
      });
      expect(both.code).toBe(-2);
      const neither = await door.call('login', { password: sha(fleet.password) });
      expect(neither.code).toBe(-2);
      const badSerial = await door.call('login', { deviceSerialNumber: '12ab', password: sha('x-password') });
      expect(badSerial.code).toBe(-2);
      expect(badSerial.message).toMatch(/^deviceSerialNumber: /);
      const badPassword = await door.call('login', { account: fleet.account, password: fleet.password });
      expect(badPassword.code).toBe(-2);
      expect(badPassword.message).toMatch(/^password: /);
    });
  });

  describe('forgetAccountPassword and resetAccountPassword (administrators)', () => {
    test('mails a key that sets a new password once; the old password then fails', async () => {
      const email = `${uniqueName('mail')}@example.com`;
      const admin = await createAdmin(app, { email });
      const mailsBefore = app.mails.length;
      expect(await door.ok('forgetAccountPassword', { account: admin.account, email })).toBe(true);
      expect(app.mails).toHaveLength(mailsBefore + 1);
      expect(app.mails[app.mails.length - 1].to).toBe(email);
      const resetKey = resetKeyMailedTo(app, email);
      expect(resetKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

      expect(await door.ok('resetAccountPassword', { resetKey, password: 'brand-new' })).toBe(true);
      const old = await door.call('loginAccount', { account: admin.account, password: sha(admin.password) });
      expect(old.code).toBe(-6);
      expect((await signIn(door, admin.account, 'brand-new')).length).toBe(43);

      const again = await door.call('resetAccountPassword', { resetKey, password: 'third-password' });
      expect(again.code).toBe(-3);
      expect((await signIn(door, admin.account, 'brand-new')).length).toBe(43);
    });

    test('the email is matched without regard to case', async () => {
      const email = `${uniqueName('Mixed')}@Example.com`;
      const admin = await createAdmin(app, { email });
      const mailsBefore = app.mails.length;
      await door.ok('forgetAccountPassword', {
        account: admin.account.toUpperCase(),
        email: email.toLowerCase(),
      });
      expect(app.mails).toHaveLength(mailsBefore + 1);
    });

    test('a key expires after an hour (-3)', async () => {
      const email = `${uniqueName('exp')}@example.com`;
      const admin = await createAdmin(app, { email });
      await door.ok('forgetAccountPassword', { account: admin.account, email });
      const resetKey = resetKeyMailedTo(app, email);
      app.clock.advance(3600 * 1000 + 1);
      expect((await door.call('resetAccountPassword', { resetKey, password: 'late-password' })).code).toBe(
        -3,
      );
      expect((await signIn(door, admin.account, admin.password)).length).toBe(43);
    });

    test('a wrong email or an unknown account still answers success and sends nothing', async () => {
      const email = `${uniqueName('quiet')}@example.com`;
      const admin = await createAdmin(app, { email });
      const noEmail = await createAdmin(app);
      const mailsBefore = app.mails.length;
      expect(
        await door.ok('forgetAccountPassword', { account: admin.account, email: 'other@example.com' }),
      ).toBe(true);
      expect(await door.ok('forgetAccountPassword', { account: uniqueName('ghost'), email })).toBe(true);
      expect(await door.ok('forgetAccountPassword', { account: noEmail.account, email })).toBe(true);
      expect(app.mails).toHaveLength(mailsBefore);
    });

    test('a malformed email answers -2', async () => {
      const res = await door.call('forgetAccountPassword', { account: 'admin', email: 'not-an-email' });
      expect(res.code).toBe(-2);
      expect(res.message).toMatch(/^email: /);
    });

    test('an unknown or garbage key answers -3 and a malformed password -2', async () => {
      const unknown = await door.call('resetAccountPassword', {
        resetKey: 'A'.repeat(43),
        password: 'x-password',
      });
      expect(unknown.code).toBe(-3);
      const email = `${uniqueName('pw')}@example.com`;
      const admin = await createAdmin(app, { email });
      await door.ok('forgetAccountPassword', { account: admin.account, email });
      const resetKey = resetKeyMailedTo(app, email);
      const badPassword = await door.call('resetAccountPassword', { resetKey, password: 'plain' });
      expect(badPassword.code).toBe(-2);
      // The rejected attempt did not use the key up.
      expect(await door.ok('resetAccountPassword', { resetKey, password: 'fine-password' })).toBe(true);
    });

    test('a reset ends the open sessions of the account (-10 afterwards)', async () => {
      const email = `${uniqueName('end')}@example.com`;
      const admin = await createAdmin(app, { email });
      const token = await signIn(door, admin.account, admin.password);
      const other = await createAdmin(app);
      const bystander = await signIn(door, other.account, other.password);
      await door.ok('forgetAccountPassword', { account: admin.account, email });
      await door.ok('resetAccountPassword', {
        resetKey: resetKeyMailedTo(app, email),
        password: 'new-password',
      });
      expect((await door.call('me', {}, { token })).code).toBe(-10);
      expect((await door.call('me', {}, { token: bystander })).code).toBe(0);
    });

    test('using the newer of two keys voids the older one (-3)', async () => {
      const email = `${uniqueName('two')}@example.com`;
      const admin = await createAdmin(app, { email });
      await door.ok('forgetAccountPassword', { account: admin.account, email });
      const older = resetKeyMailedTo(app, email);
      await door.ok('forgetAccountPassword', { account: admin.account, email });
      const newer = resetKeyMailedTo(app, email);
      expect(newer).not.toBe(older);
      expect(await door.ok('resetAccountPassword', { resetKey: newer, password: 'newer-password' })).toBe(
        true,
      );
      expect(
        (await door.call('resetAccountPassword', { resetKey: older, password: 'older-password' })).code,
      ).toBe(-3);
      expect((await signIn(door, admin.account, 'newer-password')).length).toBe(43);
    });

    test('a password changed another way voids the outstanding keys (-3)', async () => {
      const email = `${uniqueName('other')}@example.com`;
      const admin = await createAdmin(app, { email });
      await door.ok('forgetAccountPassword', { account: admin.account, email });
      const resetKey = resetKeyMailedTo(app, email);
      await app.ok('editAccount', { id: admin.id, password: 'changed-password' }, await rootToken(app));
      expect((await door.call('resetAccountPassword', { resetKey, password: 'late-password' })).code).toBe(
        -3,
      );
      expect((await signIn(door, admin.account, 'changed-password')).length).toBe(43);
    });

    test('a mailbox gets 3 keys an hour; past that the call answers the same and sends nothing', async () => {
      const email = `${uniqueName('box')}@example.com`;
      const admin = await createAdmin(app, { email });
      const mailsBefore = app.mails.length;
      for (let i = 0; i < 4; i++) {
        expect(
          await door.ok('forgetAccountPassword', { account: admin.account, email }, { ip: freshIp() }),
        ).toBe(true);
      }
      expect(app.mails).toHaveLength(mailsBefore + 3);
      // The keys already mailed still work.
      const resetKey = resetKeyMailedTo(app, email);
      expect(await door.ok('resetAccountPassword', { resetKey, password: 'boxed-password' })).toBe(true);
      app.clock.advance(60 * MINUTE);
      await door.ok('forgetAccountPassword', { account: admin.account, email });
      expect(app.mails).toHaveLength(mailsBefore + 4);
    });

    test('an administrator key cannot be redeemed at the client reset call', async () => {
      const email = `${uniqueName('cross')}@example.com`;
      const admin = await createAdmin(app, { email });
      await door.ok('forgetAccountPassword', { account: admin.account, email });
      const resetKey = resetKeyMailedTo(app, email);
      expect((await door.call('resetPassword', { resetKey, password: 'x-password' })).code).toBe(-3);
      expect(await door.ok('resetAccountPassword', { resetKey, password: 'y-password' })).toBe(true);
    });
  });

  describe('requestForgetPassword and resetPassword (fleets and devices)', () => {
    test('a fleet with an email gets a key, and the new password signs it in', async () => {
      const email = `${uniqueName('fleet')}@example.com`;
      const fleet = await createFleet(app, { email });
      const token = await signInClient(door, { account: fleet.account }, fleet.password);
      const mailsBefore = app.mails.length;
      expect(await door.ok('requestForgetPassword', { account: fleet.account, email })).toBe(true);
      expect(app.mails).toHaveLength(mailsBefore + 1);
      const resetKey = resetKeyMailedTo(app, email);
      expect((await door.call('resetAccountPassword', { resetKey, password: 'x-password' })).code).toBe(-3);
      expect(await door.ok('resetPassword', { resetKey, password: 'fleet-new' })).toBe(true);
      expect((await door.call('login', { account: fleet.account, password: sha(fleet.password) })).code).toBe(
        -6,
      );
      expect((await signInClient(door, { account: fleet.account }, 'fleet-new')).length).toBe(43);
      expect((await door.call('me', {}, { token })).code).toBe(-10);
      expect((await door.call('resetPassword', { resetKey, password: 'again-password' })).code).toBe(-3);
    });

    test('a device whose email an administrator set gets a key by its serial number', async () => {
      const serial = await addDevice(app);
      const email = `${uniqueName('device')}@example.com`;
      await app.ok(
        'editDevice',
        { deviceSerialNumber: serial, email, password: 'dev-old-password' },
        await rootToken(app),
      );
      const token = await signInClient(door, { deviceSerialNumber: serial }, 'dev-old-password');
      await door.ok('requestForgetPassword', { account: serial, email });
      await door.ok('resetPassword', {
        resetKey: resetKeyMailedTo(app, email),
        password: 'dev-new-password',
      });
      expect(
        (await door.call('login', { deviceSerialNumber: serial, password: sha('dev-old-password') })).code,
      ).toBe(-6);
      expect((await signInClient(door, { deviceSerialNumber: serial }, 'dev-new-password')).length).toBe(43);
      expect((await door.call('me', {}, { token })).code).toBe(-10);
    });

    test("a device's key is void once its fleet changed its password (-3)", async () => {
      const fleet = await createFleet(app);
      const serial = await addDevice(app);
      const email = `${uniqueName('devkey')}@example.com`;
      const root = await rootToken(app);
      await app.ok('allocationDevice', { deviceSerialNumbers: [serial], fleetId: fleet.id }, root);
      await app.ok('editDevice', { deviceSerialNumber: serial, email, password: 'dev-old-password' }, root);
      await door.ok('requestForgetPassword', { account: serial, email });
      const resetKey = resetKeyMailedTo(app, email);
      const fleetToken = await signInClient(door, { account: fleet.account }, fleet.password);
      await door.ok(
        'editDevice',
        { deviceSerialNumber: serial, password: 'dev-new-password' },
        { token: fleetToken },
      );
      expect((await door.call('resetPassword', { resetKey, password: 'dev-late' })).code).toBe(-3);
      expect((await signInClient(door, { deviceSerialNumber: serial }, 'dev-new-password')).length).toBe(43);
    });

    test('a device without a password can get one through a reset key', async () => {
      const serial = await addDevice(app);
      const email = `${uniqueName('first')}@example.com`;
      await app.ok('editDevice', { deviceSerialNumber: serial, email }, await rootToken(app));
      await door.ok('requestForgetPassword', { account: serial, email });
      await door.ok('resetPassword', { resetKey: resetKeyMailedTo(app, email), password: 'dev-first' });
      expect((await signInClient(door, { deviceSerialNumber: serial }, 'dev-first')).length).toBe(43);
    });

    test('a wrong email, an unknown fleet or an administrator name sends nothing and answers success', async () => {
      const email = `${uniqueName('nothing')}@example.com`;
      const fleet = await createFleet(app, { email });
      const admin = await createAdmin(app, { email });
      const mailsBefore = app.mails.length;
      expect(await door.ok('requestForgetPassword', { account: fleet.account, email: 'x@example.com' })).toBe(
        true,
      );
      expect(await door.ok('requestForgetPassword', { account: uniqueName('nofleet'), email })).toBe(true);
      expect(await door.ok('requestForgetPassword', { account: admin.account, email })).toBe(true);
      expect(await door.ok('requestForgetPassword', { account: '999000111222999', email })).toBe(true);
      expect(app.mails).toHaveLength(mailsBefore);
    });
  });
});

describe('the /api transport', () => {
  const post = (call: string, body: string, contentType = 'application/json') =>
    fetch(`${app.server.url}/api/${call}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });

  test('a body that is not JSON answers HTTP 400 with code -2', async () => {
    const res = await post('loginAccount', '{"account": "admin", ');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: -2 });
  });

  test('a body that is not JSON answers HTTP 400 whatever content type it claims', async () => {
    const res = await post('loginAccount', 'account=admin', 'text/plain');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: -2 });
  });

  test('a JSON object sent as text/plain is read like any JSON body', async () => {
    const res = await post(
      'loginAccount',
      JSON.stringify({ account: 'admin', password: sha(ADMIN_PASSWORD) }),
      'text/plain;charset=UTF-8',
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 0, data: { accountType: 1 } });
  });

  test('a JSON array or a bare JSON value answers code -2', async () => {
    for (const body of ['[1, 2]', '"admin"', '42', 'null']) {
      const res = await post('loginAccount', body);
      expect(res.status).toBeLessThan(500);
      expect(await res.json()).toMatchObject({ code: -2 });
    }
  });

  test('an unknown call answers code -3', async () => {
    const res = await post('noSuchCall', '{}');
    expect(await res.json()).toMatchObject({ code: -3 });
  });

  test('a body over 1 MB answers HTTP 413', async () => {
    const res = await post('loginAccount', JSON.stringify({ account: 'a'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: -2 });
  });
});

describe('the GraphQL transport', () => {
  interface GraphqlAnswer {
    data?: unknown;
    errors: { message: string; extensions: { code: number; stacktrace?: unknown } }[];
  }
  const query = async (body: unknown): Promise<{ status: number; json: () => Promise<GraphqlAnswer> }> => {
    const res = await fetch(`${app.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: async () => (await res.json()) as GraphqlAnswer };
  };

  test('a syntax error answers extensions.code -2 without a stack trace', async () => {
    const res = await query({ query: '{ me { token ' });
    const body = await res.json();
    expect(body.errors[0].extensions.code).toBe(-2);
    expect(body.errors[0].extensions.stacktrace).toBeUndefined();
    expect(JSON.stringify(body)).not.toMatch(/\.(ts|js):\d+/);
  });

  test('an unknown field answers -2', async () => {
    const body = await (await query({ query: '{ noSuchField }' })).json();
    expect(body.errors[0].extensions.code).toBe(-2);
  });

  test('an application error carries its code and never a stack trace', async () => {
    const body = await (await query({ query: '{ me { token } }' })).json();
    expect(body.errors[0].extensions.code).toBe(-8);
    expect(body.errors[0].extensions.stacktrace).toBeUndefined();
    expect(JSON.stringify(body)).not.toMatch(/\.(ts|js):\d+/);
  });

  test('a variable of the wrong type answers -2', async () => {
    const body = await (
      await query({
        query: 'mutation($a: String!, $p: String!) { loginAccount(account: $a, password: $p) { token } }',
        variables: { a: 12, p: sha('x-password') },
      })
    ).json();
    expect(body.errors[0].extensions.code).toBe(-2);
  });
});

interface Schema {
  type?: string;
  properties: Record<string, unknown>;
  required?: string[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    { post: { operationId: string; requestBody: { content: Record<string, { schema: Schema }> } } }
  >;
}

describe('the OpenAPI document', () => {
  test('GET /api/openapi.json lists every operation of the dispatcher, each with a request schema', async () => {
    const res = await fetch(`${app.server.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApiDocument;
    expect(doc.openapi).toMatch(/^3\./);
    const names = app.server.dispatcher.list().map((op) => op.call.name);
    expect(names.length).toBeGreaterThan(0);
    expect(Object.keys(doc.paths).sort()).toEqual(names.map((n) => `/api/${n}`).sort());
    for (const name of names) {
      const post = doc.paths[`/api/${name}`].post;
      expect(post.operationId).toBe(name);
      const schema = post.requestBody.content['application/json'].schema;
      expect(schema.type).toBe('object');
      expect(schema.properties).toBeDefined();
    }
    // Sessions are part of the contract: public calls need no token, the others require one.
    const login = doc.paths['/api/loginAccount'].post.requestBody.content['application/json'].schema;
    expect(login.required).toEqual(expect.arrayContaining(['account', 'password']));
    expect(login.required).not.toContain('userToken');
    expect(login.properties.requestId).toBeUndefined();
    const accounts = doc.paths['/api/getAccounts'].post.requestBody.content['application/json'].schema;
    expect(accounts.required).toContain('userToken');
    expect(accounts.properties.requestId).toMatchObject({ type: 'string' });
  });
});
