import {
  DAY_MS,
  DEVICE_DEFAULTS,
  defaultServiceExpiry,
  deviceDecider,
  type DeviceCommand,
  type DeviceEvent,
} from '../src';
import { failingFields } from './support/failing-fields';
import { errorOf, eventsOf, givenWhenThen, replay } from './support/given-when-then';

const when = givenWhenThen(deviceDecider);
const T0 = 1_700_000_000_000;
const IMEI = '358899051234568';

const added: DeviceEvent = {
  type: 'DeviceAdded',
  version: 1,
  data: { serialNumber: IMEI, at: T0, serviceExpiredAt: defaultServiceExpiry(T0), isValueAddedVisible: 0 },
};
const allocatedToA: DeviceEvent = {
  type: 'DeviceAllocated',
  version: 1,
  data: { fleetId: 'f-a', previousFleetId: null, parentFleetId: null, at: T0 + 1 },
};
const stopped: DeviceEvent = { type: 'DeviceServiceStopped', version: 1, data: { at: T0 + 2 } };

describe('Device: AddDevice', () => {
  const add = (serialNumber: string, serviceExpiredAt = defaultServiceExpiry(T0)): DeviceCommand => ({
    type: 'AddDevice',
    serialNumber,
    serviceExpiredAt,
    at: T0,
  });

  it('adds a device with the expiry the command carries', () => {
    expect(when([], add(IMEI))).toEqual([added]);
  });

  it('gives one year of service by default', () => {
    expect(defaultServiceExpiry(T0)).toBe(T0 + 365 * DAY_MS);
  });

  // An IMEI with its check digit (GT06), an H02 terminal number, Traccar Client's 6-digit id.
  it.each(['490154203237518', '4106022179', '902064'])('accepts serial %s', (serial) => {
    expect(eventsOf(when([], add(serial)))).toHaveLength(1);
  });

  it.each([
    '',
    'abc',
    '12a4',
    ' 123',
    '1',
    '12345',
    '1'.repeat(16),
    '1'.repeat(21),
    '-12',
    '490154203237519',
  ])('rejects serial "%s"', (serial) => {
    expect(errorOf(when([], add(serial)))).toMatchObject({
      kind: 'validation',
      detail: { field: 'serialNumber' },
    });
  });

  it('rejects an expiry that is not a time', () => {
    expect(errorOf(when([], add(IMEI, Number.NaN)))).toMatchObject({
      kind: 'validation',
      detail: { field: 'serviceExpiredAt' },
    });
  });

  it('refuses to add a device twice', () => {
    expect(errorOf(when([added], add(IMEI)))).toMatchObject({ kind: 'conflict' });
  });
});

