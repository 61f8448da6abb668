import { InvoiceType, OrderKind, PaymentType } from '@gps/codes';
import { orderDecider, streams, type OrderCommand, type OrderEvent } from '@gps/domain';
import { Collections, financeDayId, financeDaysProjection } from '@gps/projections';
import { DAY, DirectoryHarness, MINUTE } from './support/directory-harness';

/** Finance's days: captured and refunded per Taipei day and payment type, and a rebuild equal to live. */

/** 23:30 Taipei on 2026-11-24 (15:30 UTC): half an hour before the Taipei day turns. */
const T = Date.UTC(2026, 10, 24, 15, 30, 0);
const CARD = 'GP261124233000000001';
const MANUAL = 'GP261124233100000002';
const SHOP = 'GP261124233200000003';
const SERIAL = '358899051234567';

let h: DirectoryHarness;
const logs = new Map<string, OrderEvent[]>();

async function run(command: OrderCommand): Promise<void> {
  const log = logs.get(command.orderNumber) ?? [];
  const state = log.reduce(orderDecider.evolve, orderDecider.initialState);
  const events = orderDecider.decide(command, state);
  logs.set(command.orderNumber, [...log, ...events]);
  await h.append(streams.order(command.orderNumber), events);
}

function place(orderNumber: string, paymentType: PaymentType, amount: number, at: number): OrderCommand {
  return {
    type: 'PlaceOrder',
    orderNumber,
    kind: OrderKind.SERVICE,
    itemId: 'item-1',
    itemName: 'One year',
    invoiceName: 'GPS service, one year',
    planId: 1,
    lines: [{ serialNumber: SERIAL, unitPrice: amount, overtime: false, days: 365 }],
    couponNumber: null,
    couponDiscount: 0,
    invoice: { type: InvoiceType.PERSONAL },
    paymentType,
    provider: paymentType === PaymentType.MANUAL ? 'manual' : 'sandbox',
    fleetId: 'north',
    ...(paymentType === PaymentType.MANUAL ? { manualReference: 'bank transfer 0042' } : {}),
    at,
    by: 'fleet-account-1',
  };
}

function captured(orderNumber: string, amount: number, at: number): OrderCommand {
  return {
    type: 'RecordPaymentNotification',
    orderNumber,
    tradeNo: `T-${orderNumber}`,
    outcome: 'captured',
    amount,
    at,
    by: 'sandbox',
  };
}

async function history(): Promise<void> {
  // Captured at 23:40 Taipei on the 24th, refunded two days later.
  await run(place(CARD, PaymentType.CREDIT_CARD, 1200, T));
  await run(captured(CARD, 1200, T + 10 * MINUTE));
  await run({
    type: 'RequestRefund',
    orderNumber: CARD,
    amount: 500,
    reason: 'moved',
    at: T + 2 * DAY,
    by: 'a',
  });
  await run({ type: 'RecordRefunded', orderNumber: CARD, amount: 500, at: T + 2 * DAY + MINUTE });
  // Placed and captured at once at 00:10 Taipei on the 25th (16:10 UTC on the 24th): the next Taipei day.
  await run(place(MANUAL, PaymentType.MANUAL, 800, T + 40 * MINUTE));
  await run(place(SHOP, PaymentType.CREDIT_CARD, 600, T + 41 * MINUTE));
  await run(captured(SHOP, 600, T + 42 * MINUTE));
}

beforeEach(async () => {
  logs.clear();
  h = await DirectoryHarness.start([financeDaysProjection]);
  await history();
});
afterEach(() => h.stop());

describe('finance days projection', () => {
  it('counts captures and refunds on their Taipei day, by payment type', async () => {
    const rows = (await h.read.dump(Collections.financeDays)) as unknown[];
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: financeDayId('20261124', PaymentType.CREDIT_CARD),
          capturedAmount: 1200,
          capturedCount: 1,
          refundedAmount: 0,
          refundedCount: 0,
        }),
        expect.objectContaining({
          id: financeDayId('20261125', PaymentType.CREDIT_CARD),
          capturedAmount: 600,
          capturedCount: 1,
        }),
        expect.objectContaining({
          id: financeDayId('20261125', PaymentType.MANUAL),
          capturedAmount: 800,
          capturedCount: 1,
        }),
        expect.objectContaining({
          id: financeDayId('20261126', PaymentType.CREDIT_CARD),
          capturedAmount: 0,
          refundedAmount: 500,
          refundedCount: 1,
        }),
      ]),
    );
    expect(rows).toHaveLength(4);
  });

  it('rebuilds byte for byte equal to live', async () => {
    const dump = async (): Promise<string> =>
      JSON.stringify([
        await h.read.dump(Collections.financeDays),
        await h.read.dump(Collections.financeOrders),
      ]);
    const live = await dump();
    await h.runner.rebuild('finance-days');
    expect(await dump()).toBe(live);
  });
});
