import {
  AdminFunction,
  DomainError,
  FULL_RIGHTS,
  adminCan,
  assertAdminCan,
  authorize,
  canEditDeviceInfo,
  canGrantSubFleetPermissions,
  canManageSubFleets,
  canMoveDeviceToFleet,
  canMoveDevices,
  canSendCommands,
  ClientSlot,
  clientPermissionSlots,
  DEVICE_EDIT_FIELDS,
  deviceEditRefusal,
  deviceVisibleTo,
  editableDeviceFields,
  fleetVisibleTo,
  forbiddenDeviceEditFields,
  hasClientSlot,
  type Actor,
  type DeviceScope,
  type FleetScope,
} from '../src';

// Tenants: main fleet A with sub-fleets A1 and A2; main fleet B with sub-fleet B1.
const fleetA: FleetScope = { fleetId: 'A', parentFleetId: null };
const fleetA1: FleetScope = { fleetId: 'A1', parentFleetId: 'A' };
const fleetA2: FleetScope = { fleetId: 'A2', parentFleetId: 'A' };
const fleetB: FleetScope = { fleetId: 'B', parentFleetId: null };
const fleetB1: FleetScope = { fleetId: 'B1', parentFleetId: 'B' };

const devA: DeviceScope = { serialNumber: '100', fleetId: 'A', parentFleetId: null };
const devA1: DeviceScope = { serialNumber: '101', fleetId: 'A1', parentFleetId: 'A' };
const devA2: DeviceScope = { serialNumber: '102', fleetId: 'A2', parentFleetId: 'A' };
const devB: DeviceScope = { serialNumber: '200', fleetId: 'B', parentFleetId: null };
const devB1: DeviceScope = { serialNumber: '201', fleetId: 'B1', parentFleetId: 'B' };
const devLoose: DeviceScope = { serialNumber: '300', fleetId: null, parentFleetId: null };

const fleet = (fleetId: string, parentFleetId: string | null, permissions: string): Actor => ({
  kind: 'fleet',
  fleetId,
  parentFleetId,
  permissions,
});
const mainA = fleet('A', null, '111');
const mainANoEdit = fleet('A', null, '011');
const mainANoManage = fleet('A', null, '101');
const mainANoSend = fleet('A', null, '110');
const mainANothing = fleet('A', null, '000');
const mainAMalformed = fleet('A', null, '1x1');
const subA1 = fleet('A1', 'A', '101');
const subA1NoSend = fleet('A1', 'A', '100');
const subA1Forged = fleet('A1', 'A', '111'); // a stored sub-fleet flag that should never exist
const mainB = fleet('B', null, '111');
const emptyFleet = fleet('', null, '111');
const device100: Actor = { kind: 'device', serialNumber: '100' };
const device200: Actor = { kind: 'device', serialNumber: '200' };

const admin = (rights: Record<string, string>): Actor => ({
  kind: 'admin',
  accountId: 'adm',
  permissionId: 'grp',
  rights,
});
/** The spec's initial ticks of the back office's new-group form: a realistic mixed group. */
const SPEC_FORM_RIGHTS = {
  '1': '1111',
  '2': '1111',
  '3': '1111',
  '4': '1111',
  '5': '0101',
  '6': '0101',
  '7': '1111',
  '8': '0001',
  '9': '0101',
  '10': '0001',
  '11': '1101',
  '12': '0001',
  '13': '0101',
};
const adminAll = admin(FULL_RIGHTS);
const adminNone = admin(Object.fromEntries(Object.keys(FULL_RIGHTS).map((k) => [k, '0000'])));
const adminDefault = admin(SPEC_FORM_RIGHTS); // DEVICE 1111, CUSTOMER 0101, FLEET 1111
const adminCustomerOnly = admin({ '5': '0101' });
const adminViewDevices = admin({ '3': '0001' });

type Case = [string, boolean, boolean];

