import { AdminFunction } from '@gps/domain';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok, type Door } from '../support/two-doors';

jest.setTimeout(60_000);

/**
 * The VIP plan catalogue and coupons through both doors (docs/decisions/billing.md): administrators
 * with the VIP plan right (function 7) add, edit, list and delete; customers list only the shown
 * items and make no coupon call; the coupon calls are refused while showCoupon is off.
 */

const VIP_PLAN_VIEW = { [AdminFunction.VIP_PLAN]: '0001' };
const DEVICE_ALL = { [AdminFunction.DEVICE]: '1111' };
const COUPON_NUMBER = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{16}$/;

const item = (fields: Record<string, unknown> = {}) => ({
  flag: 1,
  name: 'VIP 30 days',
  price: 300,
  extendDays: 30,
  statusCode: 1,
  description: 'Value-added service',
  ...fields,
});

let app: TestApp;
let admin: string;
let viewer: { account: string; password: string };
let stranger: { account: string; password: string };
const tenants = new Tenants(() => app, 869_100_000_000_000);
let main: FleetFixture;
let sub: FleetFixture;
let deviceAccount: { serial: string; password: string };

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
  main = await tenants.fleet(admin);
  sub = await tenants.subFleet(admin, main.id);
  const [serial] = await tenants.devices(admin, 1, main.id);
  deviceAccount = await tenants.deviceAccount(admin, serial);
  viewer = await createAdmin(app, { rights: VIP_PLAN_VIEW });
  stranger = await createAdmin(app, { rights: DEVICE_ALL });
  await app.ok('editSystemSetting', { id: 'showCoupon', value: '1' }, admin);
});
beforeEach(async () => {
  admin = await app.adminToken();
});
afterAll(() => app.stop());

const refusalOf = async (door: Door, call: Parameters<Door['call']>[0], input: object, token: string) => {
  const res = await door.call(call, input as Record<string, unknown>, token);
  return { code: res.code, data: res.data };
};

