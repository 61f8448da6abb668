import { InvoiceType, OrderKind, OrderStatus, PaymentStatus, PaymentType } from '@gps/codes';
import {
  orderDecider,
  statusesOf,
  type OrderCommand,
  type OrderEvent,
  type PaymentStage,
  type PlaceOrder,
  type RecordPaymentNotification,
} from '../../src';
import { errorOf, eventsOf, givenWhenThen, replay } from '../support/given-when-then';

const run = givenWhenThen(orderDecider);
const AT = Date.UTC(2026, 10, 25, 4);
const ORDER = 'GP261125120000000042';
const TRADE = '2611251200001234';
const ADMIN = 'admin-1';
const FLEET_ACCOUNT = 'fleet-account-1';
const SERIALS = ['358899051234567', '358899051234568'];

function place(overrides: Partial<PlaceOrder> = {}): PlaceOrder {
  return {
    type: 'PlaceOrder',
    orderNumber: ORDER,
    kind: OrderKind.SERVICE,
    itemId: 'item-1',
    itemName: 'One year',
    invoiceName: 'GPS service, one year',
    planId: 1,
    lines: SERIALS.map((serialNumber) => ({ serialNumber, unitPrice: 1200, overtime: false, days: 365 })),
    couponNumber: 'ABCDEFGHJKLMNPQR',
    couponDiscount: 200,
    invoice: { type: InvoiceType.DONATION, loveCode: '919' },
    paymentType: PaymentType.CREDIT_CARD,
    provider: 'sandbox',
    fleetId: 'fleet-1',
    at: AT,
    by: FLEET_ACCOUNT,
    ...overrides,
  };
}

function notification(
  outcome: RecordPaymentNotification['outcome'],
  overrides: Partial<RecordPaymentNotification> = {},
): RecordPaymentNotification {
  return {
    type: 'RecordPaymentNotification',
    orderNumber: ORDER,
    tradeNo: TRADE,
    outcome,
    amount: 2200,
    at: AT + 1000,
    by: 'sandbox',
    ...overrides,
  };
}

const placed = eventsOf(run([], place()));
const authorised = [...placed, ...eventsOf(run(placed, notification('authorised')))];
const captureRequested = [
  ...authorised,
  ...eventsOf(run(authorised, { type: 'RequestCapture', orderNumber: ORDER, at: AT + 2000 })),
];
const captured = [...captureRequested, ...eventsOf(run(captureRequested, notification('captured')))];
const codeIssued = [
  ...placed,
  ...eventsOf(
    run(
      placed,
      notification('code-issued', { paymentCode: 'LLL12345678', codeExpiresAt: AT + 3 * 86_400_000 }),
    ),
  ),
];
const delivered = [
  ...captured,
  ...eventsOf(
    run(captured, {
      type: 'RecordDelivery',
      orderNumber: ORDER,
      at: AT + 3000,
      devices: SERIALS.map((serialNumber) => ({ serialNumber, expiredAt: AT + 400 * 86_400_000 })),
    }),
  ),
];
const invoiced = [
  ...delivered,
  ...eventsOf(
    run(delivered, {
      type: 'RecordInvoiceIssued',
      orderNumber: ORDER,
      invoiceNumber: 'AB12345678',
      randomNumber: '1234',
      amount: 2200,
      provider: 'sandbox',
      at: AT + 4000,
    }),
  ),
];
const refundRequested = [
  ...invoiced,
  ...eventsOf(
    run(invoiced, {
      type: 'RequestRefund',
      orderNumber: ORDER,
      amount: 2200,
      reason: 'changed mind',
      at: AT + 5000,
      by: ADMIN,
    }),
  ),
];
const refundProcessing = [
  ...refundRequested,
  ...eventsOf(run(refundRequested, { type: 'RecordRefundProcessing', orderNumber: ORDER, at: AT + 6000 })),
];
const refunded = [
  ...refundProcessing,
  ...eventsOf(
    run(refundProcessing, { type: 'RecordRefunded', orderNumber: ORDER, amount: 2200, at: AT + 7000 }),
  ),
];
const failed = [...placed, ...eventsOf(run(placed, notification('failed', { reason: 'card declined' })))];
const cancelled = [
  ...placed,
  ...eventsOf(run(placed, { type: 'CancelOrder', orderNumber: ORDER, at: AT + 1000, by: FLEET_ACCOUNT })),
];

