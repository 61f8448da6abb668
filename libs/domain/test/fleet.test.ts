import { fleetDecider, type CreateFleet, type FleetCommand, type FleetEvent } from '../src';
import { failingFields } from './support/failing-fields';
import { errorOf, eventsOf, givenWhenThen, replay } from './support/given-when-then';

const when = givenWhenThen(fleetDecider);
const T0 = 1_700_000_000_000;

const createMain: CreateFleet = {
  type: 'CreateFleet',
  fleetId: 'f-1',
  account: 'acme',
  passwordHash: 'hash',
  alias: 'ACME Logistics',
  at: T0,
};
const mainCreated: FleetEvent = {
  type: 'FleetCreated',
  version: 1,
  data: {
    fleetId: 'f-1',
    account: 'acme',
    passwordHash: 'hash',
    alias: 'ACME Logistics',
    contact: null,
    phoneNumber: null,
    address: null,
    email: null,
    permissions: '111',
    parentFleetId: null,
    statusCode: 1,
    at: T0,
  },
};
const createSub: CreateFleet = {
  ...createMain,
  fleetId: 'f-1a',
  account: 'acme-north',
  alias: 'North',
  parentFleetId: 'f-1',
  parent: { exists: true, isMain: true },
};
const subCreated: FleetEvent = eventsOf(when([], createSub))[0];
const deleted: FleetEvent = { type: 'FleetDeleted', version: 1, data: { at: T0 + 9 } };

