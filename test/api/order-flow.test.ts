import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { InvoiceType, OrderStatus, PaymentStatus, PaymentType } from '@gps/codes';
import { AdminFunction, orderDecider, streams, type OrderCommand } from '@gps/domain';
import { sandboxNotificationBody, type PaymentNotification } from '@gps/payments';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok, type Door } from '../support/two-doors';

jest.setTimeout(120_000);

/**
 * The order flow of docs/decisions/orders.md through both doors and the notification endpoint:
 * placing (tenancy, the item and device rules, the coupon), notifications (idempotent, racing,
 * badly signed, a second payment), the fulfilment (delivered and invoiced once, after a crash
 * too), unpaid orders cancelled, and the sandbox provider end to end over HTTP.
 */

const DAY_MS = 86_400_000;
const MICROS = 1000;
const PRICE = 1200;
const EXTEND_DAYS = 365;
const INVOICE = { type: InvoiceType.PERSONAL, carrier: '/ABC1234' };
const INVOICE_NUMBER = /^[A-Z]{2}\d{8}$/;

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 872_000_000_000_000);
let main: FleetFixture;
let sub: FleetFixture;
let other: FleetFixture;
let mainDevices: string[];
let subDevice: string;
let otherDevice: string;
let deviceAccount: { serial: string; password: string };
let itemId: string;
let vipItemId: string;

