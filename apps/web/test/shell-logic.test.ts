import { describe, expect, it } from '@jest/globals';
import { ERASED_PERSONAL_DATA } from '@gps/codes';
import { httpStatusMessageKey } from '../src/shared/api/httpStatus';
import {
  buildVehicleTree,
  canSortTree,
  checkState,
  deviceKey,
  fleetChoices,
  fleetKey,
  type TreeDevice,
  type TreeFleet,
} from '../src/shared/vehicles/buildTree';
import { nodeMenuEntries, type NodeMenuContext } from '../src/features/vehicles/tree/nodeMenu';
import { deviceChanges, initialDeviceValues, type EditableDevice } from '../src/shared/devices/deviceForm';
import { visibleClientTabs } from '../src/app/routes/navigation';
import { parseSerials } from '../src/features/admin/devices/parseSerials';
import { formatCountdown } from '../src/shared/session/countdown';
import { hasRight, hasSlot, loginPathFor } from '../src/shared/session/rights';

describe('HTTP status messages', () => {
  it('maps the spec statuses and everything else to the generic message', () => {
    for (const s of [400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505]) {
      expect(httpStatusMessageKey(s)).toBe(`http.${s}`);
    }
    expect(httpStatusMessageKey(418)).toBe('http.other');
    expect(httpStatusMessageKey(0)).toBe('http.other');
  });
});

