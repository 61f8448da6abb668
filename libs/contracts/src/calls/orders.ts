import {
  INVOICE_TYPES,
  ORDER_FAILURES,
  ORDER_STATUSES,
  OrderKind,
  PAYMENT_TYPES,
  PaymentType,
} from '@gps/codes';
import { z } from 'zod';
import { byName, call, inputNamed, page } from '../catalogue/declare';
import { PAGE_SIZES } from '../constants';
import {
  entityId,
  epochMicros,
  flag,
  id,
  int,
  maybeEpochMicros,
  maybeId,
  maybeInt,
  maybeText,
  micros,
  pageIndex,
  pageRows,
  serialNumber,
  text,
} from './common';

/** An order number: GP, the Taipei time yyMMddHHmmss, 6 digits (docs/decisions/orders.md). */
const ORDER_NUMBER_LENGTH = 20;

/**
 * The orders' filters, shared by the list, finance's totals and the export: when they were placed
 * [startTime, endTime), status, payment type, fleet, device, number.
 */
export const planOrderFilterFields = {
  startTime: micros.optional(),
  endTime: micros.optional(),
  orderStatus: int
    .min(Math.min(...ORDER_STATUSES))
    .max(Math.max(...ORDER_STATUSES))
    .optional()
    .describe('1 to 11, the spec\u2019s order statuses.'),
  paymentType: int
    .min(Math.min(...PAYMENT_TYPES))
    .max(Math.max(...PAYMENT_TYPES))
    .optional()
    .describe('1 card, 2 manual top-up, 3 convenience store.'),
  fleetId: id
    .optional()
    .describe("A fleet's orders with its sub-fleets'; it must be the caller's (else -3)."),
  deviceSerialNumber: serialNumber
    .optional()
    .describe("The orders of one device; it must be the caller's (else -3)."),
  orderNumber: z.string().trim().max(ORDER_NUMBER_LENGTH).optional(),
};

/** The placement period's rule: startTime before endTime when both are given. */
export const placedPeriodRule = <S extends z.ZodType<{ startTime?: number; endTime?: number }>>(schema: S) =>
  schema.refine((v) => v.startTime === undefined || v.endTime === undefined || v.startTime < v.endTime, {
    message: 'startTime must be before endTime',
    path: ['startTime'],
  });

/** The caller's orders, narrowed by the orders' filters, a page at a time. */
export const getPlanOrdersInput = placedPeriodRule(
  z.object({ ...planOrderFilterFields, pageIndex, pageRows: pageRows(PAGE_SIZES.finance) }),
);

export const OrderLine = z
  .object({
    serialNumber: text,
    unitPrice: int.describe('Whole NT$.'),
    overtime: flag.describe('The service lapsed beyond overtimeDays: overtimePrice, a period from delivery.'),
    days: int,
  })
  .meta({ id: 'OrderLine', description: 'One device of an order.' });

/** Why an order's payment or last refund failed, as a code (pages translate it). */
const orderFailure = z.enum(ORDER_FAILURES).meta({
  id: 'OrderFailure',
  description:
    'payment_declined: the provider said the payment failed; refund_declined: it refused the last refund; refund_unanswered: it could not be reached for the last refund (try again).',
});

export const PlanOrder = z
  .object({
    orderNumber: entityId,
    kind: text.describe('service, vip or address.'),
    itemId: text,
    itemName: text,
    planId: maybeInt,
    lines: z.array(OrderLine),
    deviceSerialNumbers: z.array(text),
    subtotal: int,
    discount: int.describe("The coupon's part of the subtotal."),
    amount: int.describe('What is paid, whole NT$.'),
    couponNumber: maybeText,
    orderStatus: int.describe('1 to 11, the spec\u2019s order statuses.'),
    paymentStatus: int.describe('1 to 10, the spec\u2019s payment statuses.'),
    paymentType: int,
    provider: text.describe('sandbox, ecpay or manual.'),
    tradeNo: maybeText,
    paymentCode: maybeText.describe('A convenience-store payment code.'),
    paymentCodeExpiresAt: maybeEpochMicros,
    failure: orderFailure.nullable(),
    failureReason: maybeText.describe(
      "The same in the provider's words (or technical ones when it did not answer), for the record.",
    ),
    invoiceType: int.describe('1 personal, 2 company, 3 donation.'),
    invoiceNumber: maybeText,
    invoiceVoided: flag,
    allowanceAmount: int,
    refundRequestedAmount: maybeInt,
    refundedAmount: int,
    fleetId: maybeId,
    parentFleetId: maybeId,
    placedAt: epochMicros,
    capturedAt: maybeEpochMicros,
    deliveredAt: maybeEpochMicros,
    refundedAt: maybeEpochMicros,
    by: text.describe("The placing account's id."),
    note: maybeText.describe("An administrator's note on a manual top-up."),
  })
  .meta({
    id: 'PlanOrder',
    description: 'An order of service days, a VIP service or an address plan, and its payment.',
  });
