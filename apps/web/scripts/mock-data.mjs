/** Fake GraphQL responses for the screenshot run (no server exists yet). Times are epoch microseconds. */
const now = Date.parse('2025-06-02T09:30:00+08:00') * 1000;
const day = 86_400_000_000;

const rights = (flagsById) =>
  Array.from({ length: 13 }, (_, i) => ({
    __typename: 'FunctionRights',
    functionId: i + 1,
    flags: flagsById[i + 1] ?? '1111',
  }));

export const adminSession = {
  token: 'admin-token',
  accountId: 'acc-1',
  accountType: 1,
  account: 'admin',
  alias: 'Platform Admin',
  permissions: [],
  rights: rights({}).map(({ functionId, flags }) => ({ functionId, flags })),
  parentFleetId: null,
};

export const fleetSession = {
  token: 'fleet-token',
  accountId: 'fleet-1',
  accountType: 2,
  account: 'tpe-logistics',
  alias: 'Taipei Logistics',
  permissions: [1, 1, 1],
  rights: [],
  parentFleetId: null,
};

export const deviceSession = {
  token: 'device-token',
  accountId: 'dev-2',
  accountType: 3,
  account: '860123456789013',
  alias: 'Truck 7',
  permissions: [1, 0, 1],
  rights: [],
  parentFleetId: null,
};

const fleet = (id, account, alias, extra = {}) => ({
  __typename: 'Fleet',
  id,
  account,
  alias,
  contact: 'Chen Mei-Ling',
  phoneNumber: '02-2345-6789',
  address: 'No. 1, Sec. 5, Xinyi Rd., Taipei',
  email: `${account}@example.com`,
  permissions: '111',
  parentFleetId: null,
  numberOfDevices: 3,
  loginTimestamp: now - 3_600_000_000,
  accountType: 2,
  statusCode: 1,
  ...extra,
});

const subFleet = fleet('fleet-2', 'tpe-north', 'North Team', {
  parentFleetId: 'fleet-1',
  permissions: '101',
  numberOfDevices: 1,
});

const device = (id, serial, carName, fleetId, lat, lng, extra = {}) => ({
  __typename: 'Device',
  deviceId: id,
  deviceSerialNumber: serial,
  carName,
  alias: null,
  deviceOwnerName: 'Lin Chih-Wei',
  phoneNumber: '0912-345-678',
  email: 'owner@example.com',
  simNumber: '8988601234567890123',
  carElectricity: 1,
  firmwareVersion: 'GT06-3.2.1',
  esimId: null,
  isValueAddedVisible: 0,
  serviceStatusCode: 1,
  status: 1,
  fleetId,
  fleetAlias: fleetId === 'fleet-2' ? 'North Team' : fleetId ? 'Taipei Logistics' : null,
  parentFleetId: fleetId === 'fleet-2' ? 'fleet-1' : null,
  planName: 'Plan A',
  serviceExpiredDate: now + 200 * day,
  valueExpiredDate: null,
  createDate: now - 400 * day,
  deviceStatusCode: 2,
  warnings: 0,
  locateType: 1,
  speed: 42,
  isProtected: 0,
  latitude: lat,
  longitude: lng,
  gpsLatitude: lat,
  gpsLongitude: lng,
  address: 'Taichung City, Xitun District, Taiwan Blvd. Sec. 3',
  deviceIcon: 1,
  convertGpsToAddressTimes: 12,
  hasPassword: true,
  allocated: fleetId ? 1 : 0,
  updatedTimestamp: now - 45_000_000,
  ...extra,
});

export const clientDevices = [
  device('dev-1', '860123456789012', 'Delivery Van 1', 'fleet-1', 24.1477, 120.6736),
  device('dev-2', '860123456789013', 'Truck 7', 'fleet-1', 24.1632, 120.6469, {
    deviceStatusCode: 1,
    speed: 0,
    warnings: 2,
    isValueAddedVisible: 1,
    deviceIcon: 4,
  }),
  device('dev-3', '860123456789014', 'Courier Scooter', 'fleet-2', 24.1378, 120.6851, {
    speed: 28,
    deviceIcon: 2,
  }),
];

const adminDevices = [
  ...clientDevices,
  device('dev-4', '860123456789015', null, null, null, null, {
    deviceOwnerName: null,
    planName: null,
    serviceStatusCode: null,
    deviceStatusCode: 1,
    allocated: 0,
  }),
  device('dev-5', '860123456789016', 'Excavator 2', 'fleet-3', 23.99, 120.96, {
    serviceStatusCode: 2,
    fleetAlias: 'Central Works',
    serviceExpiredDate: now - 5 * day,
    deviceIcon: 5,
  }),
  device('dev-6', '860123456789017', 'Harbour Boat', 'fleet-3', 22.61, 120.27, {
    serviceStatusCode: 3,
    fleetAlias: 'Central Works',
    deviceStatusCode: 1,
    deviceIcon: 6,
  }),
];

