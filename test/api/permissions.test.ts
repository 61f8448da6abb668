import { isGraphqlCall } from '@gps/contracts';
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

/** What a new group holds on a function not given: nothing (the spec's table is no server default). */
const NONE: Record<number, string> = allRights('0000');

/** A well-formed input for each gated call, so that only the right decides the answer. */
/** An hour of one device's history, epoch µs. */
const SAMPLE_PERIOD = {
  deviceSerialNumber: '123567890123458',
  startTime: 1_700_000_000_000_000,
  endTime: 1_700_003_600_000_000,
};

const SAMPLE_FENCE = {
  deviceSerialNumber: '123567890123458',
  alias: 'Home',
  fenceType: 1,
  coordinates: ['25,121', '25.001,121'],
  radius: 100,
  isEnterWarning: true,
  isExitWarning: true,
  targetType: 0,
};
const SAMPLE_MARKER = {
  deviceSerialNumber: '123567890123458',
  alias: 'Home',
  latitude: 25,
  longitude: 121,
  targetType: 0,
  markerType: 0,
};

const SAMPLE_MAINTENANCE = {
  deviceSerialNumber: '123567890123458',
  name: 'Engine oil',
  intervalKm: 5000,
  lastServiceDate: '2023-11-01',
  lastServiceOdometerKm: 0,
};
const SAMPLE_VIP_PLAN_ITEM = { flag: 1, name: 'VIP 30 days', price: 300, extendDays: 30, statusCode: 1 };
const SAMPLE_PLAN_ITEM_FIELDS = {
  name: 'One year',
  price: 1200,
  extendDays: 365,
  activeStatus: 1,
  overtimeDays: 30,
  overtimePrice: 1500,
};
const SAMPLE_PLAN_ITEM = { planId: 1, ...SAMPLE_PLAN_ITEM_FIELDS };
const SAMPLE_DAYS = { startDay: '2023-11-01', endDay: '2023-11-07', groupBy: 'day' };
/** The statistics calls of every group (get<Group>StatisticsDay and ...MultiDays). */
const SAMPLE_STATISTICS = Object.fromEntries(
  ['All', 'Mileage', 'Warning', 'Overspeed', 'Offline'].flatMap((group) => [
    [`get${group}StatisticsDay`, { day: '2023-11-01' }],
    [`get${group}StatisticsMultiDays`, SAMPLE_DAYS],
  ]),
);