/** A port free now, so PUBLIC_URL can name the server the sandbox page notifies. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let env: Record<string, string>;

/** A free port for the app, and PUBLIC_URL naming it. */
async function envOnFreePort(): Promise<Record<string, string>> {
  const port = await freePort();
  env = { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
  return env;
}

beforeAll(async () => {
  app = await TestApp.start(await envOnFreePort());
  admin = await app.adminToken();
  ({ main, sub, other, mainDevices, subDevice, otherDevice, deviceAccount } =
    await tenants.deviceDataWorld(admin));
  const item = await app.ok(
    'addPlanItem',
    {
      planId: 1,
      name: 'One year',
      price: PRICE,
      extendDays: EXTEND_DAYS,
      activeStatus: 1,
      overtimeDays: 30,
      overtimePrice: 1500,
    },
    admin,
  );
  itemId = item.id;
  const vip = await app.ok(
    'addVipPlanItem',
    { flag: 1, name: 'VIP month', price: 99, extendDays: 30, statusCode: 1 },
    admin,
  );
  vipItemId = vip.id;
  await app.ok(
    'assignDevicesPlan',
    { deviceSerialNumbers: [...mainDevices, subDevice, otherDevice], planId: 1 },
    admin,
  );
  await app.ok('editSystemSetting', { id: 'showCoupon', value: '1' }, admin);
});
beforeEach(async () => {
  admin = await app.adminToken();
});
afterAll(() => app.stop());

/** A sent coupon of `discountFee`. */
async function coupon(discountFee: number): Promise<string> {
  const batch = await app.ok('addCoupon', { numberOfCoupons: 1, discountFee }, admin);
  const [couponNumber] = batch.couponNumbers as string[];
  await app.ok('editCoupon', { couponNumber, discountFee, status: 2 }, admin);
  return couponNumber!;
}

const mainToken = () => tenants.signIn(main);

function order(devices: string[], extra: Record<string, unknown> = {}) {
  return {
    deviceSerialNumbers: devices,
    kind: 'service',
    itemId,
    invoice: INVOICE,
    paymentType: PaymentType.CREDIT_CARD,
    confirmed: true,
    ...extra,
  };
}

async function planOrder(orderNumber: string) {
  const page = await app.ok('getPlanOrders', { orderNumber }, admin);
  return page.rows[0];
}

/** The device's service events written by this order. */
async function extensions(serial: string, orderNumber: string) {
  const events = await app.platform.events.readStream(streams.device(serial));
  return events.filter((e) => e.type === 'ServiceExtended' && e.data.orderNumber === orderNumber);
}

async function serviceExpiry(serial: string): Promise<number> {
  return (await tenants.device(admin, serial)).serviceExpiredDate as number;
}

/** Posts a notification to the endpoint as the sandbox signs it. */
async function notify(notification: PaymentNotification, secret = app.platform.payments.sandboxSecret!) {
  return fetch(`${app.server.url}/api/payments/sandbox/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(sandboxNotificationBody(notification, secret)).toString(),
  });
}

const captured = (orderNumber: string, amount: number, tradeNo = 'SB0000000000000000AA') => ({
  orderNumber,
  tradeNo,
  outcome: 'captured' as const,
  amount,
});

describe.each(doorsOf(() => app))('orders through $name', (door: Door) => {
  test('a main fleet orders two of its devices and gets the sandbox checkout form', async () => {
    const token = await mainToken();
    const placed = await ok(door, 'addPlanOrder', order([mainDevices[0]!, mainDevices[1]!]), token);
    expect(placed).toMatchObject({ orderNumber: expect.stringMatching(/^GP\d{18}$/), amount: 2 * PRICE });
    expect(placed.checkout.method).toBe('GET');
    expect(placed.checkout.action).toBe(`${env.PUBLIC_URL}/pay/sandbox/${placed.orderNumber}`);
    const fields = Object.fromEntries(
      (placed.checkout.fields as { name: string; value: string }[]).map((f) => [f.name, f.value]),
    );
    expect(fields).toMatchObject({
      orderNumber: placed.orderNumber,
      amount: String(2 * PRICE),
      notifyUrl: `${env.PUBLIC_URL}/api/payments/sandbox/notify`,
      returnUrl: `${env.PUBLIC_URL}/main/order/${placed.orderNumber}`,
    });
    expect(await planOrder(placed.orderNumber)).toMatchObject({
      orderStatus: OrderStatus.WAITING_FOR_PAYMENT,
      paymentStatus: PaymentStatus.UNPAID,
      fleetId: main.id,
      lines: [
        { serialNumber: mainDevices[0], unitPrice: PRICE, overtime: false, days: EXTEND_DAYS },
        { serialNumber: mainDevices[1], unitPrice: PRICE, overtime: false, days: EXTEND_DAYS },
      ],
    });
  });

  test('tenancy: another fleet\u2019s device -3, a sub-fleet paying for its parent\u2019s -3, a device account for itself', async () => {
    const token = await mainToken();
    expect((await door.call('addPlanOrder', order([otherDevice]), token)).code).toBe(-3);
    const subToken = await tenants.signIn(sub);
    expect((await door.call('addPlanOrder', order([mainDevices[0]!]), subToken)).code).toBe(-3);
    expect((await door.call('addPlanOrder', order([subDevice]), subToken)).code).toBe(0);
    const deviceToken = await tenants.signInDevice(deviceAccount);
    expect((await door.call('addPlanOrder', order([deviceAccount.serial]), deviceToken)).code).toBe(0);
    expect((await door.call('addPlanOrder', order([mainDevices[0]!]), deviceToken)).code).toBe(-3);
    const both = await ok(door, 'addPlanOrder', order([mainDevices[0]!, subDevice]), token);
    expect(await planOrder(both.orderNumber)).toMatchObject({ fleetId: main.id });
    const subsOwn = await ok(door, 'addPlanOrder', order([subDevice]), token);
    expect(await planOrder(subsOwn.orderNumber)).toMatchObject({ fleetId: sub.id });
    expect((await door.call('addPlanOrder', order([mainDevices[0]!]), admin)).code).toBe(-4);
  });

  test('the item rules: a VIP item for a device without value-added services, an unknown item, an unconfirmed long expiry', async () => {
    const token = await mainToken();
    const vip = await door.call(
      'addPlanOrder',
      order([mainDevices[2]!], { kind: 'vip', itemId: vipItemId }),
      token,
    );
    expect(vip).toMatchObject({ code: -5, data: { reason: 'not_value_added' } });
    expect(
      (await door.call('addPlanOrder', order([mainDevices[2]!], { itemId: 'no-such-item' }), token)).code,
    ).toBe(-3);
    const unconfirmed = await door.call(
      'addPlanOrder',
      order([mainDevices[2]!], { confirmed: false }),
      token,
    );
    expect(unconfirmed).toMatchObject({ code: -5, data: { reason: 'confirmation_required' } });
    // Bad invoice details are answered before the confirmation is asked: nobody confirms an order
    // the server would then refuse.
    const badInvoice = await door.call(
      'addPlanOrder',
      order([mainDevices[2]!], {
        confirmed: false,
        invoice: { type: InvoiceType.COMPANY, taxId: '04595253', companyTitle: 'ACME' },
      }),
      token,
    );
    expect(badInvoice).toMatchObject({
      code: -2,
      data: { issues: [{ field: 'invoice.taxId', code: 'tax_id_invalid' }] },
    });
  });

  test('a customer cancels an unpaid order; another fleet cannot (-3); its coupon is given back', async () => {
    const couponNumber = await coupon(100);
    const placed = await ok(
      door,
      'addPlanOrder',
      order([mainDevices[3]!], { couponNumber }),
      await mainToken(),
    );
    expect(placed.amount).toBe(PRICE - 100);
    const otherToken = await tenants.signIn(other);
    expect((await door.call('cancelPlanOrder', { orderNumber: placed.orderNumber }, otherToken)).code).toBe(
      -3,
    );
    const cancelled = await ok(
      door,
      'cancelPlanOrder',
      { orderNumber: placed.orderNumber },
      await mainToken(),
    );
    expect(cancelled).toMatchObject({ orderStatus: OrderStatus.CANCELLED, couponNumber });
    const coupons = await app.ok('getCoupons', { keyword: couponNumber }, admin);
    expect(coupons.rows[0]).toMatchObject({ status: 2, orderNumber: null });
  });

  test('an administrator records a manual top-up: captured, delivered and invoiced at once', async () => {
    const finance = await createAdmin(app, { rights: { [AdminFunction.FINANCE]: '1101' } });
    const token = await app.adminToken(finance.account, finance.password);
    const before = await serviceExpiry(mainDevices[4]!);
    const manual = await ok(
      door,
      'addManualPlanOrder',
      {
        deviceSerialNumbers: [mainDevices[4]],
        kind: 'service',
        itemId,
        invoice: INVOICE,
        reference: 'Transfer 0042',
        note: 'Paid at the counter',
      },
      token,
    );
    expect(manual).toMatchObject({
      paymentType: PaymentType.MANUAL,
      provider: 'manual',
      tradeNo: 'Transfer 0042',
      orderStatus: OrderStatus.COMPLETED,
      paymentStatus: PaymentStatus.CAPTURED,
      invoiceNumber: expect.stringMatching(INVOICE_NUMBER),
      note: 'Paid at the counter',
      fleetId: main.id,
    });
    const after = await serviceExpiry(mainDevices[4]!);
    expect(after - before).toBe(EXTEND_DAYS * DAY_MS * MICROS);
    const again = await ok(door, 'extendServiceDate', { orderNumber: manual.orderNumber }, token);
    expect(again).toEqual({
      orderNumber: manual.orderNumber,
      kind: 'service',
      devices: [{ deviceSerialNumber: mainDevices[4], expiredDate: after }],
    });
    expect(await extensions(mainDevices[4]!, manual.orderNumber)).toHaveLength(1);
  });
});

describe('notifications', () => {
  async function placed(serial: string, extra: Record<string, unknown> = {}) {
    return app.ok('addPlanOrder', order([serial], extra), await mainToken());
  }

  test('a capture delivered twice extends once, and the order is invoiced once', async () => {
    const { orderNumber } = await placed(mainDevices[0]!);
    const before = await serviceExpiry(mainDevices[0]!);
    for (const _ of [1, 2]) {
      const answer = await notify(captured(orderNumber, PRICE));
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('OK');
    }
    await app.platform.orderFulfilment.settled();
    expect(await extensions(mainDevices[0]!, orderNumber)).toHaveLength(1);
    expect((await serviceExpiry(mainDevices[0]!)) - before).toBe(EXTEND_DAYS * DAY_MS * MICROS);
    expect(await planOrder(orderNumber)).toMatchObject({
      orderStatus: OrderStatus.COMPLETED,
      invoiceNumber: expect.stringMatching(INVOICE_NUMBER),
    });
  });

  test('two notifications racing extend once', async () => {
    const { orderNumber } = await placed(mainDevices[1]!);
    const answers = await Promise.all([1, 2, 3].map(() => notify(captured(orderNumber, PRICE))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    await app.platform.orderFulfilment.settled();
    expect(await extensions(mainDevices[1]!, orderNumber)).toHaveLength(1);
  });

  test('a bad signature changes nothing and is written to the system log', async () => {
    const { orderNumber } = await placed(mainDevices[2]!);
    const answer = await notify(captured(orderNumber, PRICE), 'not-the-secret');
    expect(answer.status).toBe(400);
    await app.platform.orderFulfilment.settled();
    expect(await planOrder(orderNumber)).toMatchObject({ orderStatus: OrderStatus.WAITING_FOR_PAYMENT });
    const orderEvents = await app.platform.events.readStream(streams.order(orderNumber));
    expect(orderEvents.map((e) => e.type)).toEqual(['OrderPlaced']);
    const logs = await app.ok('getSystemLogs', { keyword: 'paymentNotification' }, admin);
    expect(logs.rows.some((r: { detail: string | null }) => r.detail?.includes(orderNumber))).toBe(true);
  });

  test('two payments for one order cannot both count', async () => {
    const { orderNumber } = await placed(mainDevices[3]!);
    await notify(captured(orderNumber, PRICE, 'SB0000000000000000B1'));
    const second = await notify(captured(orderNumber, PRICE, 'SB0000000000000000B2'));
    expect(second.status).toBe(200);
    await app.platform.orderFulfilment.settled();
    const events = await app.platform.events.readStream(streams.order(orderNumber));
    expect(events.filter((e) => e.type === 'PaymentCaptured').map((e) => e.data.tradeNo)).toEqual([
      'SB0000000000000000B1',
    ]);
    expect(await extensions(mainDevices[3]!, orderNumber)).toHaveLength(1);
    // Finance learns of the second payment, to refund it.
    const logs = await app.ok('getSystemLogs', { keyword: 'SB0000000000000000B2' }, admin);
    expect(logs.rows.map((r: { detail: string }) => r.detail)).toEqual([
      expect.stringContaining(`order ${orderNumber} by trade SB0000000000000000B2`),
    ]);
  });

  test('another provider\u2019s endpoint is 404', async () => {
    const answer = await fetch(`${app.server.url}/api/payments/ecpay/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    });
    expect(answer.status).toBe(404);
  });
});

