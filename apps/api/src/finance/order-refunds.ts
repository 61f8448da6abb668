import { refundOf, refusal, streams, type RefundDecision } from '@gps/domain';
import type { EventStore } from '@gps/event-store';
import { invoiceVoidable } from '@gps/invoices';
import type { Aggregates } from '../commands/aggregates';
import type { OrderProviders } from '../orders/order-providers';
import { orderRecordOf, type OrderRecord } from '../orders/order-record';
import type { OperationContext } from '../request/operation';
import { notFound } from '../request/api-error';

export interface OrderRefundParts {
  events: Pick<EventStore, 'readStream'>;
  commands: Pick<Aggregates, 'order' | 'device'>;
  providers: OrderProviders;
}

/** When the order's payment was captured and its invoice issued (epoch ms), from its own stream. */
async function momentsOf(
  events: OrderRefundParts['events'],
  orderNumber: string,
): Promise<{ capturedAt: number | null; invoiceIssuedAt: number | null }> {
  const recorded = await events.readStream(streams.order(orderNumber));
  const at = (type: string) => {
    const found = recorded.find((e) => e.type === type);
    return found ? (found.data.at as number) : null;
  };
  return { capturedAt: at('PaymentCaptured'), invoiceIssuedAt: at('InvoiceIssued') };
}

/**
 * Refunds and invoice voiding (docs/decisions/finance.md). A refund: the refund rule's amount and
 * days (`refundOf`), `RequestRefund` (the decider refuses a second one and any order not captured),
 * the payment port's refund (a manual top-up was paid outside: refunded outside, recorded at once),
 * `RefundProcessing` and `OrderRefunded`, or `RefundFailed` with its code (refused or unanswered)
 * and the provider's reason; then each device's days taken back and the invoice voided while it
 * may be, else an allowance of the refunded amount.
 */
export class OrderRefunds {
  constructor(private readonly parts: OrderRefundParts) {}

  private async recordOf(orderNumber: string): Promise<OrderRecord> {
    const record = await orderRecordOf(this.parts.events, orderNumber);
    if (!record) throw notFound(`order ${orderNumber} not found`);
    return record;
  }

  /** What the rule refunds of the order now, and the days it takes back. */
  async quote(orderNumber: string, at: number): Promise<RefundDecision> {
    const record = await this.recordOf(orderNumber);
    const { capturedAt } = await momentsOf(this.parts.events, orderNumber);
    const { placed } = record;
    return refundOf({
      amount: placed.amount,
      subtotal: placed.subtotal,
      lines: placed.lines,
      capturedAt: capturedAt ?? at,
      delivered: record.delivered,
      at,
    });
  }

  async refund(ctx: OperationContext, orderNumber: string, reason: string, by: string): Promise<void> {
    const { commands, providers } = this.parts;
    const at = ctx.now;
    const record = await this.recordOf(orderNumber);
    const decision = await this.quote(orderNumber, at);
    await commands.order.execute(ctx, orderNumber, {
      type: 'RequestRefund',
      orderNumber,
      amount: decision.amount,
      reason,
      at,
      by,
    });
    const { placed, state } = record;
    if (placed.provider !== 'manual' && decision.amount > 0) {
      const answer = await providers.payment.refund({
        orderNumber,
        tradeNo: state.tradeNo ?? '',
        amount: decision.amount,
      });
      if (!answer.accepted) {
        const { unanswered, reason } = answer;
        const failure = unanswered ? 'refund_unanswered' : 'refund_declined';
        await commands.order.execute(
          ctx,
          orderNumber,
          { type: 'RecordRefundFailed', orderNumber, failure, reason, at: ctx.now },
          { key: 'refund-failed' },
        );
        const [code, what] = unanswered
          ? (['refund_unanswered', 'did not answer'] as const)
          : (['refund_refused', 'refused the refund'] as const);
        throw refusal('conflict', code, `the payment provider ${what}: ${reason}`, {
          providerReason: reason,
        });
      }
    }
    await commands.order.execute(
      ctx,
      orderNumber,
      { type: 'RecordRefundProcessing', orderNumber, at: ctx.now },
      { key: 'refund-processing' },
    );
    await commands.order.execute(
      ctx,
      orderNumber,
      { type: 'RecordRefunded', orderNumber, amount: decision.amount, at: ctx.now },
      { key: 'refunded' },
    );
    for (const back of decision.takeBack) {
      if (back.days === 0) continue;
      await commands.device.execute(
        ctx,
        back.serialNumber,
        {
          type: 'TakeBackService',
          serialNumber: back.serialNumber,
          kind: placed.kind,
          orderNumber,
          days: back.days,
          at,
        },
        { key: `take-back-${back.serialNumber}` },
      );
    }
    await this.settleInvoice(ctx, record, decision.amount, reason, by);
  }

