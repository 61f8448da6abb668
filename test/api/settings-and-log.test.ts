import { TestApp } from '../support/app-harness';
import {
  addDevice,
  bothDoors,
  createAdmin,
  createFleet,
  freshIp,
  rootToken,
  sha,
  signIn,
  signInClient,
  uniqueName,
  type Door,
} from '../support/auth-doors';

// Every sign-in and password costs a deliberately slow scrypt hash.
jest.setTimeout(60_000);

let app: TestApp;
beforeAll(async () => {
  app = await TestApp.start({ TRUST_PROXY: '1' });
});
afterAll(() => app.stop());

interface Setting {
  id: string;
  value: string;
}

interface LogRow {
  id: string;
  timestamp: number;
  accountId: string | null;
  account: string | null;
  action: string;
  functionId: number | null;
  outcome: 'success' | 'denied' | 'failure';
  detail: string | null;
  ip: string | null;
}

/** Every setting with its default, in the order the platform lists them. */
const DEFAULTS: Setting[] = [
  { id: 'refreshFrequency', value: '15' },
  { id: 'showOverspeed', value: '1' },
  { id: 'showOffline', value: '1' },
  { id: 'showCoupon', value: '0' },
  { id: 'showAddressToGps', value: '1' },
  { id: 'addressQuotaDaily', value: '100000' },
  { id: 'addressQuotaMonthly', value: '3000000' },
  { id: 'vipAddressQuotaDaily', value: '100000' },
  { id: 'vipAddressQuotaMonthly', value: '3000000' },
  { id: 'overspeedLimitKmh', value: '110' },
  { id: 'overspeedMinSeconds', value: '10' },
];

const settingsNow = async (): Promise<Setting[]> => app.ok('getSystemSettings', {}, await rootToken(app));

/** Puts every setting back to its default through /api, so each test starts from the defaults. */
async function restoreDefaults(): Promise<void> {
  const token = await rootToken(app);
  const current = await settingsNow();
  for (const setting of DEFAULTS) {
    if (current.find((s) => s.id === setting.id)?.value !== setting.value)
      await app.ok('editSystemSetting', { ...setting }, token);
  }
}

