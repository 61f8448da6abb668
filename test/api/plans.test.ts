import { AdminFunction } from '@gps/codes';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok } from '../support/two-doors';

jest.setTimeout(60_000);

const PLAN = AdminFunction.PLAN;
/** The administrator's rights flags: add, edit, delete, view. */
const FLAGS = { view: '0001', add: '1001', edit: '0101', delete: '0011' } as const;

const item = (planId: number, over: Record<string, unknown> = {}) => ({
  planId,
  name: '一年服務',
  price: 1200,
  extendDays: 365,
  activeStatus: 1,
  overtimeDays: 30,
  overtimePrice: 1500,
  description: 'SIM and platform',
  ...over,
});

/**
 * The service plan calls through both doors: the catalogue (administrators with the PLAN rights),
 * the assignment of devices to a plan, and a customer's renewal items within their tenancy.
 */
describe('service plans', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 864_000_000_000_000);
  let admin: string;
  let main: FleetFixture;
  let sub: FleetFixture;
  let other: FleetFixture;
  let mainDevice: string;
  let subDevice: string;
  let otherDevice: string;
  let device: { serial: string; password: string };
  const tokenWith = async (flags: string) => {
    const limited = await createAdmin(app, { rights: { [PLAN]: flags } });
    return app.adminToken(limited.account, limited.password);
  };

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.adminToken();
    main = await tenants.fleet(admin);
    sub = await tenants.subFleet(admin, main.id);
    other = await tenants.fleet(admin);
    [mainDevice] = await tenants.devices(admin, 1, main.id);
    [subDevice] = await tenants.devices(admin, 1, sub.id);
    [otherDevice] = await tenants.devices(admin, 1, other.id);
    const [own] = await tenants.devices(admin, 1, main.id);
    device = await tenants.deviceAccount(admin, own);
  });
  afterAll(() => app.stop());

  describe.each(doorsOf(() => app))('through $name', (door) => {
    test('adds, lists, edits and deletes a plan item, each with its right', async () => {
      const [adder, editor, deleter, viewer] = await Promise.all([
        tokenWith(FLAGS.add),
        tokenWith(FLAGS.edit),
        tokenWith(FLAGS.delete),
        tokenWith(FLAGS.view),
      ]);
      const planId = door.name === 'api' ? 3 : 4;
      expect((await door.call('addPlanItem', item(planId), viewer)).code).toBe(-4);
      const added = await ok(door, 'addPlanItem', item(planId), adder);
      expect(added).toEqual({ id: expect.any(String), ...item(planId), planName: planId === 3 ? 'C' : 'D' });
      app.clock.advance(1000); // listed oldest first
      const cheap = await ok(
        door,
        'addPlanItem',
        item(planId, { name: '一個月', price: 120, activeStatus: 0 }),
        adder,
      );

      const listed = await ok(door, 'getPlanItems', { planId }, viewer);
      expect(listed).toEqual({ total: 2, rows: [added, cheap] });
      expect(await ok(door, 'getPlanItems', { planId, activeStatus: 0 }, viewer)).toEqual({
        total: 1,
        rows: [cheap],
      });
      expect(await ok(door, 'getPlanItems', { planId, pageRows: 1, pageIndex: 1 }, viewer)).toEqual({
        total: 2,
        rows: [cheap],
      });

      const { planId: _plan, ...fields } = item(planId, { price: 999 });
      expect((await door.call('editPlanItem', { id: added.id, ...fields }, adder)).code).toBe(-4);
      const edited = await ok(door, 'editPlanItem', { id: added.id, ...fields }, editor);
      expect(edited).toEqual({ ...added, price: 999 });
      expect((await door.call('editPlanItem', { id: 'no-such-item', ...fields }, editor)).code).toBe(-3);

      expect((await door.call('deletePlanItem', { id: cheap.id }, editor)).code).toBe(-4);
      expect(await ok(door, 'deletePlanItem', { id: cheap.id }, deleter)).toBe(true);
      expect((await door.call('deletePlanItem', { id: cheap.id }, deleter)).code).toBe(-3);
      expect(await ok(door, 'getPlanItems', { planId }, viewer)).toEqual({ total: 1, rows: [edited] });
    });

    test('refuses bad fields with -2 naming each, and adds nothing', async () => {
      const planId = door.name === 'api' ? 5 : 6;
      const res = await door.call('addPlanItem', item(planId, { name: '', price: -1, extendDays: 0 }), admin);
      expect(res.code).toBe(-2);
      for (const field of ['name', 'price', 'extendDays'])
        expect(res.message + JSON.stringify(res.data)).toContain(field);
      expect((await door.call('addPlanItem', item(11), admin)).code).toBe(-2);
      expect((await ok(door, 'getPlanItems', { planId }, admin)).total).toBe(0);
    });

    test('assigns devices to a plan: the row shows its letter; an unknown device refuses the whole call', async () => {
      const editor = await tokenWith(FLAGS.edit);
      const [a, b] = await tenants.devices(admin, 2, main.id);
      expect(
        (
          await door.call(
            'assignDevicesPlan',
            { deviceSerialNumbers: [a], planId: 2 },
            await tokenWith(FLAGS.view),
          )
        ).code,
      ).toBe(-4);
      const unknown = await door.call(
        'assignDevicesPlan',
        { deviceSerialNumbers: [a, '999999999999999'], planId: 2 },
        editor,
      );
      expect(unknown.code).toBe(-3);
      expect(unknown.message).toContain('999999999999999');
      expect(await tenants.device(admin, a)).toMatchObject({ planId: 0, planName: null });
      expect(
        (await door.call('assignDevicesPlan', { deviceSerialNumbers: [a], planId: 11 }, editor)).code,
      ).toBe(-2);

      expect(await ok(door, 'assignDevicesPlan', { deviceSerialNumbers: [a, b], planId: 2 }, editor)).toBe(
        true,
      );
      expect(await tenants.device(admin, a)).toMatchObject({ planId: 2, planName: 'B' });
      const onB = await ok(
        door,
        'getDevices',
        { deviceSerialNumbers: [a, b], planId: 2 },
        await tokenWith(FLAGS.view),
      );
      expect(onB.rows.map((d: { planName: string }) => d.planName)).toEqual(['B', 'B']);
      expect(await ok(door, 'assignDevicesPlan', { deviceSerialNumbers: [b], planId: 0 }, editor)).toBe(true);
      expect(await tenants.device(admin, b)).toMatchObject({ planId: 0, planName: null });
    });

    test('counts each plan its items, active items and devices', async () => {
      const planId = door.name === 'api' ? 7 : 8;
      await ok(door, 'addPlanItem', item(planId), admin);
      await ok(door, 'addPlanItem', item(planId, { activeStatus: 0 }), admin);
      const serials = await tenants.devices(admin, 3);
      await ok(door, 'assignDevicesPlan', { deviceSerialNumbers: serials, planId }, admin);
      const plans = await ok(door, 'getPlans', {}, await tokenWith(FLAGS.view));
      expect(plans.total).toBe(10);
      expect(plans.rows.map((p: { planName: string }) => p.planName).join('')).toBe('ABCDEFGHIJ');
      expect(plans.rows[planId - 1]).toEqual({
        planId,
        planName: 'ABCDEFGHIJ'[planId - 1],
        itemCount: 2,
        activeItemCount: 1,
        deviceCount: 3,
      });
      expect((await door.call('getPlans', {}, await tokenWith('0000'))).code).toBe(-4);
    });

    test("a customer's renewal items: the active items of its device's plan, within its tenancy", async () => {
      const planId = door.name === 'api' ? 9 : 10;
      const active = await ok(door, 'addPlanItem', item(planId, { price: 2000 }), admin);
      const cheaper = await ok(door, 'addPlanItem', item(planId, { price: 100 }), admin);
      await ok(door, 'addPlanItem', item(planId, { activeStatus: 0 }), admin);
      await ok(
        door,
        'assignDevicesPlan',
        { deviceSerialNumbers: [mainDevice, subDevice, otherDevice, device.serial], planId },
        admin,
      );
      const mainToken = await tenants.signIn(main);
      const renewal = await ok(door, 'getRenewalItems', { deviceSerialNumber: mainDevice }, mainToken);
      expect(renewal.rows.slice(0, 2)).toEqual([cheaper, active]);
      expect(
        renewal.rows.every(
          (r: { activeStatus: number; planId: number }) => r.activeStatus === 1 && r.planId === planId,
        ),
      ).toBe(true);
      // A main fleet renews its sub-fleet's devices; a sub-fleet never its parent's; nobody another fleet's.
      expect((await ok(door, 'getRenewalItems', { deviceSerialNumber: subDevice }, mainToken)).total).toBe(
        renewal.total,
      );
      const subToken = await tenants.signIn(sub);
      expect((await door.call('getRenewalItems', { deviceSerialNumber: mainDevice }, subToken)).code).toBe(
        -3,
      );
      expect((await door.call('getRenewalItems', { deviceSerialNumber: otherDevice }, mainToken)).code).toBe(
        -3,
      );
      // A device account: its own only.
      const deviceToken = await tenants.signInDevice(device);
      expect(
        (await ok(door, 'getRenewalItems', { deviceSerialNumber: device.serial }, deviceToken)).total,
      ).toBe(renewal.total);
      expect((await door.call('getRenewalItems', { deviceSerialNumber: mainDevice }, deviceToken)).code).toBe(
        -3,
      );
      // Administrators use the catalogue calls.
      expect((await door.call('getRenewalItems', { deviceSerialNumber: mainDevice }, admin)).code).toBe(-4);
    });

    test('refuses renewal items for a device on no plan (-5 no_plan)', async () => {
      const [none] = await tenants.devices(admin, 1, main.id);
      const res = await door.call(
        'getRenewalItems',
        { deviceSerialNumber: none },
        await tenants.signIn(main),
      );
      expect(res.code).toBe(-5);
      expect(JSON.stringify(res)).toContain('no_plan');
    });
  });
});
