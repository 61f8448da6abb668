import { TestApp } from '../support/app-harness';
import { doorsOf, ok, type CallName, type Door } from '../support/two-doors';
import { Tenants, type FleetFixture } from '../support/tenants';

/**
 * Tenant isolation through the running app, through /api and through GraphQL. Two fleets, A and B,
 * each with sub-fleets and devices. Every refusal is followed by the administrator's view of the
 * whole world, which must be exactly what it was before: a refused call changes nothing.
 *
 * Another tenant's device or fleet answers -3 (not found: its existence is not the caller's to know);
 * a missing permission answers -4 (docs/decisions/sessions-and-codes.md).
 */

// Each case first builds its own pair of tenants: a dozen accounts, each with a password hash.
jest.setTimeout(30_000);

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 863_000_000_000_000);

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
});
afterAll(() => app.stop());

interface World {
  A: FleetFixture;
  A1: FleetFixture;
  A2: FleetFixture;
  B: FleetFixture;
  B1: FleetFixture;
  /** Devices by where they are: a in A, a1 in A1, a2 in A2, b in B, b1 in B1. */
  a: string;
  a1: string;
  a2: string;
  b: string;
  b1: string;
  token: { A: string; A1: string; B: string; deviceA1: string };
  /** The administrator's unabridged view of every fleet and device of this world. */
  state(): Promise<unknown>;
}

/** A fresh pair of tenants for each case. */
async function world(): Promise<World> {
  const A = await tenants.fleet(admin, { alias: 'Tenant A' });
  const A1 = await tenants.subFleet(admin, A.id);
  const A2 = await tenants.subFleet(admin, A.id);
  const B = await tenants.fleet(admin, { alias: 'Tenant B' });
  const B1 = await tenants.subFleet(admin, B.id);
  const [a] = await tenants.devices(admin, 1, A.id);
  const [a1] = await tenants.devices(admin, 1, A1.id);
  const [a2] = await tenants.devices(admin, 1, A2.id);
  const [b] = await tenants.devices(admin, 1, B.id);
  const [b1] = await tenants.devices(admin, 1, B1.id);
  for (const [serial, carName] of [
    [a, 'Car of A'],
    [a1, 'Car of A1'],
    [a2, 'Car of A2'],
    [b, 'Car of B'],
    [b1, 'Car of B1'],
  ]) {
    await app.ok('editDevice', { deviceSerialNumber: serial, carName }, admin);
  }
  const deviceA1 = await tenants.signInDevice(await tenants.deviceAccount(admin, a1));
  const token = {
    A: await tenants.signIn(A),
    A1: await tenants.signIn(A1),
    B: await tenants.signIn(B),
    deviceA1,
  };
  const serials = [a, a1, a2, b, b1];
  const fleetIds = [A, A1, A2, B, B1].map((f) => f.id);
  return {
    A,
    A1,
    A2,
    B,
    B1,
    a,
    a1,
    a2,
    b,
    b1,
    token,
    async state() {
      const devices = await app.ok('getDevices', { deviceSerialNumbers: serials }, admin);
      const fleets = [];
      for (const id of fleetIds) fleets.push((await app.ok('getFleets', { id }, admin)).rows);
      return { devices, fleets };
    },
  };
}

