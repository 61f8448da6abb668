import { InvoiceType, PaymentType, type OrderKind } from '@gps/codes';
import type { AddPlanOrderInput } from '../../gql/graphql';

const MS_PER_DAY = 86_400_000;
const MICROS_PER_MS = 1000;

/** The payment types a customer chooses from; a manual top-up is an administrator's. */
export const CUSTOMER_PAYMENT_TYPES = [PaymentType.CREDIT_CARD, PaymentType.CONVENIENCE_STORE] as const;
export type CustomerPaymentType = (typeof CUSTOMER_PAYMENT_TYPES)[number];

/** The refusals the coupon field answers under itself, in the spec's words (errors.reason.<reason>). */
export const COUPON_REFUSALS: ReadonlySet<string> = new Set([
  'coupon_invalid',
  'coupon_used',
  'coupon_unusable',
]);
/** The refusal that asks the buyer to confirm an expiry more than a year away. */
export const CONFIRMATION_REQUIRED = 'confirmation_required';

export interface InvoiceFormValues {
  type: InvoiceType;
  carrier?: string;
  taxId?: string;
  companyTitle?: string;
  loveCode?: string;
  email?: string;
}

export interface OrderFormValues {
  itemId?: string;
  couponNumber?: string;
  paymentType: CustomerPaymentType;
  invoice: InvoiceFormValues;
}

export const initialOrderValues = (): OrderFormValues => ({
  paymentType: PaymentType.CREDIT_CARD,
  invoice: { type: InvoiceType.PERSONAL },
});

/** Blank as absent: the server reads a missing field, not an empty one, as "none". */
const given = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The order the form asks for; the server drops the fields of the invoice types not chosen. */
export function orderInputOf(
  values: OrderFormValues & { itemId: string },
  deviceSerialNumbers: readonly string[],
  kind: OrderKind,
  options: { confirmed: boolean; lang: string },
): AddPlanOrderInput {
  const coupon = given(values.couponNumber);
  const { invoice } = values;
  return {
    deviceSerialNumbers: [...deviceSerialNumbers],
    kind,
    itemId: values.itemId,
    ...(coupon === null ? {} : { couponNumber: coupon }),
    invoice: {
      type: invoice.type,
      carrier: given(invoice.carrier),
      taxId: given(invoice.taxId),
      companyTitle: given(invoice.companyTitle),
      loveCode: given(invoice.loveCode),
      email: given(invoice.email),
    },
    paymentType: values.paymentType,
    ...(options.confirmed ? { confirmed: true } : {}),
    lang: options.lang === 'en-US' ? 'en-US' : 'zh-TW',
  };
}

/** What the buyer is shown an item costs; VIP and address plan items have no overtime. */
export interface PricedItem {
  price: number;
  overtimeDays?: number;
  overtimePrice?: number;
}

/**
 * One device's price as the server will charge it (docs/decisions/orders.md, pricing): the
 * overtime price when its service expired more than overtimeDays before now (0: any lapse), else
 * the price. Shown before the order; the amount paid is the one the server answers.
 */
export function linePriceOf(
  item: PricedItem,
  expiryMicros: number | null | undefined,
  nowMs: number,
): { price: number; overtime: boolean } {
  if (item.overtimeDays === undefined || item.overtimePrice === undefined || !expiryMicros) {
    return { price: item.price, overtime: false };
  }
  const lapsedMs = nowMs - expiryMicros / MICROS_PER_MS;
  const overtime = lapsedMs > item.overtimeDays * MS_PER_DAY;
  return overtime ? { price: item.overtimePrice, overtime } : { price: item.price, overtime };
}

/** Whether the ticked devices can be one renewal order: they must share a plan, and have one. */
export type PlanOfDevices = { planId: number } | { problem: 'noPlan' | 'mixedPlans' };

export function planOfDevices(devices: readonly { planId: number }[]): PlanOfDevices {
  const plans = new Set(devices.map((d) => d.planId));
  if (plans.has(0)) return { problem: 'noPlan' };
  if (plans.size !== 1) return { problem: 'mixedPlans' };
  return { planId: devices[0].planId };
}
