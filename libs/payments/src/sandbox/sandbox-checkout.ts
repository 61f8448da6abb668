import { isPaymentType, type PaymentType } from '@gps/codes';
import { wholeAmountOf } from '../amounts';
import { PaymentSignatureError } from '../errors';
import type { CheckoutLanguage, CheckoutRequest } from '../payment-provider.port';
import { signSandboxFields, verifySandboxFields } from './sandbox-signature';

/** What the sandbox page is asked to collect: the checkout's fields, as the browser brings them back. */
export interface SandboxCheckout {
  orderNumber: string;
  amount: number;
  itemName: string;
  paymentType: PaymentType;
  returnUrl: string;
  notifyUrl: string;
  lang: CheckoutLanguage;
  /** The trade a convenience store code was issued under: what "paid at the store" settles. */
  tradeNo?: string;
}

const DEFAULT_LANGUAGE: CheckoutLanguage = 'zh-TW';

/** The checkout's fields as the page's query string and forms carry them, signed. */
export function sandboxCheckoutFields(
  checkout: CheckoutRequest | SandboxCheckout,
  secret: string,
): Record<string, string> {
  const fields: Record<string, string> = {
    orderNumber: checkout.orderNumber,
    amount: String(checkout.amount),
    itemName: checkout.itemName,
    paymentType: String(checkout.paymentType),
    returnUrl: checkout.returnUrl,
    notifyUrl: checkout.notifyUrl,
    lang: checkout.lang ?? DEFAULT_LANGUAGE,
  };
  if ('tradeNo' in checkout && checkout.tradeNo) fields.tradeNo = checkout.tradeNo;
  return signSandboxFields(fields, secret);
}

/**
 * The checkout the page was opened with, refused (PaymentSignatureError) unless our server signed
 * it: nobody can make the page notify an order of another amount, or notify another address.
 */
export function readSandboxCheckout(fields: Record<string, string>, secret: string): SandboxCheckout {
  const signed = verifySandboxFields(fields, secret, 'checkout');
  const amount = wholeAmountOf(signed.amount);
  const paymentType = Number(signed.paymentType);
  const { orderNumber, itemName, returnUrl, notifyUrl, lang, tradeNo } = signed;
  if (
    !orderNumber ||
    amount === undefined ||
    !isPaymentType(paymentType) ||
    itemName === undefined ||
    !returnUrl ||
    !notifyUrl ||
    (lang !== 'zh-TW' && lang !== 'en-US')
  ) {
    throw new PaymentSignatureError('sandbox checkout missing one of its fields');
  }
  const checkout: SandboxCheckout = {
    orderNumber,
    amount,
    itemName,
    paymentType,
    returnUrl,
    notifyUrl,
    lang,
  };
  if (tradeNo) checkout.tradeNo = tradeNo;
  return checkout;
}
