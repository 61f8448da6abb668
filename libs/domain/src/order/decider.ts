import { ORDER_KINDS, PAYMENT_TYPES, PaymentType, REFUND_FAILURES } from '@gps/codes';
import type { Decider } from '../decider';
import { DomainError, refusal } from '../errors';
import { event } from '../shared/event';
import { unknownCommand } from '../shared/unknown-command';
import { invalid } from '../validation/invalid';
import { integerInRange, nonNegativeInteger, oneOf, timestamp } from '../validation/numbers';
import { optionalText, requiredText } from '../validation/text';
import type {
  CancelOrder,
  OrderCommand,
  PlaceOrder,
  RecordAllowance,
  RecordDelivery,
  RecordInvoiceIssued,
  RecordPaymentNotification,
  RecordRefunded,
  RecordRefundFailed,
  RecordRefundProcessing,
  RequestCapture,
  RequestRefund,
  VoidInvoice,
} from './commands';
import type { OrderEvent } from './events';
import { invoiceDetailsOf } from './invoice-details';
import { isOrderNumber } from './order-number';
import { priced } from './pricing';
import {
  CAPTURED_STAGES,
  CLOSED_STAGES,
  NO_ORDER,
  OPEN_STAGES,
  type OrderState,
  type PaymentStage,
  type PlacedOrder,
} from './state';

/** The longest free text an order records (a reason, a trade number, a reference). */
const TEXT_MAX = 200;
/** The longest note an administrator adds to a manual top-up. */
const NOTE_MAX = 280;

function evolvePlaced(o: PlacedOrder, e: OrderEvent): PlacedOrder {
  switch (e.type) {
    case 'PaymentAuthorised':
      return { ...o, stage: 'authorised', tradeNo: e.data.tradeNo };
    case 'PaymentCodeIssued':
      return { ...o, stage: 'code-issued', tradeNo: e.data.tradeNo, paymentCode: e.data.paymentCode };
    case 'PaymentCaptureRequested':
      return { ...o, stage: 'capture-requested' };
    case 'PaymentCaptured':
      return { ...o, stage: 'captured', tradeNo: e.data.tradeNo };
    case 'PaymentFailed':
      return { ...o, stage: e.data.stage === 'capture' ? 'capture-failed' : 'authorisation-failed' };
    case 'PaymentCancelled':
      return { ...o, stage: 'cancelled' };
    case 'OrderDelivered':
      return { ...o, delivered: true };
    case 'InvoiceIssued':
      return {
        ...o,
        invoice: {
          invoiceNumber: e.data.invoiceNumber,
          amount: e.data.amount,
          voided: false,
          allowanceNumbers: [],
          allowed: 0,
        },
      };
    case 'InvoiceVoided':
      return o.invoice ? { ...o, invoice: { ...o.invoice, voided: true } } : o;
    case 'InvoiceAllowanceIssued':
      return o.invoice
        ? {
            ...o,
            invoice: {
              ...o.invoice,
              allowanceNumbers: [...o.invoice.allowanceNumbers, e.data.allowanceNumber],
              allowed: o.invoice.allowed + e.data.amount,
            },
          }
        : o;
    case 'RefundRequested':
      return { ...o, stage: 'refund-requested', refundAmount: e.data.amount };
    case 'RefundProcessing':
      return { ...o, stage: 'refund-processing' };
    case 'OrderRefunded':
      return { ...o, stage: 'refunded', refundAmount: e.data.amount };
    case 'RefundFailed':
      return { ...o, stage: 'captured', refundAmount: null };
    default:
      return o;
  }
}

function evolve(state: OrderState, e: OrderEvent): OrderState {
  if (e.type === 'OrderPlaced') {
    return {
      orderNumber: e.data.orderNumber,
      amount: e.data.amount,
      stage: 'unpaid',
      tradeNo: null,
      paymentCode: null,
      delivered: false,
      invoice: null,
      refundAmount: null,
    };
  }
  return state === null ? state : evolvePlaced(state, e);
}

function placed(state: OrderState, orderNumber: string): PlacedOrder {
  if (state === null)
    throw new DomainError('not_found', `order ${orderNumber} not found`, { id: orderNumber });
  return state;
}

function stageRefusal(o: PlacedOrder, what: string): DomainError {
  if (CLOSED_STAGES.includes(o.stage)) {
    return refusal(
      'conflict',
      'order_closed',
      `order ${o.orderNumber} is closed (${o.stage}): cannot ${what}`,
    );
  }
  return refusal('conflict', 'payment_stage', `order ${o.orderNumber} is ${o.stage}: cannot ${what}`, {
    stage: o.stage,
  });
}