describe.each(doorsOf(() => app))('tenancy through $name', (door: Door) => {
  const call = (name: CallName, input: Record<string, unknown>, token: string) =>
    door.call(name, input, token);
  const must = (name: CallName, input: Record<string, unknown>, token: string) =>
    ok(door, name, input, token);
  const serialsOf = (page: { rows: any[] }) => page.rows.map((d) => d.deviceSerialNumber);
  const idsOf = (page: { rows: any[] }) => page.rows.map((f) => f.id);

  /** Expects the call to be refused with `code` and the world to be exactly as it was. */
  async function refused(
    w: World,
    code: number,
    name: CallName,
    input: Record<string, unknown>,
    token: string,
  ) {
    const before = await w.state();
    const res = await call(name, input, token);
    expect({ call: name, input, code: res.code }).toEqual({ call: name, input, code });
    expect(await w.state()).toEqual(before);
    return res;
  }

  describe('a fleet and another fleet’s devices', () => {
    test('fleet A sees its own family of devices and nothing of B, whatever the filter', async () => {
      const w = await world();
      expect(serialsOf(await must('getDevices', {}, w.token.A))).toEqual([w.a, w.a1, w.a2].sort());
      const filters = [
        { deviceSerialNumber: w.b },
        { deviceSerialNumbers: [w.b, w.b1] },
        { fleetId: w.B.id },
        { fleetId: w.B.id, isContainSubFleet: true },
        { fleetId: w.B1.id },
        { keyword: 'Car of B' },
        { keyword: w.b },
        { keyword: 'Tenant B' },
      ];
      for (const filter of filters) {
        expect({ filter, page: await must('getDevices', filter, w.token.A) }).toEqual({
          filter,
          page: { total: 0, rows: [] },
        });
      }
      const mixed = await must('getDevices', { deviceSerialNumbers: [w.a, w.b, w.a1, w.b1] }, w.token.A);
      expect(serialsOf(mixed)).toEqual([w.a, w.a1].sort());
    });

    test('fleet A cannot edit B’s device: not found (-3), nothing changes', async () => {
      const w = await world();
      const res = await refused(
        w,
        -3,
        'editDevice',
        { deviceSerialNumber: w.b, carName: 'Taken' },
        w.token.A,
      );
      expect(res.message).not.toContain('Tenant B');
      await refused(w, -3, 'editDevice', { deviceSerialNumber: w.b1, password: 'steal-password' }, w.token.A);
      await refused(w, -3, 'editDevice', { deviceSerialNumber: w.b, fleetId: w.A.id }, w.token.A);
      // The same call on its own device works, so the refusal is about the tenant.
      await must('editDevice', { deviceSerialNumber: w.a1, carName: 'Mine' }, w.token.A);
    });

    test('fleet A cannot allocate B’s devices, alone or in a batch with its own (-3)', async () => {
      const w = await world();
      await refused(w, -3, 'allocationDevice', { deviceSerialNumbers: [w.b], fleetId: w.A.id }, w.token.A);
      await refused(
        w,
        -3,
        'allocationDevice',
        { deviceSerialNumbers: [w.a, w.b1], fleetId: w.A1.id },
        w.token.A,
      );
    });

    test('fleet A cannot move its own device into B or B’s sub-fleet (-3)', async () => {
      const w = await world();
      await refused(w, -3, 'editDevice', { deviceSerialNumber: w.a, fleetId: w.B.id }, w.token.A);
      await refused(
        w,
        -3,
        'editDevice',
        { deviceSerialNumber: w.a, fleetId: w.B1.id, carName: 'Gone' },
        w.token.A,
      );
      await refused(
        w,
        -3,
        'allocationDevice',
        { deviceSerialNumbers: [w.a, w.a1], fleetId: w.B.id },
        w.token.A,
      );
      await refused(w, -3, 'allocationDevice', { deviceSerialNumbers: [w.a2], fleetId: w.B1.id }, w.token.A);
      // Nor to a fleet that does not exist, nor out of every fleet.
      await refused(
        w,
        -3,
        'allocationDevice',
        { deviceSerialNumbers: [w.a], fleetId: 'no-such-fleet' },
        w.token.A,
      );
      await refused(w, -4, 'allocationDevice', { deviceSerialNumbers: [w.a], fleetId: null }, w.token.A);
    });

    test('access follows the device: once moved to B by an administrator, A loses it and B gains it', async () => {
      const w = await world();
      await app.ok('allocationDevice', { deviceSerialNumbers: [w.a1], fleetId: w.B.id }, admin);
      expect((await must('getDevices', { deviceSerialNumber: w.a1 }, w.token.A)).total).toBe(0);
      await refused(w, -3, 'editDevice', { deviceSerialNumber: w.a1, carName: 'Back?' }, w.token.A);
      expect(serialsOf(await must('getDevices', { deviceSerialNumber: w.a1 }, w.token.B))).toEqual([w.a1]);
    });
  });

  describe('a sub-fleet', () => {
    test('sees only its own devices: not its parent’s, not its sibling’s', async () => {
      const w = await world();
      expect(serialsOf(await must('getDevices', {}, w.token.A1))).toEqual([w.a1]);
      const seen: [Record<string, unknown>, string[]][] = [
        [{ deviceSerialNumber: w.a }, []],
        [{ deviceSerialNumber: w.a2 }, []],
        [{ deviceSerialNumbers: [w.a, w.a2, w.a1] }, [w.a1]],
        [{ fleetId: w.A.id }, []],
        // Its parent's whole family, as far as the sub-fleet may see it: its own device.
        [{ fleetId: w.A.id, isContainSubFleet: true }, [w.a1]],
        [{ fleetId: w.A2.id }, []],
        [{ keyword: 'Car of A' }, [w.a1]],
      ];
      for (const [filter, serials] of seen) {
        expect({ filter, seen: serialsOf(await must('getDevices', filter, w.token.A1)) }).toEqual({
          filter,
          seen: serials,
        });
      }
    });

    test('cannot edit its parent’s or its sibling’s devices (-3), nor move any (-4)', async () => {
      const w = await world();
      await refused(w, -3, 'editDevice', { deviceSerialNumber: w.a, carName: 'Parent' }, w.token.A1);
      await refused(w, -3, 'editDevice', { deviceSerialNumber: w.a2, carName: 'Sibling' }, w.token.A1);
      await refused(w, -3, 'allocationDevice', { deviceSerialNumbers: [w.a2], fleetId: w.A1.id }, w.token.A1);
      // A sub-fleet never moves devices (that is fleet management): refused whatever the target.
      await refused(w, -4, 'editDevice', { deviceSerialNumber: w.a1, fleetId: w.A2.id }, w.token.A1);
      await refused(w, -4, 'allocationDevice', { deviceSerialNumbers: [w.a1], fleetId: w.B.id }, w.token.A1);
    });

    test('sees only itself among fleets; its parent and sibling are not found', async () => {
      const w = await world();
      expect(idsOf(await must('getFleets', { containSubFleets: true }, w.token.A1))).toEqual([w.A1.id]);
      expect((await must('getFleets', { id: w.A.id }, w.token.A1)).total).toBe(0);
      expect((await must('getFleets', { id: w.A2.id }, w.token.A1)).total).toBe(0);
      expect((await must('getFleets', { account: w.A.account }, w.token.A1)).total).toBe(0);
      expect((await call('getSubFleets', { parentFleetId: w.A.id }, w.token.A1)).code).toBe(-3);
      await refused(w, -3, 'editSubFleet', { id: w.A2.id, alias: 'Sibling' }, w.token.A1);
      await refused(w, -3, 'deleteSubFleet', { id: w.A2.id }, w.token.A1);
    });
  });

  describe('a device account', () => {
    test('sees and edits only itself', async () => {
      const w = await world();
      expect(serialsOf(await must('getDevices', {}, w.token.deviceA1))).toEqual([w.a1]);
      const seen: [Record<string, unknown>, string[]][] = [
        [{ deviceSerialNumber: w.a }, []],
        [{ deviceSerialNumbers: [w.a2, w.b] }, []],
        [{ fleetId: w.A.id, isContainSubFleet: true }, [w.a1]],
      ];
      for (const [filter, serials] of seen) {
        expect({ filter, seen: serialsOf(await must('getDevices', filter, w.token.deviceA1)) }).toEqual({
          filter,
          seen: serials,
        });
      }
      await refused(w, -3, 'editDevice', { deviceSerialNumber: w.a, carName: 'Other' }, w.token.deviceA1);
      await refused(w, -3, 'editDevice', { deviceSerialNumber: w.b, carName: 'Other' }, w.token.deviceA1);
      await must('editDevice', { deviceSerialNumber: w.a1, carName: 'Myself' }, w.token.deviceA1);
    });

    test('has no fleet calls and cannot move itself (-4), though its session reports slot 3', async () => {
      const w = await world();
      const session = await app.ok('me', {}, w.token.deviceA1);
      expect(session.permissions).toEqual([1, 1, 1]);
      await refused(w, -4, 'getFleets', {}, w.token.deviceA1);
      await refused(w, -4, 'getSubFleets', { parentFleetId: w.A1.id }, w.token.deviceA1);
      await refused(
        w,
        -4,
        'allocationDevice',
        { deviceSerialNumbers: [w.a1], fleetId: w.A.id },
        w.token.deviceA1,
      );
      await refused(w, -4, 'editDevice', { deviceSerialNumber: w.a1, fleetId: w.A.id }, w.token.deviceA1);
      await refused(
        w,
        -4,
        'createSubFleet',
        { parentFleetId: w.A1.id, account: tenants.name(), password: 'x-password', alias: 'X' },
        w.token.deviceA1,
      );
      await refused(
        w,
        -4,
        'createSubFleet',
        { parentFleetId: w.A.id, account: tenants.name(), password: 'x-password', alias: 'X' },
        w.token.deviceA1,
      );
      await refused(w, -4, 'editSubFleet', { id: w.A1.id, alias: 'Taken over' }, w.token.deviceA1);
      await refused(w, -4, 'deleteSubFleet', { id: w.A1.id }, w.token.deviceA1);
    });
  });

  describe('a fleet and another fleet’s fleets', () => {
    test('getFleets with B’s id, account or keyword finds nothing', async () => {
      const w = await world();
      expect(idsOf(await must('getFleets', { containSubFleets: true }, w.token.A)).sort()).toEqual(
        [w.A.id, w.A1.id, w.A2.id].sort(),
      );
      for (const filter of [
        { id: w.B.id },
        { id: w.B1.id },
        { account: w.B.account },
        { parentFleetId: w.B.id },
        { keyword: w.B.account },
        { keyword: 'Tenant B', containSubFleets: true },
      ]) {
        expect({ filter, page: await must('getFleets', filter, w.token.A) }).toEqual({
          filter,
          page: { total: 0, rows: [] },
        });
      }
    });

    test('getSubFleets of B is not found (-3); of its own fleet it lists them', async () => {
      const w = await world();
      expect((await call('getSubFleets', { parentFleetId: w.B.id }, w.token.A)).code).toBe(-3);
      expect((await call('getSubFleets', { parentFleetId: w.B1.id }, w.token.A)).code).toBe(-3);
      expect(idsOf(await must('getSubFleets', { parentFleetId: w.A.id }, w.token.A)).sort()).toEqual(
        [w.A1.id, w.A2.id].sort(),
      );
    });

    test('cannot create, edit or delete sub-fleets of B (-3)', async () => {
      const w = await world();
      const account = tenants.name('intruder');
      await refused(
        w,
        -3,
        'createSubFleet',
        { parentFleetId: w.B.id, account, password: 'x-password', alias: 'Intruder', permissions: '001' },
        w.token.A,
      );
      expect((await app.ok('getFleets', { account, containSubFleets: true }, admin)).total).toBe(0);
      await refused(
        w,
        -3,
        'editSubFleet',
        { id: w.B1.id, alias: 'Taken over', password: 'mine-password' },
        w.token.A,
      );
      await refused(w, -3, 'deleteSubFleet', { id: w.B1.id }, w.token.A);
      // B1 still signs in with its own password.
      await expect(tenants.signIn(w.B1)).resolves.toEqual(expect.any(String));
    });

    test('the GraphQL subFleets of a fleet row never reach past the tenant', async () => {
      const w = await world();
      const res = await app.gql(
        '{ fleets(filter: { containSubFleets: true }) { rows { id subFleets { id } } } }',
        {},
        w.token.A,
      );
      expect(res.errors).toBeUndefined();
      const reached = res.data.fleets.rows.flatMap((f: any) => [f.id, ...f.subFleets.map((s: any) => s.id)]);
      expect(new Set(reached)).toEqual(new Set([w.A.id, w.A1.id, w.A2.id]));
    });
  });

  describe('clients and the administrators’ calls', () => {
    test('a fleet calling administrator-only calls is refused (-4) and nothing changes', async () => {
      const w = await world();
      const [fresh] = tenants.serials(1);
      const account = tenants.name('byfleet');
      await refused(
        w,
        -4,
        'createFleet',
        { account, password: 'x-password', alias: 'By a fleet' },
        w.token.A,
      );
      await refused(w, -4, 'addDevices', { deviceSerialNumbers: [fresh] }, w.token.A);
      await refused(w, -4, 'stopDeviceService', { deviceSerialNumbers: [w.a] }, w.token.A);
      await refused(w, -4, 'getAccounts', {}, w.token.A);
      await refused(w, -4, 'editFleet', { id: w.A.id, permissions: '111', alias: 'Self-made' }, w.token.A);
      await refused(w, -4, 'deleteFleet', { id: w.B.id }, w.token.A);
      expect((await app.ok('getDevices', { deviceSerialNumber: fresh }, admin)).total).toBe(0);
      expect((await app.ok('getFleets', { account }, admin)).total).toBe(0);
    });

    test('a sub-fleet and a device account are refused the same calls (-4)', async () => {
      const w = await world();
      const [fresh] = tenants.serials(1);
      for (const token of [w.token.A1, w.token.deviceA1]) {
        await refused(w, -4, 'addDevices', { deviceSerialNumbers: [fresh] }, token);
        await refused(w, -4, 'stopDeviceService', { deviceSerialNumbers: [w.a1] }, token);
        await refused(w, -4, 'getAccounts', {}, token);
        await refused(
          w,
          -4,
          'createFleet',
          { account: tenants.name(), password: 'x-password', alias: 'X' },
          token,
        );
      }
      expect((await app.ok('getDevices', { deviceSerialNumber: fresh }, admin)).total).toBe(0);
    });
  });

  describe('administrators without the right', () => {
    /** An administrator in a new permission group with these function flags (no right on the others). */
    async function administrator(flags: Record<number, string>) {
      const group = await app.ok(
        'createPermission',
        {
          name: tenants.name('group'),
          rights: Object.entries(flags).map(([functionId, f]) => ({
            functionId: Number(functionId),
            flags: f,
          })),
        },
        admin,
      );
      const account = tenants.name('admin');
      await app.ok(
        'createAccount',
        { account, password: 'adm-pass', alias: 'Limited', permissionId: group.id },
        admin,
      );
      return app.adminToken(account, 'adm-pass');
    }
    const DEVICE = 3;
    const FLEET = 4;
    const CUSTOMER = 5;

    test('without DEVICE and CUSTOMER rights: no device call at all (-4)', async () => {
      const w = await world();
      const token = await administrator({ [DEVICE]: '0000', [CUSTOMER]: '0000' });
      const [fresh] = tenants.serials(1);
      await refused(w, -4, 'getDevices', {}, token);
      await refused(w, -4, 'getExpireServiceDevices', {}, token);
      await refused(w, -4, 'addDevices', { deviceSerialNumbers: [fresh] }, token);
      await refused(w, -4, 'allocationDevice', { deviceSerialNumbers: [w.a], fleetId: w.B.id }, token);
      await refused(w, -4, 'editDevice', { deviceSerialNumber: w.a, carName: 'Nope' }, token);
      await refused(w, -4, 'stopDeviceService', { deviceSerialNumbers: [w.a] }, token);
      expect((await app.ok('getDevices', { deviceSerialNumber: fresh }, admin)).total).toBe(0);
    });

    test('with DEVICE view only: lists devices, changes none (-4)', async () => {
      const w = await world();
      const token = await administrator({ [DEVICE]: '0001', [CUSTOMER]: '0000' });
      expect(serialsOf(await must('getDevices', { deviceSerialNumbers: [w.a, w.b] }, token))).toEqual(
        [w.a, w.b].sort(),
      );
      await refused(w, -4, 'addDevices', { deviceSerialNumbers: tenants.serials(1) }, token);
      await refused(w, -4, 'allocationDevice', { deviceSerialNumbers: [w.a], fleetId: null }, token);
      await refused(w, -4, 'editDevice', { deviceSerialNumber: w.b, carName: 'Nope' }, token);
      await refused(w, -4, 'stopDeviceService', { deviceSerialNumbers: [w.b] }, token);
    });

    test('with CUSTOMER edit but not DEVICE edit: the customer editor’s fields only, no moves', async () => {
      const w = await world();
      const token = await administrator({ [DEVICE]: '0001', [CUSTOMER]: '0101' });
      await must('editDevice', { deviceSerialNumber: w.b, carName: 'Customer service' }, token);
      for (const field of ['simCardNumber', 'ownerPhone', 'firmwareVersion']) {
        const res = await refused(w, -4, 'editDevice', { deviceSerialNumber: w.b, [field]: '123' }, token);
        expect(res.message).toContain(field);
      }
      await refused(w, -4, 'editDevice', { deviceSerialNumber: w.b, serviceStatusCode: 3 }, token);
      await refused(w, -4, 'editDevice', { deviceSerialNumber: w.b, password: 'p-password' }, token);
      await refused(w, -4, 'editDevice', { deviceSerialNumber: w.b, fleetId: w.A.id }, token);
      await refused(w, -4, 'allocationDevice', { deviceSerialNumbers: [w.b], fleetId: w.A.id }, token);
    });

    test('without the FLEET right: no fleet call at all (-4)', async () => {
      const w = await world();
      const token = await administrator({ [FLEET]: '0000' });
      const account = tenants.name('nofleet');
      await refused(w, -4, 'getFleets', {}, token);
      await refused(w, -4, 'getSubFleets', { parentFleetId: w.A.id }, token);
      await refused(w, -4, 'createFleet', { account, password: 'x-password', alias: 'X' }, token);
      await refused(w, -4, 'editFleet', { id: w.A.id, alias: 'Nope' }, token);
      await refused(w, -4, 'deleteFleet', { id: w.A.id }, token);
      await refused(
        w,
        -4,
        'createSubFleet',
        { parentFleetId: w.A.id, account, password: 'x-password', alias: 'X' },
        token,
      );
      await refused(w, -4, 'editSubFleet', { id: w.A1.id, alias: 'Nope' }, token);
      await refused(w, -4, 'deleteSubFleet', { id: w.A1.id }, token);
      expect((await app.ok('getFleets', { account, containSubFleets: true }, admin)).total).toBe(0);
    });

    test('with FLEET view only: lists fleets, changes none (-4)', async () => {
      const w = await world();
      const token = await administrator({ [FLEET]: '0001' });
      expect(idsOf(await must('getFleets', { id: w.B.id }, token))).toEqual([w.B.id]);
      await refused(
        w,
        -4,
        'createFleet',
        { account: tenants.name(), password: 'x-password', alias: 'X' },
        token,
      );
      await refused(w, -4, 'editFleet', { id: w.B.id, statusCode: 2 }, token);
      await refused(w, -4, 'deleteSubFleet', { id: w.B1.id }, token);
      await refused(w, -4, 'editSubFleet', { id: w.B1.id, permissions: '000' }, token);
    });
  });
});