export const PlanOrderPage = page(PlanOrder, 'PlanOrderPage');

/** The most devices one order renews: a page of the renewal list. */
const ORDER_DEVICES_MAX = 50;
/** A manual top-up's reference (a receipt or a bank transfer's): 1 to 60 characters. */
const REFERENCE_MAX = 60;
/** Free text an administrator or a customer adds to an order or a refusal. */
const NOTE_MAX = 280;
/** Longer than any field of the invoice details: the domain answers the field's own rule. */
const INVOICE_FIELD_MAX = 100;
/** A coupon number is 16 characters; a longer one is answered "serial input wrong" by the domain. */
const COUPON_INPUT_MAX = 64;

export const orderKind = z.enum(OrderKind).meta({
  id: 'OrderKind',
  description: 'What an order buys: service days (a plan item), VIP service days or an address plan.',
});

const invoiceField = z.string().trim().max(INVOICE_FIELD_MAX).nullable().optional();

/** Taiwan's uniform e-invoice of an order (docs/decisions/orders.md: each type's fields and rules). */
export const invoiceDetailsInput = inputNamed(
  z.object({
    type: int
      .min(Math.min(...INVOICE_TYPES))
      .max(Math.max(...INVOICE_TYPES))
      .describe('1 personal, 2 company, 3 donation.'),
    carrier: invoiceField.describe(
      "Personal: a mobile barcode carrier, '/' and 7 of 0-9 A-Z + - . (none: the cloud copy).",
    ),
    taxId: invoiceField.describe("Company: the buyer's 8-digit tax id (the Ministry of Finance's checksum)."),
    companyTitle: invoiceField.describe("Company: the buyer's name, 1 to 60 characters."),
    loveCode: invoiceField.describe("Donation: one of the five charities' love codes."),
    email: invoiceField.describe('Where the e-invoice notice goes; optional.'),
  }),
  'InvoiceDetailsInput',
);

const orderDevices = z
  .array(serialNumber)
  .min(1)
  .max(ORDER_DEVICES_MAX)
  .refine((serials) => new Set(serials).size === serials.length, 'each device once')
  .describe('1 to 50 devices, each once.');

export const orderNumber = z.string().trim().min(1).max(ORDER_NUMBER_LENGTH);

export const addPlanOrderInput = z.object({
  deviceSerialNumbers: orderDevices,
  kind: orderKind,
  itemId: id.describe(
    'A service plan item of the devices\u2019 plan (kind service) or a VIP plan item (vip, address).',
  ),
  couponNumber: z
    .string()
    .trim()
    .max(COUPON_INPUT_MAX)
    .optional()
    .describe('Used once the order is placed (coupon setting on).'),
  invoice: invoiceDetailsInput,
  paymentType: z
    .union([z.literal(PaymentType.CREDIT_CARD), z.literal(PaymentType.CONVENIENCE_STORE)])
    .describe('1 card, 3 convenience store.'),
  confirmed: z
    .boolean()
    .optional()
    .describe(
      'The buyer confirmed an expiry more than a year after the order (else -5 confirmation_required).',
    ),
  lang: z
    .string()
    .regex(/^(zh-TW|en-US)$/, 'lang must be zh-TW or en-US')
    .optional()
    .describe("The payment page's language, zh-TW (the default) or en-US."),
});

export const cancelPlanOrderInput = z.object({ orderNumber });

export const addManualPlanOrderInput = z.object({
  deviceSerialNumbers: orderDevices,
  kind: orderKind,
  itemId: id,
  invoice: invoiceDetailsInput,
  reference: z
    .string()
    .trim()
    .min(1)
    .max(REFERENCE_MAX)
    .describe('The receipt or transfer reference of the payment made elsewhere, 1 to 60 characters.'),
  note: z.string().trim().max(NOTE_MAX).optional().describe('At most 280 characters.'),
});

export const extendServiceDateInput = z.object({ orderNumber });

export const CheckoutField = z
  .object({ name: text, value: text })
  .meta({ id: 'CheckoutField', description: "One field of the provider's checkout form." });

