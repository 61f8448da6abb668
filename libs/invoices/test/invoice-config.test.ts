import {
  createInvoiceProvider,
  ECPAY_INVOICE_HOSTS,
  ECPAY_INVOICE_STAGE_MERCHANT,
  EcpayInvoiceProvider,
  invoiceProviderConfig,
  SandboxInvoiceProvider,
} from '../src';

const OWN = {
  ECPAY_INVOICE_MERCHANT_ID: '3000001',
  ECPAY_INVOICE_HASH_KEY: 'k'.repeat(16),
  ECPAY_INVOICE_HASH_IV: 'v'.repeat(16),
};
const store = { unitOfWork: () => Promise.resolve() };

describe('invoice provider configuration', () => {
  it('is the sandbox unless told otherwise', () => {
    expect(invoiceProviderConfig({})).toEqual({ provider: 'sandbox' });
    expect(createInvoiceProvider(invoiceProviderConfig({}), { store })).toBeInstanceOf(
      SandboxInvoiceProvider,
    );
  });

  it("posts to ECPay's production host with the merchant's own keys", () => {
    const config = invoiceProviderConfig({ INVOICE_PROVIDER: 'ecpay', ...OWN });
    expect(config).toEqual({
      provider: 'ecpay',
      merchantId: '3000001',
      hashKey: OWN.ECPAY_INVOICE_HASH_KEY,
      hashIv: OWN.ECPAY_INVOICE_HASH_IV,
      baseUrl: ECPAY_INVOICE_HOSTS.production,
    });
    expect(createInvoiceProvider(config, { store })).toBeInstanceOf(EcpayInvoiceProvider);
  });

  it("takes ECPay's published test merchant on the stage when no keys are given", () => {
    expect(invoiceProviderConfig({ INVOICE_PROVIDER: 'ecpay', ECPAY_INVOICE_STAGE: 'true' })).toEqual({
      provider: 'ecpay',
      ...ECPAY_INVOICE_STAGE_MERCHANT,
      baseUrl: ECPAY_INVOICE_HOSTS.stage,
    });
  });

  it('refuses production without keys, and an unknown provider', () => {
    expect(() => invoiceProviderConfig({ INVOICE_PROVIDER: 'ecpay' })).toThrow(/ECPAY_INVOICE_MERCHANT_ID/);
    expect(() => invoiceProviderConfig({ INVOICE_PROVIDER: 'ezpay' })).toThrow(/sandbox or ecpay/);
  });
});
