import { randomBytes, randomInt } from 'node:crypto';
import { PaymentType } from '@gps/codes';
import type { PaymentNotification } from '../payment-provider.port';
import type { SandboxCheckout } from './sandbox-checkout';
import { SANDBOX_TRADE_PREFIX } from './sandbox-provider';

/** What a customer may do on the sandbox page. */
export type SandboxChoice = 'card' | 'declined' | 'cancel' | 'store' | 'store-paid';
export const SANDBOX_CHOICES: readonly SandboxChoice[] = [
  'card',
  'declined',
  'cancel',
  'store',
  'store-paid',
];

/** The choices the page offers for a checkout of that payment type (store-paid comes after store). */
export function choicesFor(paymentType: PaymentType): readonly SandboxChoice[] {
  return paymentType === PaymentType.CONVENIENCE_STORE ? ['store', 'cancel'] : ['card', 'declined', 'cancel'];
}

/** A convenience store code stays payable a week, as ECPay's does by default. */
export const STORE_CODE_VALID_MS = 7 * 24 * 60 * 60 * 1000;
/** The digits of a convenience store payment code. */
const STORE_CODE_DIGITS = 12;
/** Trade numbers are 20 characters, as ECPay's are: the prefix and 18 hex digits. */
const TRADE_NO_RANDOM_BYTES = 9;

export const newSandboxTradeNo = (): string =>
  SANDBOX_TRADE_PREFIX + randomBytes(TRADE_NO_RANDOM_BYTES).toString('hex');

const newStoreCode = (): string =>
  Array.from({ length: STORE_CODE_DIGITS }, () => String(randomInt(10))).join('');

/**
 * The notifications a choice sends, in order: a card payment is authorised then captured at once
 * (as ECPay's AIO does), a declined card fails its authorisation, a store choice issues a code that
 * `store-paid` later settles under the same trade number.
 */
export function notificationsFor(
  choice: SandboxChoice,
  checkout: SandboxCheckout,
  tradeNo: string,
  now: number,
): PaymentNotification[] {
  const trade = { orderNumber: checkout.orderNumber, tradeNo, amount: checkout.amount };
  switch (choice) {
    case 'card':
      return [
        { ...trade, outcome: 'authorised' },
        { ...trade, outcome: 'captured' },
      ];
    case 'declined':
      return [{ ...trade, outcome: 'failed', reason: 'card declined' }];
    case 'cancel':
      return [{ ...trade, outcome: 'cancelled' }];
    case 'store':
      return [
        {
          ...trade,
          outcome: 'code-issued',
          paymentCode: newStoreCode(),
          codeExpiresAt: now + STORE_CODE_VALID_MS,
        },
      ];
    case 'store-paid':
      return [{ ...trade, outcome: 'captured' }];
  }
}