describe.each(doorsOf(() => app))('VIP plan items through $name', (door) => {
  test('an administrator adds, edits, lists by flag and deletes items', async () => {
    const vip = await ok(door, 'addVipPlanItem', item({ name: `VIP ${door.name}` }), admin);
    expect(vip).toEqual({
      id: expect.any(String),
      flag: 1,
      name: `VIP ${door.name}`,
      price: 300,
      extendDays: 30,
      statusCode: 1,
      description: 'Value-added service',
      invoiceName: null,
    });
    const plan = await ok(
      door,
      'addVipPlanItem',
      item({ flag: 2, name: `Address ${door.name}`, price: 120, invoiceName: 'Address plan' }),
      admin,
    );
    const edited = await ok(
      door,
      'editVipPlanItem',
      { id: vip.id, ...item({ price: 350, statusCode: 0 }) },
      admin,
    );
    expect(edited).toMatchObject({ id: vip.id, price: 350, statusCode: 0, name: 'VIP 30 days' });

    const listed = await ok(door, 'getVipPlanItems', { flags: [2] }, admin);
    expect(listed.rows).toContainEqual(plan);
    expect(listed.rows.every((r: { flag: number }) => r.flag === 2)).toBe(true);
    const hidden = await ok(door, 'getVipPlanItems', { statusCode: 0 }, admin);
    expect(hidden.rows).toContainEqual(edited);

    await ok(door, 'deleteVipPlanItem', { id: vip.id }, admin);
    expect(
      (await ok(door, 'getVipPlanItems', {}, admin)).rows.map((r: { id: string }) => r.id),
    ).not.toContain(vip.id);
    expect((await door.call('deleteVipPlanItem', { id: vip.id }, admin)).code).toBe(-3);
    await ok(door, 'deleteVipPlanItem', { id: plan.id }, admin);
  });

  test('customers see only the shown items; an administrator sees all', async () => {
    const shown = await ok(door, 'addVipPlanItem', item({ name: `Shown ${door.name}` }), admin);
    const hidden = await ok(
      door,
      'addVipPlanItem',
      item({ name: `Hidden ${door.name}`, statusCode: 0 }),
      admin,
    );
    const tokens = [
      await tenants.signIn(main),
      await tenants.signIn(sub),
      await tenants.signInDevice(deviceAccount),
    ];
    for (const token of tokens) {
      const ids = (await ok(door, 'getVipPlanItems', { flags: [1, 2] }, token)).rows.map(
        (r: { id: string }) => r.id,
      );
      expect(ids).toContain(shown.id);
      expect(ids).not.toContain(hidden.id);
      expect((await ok(door, 'getVipPlanItems', { statusCode: 0 }, token)).rows).toEqual([]);
    }
    const all = (await ok(door, 'getVipPlanItems', {}, admin)).rows.map((r: { id: string }) => r.id);
    expect(all).toEqual(expect.arrayContaining([shown.id, hidden.id]));
    await ok(door, 'deleteVipPlanItem', { id: shown.id }, admin);
    await ok(door, 'deleteVipPlanItem', { id: hidden.id }, admin);
  });

  test('only the VIP plan right changes the catalogue; customers only read it', async () => {
    const viewerToken = await app.adminToken(viewer.account, viewer.password);
    const strangerToken = await app.adminToken(stranger.account, stranger.password);
    const fleetToken = await tenants.signIn(main);
    expect((await ok(door, 'getVipPlanItems', {}, viewerToken)).total).toEqual(expect.any(Number));
    expect((await refusalOf(door, 'addVipPlanItem', item(), viewerToken)).code).toBe(-4);
    expect((await refusalOf(door, 'getVipPlanItems', {}, strangerToken)).code).toBe(-4);
    expect((await refusalOf(door, 'addVipPlanItem', item(), fleetToken)).code).toBe(-4);
    expect((await refusalOf(door, 'deleteVipPlanItem', { id: 'x' }, fleetToken)).code).toBe(-4);
  });

  test('a bad item names every wrong field and stores nothing', async () => {
    const before = (await ok(door, 'getVipPlanItems', {}, admin)).total;
    const res = await refusalOf(
      door,
      'addVipPlanItem',
      item({ flag: 3, name: '', price: 1_000_001, extendDays: 0 }),
      admin,
    );
    expect(res.code).toBe(-2);
    expect((res.data as { issues: { field: string }[] }).issues.map((i) => i.field)).toEqual([
      'flag',
      'name',
      'price',
      'extendDays',
    ]);
    expect((await ok(door, 'getVipPlanItems', {}, admin)).total).toBe(before);
  });
});

