import { TestApp, sha } from '../support/app-harness';
import { doorsOf, ok, type Door } from '../support/two-doors';
import { Tenants, businessEvents, type FleetFixture } from '../support/tenants';

/**
 * Fleets and sub-fleets through the running app, every case through /api and through GraphQL:
 * listing (filters, defaults, paging), creating (defaults and validation of every field, unique
 * names), editing (only changed fields, the account fixed, suspension ending sessions), deleting
 * (refused while devices or sub-fleets hang off it), and sub-fleets managed by an administrator and
 * by their main fleet.
 */

// Generous budgets for a loaded machine (every account costs a password hash); no case asserts timing.
jest.setTimeout(30_000);

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 861_000_000_000_000);

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
});
afterAll(() => app.stop());

const long = (n: number) => 'x'.repeat(n);

describe.each(doorsOf(() => app))('fleets through $name', (door: Door) => {
  const call = (name: Parameters<Door['call']>[0], input: Record<string, unknown>, token = admin) =>
    door.call(name, input, token);
  const must = (name: Parameters<Door['call']>[0], input: Record<string, unknown>, token = admin) =>
    ok(door, name, input, token);

  /** A fleet created through the door under test, with its password. */
  async function createFleet(fields: Record<string, unknown> = {}): Promise<FleetFixture> {
    const account = (fields.account as string) ?? tenants.name('fleet');
    const password = `${account}-pass`;
    const fleet = await must('createFleet', {
      account,
      password,
      alias: `Alias ${account}`,
      ...fields,
    });
    return { ...fleet, password };
  }

  async function createSubFleet(parentFleetId: string, fields: Record<string, unknown> = {}, token = admin) {
    const account = (fields.account as string) ?? tenants.name('sub');
    const password = `${account}-pass`;
    const sub = await must(
      'createSubFleet',
      { parentFleetId, account, password, alias: `Sub ${account}`, ...fields },
      token,
    );
    return { ...sub, password } as FleetFixture;
  }

  const fleetById = async (id: string) => (await must('getFleets', { id })).rows[0];

  describe('getFleets', () => {
    test('an administrator sees main fleets by default; containSubFleets adds the sub-fleets', async () => {
      const tag = tenants.name('tag');
      const main = await createFleet({ contact: tag });
      const sub = await createSubFleet(main.id);
      // Sub-fleets cannot carry a contact, so find the family by the main fleet's tag and its sub by id.
      const mains = await must('getFleets', { keyword: tag });
      expect(mains.rows.map((f: any) => f.id)).toEqual([main.id]);

      const all = await must('getFleets', { containSubFleets: true, pageRows: 1000 });
      const ids = all.rows.map((f: any) => f.id);
      expect(ids).toEqual(expect.arrayContaining([main.id, sub.id]));
      const onlyMain = await must('getFleets', { pageRows: 1000 });
      expect(onlyMain.rows.every((f: any) => f.parentFleetId === null)).toBe(true);
      expect(onlyMain.rows.map((f: any) => f.id)).not.toContain(sub.id);
      expect(all.total).toBeGreaterThan(onlyMain.total);
    });

    test('parentFleetId lists the sub-fleets of one fleet', async () => {
      const main = await createFleet();
      const subs = [await createSubFleet(main.id), await createSubFleet(main.id)];
      const other = await createFleet();
      await createSubFleet(other.id);

      const page = await must('getFleets', { parentFleetId: main.id });
      expect(page.total).toBe(2);
      expect(page.rows.map((f: any) => f.id).sort()).toEqual(subs.map((s) => s.id).sort());
      expect(page.rows.every((f: any) => f.parentFleetId === main.id)).toBe(true);
    });

    test('id finds one fleet or sub-fleet; account finds a main fleet by its exact name', async () => {
      const main = await createFleet();
      const sub = await createSubFleet(main.id);

      expect((await must('getFleets', { id: main.id })).rows).toEqual([
        expect.objectContaining({ id: main.id, account: main.account }),
      ]);
      expect((await must('getFleets', { id: sub.id })).rows).toEqual([
        expect.objectContaining({ id: sub.id, parentFleetId: main.id }),
      ]);
      const byAccount = await must('getFleets', { account: main.account });
      expect(byAccount).toEqual({ total: 1, rows: [expect.objectContaining({ id: main.id })] });
      expect(await must('getFleets', { id: 'no-such-fleet' })).toEqual({ total: 0, rows: [] });
    });

    test('keyword matches account, alias and contact, case-insensitively', async () => {
      const word = tenants.name('Kw').replace(/-/g, '');
      const byAccount = await createFleet({ account: `${word}-acct` });
      const byAlias = await createFleet({ alias: `The ${word.toUpperCase()} fleet` });
      const byContact = await createFleet({ contact: `Mr ${word.toLowerCase()}` });
      await createFleet({ alias: 'Unrelated' });

      const page = await must('getFleets', { keyword: word.toLowerCase() });
      expect(page.total).toBe(3);
      expect(page.rows.map((f: any) => f.id).sort()).toEqual([byAccount.id, byAlias.id, byContact.id].sort());
    });

    test('keyword characters are literal: % and _ match only themselves', async () => {
      const word = tenants.name('lit').replace(/-/g, '');
      const underscored = await createFleet({ account: `${word}_x`, contact: `100% ${word}` });
      await createFleet({ account: `${word}ax`, contact: `1000 ${word}` });
      expect((await must('getFleets', { keyword: `${word}_` })).rows.map((f: any) => f.id)).toEqual([
        underscored.id,
      ]);
      expect((await must('getFleets', { keyword: `0% ${word}` })).rows.map((f: any) => f.id)).toEqual([
        underscored.id,
      ]);
    });

    test('pages are sorted by account and every page carries the total', async () => {
      const prefix = tenants.name('pg').replace(/-/g, '');
      const created = [];
      for (const n of [3, 1, 5, 2, 4]) created.push(await createFleet({ account: `${prefix}-${n}` }));
      const accounts = created.map((f) => f.account).sort();

      const pages = [];
      for (const pageIndex of [0, 1, 2, 3]) {
        pages.push(await must('getFleets', { keyword: prefix, pageIndex, pageRows: 2 }));
      }
      expect(pages.map((p) => p.total)).toEqual([5, 5, 5, 5]);
      expect(pages.map((p) => p.rows.map((f: any) => f.account))).toEqual([
        accounts.slice(0, 2),
        accounts.slice(2, 4),
        accounts.slice(4),
        [],
      ]);
    });

    test('the default page is 30 rows', async () => {
      const prefix = tenants.name('dp').replace(/-/g, '');
      for (let i = 0; i < 31; i++)
        await tenants.fleet(admin, { account: `${prefix}-${String(i).padStart(2, '0')}` });
      const page = await must('getFleets', { keyword: prefix });
      expect(page.total).toBe(31);
      expect(page.rows).toHaveLength(30);
    }, 60_000);

    test('paging outside its limits is refused', async () => {
      for (const paging of [{ pageRows: 0 }, { pageRows: 1001 }, { pageIndex: -1 }, { pageRows: 2.5 }]) {
        const res = await call('getFleets', paging);
        expect(res.code).toBe(-2);
      }
    });

    test('a main fleet sees itself and its sub-fleets; a sub-fleet sees only itself', async () => {
      const main = await createFleet();
      const sub = await createSubFleet(main.id);
      const sibling = await createSubFleet(main.id);
      const mainToken = await tenants.signIn(main);
      const subToken = await tenants.signIn(sub);

      const seenByMain = await must('getFleets', {}, mainToken);
      expect(seenByMain.total).toBe(3);
      expect(seenByMain.rows.map((f: any) => f.id).sort()).toEqual([main.id, sub.id, sibling.id].sort());

      const seenBySub = await must('getFleets', { containSubFleets: true }, subToken);
      expect(seenBySub).toEqual({ total: 1, rows: [expect.objectContaining({ id: sub.id })] });
    });
  });

  describe('createFleet', () => {
    test('creates a main fleet with permissions 111, normal status and no devices', async () => {
      const account = tenants.name('New');
      const fleet = await must('createFleet', {
        account,
        password: 'secret-password',
        alias: '  Fleet Alias  ',
        contact: 'Chen',
        phoneNumber: '+886 (2) 1234-5678',
        address: 'Taipei',
        email: 'ops@example.com',
      });
      expect(fleet).toEqual({
        id: expect.any(String),
        account,
        alias: 'Fleet Alias',
        contact: 'Chen',
        phoneNumber: '+886 (2) 1234-5678',
        address: 'Taipei',
        email: 'ops@example.com',
        permissions: '111',
        parentFleetId: null,
        speedLimitKmh: null,
        numberOfDevices: 0,
        loginTimestamp: null,
        statusCode: 1,
        accountType: 2,
      });
      expect(await fleetById(fleet.id)).toEqual(fleet);
      // The new fleet can sign in with its password; the list shows when it last did.
      await expect(app.clientToken(account, 'secret-password')).resolves.toEqual(expect.any(String));
      expect((await fleetById(fleet.id)).loginTimestamp).toBe(app.clock.now() * 1000);
    });

    test('optional text left blank is stored as null; given permissions are kept', async () => {
      const fleet = await createFleet({ contact: '   ', email: '', permissions: '101' });
      expect(fleet).toMatchObject({ contact: null, email: null, address: null, permissions: '101' });
    });

    test('never shows a password or its hash', async () => {
      const fleet = await createFleet();
      const raw = await app.api('getFleets', { id: fleet.id }, admin);
      expect(JSON.stringify(raw)).not.toMatch(/password|scrypt/i);
    });

    const invalidFields: [string, Record<string, unknown>][] = [
      ['account', { account: 'ab' }],
      ['account', { account: long(51) }],
      ['account', { account: 'has space' }],
      ['account', { account: 'comma,name' }],
      ['account', { account: '' }],
      ['password', { password: '1' }],
      ['password', { password: sha('a digest from an old client') }],
      ['alias', { alias: '' }],
      ['alias', { alias: '   ' }],
      ['alias', { alias: long(51) }],
      ['contact', { contact: long(101) }],
      ['phoneNumber', { phoneNumber: 'call me' }],
      ['phoneNumber', { phoneNumber: '1'.repeat(31) }],
      ['address', { address: long(201) }],
      ['email', { email: 'not-an-email' }],
      ['permissions', { permissions: '11' }],
      ['permissions', { permissions: '1111' }],
      ['permissions', { permissions: '112' }],
      ['permissions', { permissions: 'abc' }],
    ];
    test.each(invalidFields)('refuses an invalid %s (%j) and creates nothing', async (field, bad) => {
      const account = typeof bad.account === 'string' ? bad.account : tenants.name('bad');
      const before = (await businessEvents(app)).length;
      const res = await call('createFleet', {
        account,
        password: 'secret-password',
        alias: 'Alias',
        ...bad,
      });
      expect(res.code).toBe(-2);
      expect(res.message).toContain(field);
      expect((await businessEvents(app)).length).toBe(before);
      if (account.length >= 3 && account.length <= 50) {
        expect((await must('getFleets', { account })).total).toBe(0);
      }
    });

    test.each(['account', 'password', 'alias'])('refuses a fleet without %s', async (field) => {
      const input: Record<string, unknown> = {
        account: tenants.name('missing'),
        password: 'secret-password',
        alias: 'Alias',
      };
      delete input[field];
      const res = await call('createFleet', input);
      expect(res.code).toBe(-2);
      expect(res.message).toContain(field);
    });

    test('an all-digit account is refused: device accounts sign in with their digits', async () => {
      const res = await call('createFleet', { account: '12345678', password: 'x-password', alias: 'Digits' });
      expect(res.code).toBe(-2);
      expect(res.message).toMatch(/non-digit/);
      expect((await must('getFleets', { account: '12345678', containSubFleets: true })).total).toBe(0);
    });

    test('a taken account is refused whatever its case, also for a sub-fleet (-5)', async () => {
      const name = tenants.name('Dup');
      const first = await createFleet({ account: name });
      const upper = await call('createFleet', {
        account: name.toUpperCase(),
        password: 'x-password',
        alias: 'A',
      });
      expect(upper.code).toBe(-5);
      expect(upper.message).toMatch(/already exists/);
      const asSub = await call('createSubFleet', {
        parentFleetId: first.id,
        account: name.toLowerCase(),
        password: 'x-password',
        alias: 'A',
      });
      expect(asSub.code).toBe(-5);
      const found = await must('getFleets', { keyword: name, containSubFleets: true });
      expect(found.rows.map((f: any) => f.id)).toEqual([first.id]);
    });

    test('only an administrator with the FLEET add right creates fleets', async () => {
      const fleet = await createFleet();
      const token = await tenants.signIn(fleet);
      const res = await call(
        'createFleet',
        { account: tenants.name(), password: 'x-password', alias: 'A' },
        token,
      );
      expect(res.code).toBe(-4);
    });
  });

  describe('editFleet', () => {
    test('changes only the fields given and records only what changed', async () => {
      const fleet = await createFleet({ contact: 'Old contact', address: 'Old address' });
      const edited = await must('editFleet', { id: fleet.id, alias: 'New alias', contact: 'Old contact' });
      expect(edited).toEqual({ ...fleet, alias: 'New alias', password: undefined });

      const events = (await businessEvents(app)).filter((e) => e.streamId === `fleet-${fleet.id}`);
      expect(events.map((e) => e.type)).toEqual(['FleetCreated', 'FleetEdited']);
      expect(events[1].data.changes).toEqual({ alias: 'New alias' });
    });

    test('an edit that changes nothing records nothing', async () => {
      const fleet = await createFleet({ email: 'same@example.com' });
      const before = (await businessEvents(app)).length;
      const same = await must('editFleet', { id: fleet.id, alias: fleet.alias, email: 'same@example.com' });
      expect(same.alias).toBe(fleet.alias);
      expect((await businessEvents(app)).length).toBe(before);
    });

    test('clears an optional field with a blank and changes permissions', async () => {
      const fleet = await createFleet({ contact: 'Somebody' });
      const edited = await must('editFleet', { id: fleet.id, contact: '', permissions: '011' });
      expect(edited).toMatchObject({ contact: null, permissions: '011', alias: fleet.alias });
    });

    test('sets an overspeed limit in whole km/h from 1 to 300, clears it with null, refuses one outside', async () => {
      const fleet = await createFleet();
      expect(fleet).toMatchObject({ speedLimitKmh: null });
      expect(await must('editFleet', { id: fleet.id, speedLimitKmh: 90 })).toMatchObject({
        speedLimitKmh: 90,
      });
      const refused = await call('editFleet', { id: fleet.id, speedLimitKmh: 301 });
      expect(refused.code).toBe(-2);
      expect(refused.data.issues).toEqual([
        { field: 'speedLimitKmh', code: 'too_large', params: { max: 300 }, message: expect.any(String) },
      ]);
      expect(await fleetById(fleet.id)).toMatchObject({ speedLimitKmh: 90 });
      expect(await must('editFleet', { id: fleet.id, speedLimitKmh: null })).toMatchObject({
        speedLimitKmh: null,
      });
    });

    test('the account cannot be changed (-2) and the fleet stays as it was', async () => {
      const fleet = await createFleet();
      const res = await call('editFleet', {
        id: fleet.id,
        account: tenants.name('renamed'),
        alias: 'Changed',
      });
      expect(res.code).toBe(-2);
      expect(res.message).toContain('account');
      expect(await fleetById(fleet.id)).toMatchObject({ account: fleet.account, alias: fleet.alias });
    });

    test.each([
      ['alias', { alias: '' }],
      ['phoneNumber', { phoneNumber: 'phone' }],
      ['email', { email: 'broken@' }],
      ['permissions', { permissions: '2' }],
      ['statusCode', { statusCode: 3 }],
      ['password', { password: 'short' }],
      ['password', { password: sha('a digest from an old client') }],
    ])('refuses an invalid %s and changes nothing', async (field, bad) => {
      const fleet = await createFleet();
      const res = await call('editFleet', { id: fleet.id, ...bad });
      expect(res.code).toBe(-2);
      expect(res.message).toContain(field);
      expect(await fleetById(fleet.id)).toMatchObject({
        alias: fleet.alias,
        statusCode: 1,
        permissions: '111',
      });
    });

    test('an unknown fleet is not found (-3)', async () => {
      expect((await call('editFleet', { id: 'no-such-fleet', alias: 'X' })).code).toBe(-3);
    });

    test('suspending a fleet ends its sessions and its sign-ins until it is restored', async () => {
      const fleet = await createFleet();
      const token = await tenants.signIn(fleet);
      expect((await call('getFleets', {}, token)).code).toBe(0);

      expect(await must('editFleet', { id: fleet.id, statusCode: 2 })).toMatchObject({ statusCode: 2 });
      expect((await call('getFleets', {}, token)).code).toBe(-11);
      const signIn = await app.api('login', { account: fleet.account, password: sha(fleet.password) });
      expect(signIn.code).toBe(-11);

      await must('editFleet', { id: fleet.id, statusCode: 1 });
      // The session ended with the suspension: restoring the fleet does not revive it.
      expect((await call('getFleets', {}, token)).code).toBe(-10);
      const fresh = await tenants.signIn(fleet);
      expect((await call('getFleets', {}, fresh)).code).toBe(0);
    });

    test('a new password replaces the old one and ends open sessions', async () => {
      const fleet = await createFleet();
      const token = await tenants.signIn(fleet);
      await must('editFleet', { id: fleet.id, password: 'brand-new' });
      expect((await call('getFleets', {}, token)).code).toBe(-10);
      expect((await app.api('login', { account: fleet.account, password: sha(fleet.password) })).code).toBe(
        -6,
      );
      await expect(app.clientToken(fleet.account, 'brand-new')).resolves.toEqual(expect.any(String));
    });
  });

  describe('deleteFleet', () => {
    test('is refused with a clear message while devices or sub-fleets remain, then allowed', async () => {
      const fleet = await createFleet();
      const sub = await createSubFleet(fleet.id);
      const serials = await tenants.devices(admin, 2, fleet.id);

      const refused = await call('deleteFleet', { id: fleet.id });
      expect(refused.code).toBe(-5);
      expect(refused.message).toBe('the fleet still has 2 devices and 1 sub-fleet');
      expect(await fleetById(fleet.id)).toMatchObject({ id: fleet.id, numberOfDevices: 2 });

      await app.ok('allocationDevice', { deviceSerialNumbers: serials, fleetId: null }, admin);
      const stillSub = await call('deleteFleet', { id: fleet.id });
      expect(stillSub).toMatchObject({ code: -5, message: 'the fleet still has 1 sub-fleet' });

      expect(await must('deleteSubFleet', { id: sub.id })).toBe(true);
      expect(await must('deleteFleet', { id: fleet.id })).toBe(true);
      expect(await must('getFleets', { id: fleet.id })).toEqual({ total: 0, rows: [] });
      expect((await call('deleteFleet', { id: fleet.id })).code).toBe(-3);
    });

    test('a deleted fleet cannot sign in, and its account name is free again', async () => {
      const fleet = await createFleet();
      const token = await tenants.signIn(fleet);
      await must('deleteFleet', { id: fleet.id });
      expect((await call('getFleets', {}, token)).code).toBe(-11);
      expect((await app.api('login', { account: fleet.account, password: sha(fleet.password) })).code).toBe(
        -6,
      );

      const again = await createFleet({ account: fleet.account });
      expect(again.id).not.toBe(fleet.id);
    });

    test('an unknown fleet is not found (-3)', async () => {
      expect((await call('deleteFleet', { id: 'no-such-fleet' })).code).toBe(-3);
    });
  });

  describe('sub-fleets managed by an administrator', () => {
    test('createSubFleet defaults to permissions 101 under its parent', async () => {
      const main = await createFleet();
      const sub = await createSubFleet(main.id);
      expect(sub).toMatchObject({
        parentFleetId: main.id,
        permissions: '101',
        statusCode: 1,
        accountType: 2,
      });
      const token = await tenants.signIn(sub);
      expect((await must('getFleets', {}, token)).rows[0]).toMatchObject({ id: sub.id });
    });

    test('getSubFleets lists the sub-fleets of a fleet with their total', async () => {
      const main = await createFleet();
      const subs = [
        await createSubFleet(main.id),
        await createSubFleet(main.id),
        await createSubFleet(main.id),
      ];
      const page = await must('getSubFleets', { parentFleetId: main.id });
      expect(page.total).toBe(3);
      expect(page.rows.map((f: any) => f.account)).toEqual(subs.map((s) => s.account).sort());
      const none = await must('getSubFleets', { parentFleetId: subs[0].id });
      expect(none).toEqual({ total: 0, rows: [] });
      expect((await call('getSubFleets', { parentFleetId: 'no-such-fleet' })).code).toBe(-3);
    });

    test.each(['111', '010', '11', 'x01'])('refuses sub-fleet permissions %s (-2)', async (permissions) => {
      const main = await createFleet();
      const res = await call('createSubFleet', {
        parentFleetId: main.id,
        account: tenants.name('sub'),
        password: 'x-password',
        alias: 'Sub',
        permissions,
      });
      expect(res.code).toBe(-2);
      expect(res.message).toMatch(/permission/);
      expect((await must('getSubFleets', { parentFleetId: main.id })).total).toBe(0);
    });

    test('a sub-fleet cannot have sub-fleets of its own (-2)', async () => {
      const main = await createFleet();
      const sub = await createSubFleet(main.id);
      const res = await call('createSubFleet', {
        parentFleetId: sub.id,
        account: tenants.name('subsub'),
        password: 'x-password',
        alias: 'Too deep',
      });
      expect(res.code).toBe(-2);
      expect(res.message).toMatch(/sub-fleet/);
      expect((await must('getSubFleets', { parentFleetId: sub.id })).total).toBe(0);
    });

    test('a sub-fleet needs an existing parent (-3)', async () => {
      const res = await call('createSubFleet', {
        parentFleetId: 'no-such-fleet',
        account: tenants.name('orphan'),
        password: 'x-password',
        alias: 'Orphan',
      });
      expect(res.code).toBe(-3);
    });

    test('editSubFleet changes only what is given; the account and fleet management stay fixed', async () => {
      const main = await createFleet();
      const sub = await createSubFleet(main.id);
      const edited = await must('editSubFleet', { id: sub.id, alias: 'Renamed', permissions: '001' });
      expect(edited).toEqual({ ...sub, alias: 'Renamed', permissions: '001', password: undefined });

      expect((await call('editSubFleet', { id: sub.id, permissions: '111' })).code).toBe(-2);
      expect((await call('editSubFleet', { id: sub.id, account: tenants.name('other') })).code).toBe(-2);
      expect(await fleetById(sub.id)).toMatchObject({ account: sub.account, permissions: '001' });

      await must('editSubFleet', { id: sub.id, password: 'sub-new-password' });
      await expect(app.clientToken(sub.account, 'sub-new-password')).resolves.toEqual(expect.any(String));
    });

    test('editSubFleet and deleteSubFleet do not touch main fleets (-3)', async () => {
      const main = await createFleet();
      expect((await call('editSubFleet', { id: main.id, alias: 'Nope' })).code).toBe(-3);
      expect((await call('deleteSubFleet', { id: main.id })).code).toBe(-3);
      expect(await fleetById(main.id)).toMatchObject({ alias: main.alias });
    });

    test('deleteSubFleet is refused while the sub-fleet has devices, then allowed', async () => {
      const main = await createFleet();
      const sub = await createSubFleet(main.id);
      const [serial] = await tenants.devices(admin, 1, sub.id);
      const refused = await call('deleteSubFleet', { id: sub.id });
      expect(refused).toMatchObject({ code: -5, message: 'the fleet still has 1 device' });
      await app.ok('allocationDevice', { deviceSerialNumbers: [serial], fleetId: main.id }, admin);
      expect(await must('deleteSubFleet', { id: sub.id })).toBe(true);
      expect(await must('getSubFleets', { parentFleetId: main.id })).toEqual({ total: 0, rows: [] });
    });
  });

  describe('sub-fleets managed by their main fleet', () => {
    async function mainFleet(permissions: string) {
      const fleet = await createFleet({ permissions });
      return { fleet, token: await tenants.signIn(fleet) };
    }
    const subInput = (parentFleetId: string, permissions?: string) => ({
      parentFleetId,
      account: tenants.name('own'),
      password: 'own-pass',
      alias: 'Own sub',
      ...(permissions === undefined ? {} : { permissions }),
    });

    test('a main fleet with fleet management creates, edits and deletes its own sub-fleets', async () => {
      const { fleet, token } = await mainFleet('111');
      const sub = await must('createSubFleet', subInput(fleet.id), token);
      expect(sub).toMatchObject({ parentFleetId: fleet.id, permissions: '101' });
      expect((await must('getSubFleets', { parentFleetId: fleet.id }, token)).total).toBe(1);

      const edited = await must(
        'editSubFleet',
        { id: sub.id, alias: 'By its fleet', permissions: '001' },
        token,
      );
      expect(edited).toMatchObject({ alias: 'By its fleet', permissions: '001' });
      expect(await must('deleteSubFleet', { id: sub.id }, token)).toBe(true);
      expect((await must('getSubFleets', { parentFleetId: fleet.id }, token)).total).toBe(0);
    });

    test('without the fleet management flag a main fleet manages no sub-fleets (-4)', async () => {
      const { fleet, token } = await mainFleet('101');
      const sub = await createSubFleet(fleet.id);
      expect((await call('createSubFleet', subInput(fleet.id), token)).code).toBe(-4);
      expect((await call('editSubFleet', { id: sub.id, alias: 'Nope' }, token)).code).toBe(-4);
      expect((await call('deleteSubFleet', { id: sub.id }, token)).code).toBe(-4);
      const subs = await must('getSubFleets', { parentFleetId: fleet.id });
      expect(subs.rows).toEqual([expect.objectContaining({ id: sub.id, alias: sub.alias })]);
    });

    test('editing a sub-fleet also needs slot 1 (edit vehicle info)', async () => {
      const { fleet, token } = await mainFleet('011');
      const sub = await createSubFleet(fleet.id, { permissions: '001' });
      const res = await call('editSubFleet', { id: sub.id, alias: 'Nope' }, token);
      expect(res.code).toBe(-4);
      expect(await fleetById(sub.id)).toMatchObject({ alias: sub.alias });
      // Creating and deleting need fleet management only.
      const created = await must('createSubFleet', subInput(fleet.id, '001'), token);
      expect(await must('deleteSubFleet', { id: created.id }, token)).toBe(true);
    });

    test('a fleet cannot give a sub-fleet a flag it lacks itself', async () => {
      const noSend = await mainFleet('110');
      const refused = await call('createSubFleet', subInput(noSend.fleet.id, '101'), noSend.token);
      expect(refused.code).toBe(-4);
      // The default 101 would grant sending commands as well.
      expect((await call('createSubFleet', subInput(noSend.fleet.id), noSend.token)).code).toBe(-4);
      const allowed = await must('createSubFleet', subInput(noSend.fleet.id, '100'), noSend.token);
      expect(allowed.permissions).toBe('100');
      const raise = await call('editSubFleet', { id: allowed.id, permissions: '101' }, noSend.token);
      expect(raise.code).toBe(-4);
      expect(await fleetById(allowed.id)).toMatchObject({ permissions: '100' });

      const noEdit = await mainFleet('011');
      expect((await call('createSubFleet', subInput(noEdit.fleet.id, '100'), noEdit.token)).code).toBe(-4);
      expect((await must('createSubFleet', subInput(noEdit.fleet.id, '001'), noEdit.token)).permissions).toBe(
        '001',
      );
      expect((await must('getSubFleets', { parentFleetId: noEdit.fleet.id })).total).toBe(1);
    });

    test('fleet management is never granted to a sub-fleet, not even by its fleet (-2)', async () => {
      const { fleet, token } = await mainFleet('111');
      expect((await call('createSubFleet', subInput(fleet.id, '111'), token)).code).toBe(-2);
      expect((await must('getSubFleets', { parentFleetId: fleet.id })).total).toBe(0);
    });

    test('a sub-fleet manages no sub-fleets, not even itself (-4)', async () => {
      const main = await createFleet();
      const sub = await createSubFleet(main.id);
      const token = await tenants.signIn(sub);
      expect((await call('editSubFleet', { id: sub.id, alias: 'Self' }, token)).code).toBe(-4);
      expect((await call('deleteSubFleet', { id: sub.id }, token)).code).toBe(-4);
      expect((await call('createSubFleet', subInput(sub.id, '001'), token)).code).toBe(-4);
      expect(await fleetById(sub.id)).toMatchObject({ alias: sub.alias });
    });

    test('a fleet edits and deletes nothing but sub-fleets: not itself, not by editFleet', async () => {
      const { fleet, token } = await mainFleet('111');
      expect((await call('editFleet', { id: fleet.id, alias: 'Self' }, token)).code).toBe(-4);
      expect((await call('deleteFleet', { id: fleet.id }, token)).code).toBe(-4);
      expect((await call('editSubFleet', { id: fleet.id, alias: 'Self' }, token)).code).toBe(-3);
      expect(await fleetById(fleet.id)).toMatchObject({ alias: fleet.alias });
    });
  });
});

describe('the GraphQL Fleet type', () => {
  test('subFleets lists a fleet’s sub-fleets under the caller’s own rules', async () => {
    const main = await tenants.fleet(admin);
    const sub = await tenants.subFleet(admin, main.id);
    const query = `query ($id: ID) { fleets(filter: { id: $id }) { rows { id accountType subFleets { id account parentFleetId } } } }`;

    const asAdmin = await app.gql(query, { id: main.id }, admin);
    expect(asAdmin.errors).toBeUndefined();
    expect(asAdmin.data.fleets.rows).toEqual([
      {
        id: main.id,
        accountType: 2,
        subFleets: [{ id: sub.id, account: sub.account, parentFleetId: main.id }],
      },
    ]);

    const asMain = await app.gql(query, { id: main.id }, await tenants.signIn(main));
    expect(asMain.data.fleets.rows[0].subFleets).toEqual([expect.objectContaining({ id: sub.id })]);
  });
});
