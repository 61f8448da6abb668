import { PaymentProviderId } from '@gps/codes';
import { EcpayPaymentProvider, ecpayHost, SandboxPaymentProvider, type PaymentProvider } from '@gps/payments';
import type { PaymentSettings } from './payment-config';
import { sandboxSecret } from './sandbox-secret';

/** Where the api serves payment pages and takes providers' notifications: not the web app's routes. */
export const PAYMENT_PATH_PREFIX = '/pay';
/** Where the api serves the sandbox provider's page. */
export const SANDBOX_PAGE_PATH = `${PAYMENT_PATH_PREFIX}/sandbox`;

/** The platform's payment provider, and the sandbox page's secret while the sandbox is the provider. */
export interface Payments {
  provider: PaymentProvider;
  /** Null unless the sandbox is the provider: then the page is served. */
  sandboxSecret: string | null;
}

/** What holds the payments (the platform): its settings, data dir and public address. */
export interface PaymentsHost {
  readonly config: {
    readonly dataDir: string;
    readonly publicUrl: string;
    readonly payments: PaymentSettings;
  };
}

// Held beside the platform, as the voice recordings are: built on first use from its config.
const byPlatform = new WeakMap<PaymentsHost, Payments>();

export function paymentsOf(host: PaymentsHost): Payments {
  let payments = byPlatform.get(host);
  if (!payments) {
    payments = create(host.config);
    byPlatform.set(host, payments);
  }
  return payments;
}

function create(config: PaymentsHost['config']): Payments {
  const { ecpay } = config.payments;
  if (config.payments.provider === PaymentProviderId.ECPAY && ecpay) {
    return { provider: new EcpayPaymentProvider(ecpay), sandboxSecret: null };
  }
  const secret = sandboxSecret(config.dataDir, config.payments.sandboxSecret);
  const pageUrl = `${config.publicUrl.replace(/\/$/, '')}${SANDBOX_PAGE_PATH}`;
  return { provider: new SandboxPaymentProvider({ secret, pageUrl }), sandboxSecret: secret };
}

/**
 * Where the web app's checkout form goes (the CSP's form-action): ECPay's payment host, or the
 * sandbox page on our own public address (not necessarily the origin the page was served from).
 */
export function checkoutOriginOf(config: PaymentsHost['config']): string {
  const { ecpay } = config.payments;
  if (config.payments.provider === PaymentProviderId.ECPAY && ecpay) return ecpayHost(ecpay);
  return new URL(config.publicUrl).origin;
}
