import { InvoiceType, OrderKind, OrderStatus, PaymentStatus, PaymentType } from '@gps/codes';
import { orderDecider, streams, type OrderCommand, type OrderEvent } from '@gps/domain';
import { Collections, planOrdersProjection } from '@gps/projections';
import { DAY, DirectoryHarness, MINUTE, fleetCreated, us } from './support/directory-harness';

/** The orders read model: what each event sets, and a rebuild byte for byte equal to live. */

const T = Date.UTC(2026, 10, 25, 2, 0, 0);
const CARD = 'GP261125100000000001';
const SHOP = 'GP261125100100000002';
const SERIALS = ['358899051234567', '358899051234568'];

let h: DirectoryHarness;
const logs = new Map<string, OrderEvent[]>();

/** Decides against what the order's stream holds and appends it, as the command handler does. */
async function run(command: OrderCommand): Promise<void> {
  const log = logs.get(command.orderNumber) ?? [];
  const state = log.reduce(orderDecider.evolve, orderDecider.initialState);
  const events = orderDecider.decide(command, state);
  logs.set(command.orderNumber, [...log, ...events]);
  await h.append(streams.order(command.orderNumber), events);
}

function place(orderNumber: string, paymentType: PaymentType, fleetId: string, at: number): OrderCommand {
  return {
    type: 'PlaceOrder',
    orderNumber,
    kind: OrderKind.SERVICE,
    itemId: 'item-1',
    itemName: 'One year',
    invoiceName: 'GPS service, one year',
    planId: 1,
    lines: SERIALS.map((serialNumber) => ({ serialNumber, unitPrice: 1200, overtime: false, days: 365 })),
    couponNumber: 'ABCDEFGHJKLMNPQR',
    couponDiscount: 200,
    invoice: { type: InvoiceType.COMPANY, taxId: '04595257', companyTitle: 'North Logistics' },
    paymentType,
    provider: 'sandbox',
    fleetId,
    at,
    by: 'fleet-account-1',
  };
}

async function history(): Promise<void> {
  await h.append('fleet-north', [fleetCreated('north', T - DAY)]);
  await h.append('fleet-north-east', [fleetCreated('north-east', T - DAY, 'north')]);
  await run(place(CARD, PaymentType.CREDIT_CARD, 'north-east', T));
  const notify = {
    type: 'RecordPaymentNotification',
    orderNumber: CARD,
    tradeNo: 'T1',
    amount: 2200,
    by: 'sandbox',
  } as const;
  await run({ ...notify, outcome: 'authorised', at: T + MINUTE });
  await run({ type: 'RequestCapture', orderNumber: CARD, at: T + 2 * MINUTE });
  await run({ ...notify, outcome: 'captured', at: T + 3 * MINUTE });
  await run({
    type: 'RecordDelivery',
    orderNumber: CARD,
    at: T + 4 * MINUTE,
    devices: SERIALS.map((serialNumber) => ({ serialNumber, expiredAt: T + 400 * DAY })),
  });
  await run({
    type: 'RecordInvoiceIssued',
    orderNumber: CARD,
    invoiceNumber: 'AB12345678',
    randomNumber: '1234',
    amount: 2200,
    provider: 'sandbox',
    at: T + 5 * MINUTE,
  });
  await run({
    type: 'RequestRefund',
    orderNumber: CARD,
    amount: 2200,
    reason: 'changed mind',
    at: T + DAY,
    by: 'admin-1',
  });
  await run({ type: 'VoidInvoice', orderNumber: CARD, reason: 'refund', at: T + DAY, by: 'admin-1' });
  await run({ type: 'RecordRefunded', orderNumber: CARD, amount: 2200, at: T + DAY + MINUTE });
  await run(place(SHOP, PaymentType.CONVENIENCE_STORE, 'north', T + 2 * DAY));
  await run({
    type: 'RecordPaymentNotification',
    orderNumber: SHOP,
    tradeNo: 'T2',
    outcome: 'code-issued',
    amount: 2200,
    paymentCode: 'LLL0001',
    codeExpiresAt: T + 5 * DAY,
    at: T + 2 * DAY + MINUTE,
    by: 'sandbox',
  });
}

beforeEach(async () => {
  logs.clear();
  h = await DirectoryHarness.start([planOrdersProjection]);
  await history();
});
afterEach(() => h.stop());

