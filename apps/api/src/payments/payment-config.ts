import { PaymentProviderId } from '@gps/codes';

export interface EcpayAccount {
  merchantId: string;
  hashKey: string;
  hashIV: string;
  /** ECPay's stage servers (ECPAY_STAGE=1), for trying an account before going live. */
  stage: boolean;
}

/** Which payment provider takes customers' payments (docs/decisions/payments.md). */
export interface PaymentSettings {
  provider: PaymentProviderId;
  /** The merchant account, when the provider is ECPay. */
  ecpay?: EcpayAccount;
  /** PAYMENT_SANDBOX_SECRET; unset, one is generated and kept under DATA_DIR. */
  sandboxSecret?: string;
}

/**
 * PAYMENT_PROVIDER=sandbox (the default: our own page plays the provider, no account needed) or
 * ecpay (ECPAY_MERCHANT_ID, ECPAY_HASH_KEY and ECPAY_HASH_IV all needed: a missing one stops the
 * start, rather than a customer's checkout failing later).
 */
export function loadPaymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const provider = env.PAYMENT_PROVIDER || PaymentProviderId.SANDBOX;
  const sandboxSecret = env.PAYMENT_SANDBOX_SECRET || undefined;
  if (provider === PaymentProviderId.SANDBOX) return { provider, sandboxSecret };
  if (provider !== PaymentProviderId.ECPAY) {
    throw new Error(`PAYMENT_PROVIDER must be sandbox or ecpay, got "${provider}"`);
  }
  const merchantId = required(env, 'ECPAY_MERCHANT_ID');
  if (!/^\d{7,10}$/.test(merchantId)) throw new Error(`ECPAY_MERCHANT_ID must be ECPay's 7 to 10 digits`);
  return {
    provider,
    sandboxSecret,
    ecpay: {
      merchantId,
      hashKey: required(env, 'ECPAY_HASH_KEY'),
      hashIV: required(env, 'ECPAY_HASH_IV'),
      stage: env.ECPAY_STAGE === '1',
    },
  };
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set when PAYMENT_PROVIDER is ecpay`);
  return value;
}