describe('VIP services and redelivery', () => {
  test('a VIP service for a device with value-added services on moves its valueExpiredDate from delivery', async () => {
    const serial = mainDevices[2]!;
    await app.ok('editDevice', { deviceSerialNumber: serial, isValueAddedVisible: 1 }, admin);
    const placed = await app.ok(
      'addPlanOrder',
      order([serial], { kind: 'vip', itemId: vipItemId }),
      await mainToken(),
    );
    expect(placed.amount).toBe(99);
    await notify(captured(placed.orderNumber, 99));
    await app.platform.orderFulfilment.settled();
    const device = await tenants.device(admin, serial);
    expect(device.valueExpiredDate).toBe((app.clock.now() + 30 * DAY_MS) * MICROS);
    expect(await planOrder(placed.orderNumber)).toMatchObject({
      kind: 'vip',
      orderStatus: OrderStatus.COMPLETED,
    });
  });

  test('an address plan moves the device\u2019s addressPlanExpiredDate; a VIP item of the other flag is -3', async () => {
    const serial = mainDevices[2]!;
    const plan = await app.ok(
      'addVipPlanItem',
      { flag: 2, name: 'Address plan', price: 199, extendDays: 90, statusCode: 1 },
      admin,
    );
    const token = await mainToken();
    const wrongFlag = await app.api(
      'addPlanOrder',
      order([serial], { kind: 'address', itemId: vipItemId }),
      token,
    );
    expect(wrongFlag.code).toBe(-3);
    const placed = await app.ok('addPlanOrder', order([serial], { kind: 'address', itemId: plan.id }), token);
    await notify(captured(placed.orderNumber, 199));
    await app.platform.orderFulfilment.settled();
    const device = await tenants.device(admin, serial);
    expect(device.addressPlanExpiredDate).toBe((app.clock.now() + 90 * DAY_MS) * MICROS);
  });

  test('extendServiceDate before the capture is -5 payment_stage and extends nothing; an unknown order -3', async () => {
    const placed = await app.ok('addPlanOrder', order([mainDevices[0]!]), await mainToken());
    const early = await app.api('extendServiceDate', { orderNumber: placed.orderNumber }, admin);
    expect(early).toMatchObject({ code: -5, data: { reason: 'payment_stage' } });
    expect(await extensions(mainDevices[0]!, placed.orderNumber)).toHaveLength(0);
    expect((await app.api('extendServiceDate', { orderNumber: 'GP000000000000000000' }, admin)).code).toBe(
      -3,
    );
  });
});

