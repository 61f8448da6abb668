import { LANGUAGES } from '@gps/codes';
import { z } from 'zod';
import { byName, call, fileAnswer, fileCall } from '../catalogue/declare';
import { int, micros, text } from './common';
import { EXPORT_MEDIA_TYPES } from './exports';
import { PlanOrder, orderNumber, placedPeriodRule, planOrderFilterFields } from './orders';

/** The longest reconciliation asked at once: a year of Taipei days (docs/decisions/finance.md). */
export const RECONCILIATION_MAX_DAYS = 366;
const DAY_MICROS = 86_400_000_000;

export const getPlanOrderTotalsInput = placedPeriodRule(z.object(planOrderFilterFields));

const money = int.describe('Whole NT$.');

export const PlanOrderTotals = z
  .object({
    count: int.describe('Orders matching the filters.'),
    amount: money.describe("The orders' amounts (what each is to be paid), whole NT$."),
    discount: money.describe("The coupons' discounts, whole NT$."),
    captured: money.describe('The amounts of the orders whose payment was captured, whole NT$.'),
    refunded: money.describe('What was paid back, whole NT$.'),
    net: money.describe('captured minus refunded, whole NT$.'),
  })
  .meta({ id: 'PlanOrderTotals', description: "The orders' totals under getPlanOrders' filters." });

export const getFinanceReconciliationInput = z
  .object({
    startTime: micros.describe('Epoch µs; the Taipei day it falls on is the first day.'),
    endTime: micros.describe('Epoch µs, exclusive; the Taipei day before it is the last day.'),
  })
  .refine((v) => v.startTime < v.endTime, {
    message: 'startTime must be before endTime',
    path: ['startTime'],
  })
  .refine((v) => v.endTime - v.startTime <= RECONCILIATION_MAX_DAYS * DAY_MICROS, {
    message: `the period must not be longer than ${RECONCILIATION_MAX_DAYS} days`,
    path: ['endTime'],
    params: { code: 'too_large' },
  });

const reconciledFields = {
  captured: money.describe("Captured that day (finance's days)."),
  capturedCount: int,
  refunded: money.describe("Refunded that day (finance's days)."),
  refundedCount: int,
  net: money.describe('captured minus refunded.'),
  ordersNet: money.describe(
    'From the orders: the amounts of the orders captured that day minus the refunds paid that day.',
  ),
  reconciled: z.boolean().describe('net equals ordersNet.'),
};

export const FinanceReconciliationDay = z
  .object({ day: text.describe('YYYY-MM-DD, Taipei.'), ...reconciledFields })
  .meta({ id: 'FinanceReconciliationDay', description: 'One Taipei day of the reconciliation.' });

export const FinanceReconciliation = z
  .object({ days: z.array(FinanceReconciliationDay), ...reconciledFields })
  .meta({
    id: 'FinanceReconciliation',
    description: 'Per Taipei day with money, and over the period: reconciled when every day is.',
  });

export const exportPlanOrdersInput = placedPeriodRule(
  z.object({
    ...planOrderFilterFields,
    format: z.enum(['csv', 'xlsx']).describe('csv (UTF-8 with BOM) or xlsx.'),
    language: z.enum(LANGUAGES).optional().describe('The language of the column headers; zh-TW when absent.'),
  }),
);

const FINANCE_ONLY = 'Administrators with FINANCE view.';
const REASON_MAX = 200;
const reason = z.string().trim().min(1).max(REASON_MAX).describe('Why, 1 to 200 characters.');

export const refundPlanOrderInput = z.object({ orderNumber, reason });
export const getRefundQuoteInput = z.object({ orderNumber });

export const RefundQuote = z
  .object({
    orderNumber: text,
    amount: money.describe('What the refund rule pays back now, whole NT$.'),
    full: z
      .boolean()
      .describe(
        'The whole amount (nothing delivered, or within the cooling-off period before any day began).',
      ),
    devices: z.array(
      z
        .object({ deviceSerialNumber: text, days: int.describe('Service days taken back.') })
        .meta({ id: 'RefundQuoteDevice' }),
    ),
  })
  .meta({ id: 'RefundQuote', description: 'What refundPlanOrder would do now, by the refund rule.' });
export const abolitionInvoiceInput = z.object({ orderNumber, reason });

export const financeCalls = byName([
  call({
    name: 'getPlanOrderTotals',
    kind: 'query',
    summary: `The totals of the orders getPlanOrders lists under the same filters (every page): count, amount, discount, captured, refunded, net. ${FINANCE_ONLY}`,
    input: getPlanOrderTotalsInput,
    output: PlanOrderTotals,
    graphql: { field: 'planOrderTotals', args: { filter: 'PlanOrderTotalsFilter' } },
  }),
  call({
    name: 'getFinanceReconciliation',
    kind: 'query',
    summary: `Per Taipei day of [startTime, endTime) (at most ${RECONCILIATION_MAX_DAYS} days; epoch µs) with money: captured, refunded and net from finance's days, beside the orders' own figures, and whether they agree; the same over the period. ${FINANCE_ONLY}`,
    input: getFinanceReconciliationInput,
    output: FinanceReconciliation,
    graphql: { field: 'financeReconciliation', args: 'flat' },
  }),
  call({
    name: 'getRefundQuote',
    kind: 'query',
    summary: `What refundPlanOrder would pay back now and the days it would take back from each device, by the refund rule (docs/decisions/orders.md), for the administrator to confirm. ${FINANCE_ONLY} -3 unknown order.`,
    input: getRefundQuoteInput,
    output: RefundQuote,
    graphql: { field: 'refundQuote', args: 'flat' },
  }),
  call({
    name: 'refundPlanOrder',
    kind: 'mutation',
    summary:
      "Refunds a captured order by the refund rule (docs/decisions/orders.md): the amount and each device's days taken back are the rule's; the payment provider pays it back (a manual top-up is refunded outside and recorded at once); the invoice is voided while it may be, else an allowance of the refunded amount is issued. Administrators with FINANCE edit. -3 unknown order; -5 refund_exists (a second refund), payment_stage (not captured), order_closed, refund_refused (the provider refused: the order stays captured with its reason), refund_unanswered (the provider could not be reached: the order stays captured; try again).",
    input: refundPlanOrderInput,
    output: PlanOrder,
    graphql: { field: 'refundPlanOrder', args: 'flat' },
  }),
  call({
    name: 'abolitionInvoice',
    kind: 'mutation',
    summary:
      "Voids the order's invoice through the invoice provider while its voiding period is open (docs/decisions/finance.md). Administrators with FINANCE edit. -3 unknown order; -5 invoice_stage (no invoice, already voided, or with allowances), invoice_not_voidable (the period closed: a refund issues an allowance instead).",
    input: abolitionInvoiceInput,
    output: PlanOrder,
    graphql: { field: 'abolitionInvoice', args: 'flat' },
  }),
  fileCall({
    name: 'exportPlanOrders',
    summary: `The orders getPlanOrders lists under the same filters (every page, newest placed first) as a CSV or XLSX table, headers and words in the language. ${FINANCE_ONLY}`,
    input: exportPlanOrdersInput,
    output: fileAnswer('A CSV or XLSX file, by format.', [EXPORT_MEDIA_TYPES.csv, EXPORT_MEDIA_TYPES.xlsx]),
  }),
] as const);