function types(events: OrderEvent[]): string[] {
  return events.map((e) => e.type);
}

function reasonOf(given: OrderEvent[], command: OrderCommand): unknown {
  return errorOf(run(given, command)).detail?.['reason'];
}

function statuses(given: OrderEvent[]): { orderStatus: number; paymentStatus: number } {
  const state = replay(orderDecider, given);
  if (state === null) throw new Error('no order');
  return statusesOf(state.stage, state.delivered);
}

describe('placing an order', () => {
  it('records the lines, the coupon and the amount, with the invoice details checked', () => {
    const [e] = placed;
    expect(e).toMatchObject({
      type: 'OrderPlaced',
      data: {
        orderNumber: ORDER,
        subtotal: 2400,
        discount: 200,
        amount: 2200,
        invoice: { type: InvoiceType.DONATION, loveCode: '919', carrier: null, taxId: null },
        provider: 'sandbox',
        fleetId: 'fleet-1',
        by: FLEET_ACCOUNT,
      },
    });
    expect(statuses(placed)).toEqual({
      orderStatus: OrderStatus.WAITING_FOR_PAYMENT,
      paymentStatus: PaymentStatus.UNPAID,
    });
  });

  it('refuses an order number used before', () => {
    expect(reasonOf(placed, place())).toBe('already_exists');
  });

  it('refuses bad invoice details and no devices', () => {
    expect(
      errorOf(
        run([], place({ invoice: { type: InvoiceType.COMPANY, taxId: '04595253', companyTitle: 'X' } })),
      ).detail,
    ).toMatchObject({
      field: 'invoice.taxId',
      code: 'tax_id_invalid',
    });
    expect(errorOf(run([], place({ lines: [] }))).detail).toMatchObject({ code: 'too_few' });
    expect(errorOf(run([], place({ orderNumber: 'GP1' }))).detail).toMatchObject({ field: 'orderNumber' });
  });

  it('records a manual top-up captured at once, with the admin\u2019s reference as the trade number', () => {
    const events = eventsOf(
      run(
        [],
        place({
          paymentType: PaymentType.MANUAL,
          provider: 'manual',
          manualReference: 'bank transfer 0042',
          by: ADMIN,
        }),
      ),
    );
    expect(types(events)).toEqual(['OrderPlaced', 'PaymentCaptured']);
    expect(events[1]?.data).toMatchObject({ tradeNo: 'bank transfer 0042', amount: 2200 });
    expect(statuses(events)).toEqual({
      orderStatus: OrderStatus.PAID_DELIVERING,
      paymentStatus: PaymentStatus.CAPTURED,
    });
  });

  it('keeps an administrator\u2019s note on a manual top-up (280 characters at most); none is null', () => {
    const manual = {
      paymentType: PaymentType.MANUAL,
      provider: 'manual' as const,
      manualReference: 'r',
      by: ADMIN,
    };
    const [placed] = eventsOf(run([], place({ ...manual, note: '  Paid at the counter ' })));
    expect(placed?.data).toMatchObject({ note: 'Paid at the counter' });
    expect(eventsOf(run([], place()))[0]?.data).toMatchObject({ note: null });
    expect(errorOf(run([], place({ ...manual, note: 'n'.repeat(281) }))).detail).toMatchObject({
      field: 'note',
    });
  });

  it('refuses a manual top-up without a reference, and a manual provider for a card', () => {
    expect(
      errorOf(run([], place({ paymentType: PaymentType.MANUAL, provider: 'manual' }))).detail,
    ).toMatchObject({
      field: 'manualReference',
      code: 'required',
    });
    expect(errorOf(run([], place({ provider: 'manual' }))).detail).toMatchObject({ field: 'provider' });
  });

  it('refuses any other command on an order never placed', () => {
    expect(errorOf(run([], notification('captured'))).kind).toBe('not_found');
  });
});