describe('coupons and zero amounts', () => {
  test('two orders racing for one coupon: exactly one is placed', async () => {
    const couponNumber = await coupon(200);
    const token = await mainToken();
    const answers = await Promise.all(
      [mainDevices[0]!, mainDevices[1]!].map((serial) =>
        app.api('addPlanOrder', order([serial], { couponNumber }), token),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([-5, 0]);
    expect(answers.find((a) => a.code === -5)?.data).toEqual({ reason: 'coupon_used' });
    const used = await app.ok('getCoupons', { keyword: couponNumber }, admin);
    expect(used.rows[0]).toMatchObject({
      status: 3,
      orderNumber: answers.find((a) => a.code === 0)?.data.orderNumber,
    });
  });

  test('an order the coupon pays whole is captured and delivered at once, without a provider or an invoice', async () => {
    const couponNumber = await coupon(PRICE + 500);
    const before = await serviceExpiry(mainDevices[5]!);
    const placed = await app.ok(
      'addPlanOrder',
      order([mainDevices[5]!], { couponNumber }),
      await mainToken(),
    );
    expect(placed).toMatchObject({ amount: 0, checkout: null });
    expect(await planOrder(placed.orderNumber)).toMatchObject({
      orderStatus: OrderStatus.COMPLETED,
      discount: PRICE,
      invoiceNumber: null,
    });
    expect((await serviceExpiry(mainDevices[5]!)) - before).toBe(EXTEND_DAYS * DAY_MS * MICROS);
  });
});

describe('unpaid orders', () => {
  test('a card order unpaid after an hour is cancelled by the sweep, and its coupon given back', async () => {
    const couponNumber = await coupon(50);
    const placed = await app.ok(
      'addPlanOrder',
      order([mainDevices[2]!], { couponNumber }),
      await mainToken(),
    );
    app.clock.advance(59 * 60_000);
    expect(await app.platform.unpaidOrders.sweep()).toBe(0);
    app.clock.advance(2 * 60_000);
    expect(await app.platform.unpaidOrders.sweep()).toBeGreaterThanOrEqual(1);
    admin = await app.adminToken();
    expect(await planOrder(placed.orderNumber)).toMatchObject({ orderStatus: OrderStatus.CANCELLED });
    const coupons = await app.ok('getCoupons', { keyword: couponNumber }, admin);
    expect(coupons.rows[0]).toMatchObject({ status: 2, orderNumber: null });
  });

  test('a convenience-store code waits until its deadline and an hour, then the order is cancelled', async () => {
    const placed = await app.ok(
      'addPlanOrder',
      order([mainDevices[3]!], { paymentType: PaymentType.CONVENIENCE_STORE }),
      await mainToken(),
    );
    const expiresAt = app.clock.now() + 7 * DAY_MS;
    await notify({
      orderNumber: placed.orderNumber,
      tradeNo: 'SB0000000000000000C1',
      outcome: 'code-issued',
      amount: PRICE,
      paymentCode: '123456789012',
      codeExpiresAt: expiresAt,
    });
    app.clock.advance(7 * DAY_MS);
    await app.platform.unpaidOrders.sweep();
    admin = await app.adminToken();
    expect(await planOrder(placed.orderNumber)).toMatchObject({
      orderStatus: OrderStatus.WAITING_FOR_PAYMENT,
    });
    app.clock.advance(61 * 60_000);
    await app.platform.unpaidOrders.sweep();
    admin = await app.adminToken();
    expect(await planOrder(placed.orderNumber)).toMatchObject({ orderStatus: OrderStatus.CANCELLED });
  });
});

describe('a crash between the capture and the delivery', () => {
  test('the next start delivers and invoices once', async () => {
    const placed = await app.ok('addPlanOrder', order([subDevice]), await tenants.signIn(sub));
    // The capture appended as a notification would, with no process left to act on it.
    await app.platform.commands.handle(
      orderDecider,
      streams.order(placed.orderNumber),
      {
        type: 'RecordPaymentNotification',
        orderNumber: placed.orderNumber,
        tradeNo: 'SB0000000000000000D1',
        outcome: 'captured',
        amount: PRICE,
        at: app.clock.now(),
        by: 'sandbox',
      },
      { commandId: randomUUID(), actor: { kind: 'system', id: 'test' } },
    );
    await app.shutdown();
    // On another port: the client's kept-alive connections to the stopped server are not reused.
    await app.boot(await envOnFreePort());
    // The start's sweep, joined.
    await app.platform.orderFulfilment.sweep();
    admin = await app.adminToken();
    expect(await extensions(subDevice, placed.orderNumber)).toHaveLength(1);
    expect(await planOrder(placed.orderNumber)).toMatchObject({
      orderStatus: OrderStatus.COMPLETED,
      invoiceNumber: expect.stringMatching(INVOICE_NUMBER),
    });
    await app.shutdown();
    await app.boot(await envOnFreePort());
    // The start's sweep, joined.
    await app.platform.orderFulfilment.sweep();
    admin = await app.adminToken();
    expect(await extensions(subDevice, placed.orderNumber)).toHaveLength(1);
  });
});

describe('a refund asked before the delivery', () => {
  test('stops the delivery; the payment captured is invoiced all the same', async () => {
    const placed = await app.ok('addPlanOrder', order([mainDevices[4]!]), await mainToken());
    const record = (command: OrderCommand) =>
      app.platform.commands.handle(orderDecider, streams.order(placed.orderNumber), command, {
        commandId: randomUUID(),
        actor: { kind: 'system', id: 'test' },
      });
    const at = app.clock.now();
    await record({
      type: 'RecordPaymentNotification',
      orderNumber: placed.orderNumber,
      tradeNo: 'SB0000000000000000E1',
      outcome: 'captured',
      amount: PRICE,
      at,
      by: 'sandbox',
    });
    await record({
      type: 'RequestRefund',
      orderNumber: placed.orderNumber,
      amount: PRICE,
      reason: 'r',
      at,
      by: 'x',
    });
    await app.platform.orderFulfilment.sweep();
    expect(await extensions(mainDevices[4]!, placed.orderNumber)).toHaveLength(0);
    expect(await planOrder(placed.orderNumber)).toMatchObject({
      deliveredAt: null,
      invoiceNumber: expect.stringMatching(INVOICE_NUMBER),
    });
    const again = await app.api('extendServiceDate', { orderNumber: placed.orderNumber }, admin);
    expect(again).toMatchObject({ code: -5, data: { reason: 'payment_stage' } });
  });
});

describe('the sandbox provider end to end over HTTP', () => {
  test('checkout form, the hosted page\u2019s card choice, the notification, delivered and invoiced', async () => {
    const token = await mainToken();
    const before = await serviceExpiry(mainDevices[1]!);
    const placed = await app.ok('addPlanOrder', order([mainDevices[1]!]), token);
    const fields = Object.fromEntries(
      (placed.checkout.fields as { name: string; value: string }[]).map((f) => [f.name, f.value]),
    );
    const page = await fetch(`${placed.checkout.action}?${new URLSearchParams(fields)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(placed.orderNumber);
    const chosen = await fetch(placed.checkout.action, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, choice: 'card' }).toString(),
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(`${env.PUBLIC_URL}/main/order/${placed.orderNumber}`);
    await app.platform.orderFulfilment.settled();
    const done = await ok(
      doorsOf(() => app)[1]!,
      'getPlanOrders',
      { orderNumber: placed.orderNumber },
      token,
    );
    expect(done.rows[0]).toMatchObject({
      orderStatus: OrderStatus.COMPLETED,
      paymentStatus: PaymentStatus.CAPTURED,
      tradeNo: expect.stringMatching(/^SB/),
      invoiceNumber: expect.stringMatching(INVOICE_NUMBER),
      deliveredAt: expect.any(Number),
    });
    expect((await serviceExpiry(mainDevices[1]!)) - before).toBe(EXTEND_DAYS * DAY_MS * MICROS);
  });
});
