import type { Fetch } from '../payment-provider.port';
import type { EcpayKeys } from './check-mac-value';

export interface EcpaySettings extends EcpayKeys {
  merchantId: string;
  /** ECPay's stage (test) servers instead of production. */
  stage: boolean;
  /** Injectable for tests; the global fetch otherwise. */
  fetch?: Fetch;
}

const HOSTS = { production: 'https://payment.ecpay.com.tw', stage: 'https://payment-stage.ecpay.com.tw' };

export const ecpayHost = (settings: Pick<EcpaySettings, 'stage'>): string =>
  settings.stage ? HOSTS.stage : HOSTS.production;

/** The AIO checkout the browser posts to. */
export const AIO_CHECKOUT_PATH = '/Cashier/AioCheckOut/V5';
/** The credit card API: capture (C) and refund (R) of a card payment. */
export const DO_ACTION_PATH = '/CreditDetail/DoAction';
