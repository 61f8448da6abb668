import { TestApp } from '../support/app-harness';
import {
  allRights,
  bothDoors,
  createAdmin,
  rightsOf,
  rootToken,
  sha,
  signIn,
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

interface PermissionRow {
  id: string;
  name: string;
  sort: number;
  rights: { functionId: number; flags: string }[];
}

/** What a new group holds on a function not given: nothing (the spec's table is the web form's ticks). */
const NONE: Record<number, string> = allRights('0000');

/** A well-formed input for each gated call, so that only the right decides the answer. */
const SAMPLE: Record<string, Record<string, unknown>> = {
  getAccounts: {},
  createAccount: {
    account: 'sample_account',
    password: sha('x'),
    alias: 'Sample',
    permissionId: 'administrators',
  },
  editAccount: { id: 'administrator', alias: 'Renamed' },
  deleteAccount: { id: 'administrator' },
  getPermissions: {},
  createPermission: { name: 'Sample group' },
  editPermission: { id: 'administrators', name: 'Renamed' },
  getFleets: {},
  createFleet: { account: 'sample_fleet', password: sha('x'), alias: 'Sample' },
  editFleet: { id: 'some-fleet', alias: 'Renamed' },
  deleteFleet: { id: 'some-fleet' },
  getSubFleets: { parentFleetId: 'some-fleet' },
  createSubFleet: { parentFleetId: 'some-fleet', account: 'sample_sub', password: sha('x'), alias: 'Sample' },
  editSubFleet: { id: 'some-fleet', alias: 'Renamed' },
  deleteSubFleet: { id: 'some-fleet' },
  getDevices: {},
  addDevices: { deviceSerialNumbers: ['123456789012345'] },
  allocationDevice: { deviceSerialNumbers: ['123456789012345'], fleetId: 'some-fleet' },
  editDevice: { deviceSerialNumber: '123456789012345', carName: 'Sample' },
  getExpireServiceDevices: {},
  stopDeviceService: { deviceSerialNumbers: ['123456789012345'] },
  editSystemSetting: { id: 'refreshFrequency', value: '20' },
  getSystemLogs: {},
  getVoiceRecorderLogs: { deviceSerialNumber: '123456789012345' },
  uploadVoiceRecorderLogs: {
    deviceSerialNumber: '123456789012345',
    fileName: 'sample.amr',
    data: Buffer.from('#!AMR\n|').toString('base64'),
  },
  remoteCommand: { deviceSerialNumber: '123456789012345', requestDataCode: 12, key: 'GPS' },
  getDeviceSendCommandLog: { deviceSerialNumber: '123456789012345' },
  getGatewayStatus: {},
};

describe.each(bothDoors(() => app))('through $name', (door: Door) => {
  let token: string;
  beforeEach(async () => {
    token = await rootToken(app);
  });

  const list = (input: Record<string, unknown> = {}) =>
    door.ok<{ total: number; rows: PermissionRow[] }>('getPermissions', input, { token });
  const total = async () => (await list()).total;
  const create = (input: Record<string, unknown>) =>
    door.call<PermissionRow>('createPermission', input, { token });
  const flagsOf = (row: PermissionRow) => Object.fromEntries(row.rights.map((r) => [r.functionId, r.flags]));

  describe('createPermission', () => {
    test('gives every function not listed no right (0000), and sort 0', async () => {
      const name = uniqueName('defaults');
      const created = await door.ok<PermissionRow>('createPermission', { name }, { token });
      expect(created).toMatchObject({ id: expect.any(String), name, sort: 0 });
      expect(created.rights.map((r) => r.functionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
      expect(flagsOf(created)).toEqual(NONE);
      const listed = (await list({ keyword: name })).rows[0];
      expect(listed).toEqual(created);
    });

    test('takes the functions given and nothing for the others', async () => {
      const created = await door.ok<PermissionRow>(
        'createPermission',
        { name: uniqueName('mixed'), sort: 7, rights: rightsOf({ 5: '1111', 12: '0000' }) },
        { token },
      );
      expect(created.sort).toBe(7);
      expect(flagsOf(created)).toEqual({ ...NONE, 5: '1111', 12: '0000' });
    });

    test.each([
      ['flags of two characters', { rights: rightsOf({ 1: '12' }) }, 'rights'],
      ['flags of five characters', { rights: rightsOf({ 1: '11111' }) }, 'rights'],
      ['a flag other than 0 or 1', { rights: rightsOf({ 3: '2111' }) }, 'rights'],
      ['empty flags', { rights: rightsOf({ 3: '' }) }, 'rights'],
      ['function 14', { rights: rightsOf({ 14: '1111' }) }, 'rights'],
      ['function 0', { rights: rightsOf({ 0: '1111' }) }, 'rights'],
      [
        'the same function twice',
        { rights: [...rightsOf({ 1: '1111' }), ...rightsOf({ 1: '0000' })] },
        'rights',
      ],
      ['an empty name', { name: '' }, 'name'],
      ['a blank name', { name: '   ' }, 'name'],
      ['a 51-character name', { name: 'n'.repeat(51) }, 'name'],
      ['a negative sort', { sort: -1 }, 'sort'],
      ['a fractional sort', { sort: 1.5 }, 'sort'],
    ])('%s answers -2 naming the field and creates nothing', async (_, change, field) => {
      const before = await total();
      const res = await create({ name: uniqueName('bad'), ...change });
      expect(res.code).toBe(-2);
      expect(res.message).toContain(field);
      expect(await total()).toBe(before);
    });

    test('group names need not be unique', async () => {
      const name = uniqueName('twice');
      await door.ok('createPermission', { name }, { token });
      await door.ok('createPermission', { name }, { token });
      expect((await list({ keyword: name })).total).toBe(2);
    });
  });

  describe('editPermission', () => {
    test('merges the functions given over the current rights and keeps the rest', async () => {
      const created = await door.ok<PermissionRow>(
        'createPermission',
        { name: uniqueName('edit'), rights: rightsOf({ 2: '0001', 13: '0101' }) },
        { token },
      );
      const edited = await door.ok<PermissionRow>(
        'editPermission',
        { id: created.id, rights: rightsOf({ 5: '1111', 13: '0000' }) },
        { token },
      );
      expect(flagsOf(edited)).toEqual({ ...NONE, 2: '0001', 5: '1111', 13: '0000' });
      expect(edited.name).toBe(created.name);
      const renamed = await door.ok<PermissionRow>(
        'editPermission',
        { id: created.id, name: 'Renamed group', sort: 3 },
        { token },
      );
      expect(renamed).toEqual({ ...edited, name: 'Renamed group', sort: 3 });
      expect((await list({ keyword: 'Renamed group' })).rows).toContainEqual(renamed);
    });

    test.each([
      ['bad flags', { rights: rightsOf({ 1: '12' }) }, 'rights'],
      ['function 14', { rights: rightsOf({ 14: '0000' }) }, 'rights'],
      ['an empty name', { name: '' }, 'name'],
      ['a negative sort', { sort: -2 }, 'sort'],
    ])('%s answers -2 and changes nothing', async (_, change, field) => {
      const created = await door.ok<PermissionRow>(
        'createPermission',
        { name: uniqueName('keep') },
        { token },
      );
      const res = await door.call('editPermission', { id: created.id, ...change }, { token });
      expect(res.code).toBe(-2);
      expect(res.message).toContain(field);
      expect((await list({ keyword: created.name })).rows[0]).toEqual(created);
    });

    test('an unknown group answers -3', async () => {
      const before = await total();
      expect((await door.call('editPermission', { id: 'no-such-group', name: 'x' }, { token })).code).toBe(
        -3,
      );
      expect(await total()).toBe(before);
    });
  });

  describe('getPermissions', () => {
    test('orders by sort, then name, and pages', async () => {
      const tag = uniqueName('order');
      for (const [name, sort] of [
        [`${tag} b`, 2],
        [`${tag} c`, 1],
        [`${tag} a`, 2],
      ] as const)
        await door.ok('createPermission', { name, sort }, { token });
      const all = await list({ keyword: tag });
      expect(all.rows.map((r) => r.name)).toEqual([`${tag} c`, `${tag} a`, `${tag} b`]);
      const second = await list({ keyword: tag, pageIndex: 1, pageRows: 2 });
      expect(second).toMatchObject({ total: 3, rows: [{ name: `${tag} b` }] });
    });
  });

  describe('function rights', () => {
    test('an administrator without a right gets -4 for every call that needs it', async () => {
      const admin = await createAdmin(app, { rights: { 1: '0001' } });
      const own = await signIn(door, admin.account, admin.password);
      const gated = app.server.dispatcher
        .list()
        .filter((op) => !('public' in op.access && op.access.public))
        .filter((op) => 'admin' in op.access && op.access.admin !== undefined && op.access.admin !== 'any');
      // Every call gated by a function right exists at both doors.
      expect(gated.filter((op) => !door.supports(op.name))).toEqual([]);
      expect(gated.length).toBeGreaterThan(15);
      const accountsBefore = (await app.ok('getAccounts', {}, token)).total;
      const groupsBefore = await total();
      for (const op of gated) {
        const res = await door.call(op.name, SAMPLE[op.name] ?? {}, { token: own });
        expect({ call: op.name, code: res.code }).toEqual({
          call: op.name,
          code: op.name === 'getAccounts' ? 0 : -4,
        });
      }
      expect((await app.ok('getAccounts', {}, token)).total).toBe(accountsBefore);
      expect(await total()).toBe(groupsBefore);
      expect(
        (await app.ok('getSystemSettings', {}, token)).find(
          (s: { id: string }) => s.id === 'refreshFrequency',
        ),
      ).toEqual({ id: 'refreshFrequency', value: '15' });
    });

    test.each([
      ['add', '1000', 'createAccount'],
      ['edit', '0100', 'editAccount'],
      ['delete', '0010', 'deleteAccount'],
      ['view', '0001', 'getAccounts'],
    ])('the %s flag alone (%s) allows exactly %s', async (_, flags, allowed) => {
      const admin = await createAdmin(app, { rights: { 1: flags } });
      const own = await signIn(door, admin.account, admin.password);
      const victim = await createAdmin(app);
      const inputs: Record<string, Record<string, unknown>> = {
        createAccount: {
          account: uniqueName('by_flag'),
          password: sha('x'),
          alias: 'By flag',
          permissionId: victim.permissionId,
        },
        editAccount: { id: victim.id, alias: 'Edited by flag' },
        deleteAccount: { id: victim.id },
        getAccounts: {},
      };
      for (const call of ['createAccount', 'editAccount', 'getAccounts', 'deleteAccount']) {
        const res = await door.call(call, inputs[call], { token: own });
        expect({ call, code: res.code }).toEqual({ call, code: call === allowed ? 0 : -4 });
      }
    });

    test('every administrator may read the system settings, whatever their rights', async () => {
      const admin = await createAdmin(app, { rights: {} });
      const own = await signIn(door, admin.account, admin.password);
      expect((await door.call('getSystemSettings', {}, { token: own })).code).toBe(0);
      expect((await door.call('me', {}, { token: own })).code).toBe(0);
    });

    test('a change of the group applies at once to a signed-in administrator', async () => {
      const admin = await createAdmin(app, { rights: { 1: '0001' } });
      const own = await signIn(door, admin.account, admin.password);
      const newAccount = () => ({
        account: uniqueName('late'),
        password: sha('x'),
        alias: 'Late',
        permissionId: admin.permissionId,
      });
      expect((await door.call('createAccount', newAccount(), { token: own })).code).toBe(-4);

      await door.ok('editPermission', { id: admin.permissionId, rights: rightsOf({ 1: '1001' }) }, { token });
      expect((await door.call('createAccount', newAccount(), { token: own })).code).toBe(0);
      const me = await door.ok<Session>('me', {}, { token: own });
      expect(me.rights.find((r) => r.functionId === 1)?.flags).toBe('1001');

      await door.ok('editPermission', { id: admin.permissionId, rights: rightsOf({ 1: '0000' }) }, { token });
      expect((await door.call('getAccounts', {}, { token: own })).code).toBe(-4);
    });

    test('moving an administrator to another group applies at once', async () => {
      const admin = await createAdmin(app, { rights: { 1: '0001' } });
      const own = await signIn(door, admin.account, admin.password);
      expect((await door.call('getPermissions', {}, { token: own })).code).toBe(-4);
      const viewers = await door.ok<PermissionRow>(
        'createPermission',
        { name: uniqueName('viewers'), rights: rightsOf(allRights('0001')) },
        { token },
      );
      await door.ok('editAccount', { id: admin.id, permissionId: viewers.id }, { token });
      expect((await door.call('getPermissions', {}, { token: own })).code).toBe(0);
      expect((await door.call('createPermission', { name: 'x' }, { token: own })).code).toBe(-4);
    });

    test('clients may not call administrator functions (-4)', async () => {
      const fleet = await app.ok(
        'createFleet',
        { account: uniqueName('fleet'), password: sha('fleet-pass'), alias: 'Fleet' },
        token,
      );
      const fleetToken = (
        await door.ok<Session>('login', { account: fleet.account, password: sha('fleet-pass') })
      ).token;
      for (const call of [
        'getAccounts',
        'createAccount',
        'getPermissions',
        'createPermission',
        'getSystemLogs',
      ]) {
        const res = await door.call(call, SAMPLE[call], { token: fleetToken });
        expect({ call, code: res.code }).toEqual({ call, code: -4 });
      }
    });
  });
});