describe('card payments', () => {
  it('authorised, capture requested, captured, delivered: statuses 2/2, 2/5, 2/7, 3/7', () => {
    expect(types(authorised.slice(1))).toEqual(['PaymentAuthorised']);
    expect(statuses(authorised)).toEqual({
      orderStatus: OrderStatus.PAID_DELIVERING,
      paymentStatus: PaymentStatus.AUTHORISED,
    });
    expect(statuses(captureRequested)).toEqual({
      orderStatus: OrderStatus.PAID_DELIVERING,
      paymentStatus: PaymentStatus.CAPTURE_REQUESTED,
    });
    expect(statuses(captured)).toEqual({
      orderStatus: OrderStatus.PAID_DELIVERING,
      paymentStatus: PaymentStatus.CAPTURED,
    });
    expect(statuses(delivered)).toEqual({
      orderStatus: OrderStatus.COMPLETED,
      paymentStatus: PaymentStatus.CAPTURED,
    });
  });

  it('a duplicate notification is a no-op', () => {
    expect(run(authorised, notification('authorised'))).toEqual([]);
    expect(run(captured, notification('authorised'))).toEqual([]);
    expect(run(failed, notification('failed'))).toEqual([]);
    expect(run(cancelled, notification('cancelled'))).toEqual([]);
    expect(run(codeIssued, notification('code-issued'))).toEqual([]);
  });

  it('a second capture after the capture returns nothing, whatever its trade', () => {
    expect(run(captured, notification('captured'))).toEqual([]);
    expect(run(captured, notification('captured', { tradeNo: 'another' }))).toEqual([]);
    expect(run(refunded, notification('captured'))).toEqual([]);
  });

  it('refuses a capture of a different amount', () => {
    expect(reasonOf(captureRequested, notification('captured', { amount: 2199 }))).toBe(
      'payment_amount_mismatch',
    );
    expect(reasonOf(placed, notification('authorised', { amount: 2400 }))).toBe('payment_amount_mismatch');
  });

  it('refuses a payment of another trade than the one authorised', () => {
    expect(reasonOf(authorised, notification('captured', { tradeNo: 'another' }))).toBe(
      'payment_other_trade',
    );
    expect(reasonOf(authorised, notification('authorised', { tradeNo: 'another' }))).toBe(
      'payment_other_trade',
    );
  });

  it('refuses a capture on a failed or cancelled order', () => {
    expect(reasonOf(failed, notification('captured'))).toBe('order_closed');
    expect(reasonOf(cancelled, notification('captured'))).toBe('order_closed');
    expect(reasonOf(cancelled, notification('authorised'))).toBe('order_closed');
  });

  it('a capture straight from unpaid (an auto-captured card) counts', () => {
    expect(types(eventsOf(run(placed, notification('captured'))))).toEqual(['PaymentCaptured']);
  });

  it('requests the capture once, only when authorised', () => {
    expect(run(captureRequested, { type: 'RequestCapture', orderNumber: ORDER, at: AT })).toEqual([]);
    expect(run(captured, { type: 'RequestCapture', orderNumber: ORDER, at: AT })).toEqual([]);
    expect(reasonOf(placed, { type: 'RequestCapture', orderNumber: ORDER, at: AT })).toBe('payment_stage');
    expect(reasonOf(failed, { type: 'RequestCapture', orderNumber: ORDER, at: AT })).toBe('order_closed');
  });

  it('an authorisation failure closes the order: 4/3', () => {
    expect(failed[1]).toMatchObject({
      type: 'PaymentFailed',
      data: { stage: 'authorisation', reason: 'card declined' },
    });
    expect(statuses(failed)).toEqual({
      orderStatus: OrderStatus.PAYMENT_FAILED_CLOSED,
      paymentStatus: PaymentStatus.AUTHORISATION_FAILED,
    });
  });

  it('a capture failure closes the order, its authorisation lapsed: 4/4', () => {
    const events = eventsOf(run(captureRequested, notification('failed', { reason: 'expired' })));
    expect(events[0]).toMatchObject({ type: 'PaymentFailed', data: { stage: 'capture' } });
    expect(statuses([...captureRequested, ...events])).toEqual({
      orderStatus: OrderStatus.PAYMENT_FAILED_CLOSED,
      paymentStatus: PaymentStatus.AUTHORISATION_CANCELLED,
    });
  });

  it('refuses a failure or a cancellation after the capture', () => {
    expect(reasonOf(captured, notification('failed'))).toBe('payment_stage');
    expect(reasonOf(captured, notification('cancelled'))).toBe('payment_stage');
  });

  it('the provider cancels an authorisation: 11/4', () => {
    const events = eventsOf(run(authorised, notification('cancelled')));
    expect(events[0]).toMatchObject({ type: 'PaymentCancelled', data: { by: 'sandbox' } });
    expect(statuses([...authorised, ...events])).toEqual({
      orderStatus: OrderStatus.CANCELLED,
      paymentStatus: PaymentStatus.AUTHORISATION_CANCELLED,
    });
  });
});