function isIn(stage: PaymentStage, stages: readonly PaymentStage[]): boolean {
  return stages.includes(stage);
}

function place(c: PlaceOrder, state: OrderState): OrderEvent[] {
  if (!isOrderNumber(c.orderNumber))
    invalid('orderNumber', 'orderNumber must be GP and 18 digits', 'pattern');
  const at = timestamp('at', c.at);
  if (state !== null) {
    throw refusal('conflict', 'already_exists', `order ${c.orderNumber} already exists`, {
      id: c.orderNumber,
    });
  }
  const kind = oneOf('kind', c.kind, ORDER_KINDS);
  const paymentType = oneOf('paymentType', c.paymentType, PAYMENT_TYPES);
  if (c.lines.length === 0)
    invalid('deviceSerialNumbers', 'an order needs at least one device', 'too_few', { min: 1 });
  c.lines.forEach((line, i) => {
    nonNegativeInteger(`lines.${i}.unitPrice`, line.unitPrice);
    nonNegativeInteger(`lines.${i}.days`, line.days);
  });
  const invoice = invoiceDetailsOf(c.invoice);
  const manual = paymentType === PaymentType.MANUAL;
  if (manual !== (c.provider === 'manual')) {
    invalid(
      'provider',
      'a manual top-up, and only one, is paid through the manual provider',
      'invalid_choice',
    );
  }
  const reference = manual ? requiredText('manualReference', c.manualReference, TEXT_MAX) : null;
  const pricing = priced(c.lines, nonNegativeInteger('couponDiscount', c.couponDiscount));
  const events: OrderEvent[] = [
    event('OrderPlaced', {
      orderNumber: c.orderNumber,
      kind,
      itemId: c.itemId,
      itemName: c.itemName,
      invoiceName: c.invoiceName,
      planId: c.planId,
      lines: c.lines,
      subtotal: pricing.subtotal,
      couponNumber: c.couponNumber,
      discount: pricing.discount,
      amount: pricing.amount,
      invoice,
      paymentType,
      provider: c.provider,
      fleetId: c.fleetId,
      note: optionalText('note', c.note, NOTE_MAX),
      at,
      by: c.by,
    }),
  ];
  if (reference !== null) {
    events.push(
      event('PaymentCaptured', {
        orderNumber: c.orderNumber,
        tradeNo: reference,
        amount: pricing.amount,
        at,
      }),
    );
  }
  return events;
}

function sameAmount(o: PlacedOrder, amount: number): void {
  if (amount !== o.amount) {
    throw refusal(
      'conflict',
      'payment_amount_mismatch',
      `order ${o.orderNumber} is NT$${o.amount}, the payment NT$${String(amount)}`,
      { expected: o.amount, amount },
    );
  }
}

/** Another trade than the order's own (a second checkout of one order): it never counts. */
function sameTrade(o: PlacedOrder, tradeNo: string): void {
  if (o.tradeNo !== null && o.tradeNo !== tradeNo) {
    throw refusal('conflict', 'payment_other_trade', `order ${o.orderNumber} is paid by trade ${o.tradeNo}`, {
      tradeNo: o.tradeNo,
    });
  }
}

function notify(c: RecordPaymentNotification, state: OrderState): OrderEvent[] {
  const o = placed(state, c.orderNumber);
  const at = timestamp('at', c.at);
  const tradeNo = requiredText('tradeNo', c.tradeNo, TEXT_MAX);
  const base = { orderNumber: o.orderNumber, at };
  switch (c.outcome) {
    case 'authorised':
      // A repeat, or one overtaken by the later stages it led to: already counted.
      if (o.stage === 'authorised' || o.stage === 'capture-requested' || isIn(o.stage, CAPTURED_STAGES)) {
        sameTrade(o, tradeNo);
        return [];
      }
      if (!isIn(o.stage, ['unpaid', 'code-issued'])) throw stageRefusal(o, 'record an authorisation');
      sameTrade(o, tradeNo);
      sameAmount(o, c.amount);
      return [event('PaymentAuthorised', { ...base, tradeNo })];
    case 'code-issued':
      if (o.stage === 'code-issued' && o.tradeNo === tradeNo) return [];
      if (o.stage !== 'unpaid') throw stageRefusal(o, 'issue a payment code');
      sameAmount(o, c.amount);
      return [
        event('PaymentCodeIssued', {
          ...base,
          tradeNo,
          paymentCode: requiredText('paymentCode', c.paymentCode, TEXT_MAX),
          expiresAt: timestamp('codeExpiresAt', c.codeExpiresAt),
        }),
      ];
    case 'captured':
      // Two payments for one order never both count: after the capture, any capture says nothing.
      if (isIn(o.stage, CAPTURED_STAGES)) return [];
      if (!isIn(o.stage, OPEN_STAGES)) throw stageRefusal(o, 'record a capture');
      sameTrade(o, tradeNo);
      sameAmount(o, c.amount);
      return [event('PaymentCaptured', { ...base, tradeNo, amount: c.amount })];
    case 'failed':
      if (o.stage === 'authorisation-failed' || o.stage === 'capture-failed') return [];
      if (!isIn(o.stage, OPEN_STAGES)) throw stageRefusal(o, 'record a failure');
      sameTrade(o, tradeNo);
      return [
        event('PaymentFailed', {
          ...base,
          stage: o.stage === 'capture-requested' ? 'capture' : 'authorisation',
          reason: requiredText('reason', c.reason ?? 'unspecified', TEXT_MAX),
        }),
      ];
    case 'cancelled':
      if (o.stage === 'cancelled') return [];
      if (!isIn(o.stage, OPEN_STAGES)) throw stageRefusal(o, 'record a cancellation');
      sameTrade(o, tradeNo);
      return [event('PaymentCancelled', { ...base, by: c.by })];
    default:
      return unknownCommand(c.outcome);
  }
}