describe('Fleet: CreateFleet (main fleet)', () => {
  it('creates a main fleet with permissions 111 and blank optional fields as null', () => {
    expect(when([], { ...createMain, email: '', contact: '  ' })).toEqual([mainCreated]);
  });

  it('keeps and trims the optional fields', () => {
    const [e] = eventsOf(
      when([], {
        ...createMain,
        contact: ' Bob ',
        phoneNumber: '+886 (02) 1234-5678',
        address: 'Taipei',
        email: 'ops@acme.tw',
        permissions: '101',
      }),
    );
    expect(e.data).toMatchObject({
      contact: 'Bob',
      phoneNumber: '+886 (02) 1234-5678',
      address: 'Taipei',
      email: 'ops@acme.tw',
      permissions: '101',
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['account too short', { account: 'ac' }, 'account'],
    ['account with a blank', { account: 'ac me' }, 'account'],
    ['all-digit account (clashes with device sign-in)', { account: '123456' }, 'account'],
    ['empty alias', { alias: '' }, 'alias'],
    ['alias too long', { alias: 'a'.repeat(51) }, 'alias'],
    ['implausible email', { email: 'ops-at-acme' }, 'email'],
    ['email without a domain dot', { email: 'ops@acme' }, 'email'],
    ['phone with letters', { phoneNumber: '02-CALL-ME' }, 'phoneNumber'],
    ['phone too long', { phoneNumber: '1'.repeat(31) }, 'phoneNumber'],
    ['contact too long', { contact: 'c'.repeat(101) }, 'contact'],
    ['address too long', { address: 'a'.repeat(201) }, 'address'],
    ['permissions too short', { permissions: '11' }, 'permissions'],
    ['permissions not 0/1', { permissions: '1a1' }, 'permissions'],
    ['status 9', { statusCode: 9 }, 'statusCode'],
    ['empty password hash', { passwordHash: '' }, 'passwordHash'],
    ['empty id', { fleetId: '' }, 'fleetId'],
  ])('rejects %s', (_name, patch, field) => {
    const command = { ...createMain, ...patch } as FleetCommand;
    expect(errorOf(when([], command))).toMatchObject({ kind: 'validation', detail: { field } });
  });

  it('accepts the longest contact, address and phone', () => {
    const ok = { contact: 'c'.repeat(100), address: 'a'.repeat(200), phoneNumber: '1'.repeat(30) };
    expect(eventsOf(when([], { ...createMain, ...ok }))).toHaveLength(1);
  });

  it('refuses to create a fleet that exists (even deleted)', () => {
    expect(errorOf(when([mainCreated], createMain))).toMatchObject({ kind: 'conflict' });
    expect(errorOf(when([mainCreated, deleted], createMain))).toMatchObject({ kind: 'conflict' });
  });
});

describe('Fleet: CreateFleet reports every failing field at once', () => {
  it('names the all-digit account, the bad phone and the bad e-mail together', () => {
    expect(
      failingFields(when([], { ...createMain, account: '12345', phoneNumber: 'abc', email: 'x@' })),
    ).toEqual([
      { field: 'account', code: 'invalid' },
      { field: 'phoneNumber', code: 'pattern' },
      { field: 'email', code: 'email' },
    ]);
  });

  it("names a sub-fleet's fleet management with its empty alias", () => {
    expect(failingFields(when([], { ...createSub, alias: '', permissions: '111' }))).toEqual([
      { field: 'alias', code: 'required' },
      { field: 'permissions', code: 'invalid' },
    ]);
  });

  it('answers a bad parent before the fields whose rules depend on it', () => {
    expect(
      failingFields(when([], { ...createSub, alias: '', parent: { exists: true, isMain: false } })),
    ).toEqual([{ field: 'parentFleetId', code: 'invalid' }]);
  });
});

describe('Fleet: CreateFleet (sub-fleet)', () => {
  it('creates a sub-fleet with permissions 101 under its parent', () => {
    expect(subCreated.data).toMatchObject({ fleetId: 'f-1a', parentFleetId: 'f-1', permissions: '101' });
  });

  it('accepts sub-fleet permissions without fleet management', () => {
    const [e] = eventsOf(when([], { ...createSub, permissions: '001' }));
    expect(e.data).toMatchObject({ permissions: '001' });
  });

  it('rejects fleet management for a sub-fleet', () => {
    expect(errorOf(when([], { ...createSub, permissions: '111' }))).toMatchObject({
      kind: 'validation',
      detail: { field: 'permissions' },
    });
  });

  it('is not_found when the parent does not exist or was not looked up', () => {
    expect(errorOf(when([], { ...createSub, parent: { exists: false, isMain: false } }))).toMatchObject({
      kind: 'not_found',
    });
    expect(errorOf(when([], { ...createSub, parent: undefined }))).toMatchObject({ kind: 'not_found' });
  });

  it('refuses a sub-fleet of a sub-fleet (one level only)', () => {
    expect(errorOf(when([], { ...createSub, parent: { exists: true, isMain: false } }))).toMatchObject({
      kind: 'validation',
      detail: { field: 'parentFleetId' },
    });
  });

  it('refuses a fleet as its own parent', () => {
    expect(errorOf(when([], { ...createSub, parentFleetId: 'f-1a' }))).toMatchObject({ kind: 'validation' });
  });
});

describe('Fleet: EditFleet', () => {
  const edit = (patch: Record<string, unknown>, fleetId = 'f-1'): FleetCommand =>
    ({ type: 'EditFleet', fleetId, at: T0 + 1, ...patch }) as FleetCommand;

  it('records only the changed fields', () => {
    expect(
      when([mainCreated], edit({ alias: 'ACME Logistics', contact: 'Bob', permissions: '111' })),
    ).toEqual([{ type: 'FleetEdited', version: 1, data: { changes: { contact: 'Bob' }, at: T0 + 1 } }]);
  });

  it('produces no event when nothing changes, including an unchanged account', () => {
    expect(when([mainCreated], edit({ account: 'acme', alias: 'ACME Logistics', email: '' }))).toEqual([]);
  });

  it('rejects a change of account', () => {
    expect(errorOf(when([mainCreated], edit({ account: 'acme2' })))).toMatchObject({
      kind: 'validation',
      detail: { field: 'account' },
    });
  });

  it('clears an optional field with a blank value', () => {
    const given = [mainCreated, eventsOf(when([mainCreated], edit({ email: 'a@b.co' })))[0]];
    expect(when(given, edit({ email: ' ' }))).toEqual([
      { type: 'FleetEdited', version: 1, data: { changes: { email: null }, at: T0 + 1 } },
    ]);
  });

  it('suspends and records a new password', () => {
    expect(when([mainCreated], edit({ statusCode: 2, passwordHash: 'h2' }))).toEqual([
      { type: 'FleetEdited', version: 1, data: { changes: { statusCode: 2 }, at: T0 + 1 } },
      { type: 'FleetPasswordChanged', version: 1, data: { passwordHash: 'h2', at: T0 + 1 } },
    ]);
  });

  it('rejects fleet management on a sub-fleet edit but allows it on a main fleet', () => {
    expect(errorOf(when([subCreated], edit({ permissions: '110' }, 'f-1a')))).toMatchObject({
      kind: 'validation',
      detail: { field: 'permissions' },
    });
    expect(eventsOf(when([mainCreated], edit({ permissions: '010' })))).toHaveLength(1);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['bad email', { email: 'x@' }, 'email'],
    ['bad phone', { phoneNumber: 'abc' }, 'phoneNumber'],
    ['bad status', { statusCode: 3 }, 'statusCode'],
    ['bad permissions', { permissions: '1111' }, 'permissions'],
    ['empty alias', { alias: '' }, 'alias'],
  ])('rejects %s', (_name, patch, field) => {
    expect(errorOf(when([mainCreated], edit(patch)))).toMatchObject({
      kind: 'validation',
      detail: { field },
    });
  });

  it('reports a changed account, a bad e-mail and an empty password together', () => {
    expect(
      failingFields(when([mainCreated], edit({ account: 'acme2', email: 'x@', passwordHash: '' }))),
    ).toEqual([
      { field: 'account', code: 'invalid' },
      { field: 'email', code: 'email' },
      { field: 'passwordHash', code: 'required' },
    ]);
  });

  it('sets and clears its speed limit, whole km/h from 1 to 300; a new fleet has none', () => {
    expect(replay(fleetDecider, [mainCreated])).toMatchObject({ value: { speedLimitKmh: null } });
    const [set] = eventsOf(when([mainCreated], edit({ speedLimitKmh: 80 })));
    expect(set.data).toMatchObject({ changes: { speedLimitKmh: 80 } });
    expect(eventsOf(when([mainCreated, set], edit({ speedLimitKmh: null })))[0].data).toMatchObject({
      changes: { speedLimitKmh: null },
    });
    expect(failingFields(when([mainCreated], edit({ speedLimitKmh: 0 })))).toEqual([
      { field: 'speedLimitKmh', code: 'too_small' },
    ]);
    expect(failingFields(when([mainCreated], edit({ speedLimitKmh: 301 })))).toEqual([
      { field: 'speedLimitKmh', code: 'too_large' },
    ]);
  });

  it('is not_found for a missing or deleted fleet', () => {
    expect(errorOf(when([], edit({ alias: 'x' })))).toMatchObject({ kind: 'not_found' });
    expect(errorOf(when([mainCreated, deleted], edit({ alias: 'x' })))).toMatchObject({ kind: 'not_found' });
  });
});

describe('Fleet: ChangeFleetPassword and RecordFleetSignIn', () => {
  it('records a new password', () => {
    expect(
      when([mainCreated], { type: 'ChangeFleetPassword', fleetId: 'f-1', passwordHash: 'h2', at: T0 }),
    ).toEqual([{ type: 'FleetPasswordChanged', version: 1, data: { passwordHash: 'h2', at: T0 } }]);
  });

  it('rejects an empty password hash and a missing fleet', () => {
    const change: FleetCommand = { type: 'ChangeFleetPassword', fleetId: 'f-1', passwordHash: '', at: T0 };
    expect(errorOf(when([mainCreated], change))).toMatchObject({ kind: 'validation' });
    expect(errorOf(when([], { ...change, passwordHash: 'h' }))).toMatchObject({ kind: 'not_found' });
  });

  it('records a sign-in, refused while suspended', () => {
    const signIn: FleetCommand = { type: 'RecordFleetSignIn', fleetId: 'f-1', at: T0 + 2 };
    expect(when([mainCreated], signIn)).toEqual([
      { type: 'FleetSignedIn', version: 1, data: { at: T0 + 2 } },
    ]);
    const suspended: FleetEvent = {
      type: 'FleetEdited',
      version: 1,
      data: { changes: { statusCode: 2 }, at: T0 },
    };
    expect(errorOf(when([mainCreated, suspended], signIn))).toMatchObject({ kind: 'access_denied' });
    expect(errorOf(when([mainCreated, deleted], signIn))).toMatchObject({ kind: 'not_found' });
  });
});

describe('Fleet: DeleteFleet', () => {
  const del = (deviceCount: number, subFleetCount: number): FleetCommand => ({
    type: 'DeleteFleet',
    fleetId: 'f-1',
    deviceCount,
    subFleetCount,
    at: T0 + 9,
  });

  it('deletes an empty fleet', () => {
    expect(when([mainCreated], del(0, 0))).toEqual([deleted]);
  });

  it.each<[number, number, string]>([
    [3, 0, 'the fleet still has 3 devices'],
    [1, 0, 'the fleet still has 1 device'],
    [0, 2, 'the fleet still has 2 sub-fleets'],
    [0, 1, 'the fleet still has 1 sub-fleet'],
    [2, 1, 'the fleet still has 2 devices and 1 sub-fleet'],
  ])('refuses with %i devices and %i sub-fleets: "%s"', (devices, subFleets, message) => {
    expect(errorOf(when([mainCreated], del(devices, subFleets)))).toEqual({
      kind: 'conflict',
      message,
      detail: { reason: 'fleet_not_empty', fleetId: 'f-1', deviceCount: devices, subFleetCount: subFleets },
    });
  });

  it('rejects counts that are not non-negative integers', () => {
    expect(errorOf(when([mainCreated], del(-1, 0)))).toMatchObject({ kind: 'validation' });
    expect(errorOf(when([mainCreated], del(0, 0.5)))).toMatchObject({ kind: 'validation' });
  });

  it('is not_found for a missing or already deleted fleet', () => {
    expect(errorOf(when([], del(0, 0)))).toMatchObject({ kind: 'not_found' });
    expect(errorOf(when([mainCreated, deleted], del(0, 0)))).toMatchObject({ kind: 'not_found' });
  });
});

describe('Fleet: evolve', () => {
  it('folds the history into the current fleet', () => {
    const state = replay(fleetDecider, [
      mainCreated,
      {
        type: 'FleetEdited',
        version: 1,
        data: { changes: { alias: 'ACME', permissions: '101' }, at: T0 + 1 },
      },
      { type: 'FleetPasswordChanged', version: 1, data: { passwordHash: 'h9', at: T0 + 2 } },
      { type: 'FleetSignedIn', version: 1, data: { at: T0 + 3 } },
    ]);
    expect(state).toMatchObject({
      status: 'active',
      value: { alias: 'ACME', permissions: '101', passwordHash: 'h9', lastSignInAt: T0 + 3, createdAt: T0 },
    });
  });
});
