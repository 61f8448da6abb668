import { EcpayPaymentProvider, type Fetch } from '@gps/payments';
import { replayServer } from '../support/replay-server';
import { sdkCheckMacValue, STAGE_MERCHANT } from '../support/ecpay-oracle';

const trade = { orderNumber: 'GP261125180405123456', tradeNo: '2611251804051234', amount: 1980 };

/** DoAction's answers as ECPay's stage gives them (form-encoded, RtnCode 1 when done). */
const DONE = `MerchantID=3002607&MerchantTradeNo=${trade.orderNumber}&TradeNo=${trade.tradeNo}&RtnCode=1&RtnMsg=`;
const REFUSED = `MerchantID=3002607&MerchantTradeNo=${trade.orderNumber}&TradeNo=${trade.tradeNo}&RtnCode=10200047&RtnMsg=Cant not find the trade data.`;

/** The provider, its calls to ECPay sent to the local server instead (and the addresses it asked for kept). */
function providerAgainst(serverUrl: string, asked: string[]): EcpayPaymentProvider {
  const fetch: Fetch = (input, init) => {
    const url = new URL(String(input));
    asked.push(url.href);
    return globalThis.fetch(`${serverUrl}${url.pathname}`, init);
  };
  return new EcpayPaymentProvider({ ...STAGE_MERCHANT, stage: true, fetch });
}

describe('ECPay card DoAction (capture C, refund R), against a replayed answer', () => {
  it('refunds with Action R, signed as ECPay’s SDK signs it, and reads RtnCode 1 as accepted', async () => {
    const server = await replayServer(DONE);
    const asked: string[] = [];
    try {
      await expect(providerAgainst(server.url, asked).refund(trade)).resolves.toEqual({ accepted: true });
      expect(asked).toEqual(['https://payment-stage.ecpay.com.tw/CreditDetail/DoAction']);
      expect(server.received).toHaveLength(1);
      const { CheckMacValue, ...signed } = server.received[0]!.fields;
      expect(signed).toEqual({
        MerchantID: '3002607',
        PlatformID: '',
        MerchantTradeNo: trade.orderNumber,
        TradeNo: trade.tradeNo,
        Action: 'R',
        TotalAmount: '1980',
      });
      expect(CheckMacValue).toBe(sdkCheckMacValue(signed));
    } finally {
      await server.close();
    }
  });

  it('captures with Action C', async () => {
    const server = await replayServer(DONE);
    try {
      await expect(providerAgainst(server.url, []).capture(trade)).resolves.toEqual({ accepted: true });
      expect(server.received[0]?.fields.Action).toBe('C');
    } finally {
      await server.close();
    }
  });

  it('reads another RtnCode as refused, with ECPay’s words', async () => {
    const server = await replayServer(REFUSED);
    try {
      await expect(providerAgainst(server.url, []).refund(trade)).resolves.toEqual({
        accepted: false,
        unanswered: false,
        reason: '10200047 Cant not find the trade data.',
      });
    } finally {
      await server.close();
    }
  });

  it('reads ECPay unreachable as refused unanswered, never as done', async () => {
    const unreachable: Fetch = () => Promise.reject(new Error('connect ECONNREFUSED'));
    const provider = new EcpayPaymentProvider({ ...STAGE_MERCHANT, stage: true, fetch: unreachable });
    await expect(provider.refund(trade)).resolves.toEqual({
      accepted: false,
      unanswered: true,
      reason: 'ECPay unreachable: connect ECONNREFUSED',
    });
  });

  it('reads an HTTP error as refused unanswered, whatever its body says', async () => {
    const failing: Fetch = () => Promise.resolve(new Response(DONE, { status: 502 }));
    const provider = new EcpayPaymentProvider({ ...STAGE_MERCHANT, stage: true, fetch: failing });
    await expect(provider.capture(trade)).resolves.toEqual({
      accepted: false,
      unanswered: true,
      reason: 'ECPay answered HTTP 502',
    });
  });
});