const SAMPLE: Record<string, Record<string, unknown>> = {
  getAccounts: {},
  createAccount: {
    account: 'sample_account',
    password: 'x-password',
    alias: 'Sample',
    permissionId: 'administrators',
  },
  editAccount: { id: 'administrator', alias: 'Renamed' },
  deleteAccount: { id: 'administrator' },
  getPermissions: {},
  createPermission: { name: 'Sample group' },
  editPermission: { id: 'administrators', name: 'Renamed' },
  deletePermission: { id: 'administrators' },
  getFleets: {},
  createFleet: { account: 'sample_fleet', password: 'x-password', alias: 'Sample' },
  editFleet: { id: 'some-fleet', alias: 'Renamed' },
  deleteFleet: { id: 'some-fleet' },
  getSubFleets: { parentFleetId: 'some-fleet' },
  createSubFleet: {
    parentFleetId: 'some-fleet',
    account: 'sample_sub',
    password: 'x-password',
    alias: 'Sample',
  },
  editSubFleet: { id: 'some-fleet', alias: 'Renamed' },
  deleteSubFleet: { id: 'some-fleet' },
  getDevices: {},
  addDevices: { deviceSerialNumbers: ['123567890123458'] },
  allocationDevice: { deviceSerialNumbers: ['123567890123458'], fleetId: 'some-fleet' },
  editDevice: { deviceSerialNumber: '123567890123458', carName: 'Sample' },
  getExpireServiceDevices: {},
  stopDeviceService: { deviceSerialNumbers: ['123567890123458'] },
  editSystemSetting: { id: 'refreshFrequency', value: '20' },
  getSystemLogs: {},
  manualAdjustService: {
    deviceSerialNumber: '123567890123458',
    serviceExpiredDate: 1_900_000_000_000_000,
    reason: 'Goodwill',
  },
  getManualAdjustServiceLogs: {},
  getVoiceRecorderLogs: { deviceSerialNumber: '123567890123458' },
  uploadVoiceRecorderLogs: {
    deviceSerialNumber: '123567890123458',
    fileName: 'sample.amr',
    data: Buffer.from('#!AMR\n|').toString('base64'),
  },
  remoteCommand: { deviceSerialNumber: '123567890123458', requestDataCode: 12, key: 'GPS' },
  getDeviceSendCommandLog: { deviceSerialNumber: '123567890123458' },
  getGatewayStatus: {},
  handleWarning: { warningId: '123567890123458-1700000000000-sos', note: 'Called the driver' },
  getCarTrackerLogs: SAMPLE_PERIOD,
  getParkingRecords: SAMPLE_PERIOD,
  getTrips: SAMPLE_PERIOD,
  ...SAMPLE_STATISTICS,
  exportStatistics: { ...SAMPLE_DAYS, group: 'all', format: 'csv' },
  addPlanItem: SAMPLE_PLAN_ITEM,
  editPlanItem: { ...SAMPLE_PLAN_ITEM_FIELDS, id: 'some-item' },
  deletePlanItem: { id: 'some-item' },
  assignDevicesPlan: { deviceSerialNumbers: ['123567890123458'], planId: 1 },
  addMileageMaintance: SAMPLE_MAINTENANCE,
  editMileageMaintance: { ...SAMPLE_MAINTENANCE, id: 'some-item' },
  recordMileageMaintanceService: { deviceSerialNumber: '123567890123458', id: 'some-item' },
  deleteMileageMaintance: { deviceSerialNumber: '123567890123458', id: 'some-item' },
  getVipPlanItems: { flags: [1] },
  addVipPlanItem: SAMPLE_VIP_PLAN_ITEM,
  editVipPlanItem: { ...SAMPLE_VIP_PLAN_ITEM, id: 'some-item' },
  deleteVipPlanItem: { id: 'some-item' },
  getCoupons: {},
  addCoupon: { numberOfCoupons: 1, discountFee: 100 },
  editCoupon: { couponNumber: 'ABCD2345EFGH6789', discountFee: 100, status: 2 },
  deleteCoupon: { couponNumber: 'ABCD2345EFGH6789' },
  getOfflineReports: SAMPLE_PERIOD,
  exportCarTrackerLogs: { ...SAMPLE_PERIOD, format: 'csv' },
  exportParkingRecords: { ...SAMPLE_PERIOD, format: 'csv' },
  exportAuditLog: { startTime: SAMPLE_PERIOD.startTime, endTime: SAMPLE_PERIOD.endTime },
  getFences: { deviceSerialNumber: '123567890123458' },
  addFence: SAMPLE_FENCE,
  editFence: { ...SAMPLE_FENCE, id: 'some-fence' },
  deleteFence: { deviceSerialNumber: '123567890123458', id: 'some-fence' },
  copyFence: {
    deviceSerialNumber: '123567890123458',
    id: 'some-fence',
    deviceSerialNumbers: ['123567890123466'],
  },
  getMarkers: { deviceSerialNumber: '123567890123458' },
  addMarker: SAMPLE_MARKER,
  editMarker: { ...SAMPLE_MARKER, id: 'some-marker' },
  deleteMarker: { deviceSerialNumber: '123567890123458', id: 'some-marker' },
  copyMarker: {
    deviceSerialNumber: '123567890123458',
    id: 'some-marker',
    deviceSerialNumbers: ['123567890123466'],
  },
  convertGpsToAddress: { deviceSerialNumber: '123567890123458', latitude: 25.034, longitude: 121.5645 },
  convertAddressToGps: { deviceSerialNumber: '123567890123458', address: '台北市信義區信義路五段7號' },
  getPlanOrders: {},
  getPlanOrderTotals: {},
  getFinanceReconciliation: { startTime: 1_764_000_000_000_000, endTime: 1_764_086_400_000_000 },
  exportPlanOrders: { format: 'csv' },
  getRefundQuote: { orderNumber: 'GP261101160000000001' },
  refundPlanOrder: { orderNumber: 'GP261101160000000001', reason: 'mistake' },
  abolitionInvoice: { orderNumber: 'GP261101160000000001', reason: 'mistake' },
  addPlanOrder: {
    deviceSerialNumbers: ['123567890123458'],
    kind: 'service',
    itemId: 'some-item',
    invoice: { type: 1 },
    paymentType: 1,
  },
  cancelPlanOrder: { orderNumber: 'GP261101160000000001' },
  addManualPlanOrder: {
    deviceSerialNumbers: ['123567890123458'],
    kind: 'service',
    itemId: 'some-item',
    invoice: { type: 1 },
    reference: 'Transfer 0042',
  },
  extendServiceDate: { orderNumber: 'GP261101160000000001' },
  getAnnouncements: {},
  publishAnnouncement: { messageContent: 'Maintenance tonight' },
  deleteAnnouncements: { ids: ['some-announcement'] },
  getMessages: {},
  getMessage: { id: 'some-message' },
  publishMessage: { receiverAccountType: 2, receiverAccountIds: ['some-fleet'], messageContent: 'Hello' },
  deleteMessage: { id: 'some-message' },
  getReports: {},
  editReport: { id: 'some-report', state: 2 },
  getAuditHistory: { entityType: 'device', key: '123567890123458' },
  getAuditState: { entityType: 'device', key: '123567890123458', at: 0 },
  startAuditVerification: {},
  getAuditVerification: { id: 'some-verification' },
  erasePersonalData: { accountType: 2, account: 'some-fleet' },
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
      ['a sort that is not a number', { sort: 'abc' }, 'sort'],
      ['a numeric-looking text sort', { sort: '3' }, 'sort'],
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
      ['a sort that is not a number', { sort: 'abc' }, 'sort'],
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

  describe('deletePermission', () => {
    const remove = (id: string, as = token) => door.call('deletePermission', { id }, { token: as });

    test('deletes a group no account is in: it leaves the list and is not found afterwards', async () => {
      const group = await door.ok<PermissionRow>(
        'createPermission',
        { name: uniqueName('unused') },
        { token },
      );
      const res = await remove(group.id);
      expect(res.code).toBe(0);
      expect((await list({ keyword: group.name })).total).toBe(0);
      expect((await remove(group.id)).code).toBe(-3);
      expect((await door.call('editPermission', { id: group.id, name: 'Back' }, { token })).code).toBe(-3);
    });

    test('refuses a group an account is in with -5 and the reason, until the account moves', async () => {
      const member = await createAdmin(app, { rights: { 1: '0001' } });
      const refused = await remove(member.permissionId);
      expect(refused).toMatchObject({
        code: -5,
        message: 'the permission group is used by 1 account; move them to another group first',
      });
      expect((await list()).rows.map((r) => r.id)).toContain(member.permissionId);

      const other = await door.ok<PermissionRow>(
        'createPermission',
        { name: uniqueName('other') },
        { token },
      );
      await door.ok('editAccount', { id: member.id, permissionId: other.id }, { token });
      expect((await remove(member.permissionId)).code).toBe(0);
    });

    test('an unknown group answers -3, and an administrator without the delete right -4', async () => {
      expect((await remove('no-such-group')).code).toBe(-3);
      const group = await door.ok<PermissionRow>('createPermission', { name: uniqueName('kept') }, { token });
      const admin = await createAdmin(app, { rights: { 2: '1101' } });
      const own = await signIn(door, admin.account, admin.password);
      expect((await remove(group.id, own)).code).toBe(-4);
      expect((await list({ keyword: group.name })).total).toBe(1);
    });
  });

  describe('nobody gives a group more than they hold', () => {
    /** An administrator in a new group with exactly these rights, signed in through this door. */
    async function limited(rights: Record<number, string>) {
      const admin = await createAdmin(app, { rights });
      return { ...admin, token: await signIn(door, admin.account, admin.password) };
    }
    /** A group as stored now (the first administrator reads it). */
    async function stored(id: string, name: string): Promise<PermissionRow | undefined> {
      return (await list({ keyword: name, pageRows: 100 })).rows.find((r) => r.id === id);
    }
    const groupWith = (rights: Record<number, string>) =>
      door.ok<PermissionRow>(
        'createPermission',
        { name: uniqueName('target'), rights: rightsOf(rights) },
        { token },
      );

    test('a group created with a partial list holds only what it lists: it cannot take over the back office', async () => {
      const creator = await limited({ 1: '0001', 2: '1111' });
      const created = await door.ok<PermissionRow>(
        'createPermission',
        { name: uniqueName('partial'), rights: rightsOf({ 2: '0001' }) },
        { token: creator.token },
      );
      expect(flagsOf(created)).toEqual({ ...NONE, 2: '0001' });

      const member = uniqueName('member');
      await app.ok(
        'createAccount',
        { account: member, password: `pw-${member}`, alias: 'Member', permissionId: created.id },
        token,
      );
      const memberToken = await signIn(door, member, `pw-${member}`);
      const newAccount = {
        account: uniqueName('x'),
        password: 'x-password',
        alias: 'X',
        permissionId: created.id,
      };
      expect((await door.call('createAccount', newAccount, { token: memberToken })).code).toBe(-4);
      expect((await door.call('createPermission', { name: 'x' }, { token: memberToken })).code).toBe(-4);
      expect((await door.call('getPermissions', {}, { token: memberToken })).code).toBe(0);
    });

    test('creating a group with a right the creator lacks answers -4, names it, and creates nothing', async () => {
      const creator = await limited({ 2: '1111', 3: '0101' });
      const before = await total();
      const res = await door.call(
        'createPermission',
        { name: uniqueName('raised'), rights: rightsOf({ 3: '1111' }) },
        { token: creator.token },
      );
      expect(res.code).toBe(-4);
      expect(res.message).toBe(
        'you cannot give a permission group rights you do not hold yourself: function 3 (add, delete)',
      );
      expect(res.data).toEqual({
        reason: 'beyond_own_rights',
        beyond: [
          { functionId: 3, right: 'add' },
          { functionId: 3, right: 'delete' },
        ],
      });
      expect(await total()).toBe(before);
      // Within the creator's rights, or exactly them, is fine.
      const same = await door.ok<PermissionRow>(
        'createPermission',
        { name: uniqueName('same'), rights: rightsOf({ 2: '1111', 3: '0101' }) },
        { token: creator.token },
      );
      expect(flagsOf(same)).toEqual({ ...NONE, 2: '1111', 3: '0101' });
    });

    test('bad rights answer -2 before any question of who may grant them', async () => {
      const creator = await limited({ 2: '1111' });
      const res = await door.call(
        'createPermission',
        { name: uniqueName('bad'), rights: rightsOf({ 3: '11' }) },
        { token: creator.token },
      );
      expect(res.code).toBe(-2);
    });

    test('editing a group may raise it only within the editor’s rights', async () => {
      const editor = await limited({ 2: '1111', 3: '0101' });
      const target = await groupWith({ 3: '0001' });
      const raised = await door.call(
        'editPermission',
        { id: target.id, rights: rightsOf({ 3: '0111', 4: '0001' }) },
        { token: editor.token },
      );
      expect(raised.code).toBe(-4);
      expect(raised.message).toBe(
        'you cannot give a permission group rights you do not hold yourself: function 3 (delete), function 4 (view)',
      );
      expect(await stored(target.id, target.name)).toEqual(target);

      const within = await door.ok<PermissionRow>(
        'editPermission',
        { id: target.id, rights: rightsOf({ 3: '0101', 2: '0001' }) },
        { token: editor.token },
      );
      expect(flagsOf(within)).toEqual({ ...NONE, 2: '0001', 3: '0101' });
    });

    test('a group holding a right the editor lacks is out of reach: no lowering, no rename', async () => {
      // Every right but one: still less than the first administrators' group.
      const editor = await limited(allRights('1111', { 13: '1110' }));
      const first = (await stored('administrators', 'Administrators')) as PermissionRow;
      expect(flagsOf(first)).toEqual(allRights('1111'));
      for (const change of [
        { rights: rightsOf({ 1: '0000' }) },
        { name: 'Renamed by a lesser administrator' },
        { sort: 9 },
      ]) {
        const res = await door.call('editPermission', { id: first.id, ...change }, { token: editor.token });
        expect(res.code).toBe(-4);
        expect(res.message).toBe(
          'you cannot change a permission group that holds rights you do not hold yourself: function 13 (view)',
        );
        expect(res.data).toMatchObject({ reason: 'stronger_group' });
      }
      expect(await stored(first.id, first.name)).toEqual(first);
    });

    test('nobody changes the rights of their own group, down or up; its name may change', async () => {
      const member = await limited({ 1: '0001', 2: '1111' });
      const groupName = (await app.ok('getAccounts', { keyword: member.account }, token)).rows[0]
        .permissionName;
      const before = (await stored(member.permissionId, groupName)) as PermissionRow;
      for (const rights of [rightsOf({ 1: '0000' }), rightsOf({ 2: '0101' })]) {
        const res = await door.call(
          'editPermission',
          { id: member.permissionId, rights },
          { token: member.token },
        );
        expect(res.code).toBe(-4);
        expect(res.message).toBe(
          'you cannot change the rights of your own permission group; another administrator has to',
        );
        expect(res.data).toEqual({ reason: 'own_group_rights' });
      }
      // The web form sends all thirteen functions with every edit: unchanged rights are no change.
      const renamed = await door.ok<PermissionRow>(
        'editPermission',
        { id: member.permissionId, name: 'Our own group', rights: before.rights },
        { token: member.token },
      );
      expect(renamed).toEqual({ ...before, name: 'Our own group' });
    });

    test('the first administrator cannot lower the first administrators’ group either', async () => {
      const first = (await stored('administrators', 'Administrators')) as PermissionRow;
      const res = await door.call(
        'editPermission',
        { id: first.id, rights: rightsOf({ 7: '0000' }) },
        { token },
      );
      expect(res.code).toBe(-4);
      expect(res.data).toEqual({ reason: 'own_group_rights' });
      expect(await stored(first.id, first.name)).toEqual(first);
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
        .filter((op) => 'admin' in op.access && op.access.admin !== undefined && op.access.admin !== 'any')
        // A file answer (an export) is on `/api` only: GraphQL cannot carry a file.
        .filter((op) => door.name === '/api' || isGraphqlCall(op.call));
      // Every call gated by a function right that answers JSON exists at both doors.
      expect(gated.filter((op) => !door.supports(op.call.name))).toEqual([]);
      expect(gated.length).toBeGreaterThan(15);
      const accountsBefore = (await app.ok('getAccounts', {}, token)).total;
      const groupsBefore = await total();
      for (const op of gated) {
        const res = await door.call(op.call.name, SAMPLE[op.call.name] ?? {}, { token: own });
        expect({ call: op.call.name, code: res.code }).toEqual({
          call: op.call.name,
          code: op.call.name === 'getAccounts' ? 0 : -4,
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
      // In a group without rights: an administrator may manage only accounts within their own rights.
      const victim = await createAdmin(app, { rights: {} });
      const inputs: Record<string, Record<string, unknown>> = {
        createAccount: {
          account: uniqueName('by_flag'),
          password: 'x-password',
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
        password: 'x-password',
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
        { account: uniqueName('fleet'), password: 'fleet-pass', alias: 'Fleet' },
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
        'manualAdjustService',
        'getManualAdjustServiceLogs',
      ]) {
        const res = await door.call(call, SAMPLE[call], { token: fleetToken });
        expect({ call, code: res.code }).toEqual({ call, code: -4 });
      }
    });
  });
});
