import { PaymentType } from '@gps/codes';
import { EcpayPaymentProvider, type CheckoutRequest } from '@gps/payments';
import { sdkCheckMacValue, sdkCheckoutForm, STAGE_MERCHANT } from '../support/ecpay-oracle';

const provider = new EcpayPaymentProvider({ ...STAGE_MERCHANT, stage: true });

// 2026-11-25 18:04:05 in Taipei.
const PLACED_AT = Date.UTC(2026, 10, 25, 10, 4, 5);

const request: CheckoutRequest = {
  orderNumber: 'GP261125180405123456',
  amount: 1980,
  itemName: '方案 A 一年服務',
  paymentType: PaymentType.CREDIT_CARD,
  at: PLACED_AT,
  returnUrl: 'https://gps.example.tw/main/planOrder?order=GP261125180405123456',
  notifyUrl: 'https://gps.example.tw/pay/ecpay/notify',
};

/** What the SDK is given for the same order: the fields it does not add by itself. */
const sdkParameters = {
  MerchantTradeNo: request.orderNumber,
  MerchantTradeDate: '2026/11/25 18:04:05',
  TotalAmount: '1980',
  TradeDesc: request.itemName,
  ItemName: request.itemName,
  ReturnURL: request.notifyUrl,
  ClientBackURL: request.returnUrl,
};

describe('ECPay AIO checkout, against ECPay’s SDK', () => {
  it('builds the card form the SDK builds, field for field, CheckMacValue included', () => {
    const form = provider.checkout(request);
    const sdk = sdkCheckoutForm('Credit', sdkParameters);
    expect(form.method).toBe('POST');
    expect(form.action).toBe('https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5');
    expect(form.action).toBe(sdk.action);
    expect(form.fields).toEqual(sdk.fields);
  });

  it('builds the convenience store form the SDK builds, its code notified to the notify URL', () => {
    const form = provider.checkout({ ...request, paymentType: PaymentType.CONVENIENCE_STORE });
    const cvs = {
      StoreExpireDate: '10080',
      Desc_1: '',
      Desc_2: '',
      Desc_3: '',
      Desc_4: '',
      PaymentInfoURL: request.notifyUrl,
    };
    expect(form.fields).toEqual(sdkCheckoutForm('CVS', sdkParameters, cvs).fields);
    expect(form.fields.ChoosePayment).toBe('CVS');
  });

  it('signs what it sends as the SDK would sign it, for English and punctuation too', () => {
    const form = provider.checkout({
      ...request,
      itemName: "Plan B (1 year) - Tom's *fleet* ~ok!",
      amount: 27,
    });
    const { CheckMacValue, ...signed } = form.fields;
    expect(CheckMacValue).toBe(sdkCheckMacValue(signed));
  });

  it('writes the trade date in Taipei time, whatever the server’s zone', () => {
    // 23:30 UTC is 07:30 the next morning in Taipei.
    const form = provider.checkout({ ...request, at: Date.UTC(2026, 11, 31, 23, 30, 0) });
    expect(form.fields.MerchantTradeDate).toBe('2027/01/01 07:30:00');
  });

  it('posts to production unless told the stage', () => {
    const production = new EcpayPaymentProvider({ ...STAGE_MERCHANT, stage: false });
    expect(production.checkout(request).action).toBe('https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5');
  });

  it('refuses a manual top-up: an administrator records it, no provider takes it', () => {
    expect(() => provider.checkout({ ...request, paymentType: PaymentType.MANUAL })).toThrow(RangeError);
  });
});
