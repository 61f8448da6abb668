import type { ReadStore } from '@gps/read-store';
import {
  ECPAY_INVOICE_HOSTS,
  ECPAY_INVOICE_STAGE_MERCHANT,
  EcpayInvoiceProvider,
} from './ecpay/ecpay-invoice-provider';
import type { InvoiceProvider } from './invoice-provider.port';
import { SandboxInvoiceProvider } from './sandbox/sandbox-invoice-provider';

export type InvoiceProviderConfig =
  | { provider: 'sandbox' }
  | { provider: 'ecpay'; merchantId: string; hashKey: string; hashIv: string; baseUrl: string };

const TRUE_WORDS = ['1', 'true', 'yes'];

/**
 * The invoice provider from the environment (docs/decisions/invoices.md): `INVOICE_PROVIDER`
 * `sandbox` (the default) or `ecpay`. ECPay takes `ECPAY_INVOICE_MERCHANT_ID`, `_HASH_KEY` and
 * `_HASH_IV`; `ECPAY_INVOICE_STAGE` on posts to ECPay's stage host, with its published test merchant
 * unless the three are given.
 */
export function invoiceProviderConfig(
  env: Readonly<Record<string, string | undefined>>,
): InvoiceProviderConfig {
  const provider = env.INVOICE_PROVIDER?.trim() || 'sandbox';
  if (provider === 'sandbox') return { provider };
  if (provider !== 'ecpay') throw new Error(`INVOICE_PROVIDER must be sandbox or ecpay, got ${provider}`);
  const stage = TRUE_WORDS.includes((env.ECPAY_INVOICE_STAGE ?? '').trim().toLowerCase());
  const given = {
    merchantId: env.ECPAY_INVOICE_MERCHANT_ID?.trim() ?? '',
    hashKey: env.ECPAY_INVOICE_HASH_KEY?.trim() ?? '',
    hashIv: env.ECPAY_INVOICE_HASH_IV?.trim() ?? '',
  };
  const none = !given.merchantId && !given.hashKey && !given.hashIv;
  const merchant = stage && none ? ECPAY_INVOICE_STAGE_MERCHANT : given;
  const missing = (['merchantId', 'hashKey', 'hashIv'] as const).filter((key) => !merchant[key]);
  if (missing.length > 0)
    throw new Error(
      'INVOICE_PROVIDER=ecpay needs ECPAY_INVOICE_MERCHANT_ID, ECPAY_INVOICE_HASH_KEY and ECPAY_INVOICE_HASH_IV',
    );
  return {
    provider,
    ...merchant,
    baseUrl: stage ? ECPAY_INVOICE_HOSTS.stage : ECPAY_INVOICE_HOSTS.production,
  };
}

export function createInvoiceProvider(
  config: InvoiceProviderConfig,
  deps: { store: Pick<ReadStore, 'unitOfWork'>; fetch?: typeof fetch },
): InvoiceProvider {
  if (config.provider === 'sandbox') return new SandboxInvoiceProvider(deps.store);
  const { provider: _provider, ...options } = config;
  return new EcpayInvoiceProvider({ ...options, fetch: deps.fetch });
}
