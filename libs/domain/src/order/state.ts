import { OrderStatus, PaymentStatus } from '@gps/codes';

/**
 * Where the order's payment is. The spec's two statuses (order, payment) follow from it and from
 * whether the order is delivered: statusesOf.
 */
export type PaymentStage =
  | 'unpaid'
  | 'code-issued'
  | 'authorised'
  | 'capture-requested'
  | 'captured'
  | 'authorisation-failed'
  | 'capture-failed'
  | 'cancelled'
  | 'refund-requested'
  | 'refund-processing'
  | 'refunded';

export interface InvoiceRecord {
  invoiceNumber: string;
  amount: number;
  voided: boolean;
  /** The allowances' numbers and their sum. */
  allowanceNumbers: readonly string[];
  allowed: number;
}

export interface PlacedOrder {
  readonly orderNumber: string;
  readonly amount: number;
  readonly stage: PaymentStage;
  readonly tradeNo: string | null;
  readonly paymentCode: string | null;
  readonly delivered: boolean;
  readonly invoice: InvoiceRecord | null;
  readonly refundAmount: number | null;
}

export type OrderState = PlacedOrder | null;

export const NO_ORDER: OrderState = null;

/** The stages in which the money is taken: capture and after. */
export const CAPTURED_STAGES: readonly PaymentStage[] = [
  'captured',
  'refund-requested',
  'refund-processing',
  'refunded',
];
/** The stages in which nothing more happens to the order. */
export const CLOSED_STAGES: readonly PaymentStage[] = ['authorisation-failed', 'capture-failed', 'cancelled'];
/** The stages before capture, when the order may still be cancelled. */
export const OPEN_STAGES: readonly PaymentStage[] = [
  'unpaid',
  'code-issued',
  'authorised',
  'capture-requested',
];

const STATUSES: Record<PaymentStage, { orderStatus: OrderStatus; paymentStatus: PaymentStatus }> = {
  unpaid: { orderStatus: OrderStatus.WAITING_FOR_PAYMENT, paymentStatus: PaymentStatus.UNPAID },
  'code-issued': { orderStatus: OrderStatus.WAITING_FOR_PAYMENT, paymentStatus: PaymentStatus.UNPAID },
  authorised: { orderStatus: OrderStatus.PAID_DELIVERING, paymentStatus: PaymentStatus.AUTHORISED },
  'capture-requested': {
    orderStatus: OrderStatus.PAID_DELIVERING,
    paymentStatus: PaymentStatus.CAPTURE_REQUESTED,
  },
  captured: { orderStatus: OrderStatus.PAID_DELIVERING, paymentStatus: PaymentStatus.CAPTURED },
  'authorisation-failed': {
    orderStatus: OrderStatus.PAYMENT_FAILED_CLOSED,
    paymentStatus: PaymentStatus.AUTHORISATION_FAILED,
  },
  // The spec has no capture failure: the authorisation lapses unused.
  'capture-failed': {
    orderStatus: OrderStatus.PAYMENT_FAILED_CLOSED,
    paymentStatus: PaymentStatus.AUTHORISATION_CANCELLED,
  },
  cancelled: { orderStatus: OrderStatus.CANCELLED, paymentStatus: PaymentStatus.AUTHORISATION_CANCELLED },
  'refund-requested': {
    orderStatus: OrderStatus.REFUND_IN_PROGRESS,
    paymentStatus: PaymentStatus.REFUND_REQUESTED,
  },
  'refund-processing': {
    orderStatus: OrderStatus.REFUND_IN_PROGRESS,
    paymentStatus: PaymentStatus.REFUND_PROCESSING,
  },
  refunded: { orderStatus: OrderStatus.REFUND_COMPLETE, paymentStatus: PaymentStatus.REFUNDED },
};

/** The spec's order and payment statuses of an order (the table of docs/decisions/orders.md). */
export function statusesOf(
  stage: PaymentStage,
  delivered: boolean,
): { orderStatus: OrderStatus; paymentStatus: PaymentStatus } {
  const statuses = STATUSES[stage];
  if (stage === 'captured' && delivered) return { ...statuses, orderStatus: OrderStatus.COMPLETED };
  return statuses;
}
