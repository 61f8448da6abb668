import { AdminFunction, DomainError, type OrderEvent } from '@gps/domain';
import { PaymentSignatureError, type PaymentNotification, type PaymentProvider } from '@gps/payments';
import type { EventStore } from '@gps/event-store';
import type { Aggregates } from '../commands/aggregates';
import type { SystemLogWriter } from '../commands/system-log-writer';
import { newId } from '../infrastructure/ids';
import type { Logger } from '../infrastructure/logger';
import type { OrderFulfilment } from './order-fulfilment';
import { orderRecordOf } from './order-record';

/** The HTTP answer to a provider's notification. */
export interface NotificationAnswer {
  status: number;
  body: string;
}

const HTTP_OK = 200;
const HTTP_BAD_REQUEST = 400;
const HTTP_NOT_FOUND = 404;
/** The system log's action for a notification that changed nothing (docs/decisions/orders.md). */
export const NOTIFICATION_LOG_ACTION = 'paymentNotification';
/** What leads the orders process on: a capture to deliver, a failure or cancellation to release. */
const PROCESS_EVENTS: readonly OrderEvent['type'][] = [
  'PaymentCaptured',
  'PaymentFailed',
  'PaymentCancelled',
];

/** The order an unverified notification says it is for (the sandbox's field, ECPay's), for the log. */
function namedOrder(body: Record<string, string>): string {
  const named = body.orderNumber ?? body.MerchantTradeNo;
  return named ? ` for order ${named.slice(0, ORDER_NUMBER_LOGGED)}` : '';
}

/** An order number is 20 characters; an unverified body's is cut there in the log. */
const ORDER_NUMBER_LOGGED = 20;

/** ECPay's mark on a payment its back office simulated (payments.md): no money moved. */
const ECPAY_SIMULATED = { field: 'SimulatePaid', value: '1' } as const;

export interface PaymentNotificationParts {
  payment: () => PaymentProvider;
  /**
   * Whether a simulated payment counts: on ECPay's stage (where every payment is), never in
   * production, where anyone in the merchant's back office could otherwise buy service for nothing.
   */
  simulatedPaymentsCount: boolean;
  orders: Pick<Aggregates, 'order'>;
  events: Pick<EventStore, 'readStream'>;
  fulfilment: Pick<OrderFulfilment, 'afterPayment'>;
  systemLog: Pick<SystemLogWriter, 'record'>;
  clock: () => number;
  logger: Logger;
}

/**
 * A provider's server-to-server notification (docs/decisions/orders.md, "Notifications"): its
 * signature verified (a bad one changes nothing, is logged in the system log and answered 400),
 * then recorded on its order under a key of its own (order, trade, outcome), so the same
 * notification delivered twice, or twice at once, records once. The provider's acknowledgement is
 * answered only once the events are appended: an error before that answers 500, and the provider
 * notifies again. A notification the order refuses (another amount, a second trade, an order
 * closed or unknown) is acknowledged, since sending it again changes nothing, and logged for
 * finance to settle (a second payment is refunded by hand).
 */
export class PaymentNotifications {
  constructor(private readonly parts: PaymentNotificationParts) {}

  async receive(providerId: string, body: Record<string, string>, ip: string): Promise<NotificationAnswer> {
    const provider = this.parts.payment();
    if (providerId !== provider.id) return { status: HTTP_NOT_FOUND, body: 'not found' };
    let notification: PaymentNotification;
    try {
      notification = provider.verifyNotification(body);
    } catch (error) {
      if (!(error instanceof PaymentSignatureError)) throw error;
      await this.log(ip, `${provider.id} notification${namedOrder(body)} refused: ${error.message}`);
      return { status: HTTP_BAD_REQUEST, body: 'bad signature' };
    }
    if (body[ECPAY_SIMULATED.field] === ECPAY_SIMULATED.value && !this.parts.simulatedPaymentsCount) {
      await this.log(
        ip,
        `${provider.id} simulated ${notification.outcome} of order ${notification.orderNumber} not counted outside the provider's stage`,
      );
      return { status: HTTP_OK, body: provider.acknowledgement() };
    }
    try {
      const secondPayment = await this.record(provider, notification, ip);
      if (secondPayment) {
        await this.log(
          ip,
          `${provider.id} capture of order ${notification.orderNumber} by trade ${notification.tradeNo} (NT$${notification.amount}) not counted: the order is paid by trade ${secondPayment}; refund it`,
        );
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await this.log(
        ip,
        `${provider.id} ${notification.outcome} of order ${notification.orderNumber} (trade ${notification.tradeNo}, NT$${notification.amount}) refused: ${error.message}`,
      );
    }
    return { status: HTTP_OK, body: provider.acknowledgement() };
  }

  /**
   * Records the notification; answers the order's own trade when this is a capture of another
   * trade after the order's capture (a second payment: it records nothing, and finance refunds it).
   */
  private async record(
    provider: PaymentProvider,
    n: PaymentNotification,
    ip: string,
  ): Promise<string | null> {
    const result = await this.parts.orders.order.execute(
      {
        commandId: `payment-notification:${provider.id}:${n.orderNumber}:${n.tradeNo}:${n.outcome}`,
        worker: 'payment-notifications',
        // The provider's server, as the request came: who told us the order was paid.
        ip,
      },
      n.orderNumber,
      {
        type: 'RecordPaymentNotification',
        orderNumber: n.orderNumber,
        tradeNo: n.tradeNo,
        outcome: n.outcome,
        amount: n.amount,
        ...(n.paymentCode === undefined ? {} : { paymentCode: n.paymentCode }),
        ...(n.codeExpiresAt === undefined ? {} : { codeExpiresAt: n.codeExpiresAt }),
        ...(n.reason === undefined ? {} : { reason: n.reason }),
        at: this.parts.clock(),
        by: provider.id,
      },
    );
    if (result.events.some((e) => PROCESS_EVENTS.includes(e.type))) {
      this.parts.fulfilment.afterPayment(n.orderNumber);
    }
    if (result.events.length > 0 || result.duplicate || n.outcome !== 'captured') return null;
    const record = await orderRecordOf(this.parts.events, n.orderNumber);
    const paidBy = record?.state.tradeNo ?? null;
    return paidBy !== null && paidBy !== n.tradeNo ? paidBy : null;
  }

  private async log(ip: string, detail: string): Promise<void> {
    this.parts.logger.warn(detail);
    await this.parts.systemLog.record(
      { commandId: newId(), ip },
      {
        accountId: null,
        account: null,
        action: NOTIFICATION_LOG_ACTION,
        functionId: AdminFunction.FINANCE,
        outcome: 'failure',
        detail,
      },
    );
  }
}
