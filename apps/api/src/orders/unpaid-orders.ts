import { PaymentType } from '@gps/codes';
import { DomainError } from '@gps/domain';
import { Collections, micros } from '@gps/projections';
import type { ReadStore } from '@gps/read-store';
import type { Aggregates } from '../commands/aggregates';
import type { Logger } from '../infrastructure/logger';
import { PeriodicSweep } from '../infrastructure/periodic-sweep';
import type { OrderFulfilment } from './order-fulfilment';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** How often unpaid orders are looked at: an order waits a minute at most beyond its time. */
export const UNPAID_ORDERS_SWEEP_MS = MINUTE_MS;
/**
 * How long an order waits for its payment to begin (docs/decisions/orders.md, "Unpaid orders"): a
 * card payment is made on the provider's page right after the order (ECPay's page expires well
 * within the hour); a convenience-store order that never obtained its code is as good as left.
 */
export const PAYMENT_START_WINDOW_MS = HOUR_MS;
/**
 * How long past its deadline a convenience-store code's order still waits: a payment made at the
 * store just before the deadline is notified minutes later, and must find its order open.
 */
export const STORE_CODE_GRACE_MS = HOUR_MS;
/** Orders cancelled per sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;
/** Who cancels an order left unpaid: the platform itself. */
export const UNPAID_SWEEP_ACTOR = 'system:unpaid-orders';

export interface UnpaidOrdersParts {
  read: Pick<ReadStore, 'find'>;
  aggregates: Pick<Aggregates, 'order'>;
  fulfilment: Pick<OrderFulfilment, 'release'>;
  clock: () => number;
  logger: Logger;
}

/**
 * Cancels the orders left unpaid, on the platform's (injectable) clock: an order still unpaid an
 * hour after it was placed (card, or a store code never obtained), and a convenience-store order
 * whose code expired (an hour's grace for a late notification). `CancelOrder` then gives the coupon
 * back; the decider decides from the order's own events, so a payment that landed since the read
 * model was read is never cancelled.
 */
export class UnpaidOrders {
  private readonly sweeper: PeriodicSweep;

  constructor(private readonly parts: UnpaidOrdersParts) {
    this.sweeper = new PeriodicSweep('unpaid orders sweep', () => this.cancelDue(), parts.logger);
  }

  start(intervalMs = UNPAID_ORDERS_SWEEP_MS): void {
    this.sweeper.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.sweeper.stop();
  }

  /** One sweep; resolves with how many orders it cancelled. Overlapping calls share one sweep. */
  sweep(): Promise<number> {
    return this.sweeper.run();
  }

  private async cancelDue(): Promise<number> {
    const now = this.parts.clock();
    const page = { index: 0, rows: SWEEP_BATCH };
    const neverPaid = await this.parts.read.find(Collections.planOrders, {
      filters: [
        { field: 'stage', op: 'eq', value: 'unpaid' },
        { field: 'paymentType', op: 'in', value: [PaymentType.CREDIT_CARD, PaymentType.CONVENIENCE_STORE] },
        { field: 'placedAt', op: 'lte', value: micros(now - PAYMENT_START_WINDOW_MS) },
      ],
      page,
    });
    const codeExpired = await this.parts.read.find(Collections.planOrders, {
      filters: [
        { field: 'stage', op: 'eq', value: 'code-issued' },
        { field: 'paymentCodeExpiresAt', op: 'lte', value: micros(now - STORE_CODE_GRACE_MS) },
      ],
      page,
    });
    let cancelled = 0;
    for (const order of [...neverPaid.rows, ...codeExpired.rows]) {
      if (await this.cancel(order.orderNumber, now)) cancelled++;
    }
    return cancelled;
  }

  private async cancel(orderNumber: string, at: number): Promise<boolean> {
    try {
      const result = await this.parts.aggregates.order.execute(
        { commandId: `unpaid-orders:${orderNumber}:cancel`, worker: 'unpaid-orders' },
        orderNumber,
        { type: 'CancelOrder', orderNumber, at, by: UNPAID_SWEEP_ACTOR },
      );
      await this.parts.fulfilment.release(orderNumber);
      return result.events.length > 0;
    } catch (error) {
      // Paid or closed since the read model was read: nothing to cancel.
      if (error instanceof DomainError) return false;
      throw error;
    }
  }
}
