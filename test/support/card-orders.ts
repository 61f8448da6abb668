import { randomUUID } from 'node:crypto';
import { InvoiceType, OrderKind, PaymentType } from '@gps/codes';
import { orderDecider, streams, type OrderCommand } from '@gps/domain';
import type { TestApp } from './app-harness';

/** Decides one command on an order's stream and appends its events, as an administrator's call would. */
export async function recordOrderCommand(
  app: TestApp,
  orderNumber: string,
  command: OrderCommand,
): Promise<void> {
  await app.platform.commands.handle(orderDecider, streams.order(orderNumber), command, {
    commandId: randomUUID(),
    actor: { kind: 'admin', id: 'test' },
  });
}

/** A one-device card order as a test needs it: the order's number, its device, item and fleet. */
export interface CardOrder {
  orderNumber: string;
  serialNumber: string;
  itemId: string;
  itemName: string;
  price: number;
  /** The ordering fleet; null for an order of the platform's own (an administrator's). */
  fleetId: string | null;
}

/** What the provider's notification said: captured under a trade, or failed with its words. */
export type CardPayment = { outcome: 'captured'; tradeNo: string } | { outcome: 'failed'; reason: string };

/**
 * Places a card order with the sandbox and records the provider's notification, through the order
 * decider (not delivered): the stages a test cannot reach through a browser or a door without the
 * provider's own page, such as a capture under another provider's trade (whose refund is refused)
 * or a declined card.
 */
export async function recordCardOrder(app: TestApp, order: CardOrder, payment: CardPayment): Promise<void> {
  const { orderNumber, serialNumber, itemId, itemName, price, fleetId } = order;
  const record = (command: OrderCommand) => recordOrderCommand(app, orderNumber, command);
  const at = app.clock.now();
  await record({
    type: 'PlaceOrder',
    orderNumber,
    kind: OrderKind.SERVICE,
    itemId,
    itemName,
    invoiceName: `GPS service, ${itemName}`,
    planId: 1,
    lines: [{ serialNumber, unitPrice: price, overtime: false, days: 365 }],
    couponNumber: null,
    couponDiscount: 0,
    invoice: { type: InvoiceType.PERSONAL, carrier: '/ABC1234' },
    paymentType: PaymentType.CREDIT_CARD,
    provider: 'sandbox',
    fleetId,
    at,
    by: 'someone',
  });
  await record({
    type: 'RecordPaymentNotification',
    orderNumber,
    tradeNo: payment.outcome === 'captured' ? payment.tradeNo : 'SB00000000000000DECL',
    amount: price,
    at,
    by: 'sandbox',
    ...(payment.outcome === 'captured'
      ? { outcome: 'captured' }
      : { outcome: 'failed', reason: payment.reason }),
  });
}
