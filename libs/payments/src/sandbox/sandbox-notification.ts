import { wholeAmountOf } from '../amounts';
import { PaymentSignatureError } from '../errors';
import type { PaymentNotification, PaymentOutcome } from '../payment-provider.port';
import { signSandboxFields, verifySandboxFields } from './sandbox-signature';

const OUTCOMES: readonly PaymentOutcome[] = ['authorised', 'captured', 'failed', 'code-issued', 'cancelled'];
const isOutcome = (text: string | undefined): text is PaymentOutcome =>
  OUTCOMES.includes(text as PaymentOutcome);

/** The body the sandbox page posts to an order's notifyUrl: every field a string, signed. */
export function sandboxNotificationBody(
  notification: PaymentNotification,
  secret: string,
): Record<string, string> {
  const fields: Record<string, string> = {
    orderNumber: notification.orderNumber,
    tradeNo: notification.tradeNo,
    outcome: notification.outcome,
    amount: String(notification.amount),
  };
  if (notification.paymentCode !== undefined) fields.paymentCode = notification.paymentCode;
  if (notification.codeExpiresAt !== undefined) fields.codeExpiresAt = String(notification.codeExpiresAt);
  if (notification.reason !== undefined) fields.reason = notification.reason;
  return signSandboxFields(fields, secret);
}

/** Reads a sandbox notification, refusing it unless the sandbox secret signed it. */
export function readSandboxNotification(body: Record<string, string>, secret: string): PaymentNotification {
  const fields = verifySandboxFields(body, secret, 'notification');
  const { orderNumber, tradeNo, outcome, paymentCode, reason } = fields;
  const amount = wholeAmountOf(fields.amount);
  if (!orderNumber || !tradeNo || !isOutcome(outcome) || amount === undefined) {
    throw new PaymentSignatureError('sandbox notification missing its order, trade, outcome or amount');
  }
  const notification: PaymentNotification = { orderNumber, tradeNo, outcome, amount };
  if (paymentCode !== undefined) notification.paymentCode = paymentCode;
  if (fields.codeExpiresAt !== undefined) notification.codeExpiresAt = Number(fields.codeExpiresAt);
  if (reason !== undefined) notification.reason = reason;
  return notification;
}