describe('session helpers', () => {
  it('formats the idle countdown as mm:ss', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('sends back-office pages to /admin/login and the rest to /', () => {
    expect(loginPathFor('/admin/device')).toBe('/admin/login');
    expect(loginPathFor('/admin')).toBe('/admin/login');
    expect(loginPathFor('/main/monitor')).toBe('/');
    expect(loginPathFor('/administrator')).toBe('/');
  });

  it('reads admin flags (add, edit, delete, view) and client slots', () => {
    const rights = [{ functionId: 11, flags: '1101' }];
    expect(hasRight(rights, 11, 'add')).toBe(true);
    expect(hasRight(rights, 11, 'delete')).toBe(false);
    expect(hasRight(rights, 11, 'view')).toBe(true);
    expect(hasRight(rights, 12, 'view')).toBe(false);
    expect(hasSlot([1, 0, 1], 1)).toBe(true);
    expect(hasSlot([1, 0, 1], 2)).toBe(false);
    expect(hasSlot(undefined, 3)).toBe(false);
  });
});

describe('client top tabs', () => {
  const keys = (ctx: Parameters<typeof visibleClientTabs>[0]) => visibleClientTabs(ctx).map((t) => t.key);

  it('shows every tab, in order, to a fleet with slot 2 and a VIP device', () => {
    expect(keys({ isFleetAccount: true, permissions: [1, 1, 1], hasVipDevice: true })).toEqual([
      'monitor',
      'multiMonitor',
      'remote',
      'warning',
      'history',
      'serviceExpire',
      'mileage',
      'vipPlan',
    ]);
  });

  it('hides remote without slot 2, vipPlan without VIP devices, multiMonitor for device accounts', () => {
    expect(keys({ isFleetAccount: false, permissions: [1, 0, 1], hasVipDevice: false })).toEqual([
      'monitor',
      'warning',
      'history',
      'serviceExpire',
      'mileage',
    ]);
  });
});

describe('vehicle tree', () => {
  const fleets: TreeFleet[] = [
    {
      id: 'f1',
      alias: 'Main',
      account: 'main',
      parentFleetId: null,
      subFleets: [{ id: 'f2', alias: 'Sub', account: 'sub', parentFleetId: 'f1' }],
    },
    { id: 'f2', alias: 'Sub', account: 'sub', parentFleetId: 'f1' },
  ];
  const devices: TreeDevice[] = [
    { deviceId: 'd3', deviceSerialNumber: '300', carName: 'Alpha', fleetId: 'f1' },
    { deviceId: 'd1', deviceSerialNumber: '1000', carName: 'Charlie', fleetId: 'f1' },
    { deviceId: 'd2', deviceSerialNumber: '200', carName: 'Bravo', fleetId: 'f2' },
  ];

  it('nests sub-fleets once and puts devices under their fleet, sorted by serial number', () => {
    const [root, ...rest] = buildVehicleTree(fleets, devices, 'serial');
    expect(rest).toEqual([]);
    expect(root.key).toBe(fleetKey('f1'));
    expect(root.deviceCount).toBe(3);
    expect(root.children?.map((c) => c.key)).toEqual([fleetKey('f2'), deviceKey('d3'), deviceKey('d1')]);
  });

  it('sorts by car name and filters by keyword', () => {
    const [root] = buildVehicleTree(fleets, devices, 'carName');
    expect(root.children?.slice(1).map((c) => c.key)).toEqual([deviceKey('d3'), deviceKey('d1')]);
    const [filtered] = buildVehicleTree(fleets, devices, 'serial', 'brav');
    expect(filtered.children?.map((c) => c.key)).toEqual([fleetKey('f2')]);
  });

  it('puts a device without a known fleet at the top level (single-device accounts)', () => {
    const nodes = buildVehicleTree([], [devices[0]], 'serial');
    expect(nodes.map((n) => n.key)).toEqual([deviceKey('d3')]);
  });

  it('makes an empty sub-fleet a leaf (no expand caret) and a fleet with vehicles a branch', () => {
    const withEmpty: TreeFleet[] = [
      {
        ...fleets[0],
        subFleets: [
          ...(fleets[0].subFleets ?? []),
          { id: 'f3', alias: 'Empty', account: 'empty', parentFleetId: 'f1' },
        ],
      },
      ...fleets.slice(1),
      { id: 'f3', alias: 'Empty', account: 'empty', parentFleetId: 'f1' },
    ];
    const [root] = buildVehicleTree(withEmpty, devices, 'serial');
    const byKey = new Map(root.children?.map((c) => [c.key, c]));
    expect(root.isLeaf).toBe(false);
    expect(byKey.get(fleetKey('f2'))?.isLeaf).toBe(false);
    expect(byKey.get(fleetKey('f3'))?.isLeaf).toBe(true);
    expect(byKey.get(deviceKey('d3'))?.isLeaf).toBe(true);
  });

  it('lists each fleet once to move a vehicle to, a main fleet followed by its sub-fleets', () => {
    expect(fleetChoices(fleets)).toEqual([
      { id: 'f1', name: 'Main', isSubFleet: false },
      { id: 'f2', name: 'Sub', isSubFleet: true },
    ]);
    // A sub-fleet account sees only its own fleet.
    expect(fleetChoices([fleets[1]])).toEqual([{ id: 'f2', name: 'Sub', isSubFleet: true }]);
  });

  it('offers the sort only where it can be used: not to fleet accounts', () => {
    expect(canSortTree(true)).toBe(false);
    expect(canSortTree(false)).toBe(true);
  });

  it('computes the spec checkbox states 0 / 1 / 2', () => {
    const [root] = buildVehicleTree(fleets, devices, 'serial');
    expect(checkState(root, new Set())).toBe(0);
    expect(checkState(root, new Set([deviceKey('d2')]))).toBe(2);
    expect(checkState(root, new Set([deviceKey('d1'), deviceKey('d2'), deviceKey('d3')]))).toBe(1);
  });
});

describe('tree context menu', () => {
  const ctx = (over: Partial<NodeMenuContext>): NodeMenuContext => ({
    accountType: 2,
    permissions: [1, 1, 1],
    isMainFleetAccount: true,
    showOverspeed: true,
    showOffline: false,
    ...over,
  });
  const keys = (node: { type: 'Fleet' | 'Device'; isSubFleet?: boolean }, c: NodeMenuContext) =>
    nodeMenuEntries(node, c).map((e) => e.key);

  it('device entries follow slots 1 and 2 (edit and move only for fleet accounts)', () => {
    expect(keys({ type: 'Device' }, ctx({}))).toEqual(['editDevice', 'moveToFleet', 'remote', 'statistics']);
    expect(keys({ type: 'Device' }, ctx({ permissions: [0, 1, 1] }))).toEqual(['remote', 'statistics']);
    expect(keys({ type: 'Device' }, ctx({ permissions: [1, 0, 1] }))).toEqual(['editDevice', 'moveToFleet']);
    expect(keys({ type: 'Device' }, ctx({ accountType: 3 }))).toEqual(['remote', 'statistics']);
  });

  it('sub-fleet actions need fleet management (slot 3): create on the main fleet, edit (slot 1) on a sub-fleet', () => {
    expect(keys({ type: 'Fleet' }, ctx({}))).toEqual(['createSubFleet', 'statistics']);
    expect(keys({ type: 'Fleet', isSubFleet: true }, ctx({}))).toEqual(['editSubFleet', 'statistics']);
    expect(keys({ type: 'Fleet', isSubFleet: true }, ctx({ permissions: [0, 0, 1] }))).toEqual([]);
    // Without fleet management the server refuses both (-4): the menu does not offer them.
    expect(keys({ type: 'Fleet' }, ctx({ permissions: [1, 1, 0] }))).toEqual(['statistics']);
    expect(keys({ type: 'Fleet', isSubFleet: true }, ctx({ permissions: [1, 1, 0] }))).toEqual([
      'statistics',
    ]);
    // A sub-fleet's own account never manages sub-fleets.
    expect(keys({ type: 'Fleet' }, ctx({ isMainFleetAccount: false }))).toEqual(['statistics']);
  });

  it('statistics groups hide overspeed / offline when their setting is off', () => {
    const stats = nodeMenuEntries({ type: 'Device' }, ctx({})).find((e) => e.key === 'statistics');
    expect(stats?.children?.map((c) => c.key)).toEqual([
      'statistics:all',
      'statistics:mileage',
      'statistics:warning',
      'statistics:overspeed',
    ]);
  });
});

describe('device editor payload', () => {
  const device: EditableDevice = {
    deviceSerialNumber: '860123456789012',
    deviceOwnerName: 'Lin',
    carName: 'Van',
    email: null,
    simNumber: '8988',
    phoneNumber: '0912',
    carElectricity: 1,
    firmwareVersion: '1.0',
    model: null,
    speedLimitKmh: null,
    esimId: null,
    isValueAddedVisible: 0,
    serviceStatusCode: null,
    deviceIcon: 1,
  };
  const initial = initialDeviceValues(device);
  // The editableFields the server sends a device administrator and a customer editor (CUSTOMER edit only).
  const DEVICE_ADMIN = [
    'carName',
    'ownerName',
    'ownerPhone',
    'email',
    'simCardNumber',
    'deviceIcon',
    'firmwareVersion',
    'model',
    'speedLimitKmh',
    'esimId',
    'isValueAddedVisible',
    'isCarElectricity',
    'serviceStatusCode',
    'password',
  ];
  const CUSTOMER_EDITOR = [
    'carName',
    'ownerName',
    'email',
    'deviceIcon',
    'esimId',
    'isValueAddedVisible',
    'isCarElectricity',
  ];

  it('sends only changed fields, under the api names', () => {
    const values = {
      ...initial,
      carName: 'Van 2',
      phoneNumber: '0987',
      simNumber: '1111',
      serviceStatusCode: 3,
    };
    expect(deviceChanges(initial, values, DEVICE_ADMIN)).toEqual({
      carName: 'Van 2',
      ownerPhone: '0987',
      simCardNumber: '1111',
      serviceStatusCode: 3,
    });
    expect(deviceChanges(initial, initial, DEVICE_ADMIN)).toEqual({});
  });

  it('holds erased personal fields empty: never sent back unless typed afresh', () => {
    const erased = initialDeviceValues({
      ...device,
      deviceOwnerName: ERASED_PERSONAL_DATA,
      email: ERASED_PERSONAL_DATA,
      phoneNumber: ERASED_PERSONAL_DATA,
    });
    expect([erased.deviceOwnerName, erased.email, erased.phoneNumber]).toEqual(['', '', '']);
    expect(deviceChanges(erased, { ...erased, carName: 'Van 2' }, DEVICE_ADMIN)).toEqual({
      carName: 'Van 2',
    });
    expect(deviceChanges(erased, { ...erased, phoneNumber: '0911222333' }, DEVICE_ADMIN)).toEqual({
      ownerPhone: '0911222333',
    });
  });

  it('sends the speed limit as a number, and a cleared one as null (the fleet or platform limit applies)', () => {
    expect(deviceChanges(initial, { ...initial, speedLimitKmh: 80 }, DEVICE_ADMIN)).toEqual({
      speedLimitKmh: 80,
    });
    const limited = initialDeviceValues({ ...device, speedLimitKmh: 80 });
    expect(deviceChanges(limited, { ...limited, speedLimitKmh: null }, DEVICE_ADMIN)).toEqual({
      speedLimitKmh: null,
    });
  });

  it('sends the model trimmed, and a cleared model as blank text (the server stores none)', () => {
    expect(deviceChanges(initial, { ...initial, model: ' LW4G-4B ' }, DEVICE_ADMIN)).toEqual({
      model: 'LW4G-4B',
    });
    const withModel = initialDeviceValues({ ...device, model: 'NT20' });
    expect(withModel.model).toBe('NT20');
    expect(deviceChanges(withModel, { ...withModel, model: '' }, DEVICE_ADMIN)).toEqual({ model: '' });
  });

  it('sends the password itself (the server holds it to the policy), only when ticked and non-empty', () => {
    expect(deviceChanges(initial, { ...initial, password: 'x' }, DEVICE_ADMIN)).toEqual({});
    expect(deviceChanges(initial, { ...initial, changePassword: true, password: '' }, DEVICE_ADMIN)).toEqual(
      {},
    );
    expect(
      deviceChanges(initial, { ...initial, changePassword: true, password: 'pw' }, DEVICE_ADMIN),
    ).toEqual({
      password: 'pw',
    });
  });

  it('never sends the fields the customer editor disables', () => {
    const values = {
      ...initial,
      carName: 'Mine',
      simNumber: '1',
      changePassword: true,
      password: 'p',
      firmwareVersion: '9',
      model: 'LW-01',
    };
    expect(deviceChanges(initial, values, CUSTOMER_EDITOR)).toEqual({ carName: 'Mine' });
  });

  it('shows a null service status as NULL and sends NULL back as null', () => {
    expect(initial.serviceStatusCode).toBe('NULL');
    const withStatus = initialDeviceValues({ ...device, serviceStatusCode: 2 });
    expect(deviceChanges(withStatus, { ...withStatus, serviceStatusCode: 'NULL' }, DEVICE_ADMIN)).toEqual({
      serviceStatusCode: null,
    });
  });
});

describe('serial number batches', () => {
  it('splits on whitespace, commas and semicolons and keeps each serial once', () => {
    expect(parseSerials(' 1001\n1002, 1003;1001\n\n')).toEqual(['1001', '1002', '1003']);
  });
});