  /** The whole amount refunded on a voidable invoice voids it; anything else is an allowance. */
  private async settleInvoice(
    ctx: OperationContext,
    { placed, state }: OrderRecord,
    amount: number,
    reason: string,
    by: string,
  ): Promise<void> {
    const invoice = state.invoice;
    if (invoice === null || invoice.voided || amount === 0) return;
    const { invoiceIssuedAt } = await momentsOf(this.parts.events, placed.orderNumber);
    const issuedAt = invoiceIssuedAt ?? ctx.now;
    const whole = amount === invoice.amount && invoice.allowed === 0;
    if (whole && invoiceVoidable(issuedAt, ctx.now)) {
      await this.voidNow(ctx, placed.orderNumber, invoice.invoiceNumber, issuedAt, reason, by);
      return;
    }
    const allowance = await this.parts.providers.invoice.allowance({
      invoiceNumber: invoice.invoiceNumber,
      issuedAt,
      amount,
      reason,
      at: ctx.now,
      details: placed.invoice,
    });
    await this.parts.commands.order.execute(
      ctx,
      placed.orderNumber,
      {
        type: 'RecordAllowance',
        orderNumber: placed.orderNumber,
        allowanceNumber: allowance.allowanceNumber,
        amount,
        at: ctx.now,
        by,
      },
      { key: 'allowance' },
    );
  }

  private async voidNow(
    ctx: OperationContext,
    orderNumber: string,
    invoiceNumber: string,
    issuedAt: number,
    reason: string,
    by: string,
  ): Promise<void> {
    await this.parts.providers.invoice.void({ invoiceNumber, issuedAt, reason, at: ctx.now });
    await this.parts.commands.order.execute(
      ctx,
      orderNumber,
      { type: 'VoidInvoice', orderNumber, reason, at: ctx.now, by },
      { key: 'void-invoice' },
    );
  }

  /**
   * abolitionInvoice: voids the order's invoice while its voiding period is open; refused with
   * `invoice_stage` (none, voided, with allowances) or `invoice_not_voidable` (the period closed).
   */
  async voidInvoice(ctx: OperationContext, orderNumber: string, reason: string, by: string): Promise<void> {
    const { state } = await this.recordOf(orderNumber);
    const invoice = state.invoice;
    if (invoice === null || invoice.voided || invoice.allowed > 0) {
      throw refusal(
        'conflict',
        'invoice_stage',
        `order ${orderNumber} has ${invoice === null ? 'no invoice' : invoice.voided ? 'a voided invoice' : 'allowances on its invoice'}`,
      );
    }
    const { invoiceIssuedAt } = await momentsOf(this.parts.events, orderNumber);
    const issuedAt = invoiceIssuedAt ?? ctx.now;
    if (!invoiceVoidable(issuedAt, ctx.now)) {
      throw refusal(
        'conflict',
        'invoice_not_voidable',
        `invoice ${invoice.invoiceNumber} can no longer be voided: a refund issues an allowance`,
        { invoiceNumber: invoice.invoiceNumber },
      );
    }
    await this.voidNow(ctx, orderNumber, invoice.invoiceNumber, issuedAt, reason, by);
  }
}
