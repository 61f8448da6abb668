import { codesOf, isOneOf, type CodeOf } from './code-set';

/**
 * The code sets of service and money (docs/decisions/billing.md): the spec's order statuses, payment
 * statuses, payment and invoice types, coupon, plan and VIP plan states. Amounts everywhere are whole
 * New Taiwan dollars (integers), never floats.
 */

/** Service plans A to J are planId 1 to 10; 0 is "no plan". */
export const NO_PLAN = 0;
export const PLAN_LETTERS = Object.freeze(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const);
export type PlanLetter = (typeof PLAN_LETTERS)[number];
export const PLAN_IDS: readonly number[] = Object.freeze(PLAN_LETTERS.map((_, index) => index + 1));
export const isPlanId = isOneOf(PLAN_IDS);

/** A plan's letter (1 -> "A"), or null for no plan (0) and anything else. */
export function planLetter(planId: number | null | undefined): PlanLetter | null {
  if (typeof planId !== 'number' || !isPlanId(planId)) return null;
  return PLAN_LETTERS[planId - 1] ?? null;
}

/** A service plan item's `activeStatus`: inactive items are not sold. */
export const PlanItemStatus = Object.freeze({ INACTIVE: 0, ACTIVE: 1 } as const);
export type PlanItemStatus = CodeOf<typeof PlanItemStatus>;
export const PLAN_ITEM_STATUSES = codesOf(PlanItemStatus);
export const isPlanItemStatus = isOneOf(PLAN_ITEM_STATUSES);

/** A VIP plan item's `statusCode`: hidden items are not sold. */
export const VipPlanStatus = Object.freeze({ HIDE: 0, SHOW: 1 } as const);
export type VipPlanStatus = CodeOf<typeof VipPlanStatus>;
export const VIP_PLAN_STATUSES = codesOf(VipPlanStatus);
export const isVipPlanStatus = isOneOf(VIP_PLAN_STATUSES);

/** A VIP plan item's `flag`: what it extends. */
export const VipPlanFlag = Object.freeze({ VIP_SERVICE: 1, ADDRESS_PLAN: 2 } as const);
export type VipPlanFlag = CodeOf<typeof VipPlanFlag>;
export const VIP_PLAN_FLAGS = codesOf(VipPlanFlag);
export const isVipPlanFlag = isOneOf(VIP_PLAN_FLAGS);

/** A coupon's status. */
export const CouponStatus = Object.freeze({ NOT_SENT: 1, SENT: 2, USED: 3 } as const);
export type CouponStatus = CodeOf<typeof CouponStatus>;
export const COUPON_STATUSES = codesOf(CouponStatus);
export const isCouponStatus = isOneOf(COUPON_STATUSES);

/** The spec's order statuses, by index. */
export const OrderStatus = Object.freeze({
  WAITING_FOR_PAYMENT: 1,
  PAID_DELIVERING: 2,
  COMPLETED: 3,
  PAYMENT_FAILED_CLOSED: 4,
  CANCELLATION_REQUESTED: 5,
  RETURNING_GOODS: 6,
  RETURN_COMPLETE: 7,
  REFUND_IN_PROGRESS: 8,
  REFUND_COMPLETE: 9,
  TICKET_RETURN_IN_PROGRESS: 10,
  CANCELLED: 11,
} as const);
export type OrderStatus = CodeOf<typeof OrderStatus>;
export const ORDER_STATUSES = codesOf(OrderStatus);
export const isOrderStatus = isOneOf(ORDER_STATUSES);

/** The spec's payment statuses. */
export const PaymentStatus = Object.freeze({
  UNPAID: 1,
  AUTHORISED: 2,
  AUTHORISATION_FAILED: 3,
  AUTHORISATION_CANCELLED: 4,
  CAPTURE_REQUESTED: 5,
  CAPTURE_PROCESSING: 6,
  CAPTURED: 7,
  REFUND_REQUESTED: 8,
  REFUND_PROCESSING: 9,
  REFUNDED: 10,
} as const);
export type PaymentStatus = CodeOf<typeof PaymentStatus>;
export const PAYMENT_STATUSES = codesOf(PaymentStatus);
export const isPaymentStatus = isOneOf(PAYMENT_STATUSES);