function requestCapture(c: RequestCapture, state: OrderState): OrderEvent[] {
  const o = placed(state, c.orderNumber);
  const at = timestamp('at', c.at);
  if (o.stage === 'capture-requested' || isIn(o.stage, CAPTURED_STAGES)) return [];
  if (o.stage !== 'authorised') throw stageRefusal(o, 'request a capture');
  return [event('PaymentCaptureRequested', { orderNumber: o.orderNumber, at })];
}

function deliver(c: RecordDelivery, state: OrderState): OrderEvent[] {
  const o = placed(state, c.orderNumber);
  const at = timestamp('at', c.at);
  if (o.delivered) return [];
  if (o.stage !== 'captured') throw stageRefusal(o, 'deliver');
  const devices = c.devices.map((d, i) => ({
    serialNumber: d.serialNumber,
    expiredAt: timestamp(`devices.${i}.expiredAt`, d.expiredAt),
  }));
  return [event('OrderDelivered', { orderNumber: o.orderNumber, at, devices })];
}

function invoiceIssued(c: RecordInvoiceIssued, state: OrderState): OrderEvent[] {
  const o = placed(state, c.orderNumber);
  const at = timestamp('at', c.at);
  const invoiceNumber = requiredText('invoiceNumber', c.invoiceNumber, TEXT_MAX);
  if (o.invoice !== null) {
    if (o.invoice.invoiceNumber === invoiceNumber) return [];
    throw refusal(
      'conflict',
      'invoice_stage',
      `order ${o.orderNumber} has invoice ${o.invoice.invoiceNumber}`,
    );
  }
  if (!isIn(o.stage, CAPTURED_STAGES)) throw stageRefusal(o, 'issue an invoice');
  if (c.amount !== o.amount)
    invalid('amount', `the invoice's amount must be the order's NT$${o.amount}`, 'invalid');
  return [
    event('InvoiceIssued', {
      orderNumber: o.orderNumber,
      invoiceNumber,
      randomNumber: requiredText('randomNumber', c.randomNumber, TEXT_MAX),
      amount: c.amount,
      provider: requiredText('provider', c.provider, TEXT_MAX),
      at,
    }),
  ];
}

function issuedInvoice(o: PlacedOrder): NonNullable<PlacedOrder['invoice']> {
  if (o.invoice === null) throw refusal('conflict', 'invoice_stage', `order ${o.orderNumber} has no invoice`);
  return o.invoice;
}

function voidInvoice(c: VoidInvoice, state: OrderState): OrderEvent[] {
  const o = placed(state, c.orderNumber);
  const at = timestamp('at', c.at);
  const invoice = issuedInvoice(o);
  if (invoice.voided) return [];
  if (invoice.allowed > 0) {
    throw refusal(
      'conflict',
      'invoice_stage',
      `invoice ${invoice.invoiceNumber} has allowances: it cannot be voided`,
    );
  }
  return [
    event('InvoiceVoided', {
      orderNumber: o.orderNumber,
      invoiceNumber: invoice.invoiceNumber,
      reason: requiredText('reason', c.reason, TEXT_MAX),
      at,
      by: c.by,
    }),
  ];
}