describe('convenience-store payments', () => {
  it('a code issued keeps the order waiting for payment, then its capture counts', () => {
    expect(codeIssued[1]).toMatchObject({ type: 'PaymentCodeIssued', data: { paymentCode: 'LLL12345678' } });
    expect(statuses(codeIssued)).toEqual({
      orderStatus: OrderStatus.WAITING_FOR_PAYMENT,
      paymentStatus: PaymentStatus.UNPAID,
    });
    expect(types(eventsOf(run(codeIssued, notification('captured'))))).toEqual(['PaymentCaptured']);
  });

  it('refuses a code without its code or expiry, and a second code once authorised', () => {
    expect(errorOf(run(placed, notification('code-issued'))).detail).toMatchObject({ field: 'paymentCode' });
    expect(reasonOf(authorised, notification('code-issued', { paymentCode: 'X', codeExpiresAt: AT }))).toBe(
      'payment_stage',
    );
  });
});

describe('cancelling', () => {
  it.each<[string, OrderEvent[]]>([
    ['unpaid', placed],
    ['code issued', codeIssued],
    ['authorised', authorised],
    ['capture requested', captureRequested],
  ])('cancels an order %s', (_, given) => {
    const events = eventsOf(
      run(given, { type: 'CancelOrder', orderNumber: ORDER, at: AT, by: FLEET_ACCOUNT }),
    );
    expect(events).toEqual([
      { type: 'PaymentCancelled', version: 1, data: { orderNumber: ORDER, at: AT, by: FLEET_ACCOUNT } },
    ]);
  });

  it('cancelling twice is a no-op; a failed order is closed; a captured one is refunded instead', () => {
    const cancel: OrderCommand = { type: 'CancelOrder', orderNumber: ORDER, at: AT, by: FLEET_ACCOUNT };
    expect(run(cancelled, cancel)).toEqual([]);
    expect(reasonOf(failed, cancel)).toBe('order_closed');
    expect(reasonOf(captured, cancel)).toBe('order_captured');
    expect(reasonOf(refunded, cancel)).toBe('order_captured');
  });
});

