import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPaymentSettings } from '../../src/payments/payment-config';
import { paymentsOf } from '../../src/payments/payments';
import { SANDBOX_SECRET_FILE, sandboxSecret } from '../../src/payments/sandbox-secret';

const ECPAY = {
  PAYMENT_PROVIDER: 'ecpay',
  ECPAY_MERCHANT_ID: '3002607',
  ECPAY_HASH_KEY: 'k',
  ECPAY_HASH_IV: 'v',
};

describe('payment settings', () => {
  it('default to the sandbox provider', () => {
    expect(loadPaymentSettings({})).toEqual({ provider: 'sandbox', sandboxSecret: undefined });
  });

  it('take ECPay with its merchant account, production unless ECPAY_STAGE=1', () => {
    expect(loadPaymentSettings(ECPAY).ecpay).toEqual({
      merchantId: '3002607',
      hashKey: 'k',
      hashIV: 'v',
      stage: false,
    });
    expect(loadPaymentSettings({ ...ECPAY, ECPAY_STAGE: '1' }).ecpay?.stage).toBe(true);
  });

  it('stop the start on ECPay without its account, or an unknown provider', () => {
    expect(() => loadPaymentSettings({ ...ECPAY, ECPAY_HASH_IV: '' })).toThrow('ECPAY_HASH_IV must be set');
    expect(() => loadPaymentSettings({ ...ECPAY, ECPAY_MERCHANT_ID: 'abc' })).toThrow('ECPAY_MERCHANT_ID');
    expect(() => loadPaymentSettings({ PAYMENT_PROVIDER: 'paypal' })).toThrow('PAYMENT_PROVIDER');
  });
});

describe('the sandbox secret', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'gps-pay-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is generated once under DATA_DIR, readable by the server alone, and kept across restarts', () => {
    const first = sandboxSecret(dataDir, undefined);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(statSync(join(dataDir, SANDBOX_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(sandboxSecret(dataDir, undefined)).toBe(first);
  });

  it('is PAYMENT_SANDBOX_SECRET when set, and then nothing is written', () => {
    expect(sandboxSecret(dataDir, 'configured')).toBe('configured');
    expect(() => statSync(join(dataDir, SANDBOX_SECRET_FILE))).toThrow();
  });

  it('is not kept at all when ECPay is the provider: the sandbox page is off', () => {
    const payments = paymentsOf({
      config: { dataDir, publicUrl: 'https://gps.example.tw/', payments: loadPaymentSettings(ECPAY) },
    });
    expect(payments.provider.id).toBe('ecpay');
    expect(payments.sandboxSecret).toBeNull();
  });
});