describe('deviceVisibleTo', () => {
  it.each<Case>([
    ['an admin sees any device', deviceVisibleTo(adminNone, devB1), true],
    ['a main fleet sees its own device', deviceVisibleTo(mainA, devA), true],
    ["a main fleet sees its sub-fleets' devices", deviceVisibleTo(mainA, devA1), true],
    ["a fleet does not see another fleet's device", deviceVisibleTo(mainA, devB), false],
    ["a fleet does not see another fleet's sub-fleet device", deviceVisibleTo(mainA, devB1), false],
    ['a fleet does not see an unallocated device', deviceVisibleTo(mainA, devLoose), false],
    ['a sub-fleet sees its own device', deviceVisibleTo(subA1, devA1), true],
    ["a sub-fleet does not see its parent's device", deviceVisibleTo(subA1, devA), false],
    ["a sub-fleet does not see a sibling's device", deviceVisibleTo(subA1, devA2), false],
    ["a sub-fleet does not see another tenant's device", deviceVisibleTo(subA1, devB), false],
    ['a device account sees itself', deviceVisibleTo(device100, devA), true],
    ['a device account does not see another device', deviceVisibleTo(device100, devB), false],
    ['a device account does not see a device of its own fleet', deviceVisibleTo(device100, devA1), false],
    ['a fleet actor with an empty id sees nothing', deviceVisibleTo(emptyFleet, devLoose), false],
  ])('%s', (_name, actual, expected) => expect(actual).toBe(expected));
});

describe('fleetVisibleTo', () => {
  it.each<Case>([
    ['an admin sees any fleet', fleetVisibleTo(adminNone, fleetB), true],
    ['a main fleet sees itself', fleetVisibleTo(mainA, fleetA), true],
    ['a main fleet sees its sub-fleets', fleetVisibleTo(mainA, fleetA1), true],
    ['a main fleet does not see another main fleet', fleetVisibleTo(mainA, fleetB), false],
    ["a main fleet does not see another fleet's sub-fleet", fleetVisibleTo(mainA, fleetB1), false],
    ['a sub-fleet sees itself', fleetVisibleTo(subA1, fleetA1), true],
    ['a sub-fleet does not see its parent', fleetVisibleTo(subA1, fleetA), false],
    ['a sub-fleet does not see a sibling', fleetVisibleTo(subA1, fleetA2), false],
    ['a device account sees no fleet', fleetVisibleTo(device100, fleetA), false],
  ])('%s', (_name, actual, expected) => expect(actual).toBe(expected));
});

describe('adminCan', () => {
  it.each<Case>([
    ['full rights can delete accounts', adminCan(adminAll, AdminFunction.ACCOUNT, 'delete'), true],
    ['no flags: cannot view devices', adminCan(adminNone, AdminFunction.DEVICE, 'view'), false],
    [
      'spec form rights: can view but not add customers',
      adminCan(adminDefault, AdminFunction.CUSTOMER, 'add'),
      false,
    ],
    ['spec form rights: can edit customers', adminCan(adminDefault, AdminFunction.CUSTOMER, 'edit'), true],
    ['spec form rights: announcement delete is off (1101)', adminCan(adminDefault, 11, 'delete'), false],
    [
      'a function missing from the rights grants nothing',
      adminCan(adminCustomerOnly, AdminFunction.DEVICE, 'view'),
      false,
    ],
    [
      'a malformed flag string grants nothing',
      adminCan(admin({ '3': '1' }), AdminFunction.DEVICE, 'add'),
      false,
    ],
    ['a fleet actor has no admin rights', adminCan(mainA, AdminFunction.DEVICE, 'view'), false],
    ['a device actor has no admin rights', adminCan(device100, AdminFunction.DEVICE, 'view'), false],
  ])('%s', (_name, actual, expected) => expect(actual).toBe(expected));

  it('assertAdminCan throws access_denied without the flag', () => {
    expect(() => assertAdminCan(adminViewDevices, AdminFunction.DEVICE, 'edit')).toThrow(DomainError);
    expect(() => assertAdminCan(adminViewDevices, AdminFunction.DEVICE, 'view')).not.toThrow();
  });
});

describe('clientPermissionSlots: [edit vehicle info, send commands, fleet management]', () => {
  it.each<[string, Actor, number[]]>([
    ['main fleet 111', mainA, [1, 1, 1]],
    ['main fleet 101 (no fleet management)', mainANoManage, [1, 1, 0]],
    ['main fleet 110 (no commands)', mainANoSend, [1, 0, 1]],
    ['main fleet 011 (no edit)', mainANoEdit, [0, 1, 1]],
    ['sub-fleet 101', subA1, [1, 1, 0]],
    ['sub-fleet 100', subA1NoSend, [1, 0, 0]],
    ['sub-fleet with a forged 111: fleet management stays 0', subA1Forged, [1, 1, 0]],
    ['malformed permissions grant nothing', mainAMalformed, [0, 0, 0]],
    // The spec: "A single-device account has all three" (what the session reports).
    ['device account', device100, [1, 1, 1]],
    ['administrator (slots do not apply)', adminAll, [0, 0, 0]],
  ])('%s', (_name, actor, slots) => expect(clientPermissionSlots(actor)).toEqual(slots));
});

