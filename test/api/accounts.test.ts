import { TestApp } from '../support/app-harness';
import { BOOTSTRAP_ADMIN_ID, BOOTSTRAP_GROUP_ID } from '../../apps/api/src/platform/bootstrap';
import {
  ADMIN_PASSWORD,
  allRights,
  bothDoors,
  createAdmin,
  createFleet,
  rightsOf,
  rootToken,
  sha,
  signIn,
  uniqueName,
  type Door,
} from '../support/auth-doors';

// Every sign-in and password costs a deliberately slow scrypt hash.
jest.setTimeout(60_000);

let app: TestApp;
let groupId: string;
let groupName: string;
beforeAll(async () => {
  app = await TestApp.start({ TRUST_PROXY: '1' });
  groupName = uniqueName('staff');
  groupId = (await app.ok('createPermission', { name: groupName }, await rootToken(app))).id;
});
afterAll(() => app.stop());

interface AccountRow {
  id: string;
  account: string;
  alias: string;
  permissionId: string;
  permissionName: string | null;
  statusCode: number;
  email: string | null;
  lastLoginTimestamp: number | null;
  createDate: number;
}

describe.each(bothDoors(() => app))('through $name', (door: Door) => {
  let token: string;
  beforeEach(async () => {
    token = await rootToken(app);
  });

  const list = (input: Record<string, unknown> = {}) =>
    door.ok<{ total: number; rows: AccountRow[] }>('getAccounts', input, { token });
  const total = async () => (await list()).total;
  const create = (input: Record<string, unknown>) => door.call<AccountRow>('createAccount', input, { token });
  const valid = (account = uniqueName('acct')) => ({
    account,
    password: `pw-${account}`,
    alias: `Alias ${account}`,
    permissionId: groupId,
  });

  describe('getAccounts', () => {
    test('pages with pageIndex (from 0) and pageRows, ordered by account, with the total of all matches', async () => {
      const prefix = uniqueName('page');
      const names = ['c', 'a', 'e', 'b', 'd'].map((s) => `${prefix}_${s}`);
      for (const name of names) await door.ok('createAccount', valid(name), { token });
      const sorted = [...names].sort();
      const page = async (pageIndex: number) =>
        list({ keyword: prefix, pageIndex, pageRows: 2 }).then((p) => ({
          total: p.total,
          accounts: p.rows.map((r) => r.account),
        }));
      expect(await page(0)).toEqual({ total: 5, accounts: sorted.slice(0, 2) });
      expect(await page(1)).toEqual({ total: 5, accounts: sorted.slice(2, 4) });
      expect(await page(2)).toEqual({ total: 5, accounts: sorted.slice(4) });
      expect(await page(3)).toEqual({ total: 5, accounts: [] });
    });

    test('answers 30 rows by default and at most 100 a page', async () => {
      const prefix = uniqueName('many');
      const root = await rootToken(app);
      await Promise.all(
        Array.from({ length: 32 }, (_, i) =>
          app.ok('createAccount', valid(`${prefix}_${String(i).padStart(2, '0')}`), root),
        ),
      );
      const first = await list({ keyword: prefix });
      expect(first.total).toBe(32);
      expect(first.rows).toHaveLength(30);
      expect((await list({ keyword: prefix, pageRows: 100 })).rows).toHaveLength(32);
      expect((await door.call('getAccounts', { pageRows: 101 }, { token })).code).toBe(-2);
      expect((await door.call('getAccounts', { pageRows: 0 }, { token })).code).toBe(-2);
      expect((await door.call('getAccounts', { pageIndex: -1 }, { token })).code).toBe(-2);
    });

    test('keyword matches the account or the alias, without regard to case', async () => {
      const tag = uniqueName('Kw');
      const byAccount = await door.ok<AccountRow>('createAccount', valid(`${tag}_x`), { token });
      const byAlias = await door.ok<AccountRow>(
        'createAccount',
        { ...valid(), alias: `Night shift ${tag.toUpperCase()}` },
        { token },
      );
      const found = await list({ keyword: tag.toLowerCase() });
      expect(found.total).toBe(2);
      expect(found.rows.map((r) => r.id).sort()).toEqual([byAccount.id, byAlias.id].sort());
      expect((await list({ keyword: uniqueName('absent') })).total).toBe(0);
    });

    test('each row names its permission group and never carries a password', async () => {
      const created = await door.ok<AccountRow>('createAccount', valid(), { token });
      const row = (await list({ keyword: created.account })).rows[0];
      expect(row).toMatchObject({ id: created.id, permissionId: groupId, permissionName: groupName });
      expect(JSON.stringify(row)).not.toMatch(/scrypt|password/i);
    });
  });

  describe('createAccount', () => {
    test('creates a normal account that is listed and can sign in', async () => {
      const input = { ...valid(), email: 'ops@example.com' };
      const before = await total();
      const created = await door.ok<AccountRow>('createAccount', input, { token });
      expect(created).toMatchObject({
        id: expect.any(String),
        account: input.account,
        alias: input.alias,
        permissionId: groupId,
        permissionName: groupName,
        statusCode: 1,
        email: 'ops@example.com',
        lastLoginTimestamp: null,
        createDate: app.clock.now() * 1000,
      });
      expect(await total()).toBe(before + 1);
      expect((await list({ keyword: input.account })).rows[0]).toMatchObject({
        id: created.id,
        email: 'ops@example.com',
      });
      expect((await signIn(door, input.account, `pw-${input.account}`)).length).toBe(43);
    });

    test('an account created suspended cannot sign in', async () => {
      const input = { ...valid(), statusCode: 2 };
      expect((await door.ok<AccountRow>('createAccount', input, { token })).statusCode).toBe(2);
      const res = await door.call('loginAccount', { account: input.account, password: sha(input.password) });
      expect(res.code).toBe(-11);
    });

    test.each([
      ['a 2-character account', { account: 'ab' }, 'account'],
      ['a 51-character account', { account: 'a'.repeat(51) }, 'account'],
      ['an account with a blank inside', { account: 'bad name' }, 'account'],
      ['an account with a symbol', { account: 'bad!name' }, 'account'],
      ['an empty account', { account: '' }, 'account'],
      ['an empty alias', { alias: '' }, 'alias'],
      ['a blank alias', { alias: '   ' }, 'alias'],
      ['a 51-character alias', { alias: '名'.repeat(51) }, 'alias'],
      ['an unknown permission group', { permissionId: 'no-such-group' }, 'permissionId'],
      ['an empty permission group', { permissionId: '' }, 'permissionId'],
      ['status 3', { statusCode: 3 }, 'statusCode'],
      ['status 0', { statusCode: 0 }, 'statusCode'],
      ['a plain password', { password: 'secret' }, 'password'],
      ['an invalid email', { email: 'not-an-email' }, 'email'],
    ])('%s answers -2 naming the field and creates nothing', async (_, change, field) => {
      const input = { ...valid(), ...change };
      const before = await total();
      const res = await create(input);
      expect(res.code).toBe(-2);
      expect(res.message).toContain(field);
      expect(await total()).toBe(before);
      // The name was not reserved by the failed attempt.
      if (!('account' in change)) expect((await create({ ...valid(input.account) })).code).toBe(0);
    });

    test('a missing field answers -2 and creates nothing', async () => {
      const before = await total();
      for (const field of ['account', 'password', 'alias', 'permissionId']) {
        const input: Record<string, unknown> = valid();
        delete input[field];
        const res = await create(input);
        expect(res.code).toBe(-2);
        expect(res.message).toContain(field);
      }
      expect(await total()).toBe(before);
    });

    test('a status given as text answers -2 (numbers are checked strictly)', async () => {
      const before = await total();
      expect((await create({ ...valid(), statusCode: '1' })).code).toBe(-2);
      expect(await total()).toBe(before);
    });

    test('a name taken in another letter case answers -5 and creates nothing', async () => {
      const name = uniqueName('Dup');
      await door.ok('createAccount', valid(name), { token });
      const before = await total();
      for (const variant of [name, name.toUpperCase(), name.toLowerCase()]) {
        const res = await create(valid(variant));
        expect(res.code).toBe(-5);
      }
      expect(await total()).toBe(before);
    });

    test('the name of the first administrator is taken too', async () => {
      expect((await create(valid('ADMIN'))).code).toBe(-5);
    });

    test('administrators and fleets have separate names', async () => {
      const fleet = await createFleet(app);
      expect((await create(valid(fleet.account))).code).toBe(0);
    });
  });

  describe('editAccount', () => {
    const edit = (input: Record<string, unknown>) => door.call<AccountRow>('editAccount', input, { token });

    test('changes only the fields given', async () => {
      const created = await door.ok<AccountRow>(
        'createAccount',
        { ...valid(), email: 'a@example.com' },
        { token },
      );
      const otherGroup = await app.ok('createPermission', { name: uniqueName('other') }, token);

      const renamed = await door.ok<AccountRow>(
        'editAccount',
        { id: created.id, alias: 'New alias' },
        { token },
      );
      expect(renamed).toEqual({ ...created, alias: 'New alias' });

      const moved = await door.ok<AccountRow>(
        'editAccount',
        { id: created.id, permissionId: otherGroup.id },
        { token },
      );
      expect(moved).toEqual({
        ...created,
        alias: 'New alias',
        permissionId: otherGroup.id,
        permissionName: otherGroup.name,
      });

      const suspended = await door.ok<AccountRow>(
        'editAccount',
        { id: created.id, statusCode: 2 },
        { token },
      );
      expect(suspended.statusCode).toBe(2);
      expect(suspended.alias).toBe('New alias');
      expect(suspended.email).toBe('a@example.com');

      const cleared = await door.ok<AccountRow>('editAccount', { id: created.id, email: '' }, { token });
      expect(cleared.email).toBeNull();

      const unchanged = await door.ok<AccountRow>('editAccount', { id: created.id }, { token });
      expect(unchanged).toEqual(cleared);
      expect((await list({ keyword: created.account })).rows[0]).toEqual(cleared);
    });

    test('a new password replaces the old one', async () => {
      const input = valid();
      const created = await door.ok<AccountRow>('createAccount', input, { token });
      await door.ok('editAccount', { id: created.id, password: 'replaced' }, { token });
      expect(
        (await door.call('loginAccount', { account: input.account, password: sha(input.password) })).code,
      ).toBe(-6);
      expect((await signIn(door, input.account, 'replaced')).length).toBe(43);
    });

    test.each([
      ['an empty alias', { alias: '' }, 'alias', -2],
      ['an unknown permission group', { permissionId: 'no-such-group' }, 'permissionId', -2],
      ['status 3', { statusCode: 3 }, 'statusCode', -2],
      ['a plain password', { password: 'plain' }, 'password', -2],
      ['an invalid email', { email: 'nope' }, 'email', -2],
    ])('%s answers -2 naming the field and changes nothing', async (_, change, field, code) => {
      const created = await door.ok<AccountRow>('createAccount', valid(), { token });
      const res = await edit({ id: created.id, alias: 'Would change', ...change });
      expect(res.code).toBe(code);
      expect(res.message).toContain(field);
      expect((await list({ keyword: created.account })).rows[0]).toEqual(created);
    });

    test('an unknown account answers -3', async () => {
      expect((await edit({ id: 'no-such-account', alias: 'x' })).code).toBe(-3);
    });

    test('the account name cannot be changed (/api ignores the field, GraphQL has no such field)', async () => {
      const created = await door.ok<AccountRow>('createAccount', valid(), { token });
      const res = await edit({ id: created.id, account: uniqueName('renamed') });
      expect(res.code).toBe(door.name === '/api' ? 0 : -2);
      expect((await list({ keyword: created.account })).rows[0]).toEqual(created);
    });

    test('nobody can suspend their own account (-5), which stays unchanged', async () => {
      const me = await createAdmin(app);
      const own = await signIn(door, me.account, me.password);
      const res = await door.call('editAccount', { id: me.id, statusCode: 2 }, { token: own });
      expect(res.code).toBe(-5);
      expect((await list({ keyword: me.account })).rows[0].statusCode).toBe(1);
      // Other edits of oneself are fine.
      expect((await door.call('editAccount', { id: me.id, alias: 'Me' }, { token: own })).code).toBe(0);
    });
  });

  describe('nobody raises anyone above their own rights', () => {
    /** An administrator in a new group with exactly these rights, signed in through this door. */
    async function limited(rights: Record<number, string>) {
      const admin = await createAdmin(app, { rights });
      return { ...admin, token: await signIn(door, admin.account, admin.password) };
    }
    const groupWith = async (rights: Record<number, string>): Promise<string> =>
      (await app.ok('createPermission', { name: uniqueName('grp'), rights: rightsOf(rights) }, token)).id;
    const row = async (id: string, account: string) =>
      (await list({ keyword: account })).rows.find((r) => r.id === id) as AccountRow;

    test('the attack: with only the account function, no move into the full-rights group and no taking over the first administrator', async () => {
      const attacker = await limited({ 1: '1111' });
      const as = { token: attacker.token };
      const firstBefore = await row(BOOTSTRAP_ADMIN_ID, 'Administrator');
      expect(firstBefore.permissionId).toBe(BOOTSTRAP_GROUP_ID);

      const moved = await door.call('editAccount', { id: attacker.id, permissionId: BOOTSTRAP_GROUP_ID }, as);
      expect(moved.code).toBe(-4);
      expect(moved.message).toBe('you cannot change your own permission group; another administrator has to');
      expect(moved.data).toEqual({ reason: 'own_group' });
      expect((await row(attacker.id, attacker.account)).permissionId).toBe(attacker.permissionId);

      for (const change of [
        { password: 'taken-over' },
        { statusCode: 2 },
        { alias: 'Owned' },
        { email: 'attacker@example.com' },
        { permissionId: attacker.permissionId },
      ]) {
        const res = await door.call('editAccount', { id: BOOTSTRAP_ADMIN_ID, ...change }, as);
        expect({ change, code: res.code }).toEqual({ change, code: -4 });
        expect(res.message).toMatch(
          /^you cannot change an administrator whose permission group holds rights you do not hold yourself: function 2 \(add, edit, delete, view\)/,
        );
        expect(res.data).toMatchObject({ reason: 'stronger_account' });
      }
      expect((await door.call('deleteAccount', { id: BOOTSTRAP_ADMIN_ID }, as)).code).toBe(-4);
      expect(await row(BOOTSTRAP_ADMIN_ID, 'Administrator')).toEqual(firstBefore);
      expect((await signIn(door, 'admin', ADMIN_PASSWORD)).length).toBe(43);

      // Nor through an accomplice: a new account in the full-rights group, or another one moved there.
      const before = await total();
      const created = await door.call('createAccount', { ...valid(), permissionId: BOOTSTRAP_GROUP_ID }, as);
      expect(created.code).toBe(-4);
      expect(created.data).toMatchObject({ reason: 'beyond_own_rights' });
      expect(await total()).toBe(before);
      const accomplice = await door.ok<AccountRow>('createAccount', valid(), as);
      const promoted = await door.call(
        'editAccount',
        { id: accomplice.id, permissionId: BOOTSTRAP_GROUP_ID },
        as,
      );
      expect(promoted.code).toBe(-4);
      expect(promoted.message).toMatch(
        /^you cannot put an administrator into a permission group with rights you do not hold yourself: function 2/,
      );
      expect((await row(accomplice.id, accomplice.account)).permissionId).toBe(groupId);
    });

    test('nobody changes their own group, down or sideways, not even with every right; naming it unchanged is fine', async () => {
      for (const me of [await limited({ 1: '1111', 3: '0101' }), await limited(allRights('1111'))]) {
        for (const permissionId of [groupId, await groupWith({ 1: '1111', 3: '0101' })]) {
          const res = await door.call('editAccount', { id: me.id, permissionId }, { token: me.token });
          expect(res.code).toBe(-4);
          expect(res.data).toEqual({ reason: 'own_group' });
        }
        expect((await row(me.id, me.account)).permissionId).toBe(me.permissionId);
        const same = await door.ok<AccountRow>(
          'editAccount',
          { id: me.id, permissionId: me.permissionId, alias: 'Me again' },
          { token: me.token },
        );
        expect(same).toMatchObject({ permissionId: me.permissionId, alias: 'Me again' });
      }
    });

    test('an administrator manages accounts whose group is within their rights, peers included, and no others', async () => {
      const manager = await limited({ 1: '1111', 3: '0101' });
      const as = { token: manager.token };
      const weakerGroup = await groupWith({ 3: '0001' });
      const peerGroup = await groupWith({ 1: '1111', 3: '0101' });
      const strongerGroup = await groupWith({ 1: '1111', 3: '0111' });

      const weaker = await door.ok<AccountRow>(
        'createAccount',
        { ...valid(), permissionId: weakerGroup },
        as,
      );
      await door.ok('editAccount', { id: weaker.id, alias: 'Renamed', password: 'new-password' }, as);
      await door.ok('editAccount', { id: weaker.id, statusCode: 2 }, as);
      await door.ok('editAccount', { id: weaker.id, permissionId: peerGroup }, as);
      const peer = await door.ok<AccountRow>('createAccount', { ...valid(), permissionId: peerGroup }, as);
      await door.ok('editAccount', { id: peer.id, alias: 'Peer' }, as);
      expect(await door.ok('deleteAccount', { id: weaker.id }, as)).toBe(true);

      const before = await total();
      const refusedCreate = await door.call('createAccount', { ...valid(), permissionId: strongerGroup }, as);
      expect(refusedCreate.code).toBe(-4);
      expect(refusedCreate.message).toContain('function 3 (delete)');
      expect(await total()).toBe(before);
      const raised = await door.call('editAccount', { id: peer.id, permissionId: strongerGroup }, as);
      expect(raised.code).toBe(-4);

      const stronger = await app.ok('createAccount', { ...valid(), permissionId: strongerGroup }, token);
      const strongerBefore = await row(stronger.id, stronger.account);
      for (const change of [
        { alias: 'Nope' },
        { password: 'nope-password' },
        { statusCode: 2 },
        { permissionId: peerGroup },
      ]) {
        const res = await door.call('editAccount', { id: stronger.id, ...change }, as);
        expect({ change, code: res.code, data: res.data }).toEqual({
          change,
          code: -4,
          data: { reason: 'stronger_account', beyond: [{ functionId: 3, right: 'delete' }] },
        });
      }
      expect((await door.call('deleteAccount', { id: stronger.id }, as)).code).toBe(-4);
      expect(await row(stronger.id, stronger.account)).toEqual(strongerBefore);
      expect((await row(peer.id, peer.account)).permissionId).toBe(peerGroup);
    });
  });

  describe('deleteAccount', () => {
    test('removes the account from the list, and its name is free again', async () => {
      const input = valid();
      const created = await door.ok<AccountRow>('createAccount', input, { token });
      const before = await total();
      expect(await door.ok('deleteAccount', { id: created.id }, { token })).toBe(true);
      expect(await total()).toBe(before - 1);
      expect((await list({ keyword: input.account })).total).toBe(0);
      expect(
        (await door.call('loginAccount', { account: input.account, password: sha(input.password) })).code,
      ).toBe(-6);

      const again = await door.ok<AccountRow>('createAccount', { ...input, alias: 'Second' }, { token });
      expect(again.id).not.toBe(created.id);
      expect(again.alias).toBe('Second');
      expect((await signIn(door, input.account, `pw-${input.account}`)).length).toBe(43);
    });

    test('a deleted or unknown account answers -3', async () => {
      const created = await door.ok<AccountRow>('createAccount', valid(), { token });
      await door.ok('deleteAccount', { id: created.id }, { token });
      const before = await total();
      expect((await door.call('deleteAccount', { id: created.id }, { token })).code).toBe(-3);
      expect((await door.call('deleteAccount', { id: 'no-such-account' }, { token })).code).toBe(-3);
      expect((await door.call('editAccount', { id: created.id, alias: 'x' }, { token })).code).toBe(-3);
      expect(await total()).toBe(before);
    });

    test('nobody can delete their own account (-5)', async () => {
      const me = await createAdmin(app);
      const own = await signIn(door, me.account, me.password);
      const before = await total();
      expect((await door.call('deleteAccount', { id: me.id }, { token: own })).code).toBe(-5);
      expect(await total()).toBe(before);
      expect((await door.call('me', {}, { token: own })).code).toBe(0);
    });

    test('an empty id answers -2', async () => {
      const before = await total();
      expect((await door.call('deleteAccount', { id: '' }, { token })).code).toBe(-2);
      expect(await total()).toBe(before);
    });
  });
});