const account = (id, acc, alias, permissionName, statusCode, lastLogin) => ({
  __typename: 'Account',
  id,
  account: acc,
  alias,
  permissionId: permissionName === 'Super administrator' ? 'perm-1' : 'perm-2',
  permissionName,
  statusCode,
  lastLoginTimestamp: lastLogin,
  createDate: now - 300 * day,
});

const permission = (id, name, sort, flags) => ({
  __typename: 'Permission',
  id,
  name,
  sort,
  rights: rights(flags),
});

const setting = (id, value) => ({ __typename: 'SystemSetting', id, value });

const log = (i, account, action, functionId, outcome, detail) => ({
  __typename: 'SystemLog',
  id: `log-${i}`,
  timestamp: now - i * 420_000_000,
  accountId: 'acc-1',
  account,
  action,
  functionId,
  outcome,
  detail,
  ip: '10.0.0.12',
});

export const responses = {
  SystemSettings: {
    systemSettings: [
      setting('refreshFrequency', '15'),
      setting('showOverspeed', '1'),
      setting('showOffline', '1'),
      setting('showCoupon', '0'),
      setting('showAddressToGps', '1'),
      setting('addressQuotaDaily', '100000'),
      setting('addressQuotaMonthly', '3000000'),
      setting('vipAddressQuotaDaily', '100000'),
      setting('vipAddressQuotaMonthly', '3000000'),
    ],
  },
  FleetTree: {
    fleets: {
      __typename: 'FleetPage',
      total: 1,
      rows: [fleet('fleet-1', 'tpe-logistics', 'Taipei Logistics', { subFleets: [subFleet] })],
    },
  },
  Devices: (variables) => {
    const filter = variables?.filter ?? {};
    let rows = filter.isContainSubFleet && !filter.fleetId ? clientDevices : adminDevices;
    if (filter.lastLoadingTimestamp) rows = [];
    if (filter.fleetId)
      rows = adminDevices.filter((d) => d.fleetId === filter.fleetId || d.parentFleetId === filter.fleetId);
    return { devices: { __typename: 'DevicePage', total: rows.length, rows } };
  },
  Accounts: {
    accounts: {
      __typename: 'AccountPage',
      total: 4,
      rows: [
        account('acc-1', 'admin', 'Platform Admin', 'Super administrator', 1, now - 60_000_000),
        account('acc-2', 'ops.chen', 'Chen Mei-Ling', 'Operations', 1, now - 2 * day),
        account('acc-3', 'finance.wu', 'Wu Jia-Hao', 'Finance', 1, now - 9 * day),
        account('acc-4', 'temp.lee', 'Lee Yu-Ting', 'Operations', 2, null),
      ],
    },
  },
  Permissions: {
    permissions: {
      __typename: 'PermissionPage',
      total: 3,
      rows: [
        permission('perm-1', 'Super administrator', 1, {}),
        permission('perm-2', 'Operations', 2, {
          1: '0001',
          2: '0000',
          5: '0101',
          6: '0101',
          8: '0001',
          9: '0101',
          10: '0000',
          11: '1101',
          12: '0001',
          13: '0001',
        }),
        permission('perm-3', 'Finance', 3, {
          1: '0000',
          2: '0000',
          3: '0001',
          4: '0001',
          5: '0000',
          6: '0101',
          7: '0101',
          8: '0001',
          9: '0000',
          10: '1111',
          11: '0000',
          12: '0000',
          13: '0000',
        }),
      ],
    },
  },
  Fleets: (variables) => {
    const rows = [
      fleet('fleet-1', 'tpe-logistics', 'Taipei Logistics', {
        subFleets: [{ __typename: 'Fleet', id: 'fleet-2' }],
      }),
      fleet('fleet-3', 'central-works', 'Central Works', {
        numberOfDevices: 2,
        permissions: '101',
        contact: 'Wang Jun-Jie',
        subFleets: [],
      }),
      fleet('fleet-4', 'kh-harbour', 'Kaohsiung Harbour Co.', {
        numberOfDevices: 0,
        statusCode: 2,
        permissions: '100',
        loginTimestamp: null,
        contact: null,
        subFleets: [],
      }),
    ];
    const id = variables?.filter?.id;
    const picked = id ? rows.filter((r) => r.id === id) : rows;
    return { fleets: { __typename: 'FleetPage', total: picked.length, rows: picked } };
  },
  SubFleets: {
    subFleets: { __typename: 'FleetPage', total: 1, rows: [subFleet] },
  },
  SystemLogs: {
    systemLogs: {
      __typename: 'SystemLogPage',
      total: 6,
      rows: [
        log(1, 'admin', 'editDevice', 3, 'success', '860123456789012 carName'),
        log(2, 'ops.chen', 'deleteAccount', 1, 'denied', 'needs delete on accounts'),
        log(3, 'admin', 'allocationDevice', 3, 'success', '2 devices -> central-works'),
        log(4, 'finance.wu', 'editSystemSetting', 13, 'denied', 'showCoupon'),
        log(5, 'admin', 'createFleet', 4, 'failure', 'account already exists'),
        log(6, 'admin', 'loginAccount', null, 'success', null),
      ],
    },
  },
};
