import type { OrderKind, PaymentProviderId, PaymentType, RefundFailure } from '@gps/codes';
import type { DomainEvent } from '../decider';
import type { InvoiceDetails } from './invoice-details';
import type { OrderLine } from './lines';

/** The order's events, stream `order-<orderNumber>` (the shapes of b14's contract; docs/decisions/orders.md). */
export type OrderPlaced = DomainEvent<
  'OrderPlaced',
  {
    orderNumber: string;
    kind: OrderKind;
    itemId: string;
    itemName: string;
    invoiceName: string;
    planId: number | null;
    lines: OrderLine[];
    subtotal: number;
    couponNumber: string | null;
    discount: number;
    amount: number;
    invoice: InvoiceDetails;
    paymentType: PaymentType;
    provider: PaymentProviderId | 'manual';
    /** The devices' fleet at placement, for finance's filters. */
    fleetId: string | null;
    /** An administrator's note on a manual top-up (absent in orders placed before it existed). */
    note?: string | null;
    at: number;
    by: string;
  }
>;
export type PaymentAuthorised = DomainEvent<
  'PaymentAuthorised',
  { orderNumber: string; tradeNo: string; at: number }
>;
/** A convenience-store payment code, paid later. */
export type PaymentCodeIssued = DomainEvent<
  'PaymentCodeIssued',
  { orderNumber: string; tradeNo: string; paymentCode: string; expiresAt: number; at: number }
>;
/** The card is authorised; the capture is asked of the provider. */
export type PaymentCaptureRequested = DomainEvent<
  'PaymentCaptureRequested',
  { orderNumber: string; at: number }
>;
export type PaymentCaptured = DomainEvent<
  'PaymentCaptured',
  { orderNumber: string; tradeNo: string; amount: number; at: number }
>;
export type PaymentFailed = DomainEvent<
  'PaymentFailed',
  { orderNumber: string; stage: 'authorisation' | 'capture'; reason: string; at: number }
>;
/** Before capture: the authorisation cancelled, or the order cancelled. */
export type PaymentCancelled = DomainEvent<
  'PaymentCancelled',
  { orderNumber: string; at: number; by: string }
>;
export type OrderDelivered = DomainEvent<
  'OrderDelivered',
  { orderNumber: string; at: number; devices: { serialNumber: string; expiredAt: number }[] }
>;
export type InvoiceIssued = DomainEvent<
  'InvoiceIssued',
  {
    orderNumber: string;
    invoiceNumber: string;
    randomNumber: string;
    amount: number;
    provider: string;
    at: number;
  }
>;
export type InvoiceVoided = DomainEvent<
  'InvoiceVoided',
  { orderNumber: string; invoiceNumber: string; reason: string; at: number; by: string }
>;
export type InvoiceAllowanceIssued = DomainEvent<
  'InvoiceAllowanceIssued',
  {
    orderNumber: string;
    invoiceNumber: string;
    allowanceNumber: string;
    amount: number;
    at: number;
    by: string;
  }
>;
export type RefundRequested = DomainEvent<
  'RefundRequested',
  { orderNumber: string; amount: number; reason: string; at: number; by: string }
>;
export type RefundProcessing = DomainEvent<'RefundProcessing', { orderNumber: string; at: number }>;
export type OrderRefunded = DomainEvent<'OrderRefunded', { orderNumber: string; amount: number; at: number }>;
/**
 * The provider refused the refund, or did not answer (docs/decisions/finance.md): the order is
 * captured again, with the provider's reason; a refund may be asked again. `failure` is absent from
 * events recorded before it was (read as `refund_declined`, docs/decisions/finance.md).
 */
export type RefundFailed = DomainEvent<
  'RefundFailed',
  { orderNumber: string; failure?: RefundFailure; reason: string; at: number }
>;

export type OrderEvent =
  | OrderPlaced
  | PaymentAuthorised
  | PaymentCodeIssued
  | PaymentCaptureRequested
  | PaymentCaptured
  | PaymentFailed
  | PaymentCancelled
  | OrderDelivered
  | InvoiceIssued
  | InvoiceVoided
  | InvoiceAllowanceIssued
  | RefundRequested
  | RefundProcessing
  | OrderRefunded
  | RefundFailed;

export const ORDER_EVENT_TYPES = [
  'OrderPlaced',
  'PaymentAuthorised',
  'PaymentCodeIssued',
  'PaymentCaptureRequested',
  'PaymentCaptured',
  'PaymentFailed',
  'PaymentCancelled',
  'OrderDelivered',
  'InvoiceIssued',
  'InvoiceVoided',
  'InvoiceAllowanceIssued',
  'RefundRequested',
  'RefundProcessing',
  'OrderRefunded',
  'RefundFailed',
] as const satisfies readonly OrderEvent['type'][];