function allowance(c: RecordAllowance, state: OrderState): OrderEvent[] {
  const o = placed(state, c.orderNumber);
  const at = timestamp('at', c.at);
  const invoice = issuedInvoice(o);
  const allowanceNumber = requiredText('allowanceNumber', c.allowanceNumber, TEXT_MAX);
  if (invoice.allowanceNumbers.includes(allowanceNumber)) return [];
  if (invoice.voided)
    throw refusal('conflict', 'invoice_stage', `invoice ${invoice.invoiceNumber} is voided`);
  const amount = integerInRange('amount', c.amount, 1, invoice.amount - invoice.allowed);
  return [
    event('InvoiceAllowanceIssued', {
      orderNumber: o.orderNumber,
      invoiceNumber: invoice.invoiceNumber,
      allowanceNumber,
      amount,
      at,
      by: c.by,
    }),
  ];
}

function requestRefund(c: RequestRefund, state: OrderState): OrderEvent[] {
  const o = placed(state, c.orderNumber);
  const at = timestamp('at', c.at);
  if (isIn(o.stage, ['refund-requested', 'refund-processing', 'refunded'])) {
    throw refusal('conflict', 'refund_exists', `order ${o.orderNumber} already has a refund`);
  }
  if (o.stage !== 'captured') throw stageRefusal(o, 'refund');
  const amount = integerInRange('amount', c.amount, 0, o.amount);
  const reason = requiredText('reason', c.reason, TEXT_MAX);
  return [event('RefundRequested', { orderNumber: o.orderNumber, amount, reason, at, by: c.by })];
}

function refundProcessing(c: RecordRefundProcessing, state: OrderState): OrderEvent[] {
  const o = placed(state, c.orderNumber);
  const at = timestamp('at', c.at);
  if (o.stage === 'refund-processing' || o.stage === 'refunded') return [];
  if (o.stage !== 'refund-requested') throw stageRefusal(o, 'process a refund');
  return [event('RefundProcessing', { orderNumber: o.orderNumber, at })];
}

/** Only while the refund is asked of the provider; once paid back it cannot fail. */
function refundFailed(c: RecordRefundFailed, state: OrderState): OrderEvent[] {
  const o = placed(state, c.orderNumber);
  const at = timestamp('at', c.at);
  if (o.stage !== 'refund-requested' && o.stage !== 'refund-processing')
    throw stageRefusal(o, 'record a refused refund');
  const failure = oneOf('failure', c.failure, REFUND_FAILURES);
  const reason = requiredText('reason', c.reason, TEXT_MAX);
  return [event('RefundFailed', { orderNumber: o.orderNumber, failure, reason, at })];
}

function refunded(c: RecordRefunded, state: OrderState): OrderEvent[] {
  const o = placed(state, c.orderNumber);
  const at = timestamp('at', c.at);
  if (o.stage === 'refunded') return [];
  if (o.stage !== 'refund-requested' && o.stage !== 'refund-processing')
    throw stageRefusal(o, 'record a refund');
  if (c.amount !== o.refundAmount) {
    throw refusal(
      'conflict',
      'payment_amount_mismatch',
      `the refund requested is NT$${String(o.refundAmount)}`,
      {
        expected: o.refundAmount,
        amount: c.amount,
      },
    );
  }
  return [event('OrderRefunded', { orderNumber: o.orderNumber, amount: c.amount, at })];
}

function cancel(c: CancelOrder, state: OrderState): OrderEvent[] {
  const o = placed(state, c.orderNumber);
  const at = timestamp('at', c.at);
  if (o.stage === 'cancelled') return [];
  if (isIn(o.stage, CAPTURED_STAGES)) {
    throw refusal('conflict', 'order_captured', `order ${o.orderNumber} is paid: refund it instead`);
  }
  if (!isIn(o.stage, OPEN_STAGES)) throw stageRefusal(o, 'cancel');
  return [event('PaymentCancelled', { orderNumber: o.orderNumber, at, by: c.by })];
}

/** The order, its payment and its invoice record: the state machine of docs/decisions/orders.md. */
export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: NO_ORDER,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'PlaceOrder':
        return place(command, state);
      case 'RecordPaymentNotification':
        return notify(command, state);
      case 'RequestCapture':
        return requestCapture(command, state);
      case 'RecordDelivery':
        return deliver(command, state);
      case 'RecordInvoiceIssued':
        return invoiceIssued(command, state);
      case 'VoidInvoice':
        return voidInvoice(command, state);
      case 'RecordAllowance':
        return allowance(command, state);
      case 'RequestRefund':
        return requestRefund(command, state);
      case 'RecordRefundProcessing':
        return refundProcessing(command, state);
      case 'RecordRefunded':
        return refunded(command, state);
      case 'RecordRefundFailed':
        return refundFailed(command, state);
      case 'CancelOrder':
        return cancel(command, state);
      default:
        return unknownCommand(command);
    }
  },
};
