import { InvoiceType, OrderKind, OrderStatus, PaymentStatus, PaymentType } from '@gps/codes';
import { AdminFunction, type OrderCommand } from '@gps/domain';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { recordOrderCommand } from '../support/card-orders';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok, type Door } from '../support/two-doors';

jest.setTimeout(60_000);

/**
 * getPlanOrders through both doors (docs/decisions/orders.md): administrators with FINANCE view
 * see every order, a main fleet its own and its sub-fleets', a sub-fleet its own (never its
 * parent's), a device account its device's; each filter; another tenant's fleet or device -3; an
 * administrator without FINANCE -4. The orders are recorded by the order decider itself (the calls
 * that place and pay them come with the payment providers).
 */

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 871_000_000_000_000);
let main: FleetFixture;
let sub: FleetFixture;
let other: FleetFixture;
let mainDevices: string[];
let subDevice: string;
let otherDevice: string;
let deviceAccount: { serial: string; password: string };
const numbers = { main: '', sub: '', other: '', device: '' };
const MICROS = 1000;

function record(orderNumber: string, command: OrderCommand): Promise<void> {
  return recordOrderCommand(app, orderNumber, command);
}

/** An order of one device by card; `paid` records its authorisation and capture. */
async function order(
  orderNumber: string,
  serial: string,
  fleetId: string,
  paymentType: PaymentType,
  paid: boolean,
): Promise<string> {
  const at = app.clock.now();
  const manual = paymentType === PaymentType.MANUAL;
  await record(orderNumber, {
    type: 'PlaceOrder',
    orderNumber,
    kind: OrderKind.SERVICE,
    itemId: 'item-1',
    itemName: 'One year',
    invoiceName: 'GPS service, one year',
    planId: 1,
    lines: [{ serialNumber: serial, unitPrice: 1200, overtime: false, days: 365 }],
    couponNumber: null,
    couponDiscount: 0,
    invoice: { type: InvoiceType.PERSONAL, carrier: '/ABC1234' },
    paymentType,
    provider: manual ? 'manual' : 'sandbox',
    fleetId,
    ...(manual ? { manualReference: 'bank transfer 42' } : {}),
    at,
    by: 'someone',
  });
  if (paid && !manual) {
    await record(orderNumber, {
      type: 'RecordPaymentNotification',
      orderNumber,
      tradeNo: `T-${orderNumber}`,
      outcome: 'captured',
      amount: 1200,
      at: at + 1,
      by: 'sandbox',
    });
  }
  app.clock.advance(60_000);
  return orderNumber;
}

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
  ({ main, sub, other, mainDevices, subDevice, otherDevice, deviceAccount } =
    await tenants.deviceDataWorld(admin));
  numbers.main = await order(
    'GP261101160000000001',
    mainDevices[0] as string,
    main.id,
    PaymentType.CREDIT_CARD,
    true,
  );
  numbers.sub = await order('GP261101160100000002', subDevice, sub.id, PaymentType.CONVENIENCE_STORE, false);
  numbers.other = await order('GP261101160200000003', otherDevice, other.id, PaymentType.CREDIT_CARD, true);
  numbers.device = await order(
    'GP261101160300000004',
    deviceAccount.serial,
    main.id,
    PaymentType.MANUAL,
    true,
  );
});
beforeEach(async () => {
  admin = await app.adminToken();
});
afterAll(() => app.stop());

interface Page {
  total: number;
  rows: { orderNumber: string; [k: string]: unknown }[];
}

const list = (door: Door, input: Record<string, unknown>, token: string) =>
  ok<Page>(door, 'getPlanOrders', input, token);
const numbersOf = (page: Page) => page.rows.map((r) => r.orderNumber);