describe('hasClientSlot: the slots as rights the server acts on', () => {
  it.each<Case>([
    ['a device account edits its info', hasClientSlot(device100, ClientSlot.EDIT_VEHICLE_INFO), true],
    ['a device account sends commands', hasClientSlot(device100, ClientSlot.SEND_COMMANDS), true],
    // Reported as 1, but it has no fleet to manage.
    ['a device account manages no fleet', hasClientSlot(device100, ClientSlot.FLEET_MANAGEMENT), false],
    ['a main fleet 111 manages its fleet', hasClientSlot(mainA, ClientSlot.FLEET_MANAGEMENT), true],
    ['a main fleet 101 does not', hasClientSlot(mainANoManage, ClientSlot.FLEET_MANAGEMENT), false],
    [
      'a sub-fleet with forged flags does not',
      hasClientSlot(subA1Forged, ClientSlot.FLEET_MANAGEMENT),
      false,
    ],
    ['an administrator holds no client slot', hasClientSlot(adminAll, ClientSlot.EDIT_VEHICLE_INFO), false],
  ])('%s -> %s', (_name, actual, expected) => expect(actual).toBe(expected));
});

describe('canEditDeviceInfo', () => {
  it.each<Case>([
    ['a main fleet with slot 1 on its device', canEditDeviceInfo(mainA, devA), true],
    ["a main fleet on its sub-fleet's device", canEditDeviceInfo(mainA, devA1), true],
    ['a main fleet without slot 1', canEditDeviceInfo(mainANoEdit, devA), false],
    ["a fleet on another fleet's device", canEditDeviceInfo(mainA, devB), false],
    ['a sub-fleet on its own device', canEditDeviceInfo(subA1, devA1), true],
    ["a sub-fleet on its parent's device", canEditDeviceInfo(subA1, devA), false],
    ['a device account on itself', canEditDeviceInfo(device100, devA), true],
    ['a device account on another device', canEditDeviceInfo(device100, devB), false],
    ['an admin with DEVICE edit', canEditDeviceInfo(adminDefault, devB), true],
    ['an admin with CUSTOMER edit only', canEditDeviceInfo(adminCustomerOnly, devB), true],
    ['an admin without the flag', canEditDeviceInfo(adminViewDevices, devB), false],
  ])('%s -> %s', (_name, actual, expected) => expect(actual).toBe(expected));
});

describe('canMoveDeviceToFleet', () => {
  it.each<Case>([
    ['a main fleet moves its device to its sub-fleet', canMoveDeviceToFleet(mainA, devA, fleetA1), true],
    [
      'a main fleet moves a sub-fleet device back to itself',
      canMoveDeviceToFleet(mainA, devA1, fleetA),
      true,
    ],
    ['a main fleet moves between its sub-fleets', canMoveDeviceToFleet(mainA, devA1, fleetA2), true],
    ['without fleet management', canMoveDeviceToFleet(mainANoManage, devA, fleetA1), false],
    ['without slot 1 (edit vehicle info)', canMoveDeviceToFleet(mainANoEdit, devA, fleetA1), false],
    ["into another tenant's fleet", canMoveDeviceToFleet(mainA, devA, fleetB), false],
    ["into another tenant's sub-fleet", canMoveDeviceToFleet(mainA, devA, fleetB1), false],
    ["taking another tenant's device", canMoveDeviceToFleet(mainA, devB, fleetA1), false],
    ['unallocating, as a client', canMoveDeviceToFleet(mainA, devA, null), false],
    ['a sub-fleet, even with forged flags', canMoveDeviceToFleet(subA1Forged, devA1, fleetA1), false],
    ['a device account', canMoveDeviceToFleet(device100, devA, fleetA), false],
    ['an admin with DEVICE edit, anywhere', canMoveDeviceToFleet(adminDefault, devB, fleetA1), true],
    ['an admin with DEVICE edit, unallocating', canMoveDeviceToFleet(adminDefault, devB, null), true],
    ['an admin without DEVICE edit', canMoveDeviceToFleet(adminCustomerOnly, devB, fleetA1), false],
  ])('%s -> %s', (_name, actual, expected) => expect(actual).toBe(expected));
});

describe('canMoveDevices (asked before the target is looked at)', () => {
  it.each<Case>([
    ['a main fleet with slot 1 and fleet management', canMoveDevices(mainA), true],
    ['a main fleet without fleet management', canMoveDevices(mainANoManage), false],
    ['a main fleet without slot 1', canMoveDevices(mainANoEdit), false],
    ['a sub-fleet, even with forged flags', canMoveDevices(subA1Forged), false],
    ['a device account', canMoveDevices(device100), false],
    ['an admin with DEVICE edit', canMoveDevices(adminDefault), true],
    ['an admin without DEVICE edit', canMoveDevices(adminCustomerOnly), false],
  ])('%s -> %s', (_name, actual, expected) => expect(actual).toBe(expected));
});