describe('plan orders projection', () => {
  it('keeps each order with its statuses, payment, invoice and refund, and its fleet\u2019s parent', async () => {
    expect(await h.read.get(Collections.planOrders, CARD)).toMatchObject({
      orderNumber: CARD,
      deviceSerialNumbers: SERIALS,
      subtotal: 2400,
      discount: 200,
      amount: 2200,
      stage: 'refunded',
      delivered: true,
      orderStatus: OrderStatus.REFUND_COMPLETE,
      paymentStatus: PaymentStatus.REFUNDED,
      tradeNo: 'T1',
      invoiceType: InvoiceType.COMPANY,
      invoiceNumber: 'AB12345678',
      invoiceVoided: true,
      refundRequestedAmount: 2200,
      refundedAmount: 2200,
      fleetId: 'north-east',
      parentFleetId: 'north',
      placedAt: us(T),
      capturedAt: us(T + 3 * MINUTE),
      deliveredAt: us(T + 4 * MINUTE),
      refundedAt: us(T + DAY + MINUTE),
      by: 'fleet-account-1',
    });
    expect(await h.read.get(Collections.planOrders, SHOP)).toMatchObject({
      orderStatus: OrderStatus.WAITING_FOR_PAYMENT,
      paymentStatus: PaymentStatus.UNPAID,
      paymentCode: 'LLL0001',
      paymentCodeExpiresAt: us(T + 5 * DAY),
      parentFleetId: null,
      capturedAt: null,
    });
    const rows = await h.read.find(Collections.planOrderDevices, {
      filters: [{ field: 'deviceSerialNumber', op: 'eq', value: SERIALS[0] as string }],
    });
    expect(rows.rows.map((r) => r.orderNumber).sort()).toEqual([CARD, SHOP]);
  });

  it('says why a payment or the last refund failed as a code, the provider\u2019s words beside it', async () => {
    const DECLINED = 'GP261125100200000003';
    await run(place(DECLINED, PaymentType.CREDIT_CARD, 'north', T + 3 * DAY));
    await run({
      type: 'RecordPaymentNotification',
      orderNumber: DECLINED,
      tradeNo: 'T3',
      outcome: 'failed',
      amount: 2200,
      reason: 'card declined',
      at: T + 3 * DAY + MINUTE,
      by: 'sandbox',
    });
    expect(await h.read.get(Collections.planOrders, DECLINED)).toMatchObject({
      stage: 'authorisation-failed',
      failure: 'payment_declined',
      failureReason: 'card declined',
    });
    expect(await h.read.get(Collections.planOrders, SHOP)).toMatchObject({
      failure: null,
      failureReason: null,
    });
  });

  it('reads a refused refund recorded before its code as declined, and forgets it when a refund is asked again', async () => {
    const REFUSED = 'GP261125100300000004';
    await run(place(REFUSED, PaymentType.CREDIT_CARD, 'north', T + 3 * DAY));
    const notify = {
      type: 'RecordPaymentNotification',
      orderNumber: REFUSED,
      tradeNo: 'T4',
      amount: 2200,
    } as const;
    await run({ ...notify, outcome: 'captured', at: T + 3 * DAY + MINUTE, by: 'sandbox' });
    const refund = {
      type: 'RequestRefund',
      orderNumber: REFUSED,
      amount: 2200,
      reason: 'moved',
      by: 'admin-1',
    } as const;
    await run({ ...refund, at: T + 4 * DAY });
    // As recorded before RefundFailed carried its code.
    const refusedBefore: OrderEvent = {
      type: 'RefundFailed',
      version: 1,
      data: { orderNumber: REFUSED, reason: '10200047 Cant not find the trade data.', at: T + 4 * DAY },
    };
    await h.append(streams.order(REFUSED), [refusedBefore]);
    logs.get(REFUSED)?.push(refusedBefore);
    expect(await h.read.get(Collections.planOrders, REFUSED)).toMatchObject({
      paymentStatus: PaymentStatus.CAPTURED,
      failure: 'refund_declined',
      failureReason: '10200047 Cant not find the trade data.',
    });
    await run({ ...refund, at: T + 5 * DAY });
    expect(await h.read.get(Collections.planOrders, REFUSED)).toMatchObject({
      stage: 'refund-requested',
      failure: null,
      failureReason: null,
    });
  });

  it('rebuilds byte for byte equal to live', async () => {
    const dump = async (): Promise<string> =>
      JSON.stringify([
        await h.read.dump(Collections.planOrders),
        await h.read.dump(Collections.planOrderDevices),
        await h.read.dump(Collections.planOrderFleets),
      ]);
    const live = await dump();
    await h.runner.rebuild('plan-orders');
    expect(await dump()).toBe(live);
  });
});