describe('delivery and the invoice', () => {
  const delivery: OrderCommand = { type: 'RecordDelivery', orderNumber: ORDER, at: AT, devices: [] };

  it('delivers once, only when captured', () => {
    expect(run(delivered, delivery)).toEqual([]);
    expect(reasonOf(authorised, delivery)).toBe('payment_stage');
    expect(
      reasonOf(
        refundRequested.filter((e) => e.type !== 'OrderDelivered'),
        delivery,
      ),
    ).toBe('payment_stage');
  });

  it('records the invoice once; another number is refused; before capture it is refused', () => {
    const issue: OrderCommand = {
      type: 'RecordInvoiceIssued',
      orderNumber: ORDER,
      invoiceNumber: 'AB12345678',
      randomNumber: '1234',
      amount: 2200,
      provider: 'sandbox',
      at: AT,
    };
    expect(run(invoiced, issue)).toEqual([]);
    expect(reasonOf(invoiced, { ...issue, invoiceNumber: 'AB12345679' })).toBe('invoice_stage');
    expect(reasonOf(authorised, issue)).toBe('payment_stage');
    expect(errorOf(run(captured, { ...issue, amount: 2400 })).detail).toMatchObject({ field: 'amount' });
  });

  it('voids an invoice once; refuses to void none or one with allowances', () => {
    const voiding: OrderCommand = {
      type: 'VoidInvoice',
      orderNumber: ORDER,
      reason: 'refund',
      at: AT,
      by: ADMIN,
    };
    const voided = [...invoiced, ...eventsOf(run(invoiced, voiding))];
    expect(voided.at(-1)).toMatchObject({
      type: 'InvoiceVoided',
      data: { invoiceNumber: 'AB12345678', by: ADMIN },
    });
    expect(run(voided, voiding)).toEqual([]);
    expect(reasonOf(captured, voiding)).toBe('invoice_stage');
    const allowance: OrderCommand = {
      type: 'RecordAllowance',
      orderNumber: ORDER,
      allowanceNumber: 'AL001',
      amount: 1000,
      at: AT,
      by: ADMIN,
    };
    const allowed = [...invoiced, ...eventsOf(run(invoiced, allowance))];
    expect(reasonOf(allowed, voiding)).toBe('invoice_stage');
    expect(reasonOf(voided, allowance)).toBe('invoice_stage');
  });

  it('allows up to the invoice\u2019s amount in all, each allowance once', () => {
    const first: OrderCommand = {
      type: 'RecordAllowance',
      orderNumber: ORDER,
      allowanceNumber: 'AL001',
      amount: 1000,
      at: AT,
      by: ADMIN,
    };
    const allowed = [...invoiced, ...eventsOf(run(invoiced, first))];
    expect(run(allowed, first)).toEqual([]);
    expect(errorOf(run(allowed, { ...first, allowanceNumber: 'AL002', amount: 1201 })).detail).toMatchObject({
      field: 'amount',
      code: 'too_large',
      params: { max: 1200 },
    });
    expect(types(eventsOf(run(allowed, { ...first, allowanceNumber: 'AL002', amount: 1200 })))).toEqual([
      'InvoiceAllowanceIssued',
    ]);
  });
});