describe('canSendCommands', () => {
  it.each<Case>([
    ['a main fleet with slot 2 on its device', canSendCommands(mainA, devA), true],
    ['a main fleet on its sub-fleet device', canSendCommands(mainA, devA1), true],
    ['a main fleet without slot 2', canSendCommands(mainANoSend, devA), false],
    ["a fleet on another fleet's device", canSendCommands(mainB, devA), false],
    ['a sub-fleet on its own device', canSendCommands(subA1, devA1), true],
    ['a sub-fleet without slot 2', canSendCommands(subA1NoSend, devA1), false],
    ["a sub-fleet on its parent's device", canSendCommands(subA1, devA), false],
    ['a device account on itself', canSendCommands(device200, devB), true],
    ['a device account on another device', canSendCommands(device200, devA), false],
    ['an admin with CUSTOMER edit', canSendCommands(adminCustomerOnly, devA), true],
    ['an admin without CUSTOMER edit', canSendCommands(adminViewDevices, devA), false],
    ['an admin with no flags', canSendCommands(adminNone, devA), false],
  ])('%s -> %s', (_name, actual, expected) => expect(actual).toBe(expected));
});

describe('canManageSubFleets', () => {
  it.each<Case>([
    ['a main fleet under itself', canManageSubFleets(mainA, 'A'), true],
    ['a main fleet deletes its sub-fleet', canManageSubFleets(mainA, 'A', 'delete'), true],
    ['a main fleet under another fleet', canManageSubFleets(mainA, 'B'), false],
    ['without fleet management', canManageSubFleets(mainANoManage, 'A'), false],
    ['editing needs slot 1 as well', canManageSubFleets(mainANoEdit, 'A', 'edit'), false],
    ['creating does not need slot 1', canManageSubFleets(mainANoEdit, 'A', 'create'), true],
    ['a sub-fleet, even with forged flags', canManageSubFleets(subA1Forged, 'A1'), false],
    ['a sub-fleet under its parent', canManageSubFleets(subA1Forged, 'A'), false],
    ['a device account', canManageSubFleets(device100, 'A'), false],
    ['an admin with FLEET add', canManageSubFleets(adminDefault, 'B', 'create'), true],
    ['an admin without FLEET rights', canManageSubFleets(adminCustomerOnly, 'B', 'create'), false],
    ['an admin with FLEET view only', canManageSubFleets(admin({ '4': '0001' }), 'B', 'delete'), false],
  ])('%s -> %s', (_name, actual, expected) => expect(actual).toBe(expected));
});

describe('canGrantSubFleetPermissions', () => {
  it.each<Case>([
    ['a full main fleet grants 101', canGrantSubFleetPermissions(mainA, '101'), true],
    ['nobody grants fleet management to a sub-fleet', canGrantSubFleetPermissions(mainA, '111'), false],
    [
      'a fleet without commands cannot grant commands',
      canGrantSubFleetPermissions(mainANoSend, '001'),
      false,
    ],
    ['a fleet without commands grants edit only', canGrantSubFleetPermissions(mainANoSend, '100'), true],
    ['a fleet without edit cannot grant edit', canGrantSubFleetPermissions(mainANoEdit, '100'), false],
    ['a fleet with nothing grants nothing', canGrantSubFleetPermissions(mainANothing, '000'), true],
    ['a sub-fleet grants nothing', canGrantSubFleetPermissions(subA1, '000'), false],
    ['malformed permissions', canGrantSubFleetPermissions(adminAll, '1'), false],
    ['an admin grants any sub-fleet flags', canGrantSubFleetPermissions(adminNone, '101'), true],
  ])('%s -> %s', (_name, actual, expected) => expect(actual).toBe(expected));
});