describe.each(doorsOf(() => app))('coupons through $name', (door) => {
  test('an administrator issues a batch, marks a coupon sent, lists and deletes', async () => {
    const batch = await ok(door, 'addCoupon', { numberOfCoupons: 3, discountFee: 100 }, admin);
    expect(batch.couponNumbers).toHaveLength(3);
    for (const number of batch.couponNumbers) expect(number).toMatch(COUPON_NUMBER);
    expect(new Set(batch.couponNumbers).size).toBe(3);

    const listed = await ok(door, 'getCoupons', { batchId: batch.batchId }, admin);
    expect(listed.total).toBe(3);
    expect(listed.rows[0]).toEqual({
      couponNumber: expect.stringMatching(COUPON_NUMBER),
      batchId: batch.batchId,
      discountFee: 100,
      status: 1,
      orderNumber: null,
      deviceSerialNumbers: [],
      usedAt: null,
      issuedAt: app.clock.now() * 1000,
    });

    const [first, second, third] = batch.couponNumbers;
    const sent = await ok(door, 'editCoupon', { couponNumber: first, discountFee: 150, status: 2 }, admin);
    expect(sent).toMatchObject({ couponNumber: first, discountFee: 150, status: 2 });
    const bySent = await ok(door, 'getCoupons', { batchId: batch.batchId, status: 2 }, admin);
    expect(bySent.rows.map((c: { couponNumber: string }) => c.couponNumber)).toEqual([first]);
    const byKeyword = await ok(door, 'getCoupons', { keyword: second.slice(0, 10).toLowerCase() }, admin);
    expect(byKeyword.rows.map((c: { couponNumber: string }) => c.couponNumber)).toContain(second);
    expect(
      byKeyword.rows.every((c: { couponNumber: string }) => c.couponNumber.startsWith(second.slice(0, 10))),
    ).toBe(true);

    await ok(door, 'deleteCoupon', { couponNumber: third }, admin);
    expect((await ok(door, 'getCoupons', { batchId: batch.batchId }, admin)).total).toBe(2);
    expect((await door.call('deleteCoupon', { couponNumber: third }, admin)).code).toBe(-3);
    expect(
      (await door.call('editCoupon', { couponNumber: 'NOSUCHCOUPON2345', discountFee: 1, status: 2 }, admin))
        .code,
    ).toBe(-3);
  });

  test('a retried addCoupon answers the same numbers and issues no more', async () => {
    const requestId = `coupons-${door.name}`;
    const first = await ok(door, 'addCoupon', { numberOfCoupons: 2, discountFee: 50 }, admin, { requestId });
    const again = await ok(door, 'addCoupon', { numberOfCoupons: 2, discountFee: 50 }, admin, { requestId });
    expect(again).toEqual(first);
    expect((await ok(door, 'getCoupons', { batchId: first.batchId }, admin)).total).toBe(2);
  });

  test('bad input is -2 and issues nothing', async () => {
    expect((await refusalOf(door, 'addCoupon', { numberOfCoupons: 501, discountFee: 10 }, admin)).code).toBe(
      -2,
    );
    expect((await refusalOf(door, 'addCoupon', { numberOfCoupons: 1, discountFee: 0 }, admin)).code).toBe(-2);
    const [number] = (await ok(door, 'addCoupon', { numberOfCoupons: 1, discountFee: 10 }, admin))
      .couponNumbers;
    const res = await refusalOf(
      door,
      'editCoupon',
      { couponNumber: number, discountFee: 10, status: 3 },
      admin,
    );
    expect(res.code).toBe(-2);
  });

  test('only the VIP plan right reaches coupons; customers never', async () => {
    const viewerToken = await app.adminToken(viewer.account, viewer.password);
    const strangerToken = await app.adminToken(stranger.account, stranger.password);
    expect((await ok(door, 'getCoupons', {}, viewerToken)).total).toEqual(expect.any(Number));
    expect(
      (await refusalOf(door, 'addCoupon', { numberOfCoupons: 1, discountFee: 10 }, viewerToken)).code,
    ).toBe(-4);
    expect((await refusalOf(door, 'getCoupons', {}, strangerToken)).code).toBe(-4);
    for (const token of [await tenants.signIn(main), await tenants.signInDevice(deviceAccount)]) {
      expect((await refusalOf(door, 'getCoupons', {}, token)).code).toBe(-4);
      expect((await refusalOf(door, 'addCoupon', { numberOfCoupons: 1, discountFee: 10 }, token)).code).toBe(
        -4,
      );
    }
  });

  test('every coupon call is refused (-5 coupon_setting_off) while showCoupon is off', async () => {
    const [number] = (await ok(door, 'addCoupon', { numberOfCoupons: 1, discountFee: 10 }, admin))
      .couponNumbers;
    await app.ok('editSystemSetting', { id: 'showCoupon', value: '0' }, admin);
    try {
      const off = { code: -5, data: { reason: 'coupon_setting_off' } };
      expect(await refusalOf(door, 'getCoupons', {}, admin)).toEqual(off);
      expect(await refusalOf(door, 'addCoupon', { numberOfCoupons: 1, discountFee: 10 }, admin)).toEqual(off);
      expect(
        await refusalOf(door, 'editCoupon', { couponNumber: number, discountFee: 10, status: 2 }, admin),
      ).toEqual(off);
      expect(await refusalOf(door, 'deleteCoupon', { couponNumber: number }, admin)).toEqual(off);
    } finally {
      await app.ok('editSystemSetting', { id: 'showCoupon', value: '1' }, admin);
    }
    expect((await ok(door, 'getCoupons', { keyword: number }, admin)).rows).toHaveLength(1);
  });
});
