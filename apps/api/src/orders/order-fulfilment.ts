import { CouponStatus, OrderKind } from '@gps/codes';
import { CAPTURED_STAGES, CLOSED_STAGES, DomainError, invoiceLinesOf, refusal, streams } from '@gps/domain';
import type { EventStore } from '@gps/event-store';
import type { InvoiceProvider } from '@gps/invoices';
import { Collections } from '@gps/projections';
import type { ReadStore } from '@gps/read-store';
import type { Aggregates } from '../commands/aggregates';
import type { CommandOrigin } from '../commands/aggregate';
import type { Logger } from '../infrastructure/logger';
import { orderRecordOf, type OrderRecord } from './order-record';

/** How often the process looks for orders left unfinished (a provider down, a crash). */
export const ORDER_FULFILMENT_SWEEP_MS = 60_000;
/** Orders finished per sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/** What an order delivered: each device's new expiry of what it bought (epoch ms). */
export interface Delivery {
  orderNumber: string;
  kind: OrderKind;
  devices: { serialNumber: string; expiredAt: number }[];
}

export interface OrderFulfilmentParts {
  read: ReadStore;
  events: Pick<EventStore, 'readStream'>;
  aggregates: Pick<Aggregates, 'order' | 'device' | 'coupon'>;
  invoices: () => InvoiceProvider;
  clock: () => number;
  logger: Logger;
}

/** The event each kind of order line records on the device. */
const EXTENDED_EVENT: Record<OrderKind, string> = {
  [OrderKind.SERVICE]: 'ServiceExtended',
  [OrderKind.VIP]: 'ValueServiceExtended',
  [OrderKind.ADDRESS_PLAN]: 'AddressPlanExtended',
};

/** The process' commands: keyed by the order, so a step run twice is recognised by its event ids. */
const origin = (orderNumber: string, step: string): CommandOrigin => ({
  commandId: `order-fulfilment:${orderNumber}:${step}`,
  worker: 'order-fulfilment',
});

/**
 * The orders process (docs/decisions/orders.md, "Fulfilment"): a captured order extends its
 * devices (`ExtendService`, from the old expiry or, for an overtime line, from delivery), is
 * recorded delivered, then invoiced through the invoice port; a failed or cancelled order gives its
 * coupon back. Whoever records a capture, a failure or a cancellation in this process hands the
 * order here; a sweep on the clock (and one at start) finishes what a crash or a provider's outage
 * left undone, from the `plan_orders` read model. Every step is idempotent (the deciders return no
 * events the second time, and the commands are keyed by the order), and the steps of one order run
 * in turn.
 */
export class OrderFulfilment {
  private readonly queue = new Map<string, Promise<unknown>>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(private readonly parts: OrderFulfilmentParts) {}

