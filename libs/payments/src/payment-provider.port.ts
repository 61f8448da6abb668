import type { PaymentProviderId, PaymentType } from '@gps/codes';

/** What an order asks of a provider to start paying (amounts are whole NT$). */
export interface CheckoutRequest {
  orderNumber: string;
  amount: number;
  itemName: string;
  paymentType: PaymentType;
  /** Epoch ms: when the order was placed (ECPay's MerchantTradeDate). */
  at: number;
  /** Where the browser comes back to our web app. */
  returnUrl: string;
  /** Where the provider notifies us, server to server. */
  notifyUrl: string;
  /** The customer's language for the provider's page (zh-TW when absent). */
  lang?: CheckoutLanguage;
}

export type CheckoutLanguage = 'zh-TW' | 'en-US';

/** The form the browser submits to reach the provider's page. */
export interface CheckoutForm {
  action: string;
  method: 'POST' | 'GET';
  fields: Record<string, string>;
}

export type PaymentOutcome = 'authorised' | 'captured' | 'failed' | 'code-issued' | 'cancelled';

/** A provider's notification, its signature checked. */
export interface PaymentNotification {
  orderNumber: string;
  tradeNo: string;
  outcome: PaymentOutcome;
  amount: number;
  /** Convenience store: the code the customer pays with, and until when (epoch ms). */
  paymentCode?: string;
  codeExpiresAt?: number;
  /** Why the payment failed, in the provider's words. */
  reason?: string;
}

/**
 * What a provider said to a capture or refund. A refusal is never an exception: `unanswered` when
 * the provider could not be reached or answered with an HTTP error (worth trying again), else it
 * answered no; `reason` in its words, or ours for an unanswered call, for the record.
 */
export type ProviderAnswer = { accepted: true } | { accepted: false; unanswered: boolean; reason: string };

export interface TradeRequest {
  orderNumber: string;
  tradeNo: string;
  amount: number;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  checkout(request: CheckoutRequest): CheckoutForm;
  /** Verifies the provider's signature; throws PaymentSignatureError (nothing changes, the call logs it). */
  verifyNotification(body: Record<string, string>): PaymentNotification;
  /** What the notification's HTTP answer must say (ECPay: '1|OK'). */
  acknowledgement(): string;
  capture(request: TradeRequest): Promise<ProviderAnswer>;
  refund(request: TradeRequest): Promise<ProviderAnswer>;
}

/** The fetch a provider calls its API with: injectable, so tests answer from a local server. */
export type Fetch = typeof globalThis.fetch;