/** How an order is paid. */
export const PaymentType = Object.freeze({ CREDIT_CARD: 1, MANUAL: 2, CONVENIENCE_STORE: 3 } as const);
export type PaymentType = CodeOf<typeof PaymentType>;
export const PAYMENT_TYPES = codesOf(PaymentType);
export const isPaymentType = isOneOf(PAYMENT_TYPES);

/** Taiwan's uniform e-invoice: to a person (mobile barcode carrier), to a company (tax id), or donated. */
export const InvoiceType = Object.freeze({ PERSONAL: 1, COMPANY: 2, DONATION: 3 } as const);
export type InvoiceType = CodeOf<typeof InvoiceType>;
export const INVOICE_TYPES = codesOf(InvoiceType);
export const isInvoiceType = isOneOf(INVOICE_TYPES);

/** What an order buys: service days (a plan item), VIP service days or an address plan (VIP plan items). */
export const OrderKind = Object.freeze({ SERVICE: 'service', VIP: 'vip', ADDRESS_PLAN: 'address' } as const);
export type OrderKind = CodeOf<typeof OrderKind>;
export const ORDER_KINDS = codesOf(OrderKind);
export const isOrderKind = isOneOf(ORDER_KINDS);

/** The payment providers behind the payment port. */
export const PaymentProviderId = Object.freeze({ SANDBOX: 'sandbox', ECPAY: 'ecpay' } as const);
export type PaymentProviderId = CodeOf<typeof PaymentProviderId>;

/**
 * Why a refund failed, as a code the pages translate (the event's `reason` keeps the provider's or
 * the technical words for the record): the provider answered no (`refund_declined`), or it could not
 * be reached or answered with an HTTP error (`refund_unanswered`: worth trying again later).
 */
export const REFUND_FAILURES = Object.freeze(['refund_declined', 'refund_unanswered'] as const);
export type RefundFailure = (typeof REFUND_FAILURES)[number];
/** Why an order's payment (its provider said it failed) or its last refund failed. */
export const ORDER_FAILURES = Object.freeze(['payment_declined', ...REFUND_FAILURES] as const);
export type OrderFailure = (typeof ORDER_FAILURES)[number];

/** An expiry set more than this beyond the current one needs the customer's confirmation (the spec's). */
export const CONFIRM_EXTENSION_BEYOND_DAYS = 365;

/**
 * The charities an invoice may be donated to, by their love code (捐贈碼), the number Taiwan's
 * e-invoice platform knows them by. Five well-known social-welfare bodies; the names are for the
 * web app's choice list (docs/decisions/orders.md lists where each code was checked).
 */
export interface Charity {
  loveCode: string;
  nameZhTw: string;
  nameEnUs: string;
}

export const CHARITIES: readonly Charity[] = Object.freeze([
  { loveCode: '919', nameZhTw: '創世社會福利基金會', nameEnUs: 'Genesis Social Welfare Foundation' },
  { loveCode: '25885', nameZhTw: '伊甸社會福利基金會', nameEnUs: 'Eden Social Welfare Foundation' },
  {
    loveCode: '88888',
    nameZhTw: '中華民國兒童癌症基金會',
    nameEnUs: 'Childhood Cancer Foundation of the R.O.C.',
  },
  { loveCode: '2085', nameZhTw: '台灣家扶基金會', nameEnUs: 'Taiwan Fund for Children and Families' },
  { loveCode: '6789', nameZhTw: '台灣搜救犬協會', nameEnUs: 'Taiwan Search and Rescue Dog Association' },
]);

export const LOVE_CODES: readonly string[] = Object.freeze(CHARITIES.map((c) => c.loveCode));