describe('forbiddenDeviceEditFields', () => {
  it.each<[string, Actor, string[], string[]]>([
    [
      'a client may edit the client form fields',
      mainA,
      ['carName', 'ownerPhone', 'passwordHash', 'deviceIcon'],
      [],
    ],
    [
      'a client may not touch admin fields',
      device100,
      ['carName', 'simNumber', 'serviceStatusCode'],
      ['simNumber', 'serviceStatusCode'],
    ],
    [
      'an admin with DEVICE edit may edit everything',
      adminDefault,
      ['simNumber', 'serviceStatusCode', 'passwordHash'],
      [],
    ],
    [
      'an admin in customer-editor mode may not edit SIM, phone, password, firmware, model, service status',
      adminCustomerOnly,
      [
        'carName',
        'simNumber',
        'ownerPhone',
        'passwordHash',
        'firmwareVersion',
        'model',
        'serviceStatusCode',
        'esimId',
      ],
      ['simNumber', 'ownerPhone', 'passwordHash', 'firmwareVersion', 'model', 'serviceStatusCode'],
    ],
    ['an admin without edit rights may edit nothing', adminViewDevices, ['carName'], ['carName']],
    ['unknown fields are forbidden to everyone', adminAll, ['fleetId'], ['fleetId']],
  ])('%s', (_name, actor, fields, forbidden) =>
    expect(forbiddenDeviceEditFields(actor, fields)).toEqual(forbidden),
  );
});

describe('editableDeviceFields', () => {
  const clientFields = ['carName', 'ownerName', 'ownerPhone', 'email', 'deviceIcon', 'passwordHash'];
  it.each<[string, Actor, DeviceScope, string[]]>([
    ['a main fleet with slot 1, on its device: the client payload', mainA, devA, clientFields],
    ["a main fleet, on its sub-fleet's device", mainA, devA1, clientFields],
    ['a device account on itself', device100, devA, clientFields],
    ['a main fleet without slot 1: nothing', mainANoEdit, devA, []],
    ["a fleet on another tenant's device: nothing", mainA, devB, []],
    ['an admin with DEVICE edit: every field', adminDefault, devB, [...DEVICE_EDIT_FIELDS]],
    [
      'an admin with CUSTOMER edit only: all but SIM, phone, password, firmware, service status',
      adminCustomerOnly,
      devB,
      [
        'carName',
        'ownerName',
        'email',
        'deviceIcon',
        'speedLimitKmh',
        'esimId',
        'isValueAddedVisible',
        'carElectricity',
      ],
    ],
    ['an admin without edit rights: nothing', adminViewDevices, devB, []],
  ])('%s', (_name, actor, device, fields) => expect(editableDeviceFields(actor, device)).toEqual(fields));
});

describe('deviceEditRefusal', () => {
  const actors: Actor[] = [
    mainA,
    mainANoEdit,
    subA1,
    device100,
    adminDefault,
    adminCustomerOnly,
    adminViewDevices,
  ];
  const devices = [devA, devA1, devB, devLoose];

  it('accepts an edit exactly when every field is in editableDeviceFields', () => {
    for (const actor of actors) {
      for (const device of devices) {
        const editable: readonly string[] = editableDeviceFields(actor, device);
        for (const field of [...DEVICE_EDIT_FIELDS, 'fleetId']) {
          expect(deviceEditRefusal(actor, device, [field]) === null).toBe(editable.includes(field));
        }
        expect(deviceEditRefusal(actor, device, DEVICE_EDIT_FIELDS) === null).toBe(
          editable.length === DEVICE_EDIT_FIELDS.length,
        );
        expect(deviceEditRefusal(actor, device, editable)).toBeNull();
      }
    }
  });

  it.each<[string, Actor, DeviceScope, string[], ReturnType<typeof deviceEditRefusal>]>([
    ['the client fields of its own device', mainA, devA, ['carName', 'passwordHash'], null],
    [
      'names the fields its rights forbid',
      mainA,
      devA,
      ['carName', 'simNumber', 'serviceStatusCode'],
      { reason: 'fields', fields: ['simNumber', 'serviceStatusCode'] },
    ],
    [
      'names them first even without slot 1',
      mainANoEdit,
      devA,
      ['carName', 'simNumber'],
      { reason: 'fields', fields: ['simNumber'] },
    ],
    ['without slot 1, the device', mainANoEdit, devA, ['carName'], { reason: 'device' }],
    [
      'a customer editor, the locked fields',
      adminCustomerOnly,
      devB,
      ['carName', 'ownerPhone'],
      { reason: 'fields', fields: ['ownerPhone'] },
    ],
  ])('%s', (_name, actor, device, fields, refusal) =>
    expect(deviceEditRefusal(actor, device, fields)).toEqual(refusal),
  );
});

describe('authorize', () => {
  it('throws access_denied with the message when the condition fails', () => {
    expect(() => authorize(canSendCommands(mainB, devA), 'not your device')).toThrow(
      expect.objectContaining({ kind: 'access_denied', message: 'not your device' }),
    );
  });

  it('passes when the condition holds', () => {
    expect(() => authorize(canSendCommands(mainA, devA))).not.toThrow();
  });
});