describe.each(doorsOf(() => app))('getPlanOrders through $name', (door) => {
  test('an administrator with FINANCE view sees every order, newest placed first, whole', async () => {
    const finance = await createAdmin(app, { rights: { [AdminFunction.FINANCE]: '0001' } });
    const page = await list(door, {}, await app.adminToken(finance.account, finance.password));
    expect(numbersOf(page)).toEqual([numbers.device, numbers.other, numbers.sub, numbers.main]);
    expect(page.total).toBe(4);
    expect(page.rows[3]).toEqual({
      orderNumber: numbers.main,
      kind: 'service',
      itemId: 'item-1',
      itemName: 'One year',
      planId: 1,
      lines: [{ serialNumber: mainDevices[0], unitPrice: 1200, overtime: false, days: 365 }],
      deviceSerialNumbers: [mainDevices[0]],
      subtotal: 1200,
      discount: 0,
      amount: 1200,
      couponNumber: null,
      orderStatus: OrderStatus.PAID_DELIVERING,
      paymentStatus: PaymentStatus.CAPTURED,
      paymentType: PaymentType.CREDIT_CARD,
      provider: 'sandbox',
      tradeNo: `T-${numbers.main}`,
      paymentCode: null,
      paymentCodeExpiresAt: null,
      failure: null,
      failureReason: null,
      invoiceType: InvoiceType.PERSONAL,
      invoiceNumber: null,
      invoiceVoided: false,
      allowanceAmount: 0,
      refundRequestedAmount: null,
      refundedAmount: 0,
      fleetId: main.id,
      parentFleetId: null,
      placedAt: expect.any(Number),
      capturedAt: (page.rows[3]?.['placedAt'] as number) + MICROS,
      deliveredAt: null,
      refundedAt: null,
      by: 'someone',
      note: null,
    });
  });

  test('an administrator filters by status, payment type, fleet (with its sub-fleets), device, number and period', async () => {
    expect(numbersOf(await list(door, { orderStatus: OrderStatus.WAITING_FOR_PAYMENT }, admin))).toEqual([
      numbers.sub,
    ]);
    expect(numbersOf(await list(door, { paymentType: PaymentType.MANUAL }, admin))).toEqual([numbers.device]);
    expect(numbersOf(await list(door, { fleetId: main.id }, admin))).toEqual([
      numbers.device,
      numbers.sub,
      numbers.main,
    ]);
    expect(numbersOf(await list(door, { fleetId: sub.id }, admin))).toEqual([numbers.sub]);
    expect(numbersOf(await list(door, { deviceSerialNumber: otherDevice }, admin))).toEqual([numbers.other]);
    expect(numbersOf(await list(door, { orderNumber: numbers.sub }, admin))).toEqual([numbers.sub]);
    const all = await list(door, {}, admin);
    const placedOf = (n: string) => all.rows.find((r) => r.orderNumber === n)?.['placedAt'] as number;
    expect(
      numbersOf(
        await list(door, { startTime: placedOf(numbers.sub), endTime: placedOf(numbers.device) }, admin),
      ),
    ).toEqual([numbers.other, numbers.sub]);
    expect((await list(door, { pageRows: 1, pageIndex: 1 }, admin)).rows.map((r) => r.orderNumber)).toEqual([
      numbers.other,
    ]);
  });

  test('a main fleet sees its own and its sub-fleets\u2019 orders, a sub-fleet its own, a device account its device\u2019s', async () => {
    const mainToken = await tenants.signIn(main);
    expect(numbersOf(await list(door, {}, mainToken))).toEqual([numbers.device, numbers.sub, numbers.main]);
    expect(numbersOf(await list(door, { fleetId: sub.id }, mainToken))).toEqual([numbers.sub]);
    expect(numbersOf(await list(door, { deviceSerialNumber: subDevice }, mainToken))).toEqual([numbers.sub]);
    const subToken = await tenants.signIn(sub);
    expect(numbersOf(await list(door, {}, subToken))).toEqual([numbers.sub]);
    const deviceToken = await tenants.signInDevice(deviceAccount);
    expect(numbersOf(await list(door, {}, deviceToken))).toEqual([numbers.device]);
  });

  test('another tenant\u2019s fleet or device is -3: a sub-fleet never reaches its parent\u2019s orders', async () => {
    const mainToken = await tenants.signIn(main);
    const subToken = await tenants.signIn(sub);
    const deviceToken = await tenants.signInDevice(deviceAccount);
    expect((await door.call('getPlanOrders', { fleetId: other.id }, mainToken)).code).toBe(-3);
    expect((await door.call('getPlanOrders', { deviceSerialNumber: otherDevice }, mainToken)).code).toBe(-3);
    expect((await door.call('getPlanOrders', { fleetId: main.id }, subToken)).code).toBe(-3);
    expect((await door.call('getPlanOrders', { deviceSerialNumber: mainDevices[0] }, subToken)).code).toBe(
      -3,
    );
    expect((await door.call('getPlanOrders', { fleetId: main.id }, deviceToken)).code).toBe(-3);
  });

  test('an administrator without FINANCE is -4; bad input is -2', async () => {
    const clerk = await createAdmin(app, { rights: { [AdminFunction.DEVICE]: '1111' } });
    const clerkToken = await app.adminToken(clerk.account, clerk.password);
    expect((await door.call('getPlanOrders', {}, clerkToken)).code).toBe(-4);
    expect((await door.call('getPlanOrders', { orderStatus: 12 }, admin)).code).toBe(-2);
    expect((await door.call('getPlanOrders', { pageRows: 101 }, admin)).code).toBe(-2);
  });
});
