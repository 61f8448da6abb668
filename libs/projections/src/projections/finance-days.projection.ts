import { financeDayOf } from '@gps/domain';
import type { PaymentType } from '@gps/codes';
import type { ReadModelWriter } from '@gps/read-store';
import { defineProjection } from '../define-projection';
import { Collections, type FinanceDayDoc } from '../read-models';

/** The id of a FinanceDayDoc. */
export function financeDayId(day: string, paymentType: PaymentType): string {
  return `${day}|${paymentType}`;
}

/** Adds to one day's figures of one payment type, creating the row at its first money. */
async function add(
  w: ReadModelWriter,
  at: number,
  paymentType: PaymentType,
  change: Pick<FinanceDayDoc, 'capturedAmount' | 'capturedCount' | 'refundedAmount' | 'refundedCount'>,
): Promise<void> {
  const day = financeDayOf(at);
  const id = financeDayId(day, paymentType);
  const current = (await w.get(Collections.financeDays, id)) ?? {
    id,
    day,
    paymentType,
    capturedAmount: 0,
    capturedCount: 0,
    refundedAmount: 0,
    refundedCount: 0,
  };
  await w.put(Collections.financeDays, {
    ...current,
    capturedAmount: current.capturedAmount + change.capturedAmount,
    capturedCount: current.capturedCount + change.capturedCount,
    refundedAmount: current.refundedAmount + change.refundedAmount,
    refundedCount: current.refundedCount + change.refundedCount,
  });
}

/**
 * Finance's days (docs/decisions/finance.md): per Taipei day and payment type, the money captured
 * (on `PaymentCaptured`'s day) and refunded (on `OrderRefunded`'s day). It keeps each order's
 * payment type itself, so it reads no other read model and a rebuild gives the same rows.
 */
export const financeDaysProjection = defineProjection({
  name: 'finance-days',
  collections: [Collections.financeDays, Collections.financeOrders],
  indexes: [{ collection: Collections.financeDays, fields: ['day'] }],
  handlers: {
    async OrderPlaced({ data: d }, w) {
      await w.put(Collections.financeOrders, { id: d.orderNumber, paymentType: d.paymentType });
    },
    async PaymentCaptured({ data: d }, w) {
      const order = await w.get(Collections.financeOrders, d.orderNumber);
      if (!order) return;
      await add(w, d.at, order.paymentType, {
        capturedAmount: d.amount,
        capturedCount: 1,
        refundedAmount: 0,
        refundedCount: 0,
      });
    },
    async OrderRefunded({ data: d }, w) {
      const order = await w.get(Collections.financeOrders, d.orderNumber);
      if (!order) return;
      await add(w, d.at, order.paymentType, {
        capturedAmount: 0,
        capturedCount: 0,
        refundedAmount: d.amount,
        refundedCount: 1,
      });
    },
  },
});