export const Checkout = z
  .object({
    action: text.describe('Where the browser submits the form (the provider\u2019s page).'),
    method: z.enum(['POST', 'GET']).meta({ id: 'CheckoutMethod' }),
    fields: z.array(CheckoutField).describe('The form\u2019s fields, in order, each a hidden input.'),
  })
  .meta({ id: 'Checkout', description: "The form the browser submits to pay at the provider's page." });

export const PlacedPlanOrder = z
  .object({
    orderNumber: entityId,
    amount: int.describe('What is paid, whole NT$.'),
    checkout: Checkout.nullable().describe(
      'Null when nothing is to be paid (a coupon covers it all): the order is captured and delivered at once.',
    ),
  })
  .meta({ id: 'PlacedPlanOrder', description: 'An order placed, and how to pay it.' });

export const DeliveredDevice = z
  .object({
    deviceSerialNumber: text,
    expiredDate: epochMicros.describe(
      'The new expiry of what the order bought (service, VIP or address plan).',
    ),
  })
  .meta({ id: 'DeliveredDevice', description: "A device's new expiry once the order was delivered." });

export const OrderDelivery = z
  .object({ orderNumber: entityId, kind: orderKind, devices: z.array(DeliveredDevice) })
  .meta({ id: 'OrderDelivery', description: 'What a captured order delivered to its devices.' });

export const orderCalls = byName([
  call({
    name: 'getPlanOrders',
    kind: 'query',
    summary:
      "Orders, newest placed first, 100 a page: administrators with FINANCE view see every order; a main fleet its own and its sub-fleets', a sub-fleet its own, a device account its device's. Narrowed by [startTime, endTime) of placement (epoch µs), orderStatus, paymentType, fleetId (with its sub-fleets), deviceSerialNumber and orderNumber; a fleet or device not the caller's is -3.",
    input: getPlanOrdersInput,
    output: PlanOrderPage,
    graphql: { field: 'planOrders', args: { filter: 'PlanOrderFilter' } },
  }),
  call({
    name: 'addPlanOrder',
    kind: 'mutation',
    summary:
      "A customer orders one item for 1 to 50 of their devices (a main fleet its own and its sub-fleets', a sub-fleet its own, a device account itself; another's device -3) and gets the provider's checkout form. Kind service: an active item of the devices' plan (-5 no_plan, item_not_of_plan); vip or address: a shown VIP plan item of that flag, for devices with value-added services on (-5 not_value_added). -3 unknown item. The coupon is used at once: -5 coupon_invalid (serial input wrong), coupon_unusable (serial cannot be used), coupon_used (serial already used), coupon_setting_off. -2 bad invoice details (invoice.<field>); -5 confirmation_required for an expiry more than a year away unless confirmed. Nothing to pay: captured and delivered at once, checkout null.",
    input: addPlanOrderInput,
    output: PlacedPlanOrder,
    graphql: { field: 'addPlanOrder', args: { input: 'AddPlanOrderInput' } },
  }),
  call({
    name: 'cancelPlanOrder',
    kind: 'mutation',
    summary:
      "The customer who may see the order cancels it before its payment is captured; its coupon is released. -3 unknown or another's order; -5 order_captured (refund it instead), order_closed (failed). Cancelling twice answers the same.",
    input: cancelPlanOrderInput,
    output: PlanOrder,
    graphql: { field: 'cancelPlanOrder', args: 'flat' },
  }),
  call({
    name: 'addManualPlanOrder',
    kind: 'mutation',
    summary:
      'An administrator (finance, add) records a payment made elsewhere (a transfer, a receipt): the order is placed and captured at once under the reference, then delivered and invoiced. The item and devices follow addPlanOrder\u2019s rules (-3 unknown device or item; -5 no_plan, item_not_of_plan, not_value_added); -2 bad invoice details.',
    input: addManualPlanOrderInput,
    output: PlanOrder,
    graphql: { field: 'addManualPlanOrder', args: { input: 'AddManualPlanOrderInput' } },
  }),
  call({
    name: 'extendServiceDate',
    kind: 'mutation',
    summary:
      "An administrator (finance, edit) delivers a captured order again: what the order process does on a capture, idempotent (an order extends its devices once), then its invoice if not issued yet. Answers the devices' expiries. -3 unknown order; -5 payment_stage before the capture.",
    input: extendServiceDateInput,
    output: OrderDelivery,
    graphql: { field: 'extendServiceDate', args: 'flat' },
  }),
] as const);
