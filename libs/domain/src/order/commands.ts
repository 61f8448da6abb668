import type { OrderKind, PaymentProviderId, PaymentType, RefundFailure } from '@gps/codes';
import type { InvoiceDetailsInput } from './invoice-details';
import type { OrderLine } from './lines';

/**
 * Commands on one order, stream `order-<orderNumber>`. The orders process prices the order
 * (pricing.ts) and asks the providers; the decider keeps the order's states and refuses what its
 * state forbids. `by` is the acting account's id, or the provider's id for its notifications.
 */
interface OrderCommandBase {
  orderNumber: string;
  at: number;
}

export interface PlaceOrder extends OrderCommandBase {
  type: 'PlaceOrder';
  kind: OrderKind;
  itemId: string;
  itemName: string;
  invoiceName: string;
  planId: number | null;
  lines: OrderLine[];
  couponNumber: string | null;
  /** The coupon's discountFee (0 without one); the decider caps it at the subtotal. */
  couponDiscount: number;
  invoice: InvoiceDetailsInput;
  paymentType: PaymentType;
  provider: PaymentProviderId | 'manual';
  fleetId: string | null;
  /** A manual top-up's reference (the admin's record of the payment made elsewhere): captured at once. */
  manualReference?: string;
  /** An administrator's note on a manual top-up. */
  note?: string;
  by: string;
}

/** What the payment provider said (its signature already verified by the port). */
export interface RecordPaymentNotification extends OrderCommandBase {
  type: 'RecordPaymentNotification';
  tradeNo: string;
  outcome: 'authorised' | 'captured' | 'failed' | 'code-issued' | 'cancelled';
  amount: number;
  paymentCode?: string;
  codeExpiresAt?: number;
  reason?: string;
  by: string;
}

export interface RequestCapture extends OrderCommandBase {
  type: 'RequestCapture';
}

export interface RecordDelivery extends OrderCommandBase {
  type: 'RecordDelivery';
  devices: { serialNumber: string; expiredAt: number }[];
}

export interface RecordInvoiceIssued extends OrderCommandBase {
  type: 'RecordInvoiceIssued';
  invoiceNumber: string;
  randomNumber: string;
  amount: number;
  provider: string;
}

export interface VoidInvoice extends OrderCommandBase {
  type: 'VoidInvoice';
  reason: string;
  by: string;
}

export interface RecordAllowance extends OrderCommandBase {
  type: 'RecordAllowance';
  allowanceNumber: string;
  amount: number;
  by: string;
}

export interface RequestRefund extends OrderCommandBase {
  type: 'RequestRefund';
  amount: number;
  reason: string;
  by: string;
}

export interface RecordRefundProcessing extends OrderCommandBase {
  type: 'RecordRefundProcessing';
}

export interface RecordRefunded extends OrderCommandBase {
  type: 'RecordRefunded';
  amount: number;
}

/** The provider refused the refund asked, or did not answer: the order is captured again. */
export interface RecordRefundFailed extends OrderCommandBase {
  type: 'RecordRefundFailed';
  failure: RefundFailure;
  reason: string;
}

/** Only before capture; a captured order is undone by a refund. */
export interface CancelOrder extends OrderCommandBase {
  type: 'CancelOrder';
  by: string;
}

export type OrderCommand =
  | PlaceOrder
  | RecordPaymentNotification
  | RequestCapture
  | RecordDelivery
  | RecordInvoiceIssued
  | VoidInvoice
  | RecordAllowance
  | RequestRefund
  | RecordRefundProcessing
  | RecordRefunded
  | RecordRefundFailed
  | CancelOrder;
