import { LANGUAGES } from '@gps/codes';
import { calls, type CallOutput } from '@gps/contracts';
import { AdminFunction, FINANCE_DAY_MS, financeDayOf, financeDayStart } from '@gps/domain';
import { Collections, type PlanOrderDoc } from '@gps/projections';
import type { Filter } from '@gps/read-store';
import { planOrdersFile } from '../exports/plan-orders-file';
import { OrderRefunds, type OrderRefundParts } from '../finance/order-refunds';
import { notFound } from '../request/api-error';
import { callerOf, operation } from '../request/operation';
import { orderRow } from './orders.operations';
import { actorIdOf } from './shared/actor-id';
import { PLAN_ORDER_SORT, planOrderFilters } from './shared/plan-order-filters';
import type { ReadModels } from './shared/read-models';

/** What finance reads (the orders, finance's days) and what its refunds and voiding use. */
export interface FinanceOperationDeps extends OrderRefundParts {
  read: ReadModels;
}

const MICROS_PER_MS = 1000;
const [DEFAULT_LANGUAGE] = LANGUAGES;
const access = { admin: [{ functionId: AdminFunction.FINANCE, right: 'view' as const }], clients: [] };
const editAccess = { admin: { functionId: AdminFunction.FINANCE, right: 'edit' as const } };

type Reconciliation = CallOutput<typeof calls.getFinanceReconciliation>;
type Figures = Omit<Reconciliation, 'days'>;

/** A day's (or the period's) figures, reconciled when finance's net equals the orders'. */
function figures(f: Omit<Figures, 'net' | 'reconciled'>): Figures {
  const net = f.captured - f.refunded;
  return { ...f, net, reconciled: net === f.ordersNet };
}

/** `YYYYMMDD` as `YYYY-MM-DD`. */
const dashed = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;

async function* rowsOf(rows: readonly PlanOrderDoc[]): AsyncGenerator<PlanOrderDoc> {
  yield* rows;
}

/**
 * Finance's reads (docs/decisions/finance.md), administrators with FINANCE view: the orders'
 * totals and export under getPlanOrders' filters, and the reconciliation of finance's days with
 * the orders.
 */
