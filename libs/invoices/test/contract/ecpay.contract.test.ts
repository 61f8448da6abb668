import { ECPAY_INVOICE_STAGE_MERCHANT, EcpayInvoiceProvider } from '../../src';
import { recorded, startEcpayReplay, type EcpayReplayServer } from '../support/ecpay-replay-server';
import { invoiceProviderContract } from './invoice-provider.contract';

describe('invoice provider contract: ECPay e-invoice against recorded answers', () => {
  let server: EcpayReplayServer;
  beforeAll(async () => {
    server = await startEcpayReplay(recorded('ecpay'));
  });
  afterAll(() => server.close());

  invoiceProviderContract(
    () => new EcpayInvoiceProvider({ ...ECPAY_INVOICE_STAGE_MERCHANT, baseUrl: server.baseUrl }),
  );

  it('posted each call as a form, signed', () => {
    expect(server.received.length).toBeGreaterThan(0);
    for (const post of server.received) {
      expect(post.contentType).toBe('application/x-www-form-urlencoded');
      expect(post.fields.MerchantID).toBe(ECPAY_INVOICE_STAGE_MERCHANT.merchantId);
      expect(post.fields.CheckMacValue).toMatch(/^[0-9A-F]{32}$/);
    }
  });
});
