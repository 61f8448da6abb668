import { InvoiceType, OrderStatus, PaymentStatus } from '@gps/codes';
import { AdminFunction } from '@gps/domain';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { recordCardOrder } from '../support/card-orders';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok, type Door } from '../support/two-doors';

jest.setTimeout(120_000);

/**
 * refundPlanOrder and abolitionInvoice through both doors (docs/decisions/finance.md): a manual
 * top-up delivered and invoiced is refunded by the rule, its days taken back and its invoice voided;
 * a second refund is refused; a refund the provider refuses leaves the order captured with the
 * reason, and may be asked again; the invoice voided while it may be, else refused and, on a
 * refund, an allowance; FINANCE edit only.
 */

const DAY_MS = 86_400_000;
const PRICE = 1200;
const EXTEND_DAYS = 365;
const INVOICE = { type: InvoiceType.PERSONAL, carrier: '/ABC1234' };

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 873_000_000_000_000);
let main: FleetFixture;
let mainDevices: string[];
let itemId: string;
let numbers = 0;

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
  ({ main, mainDevices } = await tenants.deviceDataWorld(admin));
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
  await app.ok('assignDevicesPlan', { deviceSerialNumbers: mainDevices, planId: 1 }, admin);
});
beforeEach(async () => {
  admin = await app.adminToken();
});
afterAll(() => app.stop());

async function serviceExpiry(serial: string): Promise<number> {
  return (await tenants.device(admin, serial)).serviceExpiredDate as number;
}

/** A manual top-up of one device: captured, delivered and invoiced at once. */
async function manualOrder(serial: string) {
  return app.ok(
    'addManualPlanOrder',
    { deviceSerialNumbers: [serial], kind: 'service', itemId, invoice: INVOICE, reference: 'Transfer 0042' },
    admin,
  );
}

/** A card order captured under `tradeNo`, recorded by the order decider (not delivered). */
async function capturedCardOrder(tradeNo: string): Promise<string> {
  numbers += 1;
  const orderNumber = `GP2611011600000000${String(numbers).padStart(2, '0')}`;
  const order = {
    orderNumber,
    serialNumber: mainDevices[3] as string,
    itemId,
    itemName: 'One year',
    price: PRICE,
  };
  await recordCardOrder(app, { ...order, fleetId: main.id }, { outcome: 'captured', tradeNo });
  return orderNumber;
}