export const financeOperations = ({ read, ...parts }: FinanceOperationDeps) => {
  const refunds = new OrderRefunds(parts);

  /** The order as getPlanOrders answers it, after the call's writes. */
  async function answeredOrder(orderNumber: string) {
    const doc = await read.get(Collections.planOrders, orderNumber);
    if (!doc) throw notFound(`order ${orderNumber} not found`);
    return orderRow(doc);
  }

  /** Every order under the filters (the totals and the export are of every page). */
  async function ordersOf(filters: Filter[]): Promise<PlanOrderDoc[]> {
    return (await read.find(Collections.planOrders, { filters, sort: [...PLAN_ORDER_SORT] })).rows;
  }

  /** The orders' own net per Taipei day: amounts captured that day minus refunds paid that day. */
  async function ordersNetByDay(fromMs: number, toMs: number): Promise<Map<string, number>> {
    const byDay = new Map<string, number>();
    const add = (atMicros: number, amount: number) => {
      const day = financeDayOf(atMicros / MICROS_PER_MS);
      byDay.set(day, (byDay.get(day) ?? 0) + amount);
    };
    const within = (field: 'capturedAt' | 'refundedAt'): Filter[] => [
      { field, op: 'gte', value: fromMs * MICROS_PER_MS },
      { field, op: 'lt', value: toMs * MICROS_PER_MS },
    ];
    for (const o of (await read.find(Collections.planOrders, { filters: within('capturedAt') })).rows) {
      if (o.capturedAt !== null) add(o.capturedAt, o.amount);
    }
    for (const o of (await read.find(Collections.planOrders, { filters: within('refundedAt') })).rows) {
      if (o.refundedAt !== null) add(o.refundedAt, -o.refundedAmount);
    }
    return byDay;
  }

  return [
    operation(calls.getPlanOrderTotals, {
      access,
      async run(ctx, input) {
        const orders = await ordersOf(await planOrderFilters(read, callerOf(ctx).actor, input));
        const sum = (of: (o: PlanOrderDoc) => number) => orders.reduce((n, o) => n + of(o), 0);
        const captured = sum((o) => (o.capturedAt === null ? 0 : o.amount));
        const refunded = sum((o) => o.refundedAmount);
        return {
          count: orders.length,
          amount: sum((o) => o.amount),
          discount: sum((o) => o.discount),
          captured,
          refunded,
          net: captured - refunded,
        };
      },
    }),
    operation(calls.getFinanceReconciliation, {
      access,
      async run(_ctx, input) {
        // Whole Taipei days: from the day of startTime to the day of the last µs before endTime.
        const fromMs = financeDayStart(input.startTime / MICROS_PER_MS);
        const toMs = financeDayStart((input.endTime - 1) / MICROS_PER_MS) + FINANCE_DAY_MS;
        const rows = await read.find(Collections.financeDays, {
          filters: [
            { field: 'day', op: 'gte', value: financeDayOf(fromMs) },
            { field: 'day', op: 'lt', value: financeDayOf(toMs) },
          ],
        });
        const ordersNet = await ordersNetByDay(fromMs, toMs);
        const days = new Map<string, Omit<Figures, 'net' | 'reconciled'>>();
        const dayOf = (day: string) => {
          const kept = days.get(day) ?? {
            captured: 0,
            capturedCount: 0,
            refunded: 0,
            refundedCount: 0,
            ordersNet: ordersNet.get(day) ?? 0,
          };
          days.set(day, kept);
          return kept;
        };
        for (const r of rows.rows) {
          const d = dayOf(r.day);
          d.captured += r.capturedAmount;
          d.capturedCount += r.capturedCount;
          d.refunded += r.refundedAmount;
          d.refundedCount += r.refundedCount;
        }
        for (const day of ordersNet.keys()) dayOf(day);
        const list = [...days.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([day, f]) => ({ day: dashed(day), ...figures(f) }));
        const total = (of: (d: Omit<Figures, 'net' | 'reconciled'>) => number) =>
          [...days.values()].reduce((n, d) => n + of(d), 0);
        const period = figures({
          captured: total((d) => d.captured),
          capturedCount: total((d) => d.capturedCount),
          refunded: total((d) => d.refunded),
          refundedCount: total((d) => d.refundedCount),
          ordersNet: total((d) => d.ordersNet),
        });
        return { days: list, ...period, reconciled: list.every((d) => d.reconciled) };
      },
    }),
    operation(calls.getRefundQuote, {
      access,
      async run(ctx, { orderNumber }) {
        const quote = await refunds.quote(orderNumber, ctx.now);
        return {
          orderNumber,
          amount: quote.amount,
          full: quote.full,
          devices: quote.takeBack.map((d) => ({ deviceSerialNumber: d.serialNumber, days: d.days })),
        };
      },
    }),
    operation(calls.refundPlanOrder, {
      access: editAccess,
      async run(ctx, { orderNumber, reason }) {
        await refunds.refund(ctx, orderNumber, reason, actorIdOf(callerOf(ctx).actor));
        return answeredOrder(orderNumber);
      },
    }),
    operation(calls.abolitionInvoice, {
      access: editAccess,
      async run(ctx, { orderNumber, reason }) {
        await refunds.voidInvoice(ctx, orderNumber, reason, actorIdOf(callerOf(ctx).actor));
        return answeredOrder(orderNumber);
      },
    }),
    operation(calls.exportPlanOrders, {
      access,
      async run(ctx, input) {
        const orders = await ordersOf(await planOrderFilters(read, callerOf(ctx).actor, input));
        return planOrdersFile(
          {
            format: input.format,
            language: input.language ?? DEFAULT_LANGUAGE,
            startTime: input.startTime,
            endTime: input.endTime,
          },
          rowsOf(orders),
        );
      },
    }),
  ];
};