describe('refunds', () => {
  it('requested, processing, refunded: 8/8, 8/9, 9/10', () => {
    expect(statuses(refundRequested)).toEqual({
      orderStatus: OrderStatus.REFUND_IN_PROGRESS,
      paymentStatus: PaymentStatus.REFUND_REQUESTED,
    });
    expect(statuses(refundProcessing)).toEqual({
      orderStatus: OrderStatus.REFUND_IN_PROGRESS,
      paymentStatus: PaymentStatus.REFUND_PROCESSING,
    });
    expect(statuses(refunded)).toEqual({
      orderStatus: OrderStatus.REFUND_COMPLETE,
      paymentStatus: PaymentStatus.REFUNDED,
    });
    expect(refunded.at(-1)).toMatchObject({ type: 'OrderRefunded', data: { amount: 2200 } });
  });

  it('refunds straight from requested, skipping processing', () => {
    const events = eventsOf(
      run(refundRequested, { type: 'RecordRefunded', orderNumber: ORDER, amount: 2200, at: AT }),
    );
    expect(types(events)).toEqual(['OrderRefunded']);
  });

  it('refuses a refund before capture, a second refund, and more than the amount', () => {
    const request: OrderCommand = {
      type: 'RequestRefund',
      orderNumber: ORDER,
      amount: 100,
      reason: 'r',
      at: AT,
      by: ADMIN,
    };
    expect(reasonOf(authorised, request)).toBe('payment_stage');
    expect(reasonOf(failed, request)).toBe('order_closed');
    expect(reasonOf(refundRequested, request)).toBe('refund_exists');
    expect(reasonOf(refunded, request)).toBe('refund_exists');
    expect(errorOf(run(captured, { ...request, amount: 2201 })).detail).toMatchObject({
      field: 'amount',
      code: 'too_large',
    });
    expect(errorOf(run(captured, { ...request, reason: '' })).detail).toMatchObject({
      field: 'reason',
      code: 'required',
    });
  });

  it('processing and refunded are idempotent; refuses them out of order or of another amount', () => {
    const processing: OrderCommand = { type: 'RecordRefundProcessing', orderNumber: ORDER, at: AT };
    const done: OrderCommand = { type: 'RecordRefunded', orderNumber: ORDER, amount: 2200, at: AT };
    expect(run(refundProcessing, processing)).toEqual([]);
    expect(run(refunded, processing)).toEqual([]);
    expect(run(refunded, done)).toEqual([]);
    expect(reasonOf(captured, processing)).toBe('payment_stage');
    expect(reasonOf(captured, done)).toBe('payment_stage');
    expect(reasonOf(refundProcessing, { ...done, amount: 2000 })).toBe('payment_amount_mismatch');
  });

  it('a refund the provider refused leaves the order captured, with the reason, to be refunded again', () => {
    const refuse: OrderCommand = {
      type: 'RecordRefundFailed',
      orderNumber: ORDER,
      failure: 'refund_declined',
      reason: 'card closed',
      at: AT + 6000,
    };
    for (const asked of [refundRequested, refundProcessing]) {
      const events = eventsOf(run(asked, refuse));
      expect(events).toEqual([
        expect.objectContaining({
          type: 'RefundFailed',
          data: { orderNumber: ORDER, failure: 'refund_declined', reason: 'card closed', at: AT + 6000 },
        }),
      ]);
      const after = [...asked, ...events];
      expect(statuses(after)).toEqual({
        orderStatus: OrderStatus.COMPLETED,
        paymentStatus: PaymentStatus.CAPTURED,
      });
      const again: OrderCommand = {
        type: 'RequestRefund',
        orderNumber: ORDER,
        amount: 1000,
        reason: 'r',
        at: AT + 7000,
        by: ADMIN,
      };
      expect(types(eventsOf(run(after, again)))).toEqual(['RefundRequested']);
    }
    expect(reasonOf(captured, refuse)).toBe('payment_stage');
    expect(reasonOf(refunded, refuse)).toBe('payment_stage');
    expect(errorOf(run(refundRequested, { ...refuse, reason: '' })).detail).toMatchObject({
      field: 'reason',
      code: 'required',
    });
    const unknown = { ...refuse, failure: 'payment_declined' } as unknown as OrderCommand;
    expect(errorOf(run(refundRequested, unknown)).detail).toMatchObject({ field: 'failure' });
  });

  it('a refund the provider did not answer is recorded as unanswered, the order captured again', () => {
    const unanswered: OrderCommand = {
      type: 'RecordRefundFailed',
      orderNumber: ORDER,
      failure: 'refund_unanswered',
      reason: 'ECPay answered HTTP 502',
      at: AT + 6000,
    };
    const events = eventsOf(run(refundProcessing, unanswered));
    expect(events).toEqual([
      expect.objectContaining({
        type: 'RefundFailed',
        data: expect.objectContaining({ failure: 'refund_unanswered' }),
      }),
    ]);
    expect(statuses([...refundProcessing, ...events]).paymentStatus).toBe(PaymentStatus.CAPTURED);
  });
});

describe('statuses', () => {
  it('maps every stage to one of the spec\u2019s statuses', () => {
    const stages: PaymentStage[] = [
      'unpaid',
      'code-issued',
      'authorised',
      'capture-requested',
      'captured',
      'authorisation-failed',
      'capture-failed',
      'cancelled',
      'refund-requested',
      'refund-processing',
      'refunded',
    ];
    for (const stage of stages) {
      const { orderStatus, paymentStatus } = statusesOf(stage, false);
      expect(Object.values(OrderStatus)).toContain(orderStatus);
      expect(Object.values(PaymentStatus)).toContain(paymentStatus);
    }
  });
});