describe.each(bothDoors(() => app))('through $name', (door: Door) => {
  let token: string;
  beforeEach(async () => {
    await restoreDefaults();
    token = await rootToken(app);
  });

  describe('getSystemSettings', () => {
    test('answers every setting with its default to administrators', async () => {
      expect(await door.ok('getSystemSettings', {}, { token })).toEqual(DEFAULTS);
    });

    test('answers the same to administrators without any right, fleets and devices', async () => {
      const admin = await createAdmin(app, { rights: {} });
      const fleet = await createFleet(app);
      const serial = await addDevice(app);
      await app.ok('editDevice', { deviceSerialNumber: serial, password: 'dev-password' }, token);
      const tokens = [
        await signIn(door, admin.account, admin.password),
        await signInClient(door, { account: fleet.account }, fleet.password),
        await signInClient(door, { deviceSerialNumber: serial }, 'dev-password'),
      ];
      for (const t of tokens) expect(await door.ok('getSystemSettings', {}, { token: t })).toEqual(DEFAULTS);
    });
  });

  describe('editSystemSetting', () => {
    test('changes one setting and answers it; clients see the change at once', async () => {
      const fleet = await createFleet(app);
      const fleetToken = await signInClient(door, { account: fleet.account }, fleet.password);
      expect(await door.ok('editSystemSetting', { id: 'refreshFrequency', value: '30' }, { token })).toEqual({
        id: 'refreshFrequency',
        value: '30',
      });
      expect(await door.ok('editSystemSetting', { id: 'showCoupon', value: '1' }, { token })).toEqual({
        id: 'showCoupon',
        value: '1',
      });
      const expected = DEFAULTS.map((s) =>
        s.id === 'refreshFrequency'
          ? { ...s, value: '30' }
          : s.id === 'showCoupon'
            ? { ...s, value: '1' }
            : s,
      );
      expect(await door.ok('getSystemSettings', {}, { token: fleetToken })).toEqual(expected);
      expect(await door.ok('getSystemSettings', {}, { token })).toEqual(expected);
    });

    test('stores the canonical form of a value', async () => {
      expect(await door.ok('editSystemSetting', { id: 'refreshFrequency', value: '020' }, { token })).toEqual(
        {
          id: 'refreshFrequency',
          value: '20',
        },
      );
      expect(
        await door.ok('editSystemSetting', { id: 'addressQuotaDaily', value: ' 0 ' }, { token }),
      ).toEqual({
        id: 'addressQuotaDaily',
        value: '0',
      });
    });

    test.each([
      ['an unknown id', { id: 'noSuchSetting', value: '1' }, 'id'],
      ['an empty id', { id: '', value: '1' }, 'id'],
      ['a refresh frequency below 5 s', { id: 'refreshFrequency', value: '4' }, 'refreshFrequency'],
      ['a refresh frequency above an hour', { id: 'refreshFrequency', value: '3601' }, 'refreshFrequency'],
      ['a fractional refresh frequency', { id: 'refreshFrequency', value: '15.5' }, 'refreshFrequency'],
      ['a refresh frequency in words', { id: 'refreshFrequency', value: 'fast' }, 'refreshFrequency'],
      ['an empty value', { id: 'refreshFrequency', value: '' }, 'refreshFrequency'],
      ['a flag of 2', { id: 'showOverspeed', value: '2' }, 'showOverspeed'],
      ['a flag in words', { id: 'showOffline', value: 'yes' }, 'showOffline'],
      ['a negative quota', { id: 'addressQuotaDaily', value: '-1' }, 'addressQuotaDaily'],
      ['an overspeed limit above 300 km/h', { id: 'overspeedLimitKmh', value: '301' }, 'overspeedLimitKmh'],
      [
        'an overspeed minimum above 600 s',
        { id: 'overspeedMinSeconds', value: '601' },
        'overspeedMinSeconds',
      ],
      ['a value over 50 characters', { id: 'addressQuotaDaily', value: '1'.repeat(51) }, 'value'],
    ])('%s answers -2 naming the field and changes nothing', async (_, input, field) => {
      const res = await door.call('editSystemSetting', input, { token });
      expect(res.code).toBe(-2);
      expect(res.message).toContain(field);
      expect(await settingsNow()).toEqual(DEFAULTS);
    });

    test('a missing value answers -2 and changes nothing', async () => {
      const res = await door.call('editSystemSetting', { id: 'refreshFrequency' }, { token });
      expect(res.code).toBe(-2);
      expect(res.message).toContain('value');
      expect(await settingsNow()).toEqual(DEFAULTS);
    });

    test('needs the edit right of function 13 (-4 otherwise), view alone is not enough', async () => {
      const viewer = await createAdmin(app, { rights: { 13: '0001' } });
      const viewerToken = await signIn(door, viewer.account, viewer.password);
      const res = await door.call(
        'editSystemSetting',
        { id: 'refreshFrequency', value: '60' },
        { token: viewerToken },
      );
      expect(res.code).toBe(-4);
      expect(await settingsNow()).toEqual(DEFAULTS);

      const editor = await createAdmin(app, { rights: { 13: '0100' } });
      const editorToken = await signIn(door, editor.account, editor.password);
      await door.ok('editSystemSetting', { id: 'refreshFrequency', value: '60' }, { token: editorToken });
      expect((await settingsNow()).find((s) => s.id === 'refreshFrequency')?.value).toBe('60');
    });

    test('a group with the new-group form’s ticks for function 13 (0101) may edit settings', async () => {
      // The server gives a function left out nothing: the web form sends all thirteen, 13 as 0101.
      const group = await app.ok(
        'createPermission',
        { name: uniqueName('defaults'), rights: [{ functionId: 13, flags: '0101' }] },
        token,
      );
      const account = uniqueName('defaulted');
      await app.ok(
        'createAccount',
        { account, password: 'pw-password', alias: 'D', permissionId: group.id },
        token,
      );
      const own = await signIn(door, account, 'pw-password');
      await door.ok('editSystemSetting', { id: 'showOffline', value: '0' }, { token: own });
    });

    test('clients may not edit settings (-4)', async () => {
      const fleet = await createFleet(app);
      const fleetToken = await signInClient(door, { account: fleet.account }, fleet.password);
      const res = await door.call(
        'editSystemSetting',
        { id: 'refreshFrequency', value: '60' },
        { token: fleetToken },
      );
      expect(res.code).toBe(-4);
      expect(await settingsNow()).toEqual(DEFAULTS);
    });
  });

  describe('the system log', () => {
    const logs = (input: Record<string, unknown> = {}) =>
      door.ok<{ total: number; rows: LogRow[] }>('getSystemLogs', input, { token });
    /** The entries of one administrator, newest first. */
    const logsOf = async (account: string) =>
      (await logs({ keyword: account })).rows.filter((r) => r.account === account);

    test('every administrator mutation is logged as a success, with who, what, which function, when and where', async () => {
      const admin = await createAdmin(app);
      const ip = freshIp();
      const own = await signIn(door, admin.account, admin.password, ip);
      const as = { token: own, ip };
      const group = await door.ok('createPermission', { name: uniqueName('logged') }, as);
      await door.ok('editPermission', { id: group.id, sort: 4 }, as);
      const account = uniqueName('logged');
      const created = await door.ok(
        'createAccount',
        { account, password: 'x-password', alias: 'Logged', permissionId: group.id },
        as,
      );
      await door.ok('editAccount', { id: created.id, alias: 'Logged again' }, as);
      await door.ok('deleteAccount', { id: created.id }, as);
      await door.ok('editSystemSetting', { id: 'showCoupon', value: '1' }, as);
      await door.ok('createFleet', { account: uniqueName('fleet'), password: 'x-password', alias: 'F' }, as);
      await door.ok('logout', {}, as);

      const entries = await logsOf(admin.account);
      expect(entries.map((e) => [e.action, e.outcome, e.functionId])).toEqual([
        ['logout', 'success', null],
        ['createFleet', 'success', 4],
        ['editSystemSetting', 'success', 13],
        ['deleteAccount', 'success', 1],
        ['editAccount', 'success', 1],
        ['createAccount', 'success', 1],
        ['editPermission', 'success', 2],
        ['createPermission', 'success', 2],
        ['loginAccount', 'success', null],
      ]);
      for (const entry of entries) {
        expect(entry).toMatchObject({ accountId: admin.id, account: admin.account, ip, detail: null });
        expect(entry.timestamp).toBe(app.clock.now() * 1000);
      }
    });

    test('a call refused for a missing right is logged as denied', async () => {
      const admin = await createAdmin(app, { rights: { 1: '0001' } });
      const own = await signIn(door, admin.account, admin.password);
      await door.call('createPermission', { name: 'not allowed' }, { token: own });
      await door.call('getSystemLogs', {}, { token: own });
      const entries = await logsOf(admin.account);
      expect(entries.slice(0, 2)).toEqual([
        expect.objectContaining({
          action: 'getSystemLogs',
          outcome: 'denied',
          functionId: 12,
          accountId: admin.id,
        }),
        expect.objectContaining({
          action: 'createPermission',
          outcome: 'denied',
          functionId: 2,
          accountId: admin.id,
        }),
      ]);
    });

    test('a call that fails validation is logged as a failure with the reason', async () => {
      const admin = await createAdmin(app);
      const own = await signIn(door, admin.account, admin.password);
      const res = await door.call(
        'editSystemSetting',
        { id: 'refreshFrequency', value: '1' },
        { token: own },
      );
      expect(res.code).toBe(-2);
      const [entry] = await logsOf(admin.account);
      expect(entry).toMatchObject({ action: 'editSystemSetting', outcome: 'failure', functionId: 13 });
      expect(entry.detail).toContain('refreshFrequency');
    });

    test("a refusal is logged in codes the back office words in the reader's language, not in English", async () => {
      const admin = await createAdmin(app);
      const own = await signIn(door, admin.account, admin.password);
      const invalid = await door.call(
        'editSystemSetting',
        { id: 'refreshFrequency', value: '1' },
        { token: own },
      );
      expect(invalid.code).toBe(-2);
      const [failure] = await logsOf(admin.account);
      expect(failure.detail).toBe(
        invalid.data.issues.map((i: { field: string; code: string }) => `${i.field}:${i.code}`).join(' '),
      );
      expect(failure.detail).toMatch(/^refreshFrequency:[a-z_]+$/);
    });

    test('a call that finds nothing or conflicts is logged as a failure', async () => {
      const admin = await createAdmin(app);
      const own = await signIn(door, admin.account, admin.password);
      expect((await door.call('deleteAccount', { id: 'no-such-account' }, { token: own })).code).toBe(-3);
      expect((await door.call('deleteAccount', { id: admin.id }, { token: own })).code).toBe(-5);
      const entries = await logsOf(admin.account);
      expect(entries.slice(0, 2).map((e) => [e.action, e.outcome])).toEqual([
        ['deleteAccount', 'failure'],
        ['deleteAccount', 'failure'],
      ]);
    });

    test('failed and successful administrator sign-ins are logged', async () => {
      const admin = await createAdmin(app);
      const ip = freshIp();
      await door.call('loginAccount', { account: admin.account, password: sha('wrong-password') }, { ip });
      await signIn(door, admin.account, admin.password, ip);
      const entries = await logsOf(admin.account);
      expect(entries).toEqual([
        expect.objectContaining({ action: 'loginAccount', outcome: 'success', accountId: admin.id, ip }),
        expect.objectContaining({ action: 'loginAccount', outcome: 'failure', accountId: null, ip }),
      ]);
    });

    test('a sign-in to an unknown account is logged under the name typed', async () => {
      const name = uniqueName('intruder');
      await door.call('loginAccount', { account: name, password: sha('guess-password') });
      expect(await logsOf(name)).toEqual([
        expect.objectContaining({
          action: 'loginAccount',
          outcome: 'failure',
          accountId: null,
          account: name,
        }),
      ]);
    });

    test('calls of fleets and devices are not in the administrators log', async () => {
      const fleet = await createFleet(app);
      const fleetToken = await signInClient(door, { account: fleet.account }, fleet.password);
      await door.ok('logout', {}, { token: fleetToken });
      expect(await logsOf(fleet.account)).toEqual([]);
    });

    test('needs the view right of function 12 (-4 otherwise)', async () => {
      const blind = await createAdmin(app, { rights: { 12: '1110' } });
      const blindToken = await signIn(door, blind.account, blind.password);
      expect((await door.call('getSystemLogs', {}, { token: blindToken })).code).toBe(-4);
      const reader = await createAdmin(app, { rights: { 12: '0001' } });
      const readerToken = await signIn(door, reader.account, reader.password);
      const page = await door.ok('getSystemLogs', {}, { token: readerToken });
      expect(page.total).toBeGreaterThan(0);
    });

    test('lists the newest first, also for entries of the same millisecond', async () => {
      const admin = await createAdmin(app);
      const own = await signIn(door, admin.account, admin.password);
      const names = ['first', 'second', 'third', 'fourth'].map((n) => uniqueName(n));
      for (const name of names) await door.ok('createPermission', { name }, { token: own });
      app.clock.advance(1000);
      await door.ok('editSystemSetting', { id: 'showOffline', value: '0' }, { token: own });
      const entries = await logsOf(admin.account);
      expect(entries.map((e) => e.action)).toEqual([
        'editSystemSetting',
        'createPermission',
        'createPermission',
        'createPermission',
        'createPermission',
        'loginAccount',
      ]);
      expect(entries[0].timestamp).toBe(entries[1].timestamp + 1000 * 1000);
      // Newest first across the whole log, too.
      const all = (await logs({ pageRows: 50 })).rows;
      for (let i = 1; i < all.length; i++)
        expect(all[i - 1].timestamp).toBeGreaterThanOrEqual(all[i].timestamp);
    });

    test('the keyword searches account, action, detail and outcome', async () => {
      const admin = await createAdmin(app, { rights: { 12: '0001' } });
      const own = await signIn(door, admin.account, admin.password);
      await door.call('createPermission', { name: 'x' }, { token: own });
      const byAccount = await logs({ keyword: admin.account.toUpperCase() });
      expect(byAccount.rows.map((r) => r.action).sort()).toEqual(['createPermission', 'loginAccount']);
      expect(byAccount.total).toBe(2);
      const byAction = await logs({ keyword: 'createPermission' });
      expect(byAction.rows.every((r) => r.action === 'createPermission')).toBe(true);
      expect(byAction.rows.some((r) => r.account === admin.account)).toBe(true);
      const denied = await logs({ keyword: 'denied' });
      expect(denied.rows.some((r) => r.account === admin.account && r.outcome === 'denied')).toBe(true);
      expect((await logs({ keyword: uniqueName('absent') })).total).toBe(0);
    });

    test('pages with pageIndex and pageRows', async () => {
      const all = await logs({ pageRows: 6 });
      expect(all.rows).toHaveLength(6);
      const second = await logs({ pageIndex: 1, pageRows: 3 });
      expect(second.rows).toEqual(all.rows.slice(3, 6));
      expect(second.total).toBe(all.total);
      expect((await door.call('getSystemLogs', { pageRows: 5001 }, { token })).code).toBe(-2);
    });
  });
});

