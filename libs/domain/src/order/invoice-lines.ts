import type { OrderLine } from './lines';

/** One line of an order's e-invoice; whole NT$, tax included. */
export interface OrderInvoiceLine {
  name: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/** The coupon's line on the e-invoice (printed in Taiwan: zh-TW). */
export const COUPON_INVOICE_LINE = '優惠券折抵';

/**
 * The e-invoice's lines of an order (docs/decisions/orders.md): the item's invoice name once per
 * unit price (a renewal and an overtime renewal in one order are two lines), then the coupon as a
 * negative line, so the lines add up to the amount paid.
 */
export function invoiceLinesOf(order: {
  invoiceName: string;
  lines: readonly OrderLine[];
  discount: number;
}): OrderInvoiceLine[] {
  const byPrice = new Map<number, number>();
  for (const line of order.lines) byPrice.set(line.unitPrice, (byPrice.get(line.unitPrice) ?? 0) + 1);
  const lines = [...byPrice].map(([unitPrice, quantity]) => ({
    name: order.invoiceName,
    quantity,
    unitPrice,
    amount: unitPrice * quantity,
  }));
  if (order.discount > 0) {
    lines.push({
      name: COUPON_INVOICE_LINE,
      quantity: 1,
      unitPrice: -order.discount,
      amount: -order.discount,
    });
  }
  return lines;
}