  /**
   * Starts finishing what was left unfinished (in the background: a provider slow to answer must
   * not hold the platform's start; `sweep()` joins it), then sweeps every `intervalMs`.
   */
  start(intervalMs = ORDER_FULFILMENT_SWEEP_MS): void {
    void this.sweep().catch((e) => this.parts.logger.error('order fulfilment sweep failed', e));
    this.timer = setInterval(
      () => void this.sweep().catch((e) => this.parts.logger.error('order fulfilment sweep failed', e)),
      intervalMs,
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
    await this.settled();
  }

  /** Resolves when every step asked for so far has run. */
  async settled(): Promise<void> {
    while (this.queue.size > 0) await Promise.allSettled(this.queue.values());
  }

  /**
   * Delivers a captured order (once) and issues its invoice (once); answers what it delivered.
   * Refused (-5 payment_stage) before the capture, or once refunded without a delivery.
   */
  fulfil(orderNumber: string): Promise<Delivery> {
    return this.inTurn(orderNumber, () => this.fulfilNow(orderNumber));
  }

  /**
   * Fulfils an order just captured by the caller and waits for it, but a failure (the invoice
   * provider down) is logged, not thrown: the payment stands, and the sweep tries again.
   */
  async finish(orderNumber: string): Promise<void> {
    await this.fulfil(orderNumber).catch((error) =>
      this.parts.logger.error(`order ${orderNumber} fulfilment failed`, error),
    );
  }

  /** Gives a failed or cancelled order's coupon back (a no-op for any other order). */
  release(orderNumber: string): Promise<void> {
    return this.inTurn(orderNumber, () => this.releaseNow(orderNumber));
  }

  /** After a payment step was recorded: what it leads to, in the background (errors logged). */
  afterPayment(orderNumber: string): void {
    this.inTurn(orderNumber, async () => {
      const record = await this.recordOf(orderNumber);
      if (CAPTURED_STAGES.includes(record.state.stage)) await this.fulfilNow(orderNumber);
      else if (CLOSED_STAGES.includes(record.state.stage)) await this.releaseNow(orderNumber);
    }).catch((error) => this.parts.logger.error(`order ${orderNumber} fulfilment failed`, error));
  }

  /** One sweep; resolves with how many orders it took up. Overlapping calls share one sweep. */
  sweep(): Promise<number> {
    this.running ??= this.finishUnfinished().finally(() => (this.running = undefined));
    return this.running;
  }

  private inTurn<T>(orderNumber: string, step: () => Promise<T>): Promise<T> {
    const previous = this.queue.get(orderNumber) ?? Promise.resolve();
    const next = previous.then(step);
    // What the queue waits on settles either way: the caller of `step` handles its failure.
    const settledStep: Promise<unknown> = next.then(
      () => undefined,
      () => undefined,
    );
    const tracked = settledStep.finally(() => {
      if (this.queue.get(orderNumber) === tracked) this.queue.delete(orderNumber);
    });
    this.queue.set(orderNumber, tracked);
    return next;
  }

  private async recordOf(orderNumber: string): Promise<OrderRecord> {
    const record = await orderRecordOf(this.parts.events, orderNumber);
    if (!record) throw new DomainError('not_found', `order ${orderNumber} not found`, { id: orderNumber });
    return record;
  }

  /**
   * Delivers while the order is captured (a refund asked before the delivery stops it), then
   * invoices any captured payment (a refund voids or allows the invoice afterwards); an order not
   * delivered then is refused, once its invoice is seen to.
   */
  private async fulfilNow(orderNumber: string): Promise<Delivery> {
    let record = await this.recordOf(orderNumber);
    if (!record.delivered && record.state.stage === 'captured') {
      await this.deliver(record);
      record = await this.recordOf(orderNumber);
    }
    const { state, placed } = record;
    if (state.invoice === null && placed.amount > 0 && CAPTURED_STAGES.includes(state.stage)) {
      await this.invoice(record);
    }
    if (!record.delivered) {
      throw refusal('conflict', 'payment_stage', `order ${orderNumber} is ${state.stage}: cannot deliver`, {
        stage: state.stage,
      });
    }
    return {
      orderNumber,
      kind: placed.kind,
      devices: record.delivered ?? [],
    };
  }

  /** Extends each device by its line, then records the delivery with the expiries reached. */
  private async deliver({ placed }: OrderRecord): Promise<void> {
    const { orderNumber, kind } = placed;
    const devices: Delivery['devices'] = [];
    for (const line of placed.lines) {
      const at = this.parts.clock();
      await this.parts.aggregates.device.execute(
        origin(orderNumber, `extend-${line.serialNumber}`),
        line.serialNumber,
        {
          type: 'ExtendService',
          serialNumber: line.serialNumber,
          kind,
          days: line.days,
          orderNumber,
          continueFrom: line.overtime ? 'now' : 'expiry',
          at,
        },
      );
      devices.push({
        serialNumber: line.serialNumber,
        expiredAt: await this.extendedTo(line.serialNumber, placed),
      });
    }
    await this.parts.aggregates.order.execute(origin(orderNumber, 'delivered'), orderNumber, {
      type: 'RecordDelivery',
      orderNumber,
      devices,
      at: this.parts.clock(),
    });
  }

  /** The expiry this order's line set on the device: its own event, whenever it was written. */
  private async extendedTo(serialNumber: string, placed: OrderRecord['placed']): Promise<number> {
    const recorded = await this.parts.events.readStream(streams.device(serialNumber));
    const extended = recorded.find(
      (e) => e.type === EXTENDED_EVENT[placed.kind] && e.data.orderNumber === placed.orderNumber,
    );
    if (!extended) throw new Error(`device ${serialNumber} has no extension by order ${placed.orderNumber}`);
    return extended.data.expiredAt as number;
  }

  private async invoice({ placed }: OrderRecord): Promise<void> {
    const provider = this.parts.invoices();
    const issued = await provider.issue({
      orderNumber: placed.orderNumber,
      amount: placed.amount,
      at: this.parts.clock(),
      details: placed.invoice,
      lines: invoiceLinesOf(placed),
    });
    await this.parts.aggregates.order.execute(origin(placed.orderNumber, 'invoiced'), placed.orderNumber, {
      type: 'RecordInvoiceIssued',
      orderNumber: placed.orderNumber,
      invoiceNumber: issued.invoiceNumber,
      randomNumber: issued.randomNumber,
      amount: placed.amount,
      provider: provider.id,
      at: issued.issuedAt,
    });
  }

  private async releaseNow(orderNumber: string): Promise<void> {
    const { placed, state } = await this.recordOf(orderNumber);
    if (placed.couponNumber === null || !CLOSED_STAGES.includes(state.stage)) return;
    await this.parts.aggregates.coupon.execute(origin(orderNumber, 'release'), placed.couponNumber, {
      type: 'ReleaseCoupon',
      couponNumber: placed.couponNumber,
      orderNumber,
      at: this.parts.clock(),
    });
  }

  /**
   * The captured orders not delivered, or not invoiced (with something to invoice), and the
   * coupons still held by a failed or cancelled order: each taken up in turn, its failure logged
   * (the next sweep tries again).
   */
  private async finishUnfinished(): Promise<number> {
    const { read } = this.parts;
    const page = { index: 0, rows: SWEEP_BATCH };
    const undelivered = await read.find(Collections.planOrders, {
      filters: [
        { field: 'stage', op: 'eq', value: 'captured' },
        { field: 'delivered', op: 'eq', value: false },
      ],
      page,
    });
    const uninvoiced = await read.find(Collections.planOrders, {
      filters: [
        { field: 'stage', op: 'in', value: [...CAPTURED_STAGES] },
        { field: 'invoiceNumber', op: 'eq', value: null },
        { field: 'amount', op: 'gt', value: 0 },
      ],
      page,
    });
    const toFulfil = new Set([...undelivered.rows, ...uninvoiced.rows].map((o) => o.orderNumber));
    const held = await read.find(Collections.coupons, {
      filters: [{ field: 'status', op: 'eq', value: CouponStatus.USED }],
      page: { index: 0, rows: SWEEP_BATCH * 10 },
    });
    const holders = held.rows.flatMap((c) => (c.orderNumber === null ? [] : [c.orderNumber]));
    const closed = holders.length
      ? await read.find(Collections.planOrders, {
          filters: [
            { field: 'id', op: 'in', value: holders },
            { field: 'stage', op: 'in', value: [...CLOSED_STAGES] },
          ],
        })
      : { rows: [] };
    const steps = [
      ...[...toFulfil].map((n) => this.fulfil(n).then(() => undefined)),
      ...closed.rows.map((o) => this.release(o.orderNumber)),
    ];
    const results = await Promise.allSettled(steps);
    for (const result of results) {
      if (result.status === 'rejected') this.parts.logger.error('finishing an order failed', result.reason);
    }
    return steps.length;
  }
}