describe('Device: AllocateDevice', () => {
  const allocate = (fleetId: string | null, target?: { exists: boolean; parentFleetId: string | null }) =>
    ({
      type: 'AllocateDevice',
      serialNumber: IMEI,
      fleetId,
      targetFleet: target,
      at: T0 + 1,
    }) as DeviceCommand;

  it('allocates to a fleet', () => {
    expect(when([added], allocate('f-a', { exists: true, parentFleetId: null }))).toEqual([allocatedToA]);
  });

  it('moves to a sub-fleet, carrying the previous fleet and the new parent', () => {
    expect(when([added, allocatedToA], allocate('f-a1', { exists: true, parentFleetId: 'f-a' }))).toEqual([
      {
        type: 'DeviceAllocated',
        version: 1,
        data: { fleetId: 'f-a1', previousFleetId: 'f-a', parentFleetId: 'f-a', at: T0 + 1 },
      },
    ]);
  });

  it('unallocates', () => {
    expect(when([added, allocatedToA], allocate(null))).toEqual([
      {
        type: 'DeviceAllocated',
        version: 1,
        data: { fleetId: null, previousFleetId: 'f-a', parentFleetId: null, at: T0 + 1 },
      },
    ]);
  });

  it('produces no event when the device is already there', () => {
    expect(when([added, allocatedToA], allocate('f-a', { exists: true, parentFleetId: null }))).toEqual([]);
    expect(when([added], allocate(null))).toEqual([]);
  });

  it('is not_found when the target fleet does not exist or was not looked up', () => {
    expect(errorOf(when([added], allocate('f-x', { exists: false, parentFleetId: null })))).toMatchObject({
      kind: 'not_found',
    });
    expect(errorOf(when([added], allocate('f-x')))).toMatchObject({ kind: 'not_found' });
  });

  it('rejects an empty fleet id', () => {
    expect(errorOf(when([added], allocate('', { exists: true, parentFleetId: null })))).toMatchObject({
      kind: 'validation',
      detail: { field: 'fleetId' },
    });
  });

  it('is not_found for a missing device', () => {
    expect(errorOf(when([], allocate('f-a', { exists: true, parentFleetId: null })))).toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('Device: EditDevice', () => {
  const edit = (patch: Record<string, unknown>): DeviceCommand =>
    ({ type: 'EditDevice', serialNumber: IMEI, at: T0 + 3, ...patch }) as DeviceCommand;

  it('records only the changed fields, normalised', () => {
    expect(when([added], edit({ carName: ' Truck 7 ', deviceIcon: 1, isValueAddedVisible: 0 }))).toEqual([
      { type: 'DeviceEdited', version: 1, data: { changes: { carName: 'Truck 7' }, at: T0 + 3 } },
    ]);
  });

  it('accepts every field at its limit', () => {
    const all = {
      carName: 'c'.repeat(50),
      ownerName: 'o'.repeat(50),
      ownerPhone: '+886-912 345 678',
      email: 'owner@example.com',
      simNumber: '9'.repeat(30),
      deviceIcon: 7,
      firmwareVersion: 'f'.repeat(40),
      model: 'm'.repeat(40),
      speedLimitKmh: 300,
      esimId: 'e'.repeat(40),
      isValueAddedVisible: 1,
      carElectricity: 0,
      serviceStatusCode: 4,
    };
    const [e] = eventsOf(when([added], edit(all)));
    expect(e.data).toEqual({ changes: all, at: T0 + 3 });
  });

  it('produces no event when nothing changes', () => {
    expect(
      when([added], edit({ carName: '', deviceIcon: 1, serviceStatusCode: 1, carElectricity: 1 })),
    ).toEqual([]);
    expect(when([added], edit({}))).toEqual([]);
  });

  it('treats serviceStatusCode null as a value', () => {
    expect(when([added], edit({ serviceStatusCode: null }))).toEqual([
      { type: 'DeviceEdited', version: 1, data: { changes: { serviceStatusCode: null }, at: T0 + 3 } },
    ]);
  });

  describe('the model', () => {
    const modelSet: DeviceEvent = {
      type: 'DeviceEdited',
      version: 1,
      data: { changes: { model: 'LW-01' }, at: T0 + 3 },
    };

    it('records the model trimmed', () => {
      expect(when([added], edit({ model: '  LW-01 ' }))).toEqual([modelSet]);
    });

    it('clears it with blank text, and a blank model on a device without one changes nothing', () => {
      expect(when([added, modelSet], edit({ model: '  ' }))).toEqual([
        { type: 'DeviceEdited', version: 1, data: { changes: { model: null }, at: T0 + 3 } },
      ]);
      expect(when([added], edit({ model: '' }))).toEqual([]);
    });

    it('refuses one over 40 characters with too_long and its limit', () => {
      expect(failingFields(when([added], edit({ model: 'm'.repeat(41) })))).toEqual([
        { field: 'model', code: 'too_long' },
      ]);
      expect(errorOf(when([added], edit({ model: 'm'.repeat(41) })))).toMatchObject({
        detail: { field: 'model', code: 'too_long', params: { max: 40 } },
      });
    });

    it('reads none from a history written before devices had a model', () => {
      const state = replay(deviceDecider, [
        added,
        { type: 'DeviceEdited', version: 1, data: { changes: { firmwareVersion: 'v1' }, at: T0 + 1 } },
      ]);
      expect(state.status === 'active' && state.value.model).toBeNull();
      expect(replay(deviceDecider, [added, modelSet])).toMatchObject({ value: { model: 'LW-01' } });
    });
  });

  describe('the speed limit', () => {
    it('records whole km/h from 1 to 300, and null clears it', () => {
      expect(when([added], edit({ speedLimitKmh: 1 }))).toEqual([
        { type: 'DeviceEdited', version: 1, data: { changes: { speedLimitKmh: 1 }, at: T0 + 3 } },
      ]);
      const set = eventsOf(when([added], edit({ speedLimitKmh: 90 })));
      expect(when([added, ...set], edit({ speedLimitKmh: null }))).toEqual([
        { type: 'DeviceEdited', version: 1, data: { changes: { speedLimitKmh: null }, at: T0 + 3 } },
      ]);
      expect(when([added], edit({ speedLimitKmh: null }))).toEqual([]);
    });

    it.each<[unknown, string]>([
      [0, 'too_small'],
      [301, 'too_large'],
      [80.5, 'not_integer'],
      ['80', 'not_number'],
    ])('refuses %p with %s', (speedLimitKmh, code) => {
      expect(failingFields(when([added], edit({ speedLimitKmh } as never)))).toEqual([
        { field: 'speedLimitKmh', code },
      ]);
    });

    it('reads none from a history written before devices had one', () => {
      expect(replay(deviceDecider, [added])).toMatchObject({ value: { speedLimitKmh: null } });
    });
  });

  it('records a password given with the edit as its own event', () => {
    expect(when([added], edit({ passwordHash: 'h1' }))).toEqual([
      { type: 'DevicePasswordChanged', version: 1, data: { passwordHash: 'h1', at: T0 + 3 } },
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['car name too long', { carName: 'c'.repeat(51) }, 'carName'],
    ['owner name too long', { ownerName: 'o'.repeat(51) }, 'ownerName'],
    ['owner phone with letters', { ownerPhone: 'call me' }, 'ownerPhone'],
    ['owner phone too long', { ownerPhone: '1'.repeat(31) }, 'ownerPhone'],
    ['implausible email', { email: 'nobody' }, 'email'],
    ['SIM number with letters', { simNumber: '8988x' }, 'simNumber'],
    ['SIM number too long', { simNumber: '1'.repeat(31) }, 'simNumber'],
    ['icon 0', { deviceIcon: 0 }, 'deviceIcon'],
    ['icon 8', { deviceIcon: 8 }, 'deviceIcon'],
    ['icon as text', { deviceIcon: '1' }, 'deviceIcon'],
    ['firmware too long', { firmwareVersion: 'f'.repeat(41) }, 'firmwareVersion'],
    ['model too long', { model: 'm'.repeat(41) }, 'model'],
    ['model as a number', { model: 3 }, 'model'],
    ['eSIM id too long', { esimId: 'e'.repeat(41) }, 'esimId'],
    ['value-added flag 2', { isValueAddedVisible: 2 }, 'isValueAddedVisible'],
    ['car power flag -1', { carElectricity: -1 }, 'carElectricity'],
    ['service status 5', { serviceStatusCode: 5 }, 'serviceStatusCode'],
    ['empty password hash', { passwordHash: '' }, 'passwordHash'],
  ])('rejects %s', (_name, patch, field) => {
    expect(errorOf(when([added], edit({ carName: 'ok', ...patch })))).toMatchObject({
      kind: 'validation',
      detail: { field },
    });
  });

  it('reports every failing field at once, in the order of the form', () => {
    expect(
      failingFields(when([added], edit({ ownerPhone: 'call me', carName: 'ok', email: 'nobody' }))),
    ).toEqual([
      { field: 'ownerPhone', code: 'pattern' },
      { field: 'email', code: 'email' },
    ]);
  });

  it('is not_found for a missing device', () => {
    expect(errorOf(when([], edit({ carName: 'x' })))).toMatchObject({ kind: 'not_found' });
  });
});

describe('Device: ChangeDevicePassword', () => {
  const change: DeviceCommand = {
    type: 'ChangeDevicePassword',
    serialNumber: IMEI,
    passwordHash: 'h',
    at: T0,
  };

  it('records the new hash', () => {
    expect(when([added], change)).toEqual([
      { type: 'DevicePasswordChanged', version: 1, data: { passwordHash: 'h', at: T0 } },
    ]);
  });

  it('rejects an empty hash and a missing device', () => {
    expect(errorOf(when([added], { ...change, passwordHash: '' }))).toMatchObject({ kind: 'validation' });
    expect(errorOf(when([], change))).toMatchObject({ kind: 'not_found' });
  });
});

describe('Device: StopDeviceService', () => {
  const stop: DeviceCommand = { type: 'StopDeviceService', serialNumber: IMEI, at: T0 + 2 };

  it('stops the service', () => {
    expect(when([added], stop)).toEqual([stopped]);
  });

  it('produces no event for a device already stopped', () => {
    expect(when([added, stopped], stop)).toEqual([]);
    const editedToStopped: DeviceEvent = {
      type: 'DeviceEdited',
      version: 1,
      data: { changes: { serviceStatusCode: 3 }, at: T0 },
    };
    expect(when([added, editedToStopped], stop)).toEqual([]);
  });

  it('stops again after the service was resumed', () => {
    const resumed: DeviceEvent = {
      type: 'DeviceEdited',
      version: 1,
      data: { changes: { serviceStatusCode: 1 }, at: T0 },
    };
    expect(when([added, stopped, resumed], stop)).toEqual([stopped]);
  });

  it('is not_found for a missing device', () => {
    expect(errorOf(when([], stop))).toMatchObject({ kind: 'not_found' });
  });
});

describe('Device: AssignDevicePlan', () => {
  const assign = (planId: unknown, by = 'admin-1'): DeviceCommand => ({
    type: 'AssignDevicePlan',
    serialNumber: IMEI,
    planId,
    at: T0 + 5,
    by,
  });
  const assigned = (planId: number, previousPlanId: number): DeviceEvent => ({
    type: 'DevicePlanAssigned',
    version: 1,
    data: { planId, previousPlanId, at: T0 + 5, by: 'admin-1' },
  });

  it('puts a device on a plan, then another, then none', () => {
    expect(when([added], assign(3))).toEqual([assigned(3, 0)]);
    expect(when([added, assigned(3, 0)], assign(10))).toEqual([assigned(10, 3)]);
    expect(when([added, assigned(3, 0)], assign(0))).toEqual([assigned(0, 3)]);
    expect(replay(deviceDecider, [added, assigned(3, 0)])).toMatchObject({ value: { planId: 3 } });
  });

  it('records nothing when the device is already on that plan (or on none)', () => {
    expect(when([added], assign(0))).toEqual([]);
    expect(when([added, assigned(3, 0)], assign(3))).toEqual([]);
  });

  it.each([11, -1, 2.5, '2', null])('refuses plan id %p', (planId) => {
    expect(failingFields(when([added], assign(planId)))).toEqual([
      { field: 'planId', code: 'invalid_choice' },
    ]);
  });

  it('refuses an assignment without its administrator', () => {
    expect(failingFields(when([added], assign(2, '')))).toEqual([{ field: 'by', code: 'invalid' }]);
  });

  it('is not_found for a missing device', () => {
    expect(errorOf(when([], assign(2)))).toMatchObject({ kind: 'not_found' });
  });
});

describe('Device: evolve', () => {
  it('starts from the documented defaults and folds the history', () => {
    const state = replay(deviceDecider, [
      added,
      allocatedToA,
      { type: 'DeviceEdited', version: 1, data: { changes: { carName: 'Van' }, at: T0 + 2 } },
      { type: 'DevicePasswordChanged', version: 1, data: { passwordHash: 'h', at: T0 + 3 } },
      stopped,
    ]);
    expect(state).toEqual({
      status: 'active',
      value: {
        ...DEVICE_DEFAULTS,
        serialNumber: IMEI,
        fleetId: 'f-a',
        parentFleetId: null,
        serviceExpiredAt: T0 + 365 * DAY_MS,
        passwordHash: 'h',
        addedAt: T0,
        planId: 0,
        carName: 'Van',
        serviceStatusCode: 3,
        valueExpiredAt: null,
        addressPlanExpiredAt: null,
        deliveredOrderLines: [],
        takenBackOrderLines: [],
      },
    });
  });

  it('starts a new device with value-added services off (billing.md), a device added before with them on', () => {
    expect(DEVICE_DEFAULTS.isValueAddedVisible).toBe(0);
    const legacy = replay(deviceDecider, [
      { type: 'DeviceAdded', version: 1, data: { serialNumber: IMEI, at: T0, serviceExpiredAt: T0 } },
    ]);
    expect(legacy.status === 'active' && legacy.value.isValueAddedVisible).toBe(1);
  });
});
