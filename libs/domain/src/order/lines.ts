/** One device of an order: what it pays and the days it gets (docs/decisions/orders.md). */
export interface OrderLine {
  serialNumber: string;
  /** Whole NT$: the item's price, or its overtimePrice for a lapsed service. */
  unitPrice: number;
  /** The service lapsed beyond the item's overtimeDays: the new period starts at delivery. */
  overtime: boolean;
  days: number;
}