describe.each(bothDoors(() => app))('retried calls through $name', (door: Door) => {
  test('a creation retried with the same idempotency key creates once and answers the same', async () => {
    const token = await rootToken(app);
    const requestId = uniqueName('request');
    const name = uniqueName('retried');
    const first = await door.ok('createPermission', { name }, { token, requestId });
    const again = await door.ok('createPermission', { name }, { token, requestId });
    expect(again).toEqual(first);
    expect((await app.ok('getPermissions', { keyword: name }, token)).total).toBe(1);

    const accountsBefore = (await app.ok('getAccounts', {}, token)).total;
    const account = {
      account: uniqueName('retried'),
      password: 'x-password',
      alias: 'R',
      permissionId: first.id,
    };
    const created = await door.ok('createAccount', account, { token, requestId });
    expect((await door.ok('createAccount', account, { token, requestId })).id).toBe(created.id);
    expect((await app.ok('getAccounts', {}, token)).total).toBe(accountsBefore + 1);
  });

  test('a retry on a later day still answers success, and each day logs it once', async () => {
    const admin = await createAdmin(app);
    const requestId = uniqueName('request');
    const name = uniqueName('late');
    const first = await door.ok(
      'createPermission',
      { name },
      { token: await signIn(door, admin.account, admin.password), requestId },
    );
    await door.ok(
      'createPermission',
      { name },
      { token: await signIn(door, admin.account, admin.password), requestId },
    );
    app.clock.advance(24 * 3600 * 1000);
    const own = await signIn(door, admin.account, admin.password);
    expect(await door.ok('createPermission', { name }, { token: own, requestId })).toEqual(first);
    const token = await rootToken(app);
    expect((await app.ok('getPermissions', { keyword: name }, token)).total).toBe(1);
    const logged = (await app.ok('getSystemLogs', { keyword: admin.account }, token)).rows.filter(
      (r: LogRow) => r.action === 'createPermission',
    );
    expect(logged.map((r: LogRow) => r.outcome)).toEqual(['success', 'success']);
  });

  test('the same key from two administrators means two different calls', async () => {
    const requestId = uniqueName('shared');
    const results = [];
    for (let i = 0; i < 2; i++) {
      const admin = await createAdmin(app);
      const own = await signIn(door, admin.account, admin.password);
      results.push(
        await door.ok('createPermission', { name: uniqueName('mine') }, { token: own, requestId }),
      );
    }
    expect(results[0].id).not.toBe(results[1].id);
    expect(results[0].name).not.toBe(results[1].name);
  });
});