describe.each(doorsOf(() => app))('refunds through $name', (door: Door) => {
  test('a delivered, invoiced top-up refunded before its days began: all of it, the days back, the invoice voided', async () => {
    const serial = mainDevices[0] as string;
    const before = await serviceExpiry(serial);
    const placed = await manualOrder(serial);
    expect(await serviceExpiry(serial)).toBeGreaterThan(before);
    const quote = await ok(door, 'getRefundQuote', { orderNumber: placed.orderNumber }, admin);
    expect(quote).toEqual({
      orderNumber: placed.orderNumber,
      amount: PRICE,
      full: true,
      devices: [{ deviceSerialNumber: serial, days: EXTEND_DAYS }],
    });
    const refunded = await ok(
      door,
      'refundPlanOrder',
      { orderNumber: placed.orderNumber, reason: 'mistake' },
      admin,
    );
    expect(refunded).toMatchObject({
      orderStatus: OrderStatus.REFUND_COMPLETE,
      paymentStatus: PaymentStatus.REFUNDED,
      refundRequestedAmount: PRICE,
      refundedAmount: PRICE,
      invoiceNumber: placed.invoiceNumber,
      invoiceVoided: true,
      allowanceAmount: 0,
    });
    expect(await serviceExpiry(serial)).toBe(Math.max(before, app.clock.now() * 1000));
    const again = await door.call(
      'refundPlanOrder',
      { orderNumber: placed.orderNumber, reason: 'again' },
      admin,
    );
    expect(again).toMatchObject({ code: -5, data: { reason: 'refund_exists' } });
  });

  test('a refund the provider refuses leaves the order captured with the reason; asked again, it is paid', async () => {
    const foreign = await capturedCardOrder('EC0000000000000001');
    const refused = await door.call('refundPlanOrder', { orderNumber: foreign, reason: 'moved' }, admin);
    expect(refused).toMatchObject({ code: -5, data: { reason: 'refund_refused' } });
    const page = await app.ok('getPlanOrders', { orderNumber: foreign }, admin);
    expect(page.rows[0]).toMatchObject({
      paymentStatus: PaymentStatus.CAPTURED,
      refundRequestedAmount: null,
      refundedAmount: 0,
      failure: 'refund_declined',
      failureReason: 'trade EC0000000000000001 is not a sandbox trade',
    });
    const ours = await capturedCardOrder('SB0000000000000000F1');
    expect(await ok(door, 'refundPlanOrder', { orderNumber: ours, reason: 'moved' }, admin)).toMatchObject({
      paymentStatus: PaymentStatus.REFUNDED,
      refundedAmount: PRICE,
      invoiceNumber: null,
      failure: null,
    });
  });

  test('a refund the provider does not answer is refused as unanswered, the order captured; asked again, it is paid and the failure gone', async () => {
    const orderNumber = await capturedCardOrder('SB0000000000000000F2');
    const provider = app.platform.payments.provider;
    const unreachable = jest
      .spyOn(provider, 'refund')
      .mockResolvedValueOnce({ accepted: false, unanswered: true, reason: 'ECPay answered HTTP 502' });
    try {
      const refused = await door.call('refundPlanOrder', { orderNumber, reason: 'moved' }, admin);
      expect(refused).toMatchObject({ code: -5, data: { reason: 'refund_unanswered' } });
      const page = await app.ok('getPlanOrders', { orderNumber }, admin);
      expect(page.rows[0]).toMatchObject({
        paymentStatus: PaymentStatus.CAPTURED,
        refundRequestedAmount: null,
        failure: 'refund_unanswered',
        failureReason: 'ECPay answered HTTP 502',
      });
      expect(await ok(door, 'refundPlanOrder', { orderNumber, reason: 'moved' }, admin)).toMatchObject({
        paymentStatus: PaymentStatus.REFUNDED,
        failure: null,
        failureReason: null,
      });
    } finally {
      unreachable.mockRestore();
    }
  });

  test('abolitionInvoice voids while it may; then invoice_stage; after the period, invoice_not_voidable and a refund is an allowance', async () => {
    const voided = await manualOrder(mainDevices[1] as string);
    const answer = await ok(
      door,
      'abolitionInvoice',
      { orderNumber: voided.orderNumber, reason: 'retitled' },
      admin,
    );
    expect(answer).toMatchObject({ invoiceNumber: voided.invoiceNumber, invoiceVoided: true });
    expect(
      await door.call('abolitionInvoice', { orderNumber: voided.orderNumber, reason: 'x' }, admin),
    ).toMatchObject({
      code: -5,
      data: { reason: 'invoice_stage' },
    });
    const late = await manualOrder(mainDevices[2] as string);
    // Past the invoice period's voiding deadline (the 13th after its two months).
    app.clock.advance(100 * DAY_MS);
    admin = await app.adminToken();
    expect(
      await door.call('abolitionInvoice', { orderNumber: late.orderNumber, reason: 'x' }, admin),
    ).toMatchObject({
      code: -5,
      data: { reason: 'invoice_not_voidable' },
    });
    const refunded = await ok(
      door,
      'refundPlanOrder',
      { orderNumber: late.orderNumber, reason: 'moved' },
      admin,
    );
    expect(refunded.invoiceVoided).toBe(false);
    expect(refunded.refundedAmount).toBeGreaterThan(0);
    expect(refunded.allowanceAmount).toBe(refunded.refundedAmount);
  });

  test('FINANCE edit only (-4); an unknown order -3; a reason is required (-2)', async () => {
    const viewer = await createAdmin(app, { rights: { [AdminFunction.FINANCE]: '0001' } });
    const viewerToken = await app.adminToken(viewer.account, viewer.password);
    const mainToken = await tenants.signIn(main);
    const unknown = { orderNumber: 'GP261101160000999999', reason: 'x' };
    for (const token of [viewerToken, mainToken]) {
      expect((await door.call('refundPlanOrder', unknown, token)).code).toBe(-4);
      expect((await door.call('getRefundQuote', { orderNumber: unknown.orderNumber }, mainToken)).code).toBe(
        -4,
      );
      expect((await door.call('abolitionInvoice', unknown, token)).code).toBe(-4);
    }
    expect((await door.call('refundPlanOrder', unknown, admin)).code).toBe(-3);
    expect((await door.call('getRefundQuote', { orderNumber: unknown.orderNumber }, admin)).code).toBe(-3);
    expect((await door.call('abolitionInvoice', unknown, admin)).code).toBe(-3);
    expect((await door.call('refundPlanOrder', { ...unknown, reason: ' ' }, admin)).code).toBe(-2);
  });
});
