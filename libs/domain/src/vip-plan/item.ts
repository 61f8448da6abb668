import type { VipPlanFlag, VipPlanStatus } from '@gps/codes';

/** A VIP plan item (docs/decisions/billing.md): what a customer buys for a VIP device. Prices in whole NT$. */
export interface VipPlanItem {
  itemId: string;
  /** 1 VIP service (moves valueExpiredDate), 2 address plan (moves the address plan expiry). */
  flag: VipPlanFlag;
  name: string;
  price: number;
  extendDays: number;
  /** 0 hidden (not sold), 1 shown. */
  statusCode: VipPlanStatus;
  description: string | null;
  /** The line printed on the e-invoice; null prints the name. */
  invoiceName: string | null;
}

/** The e-invoice line of an item: its invoiceName, else its name. */
export function invoiceLineOf(item: Pick<VipPlanItem, 'name' | 'invoiceName'>): string {
  return item.invoiceName ?? item.name;
}
