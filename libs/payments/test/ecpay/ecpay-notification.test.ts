import { EcpayPaymentProvider, PaymentSignatureError } from '@gps/payments';
import { sdkSignedNotification, STAGE_MERCHANT } from '../support/ecpay-oracle';

const provider = new EcpayPaymentProvider({ ...STAGE_MERCHANT, stage: true });

/** A card payment's ReturnURL notification, the fields ECPay posts. */
const paid = {
  MerchantID: STAGE_MERCHANT.merchantId,
  MerchantTradeNo: 'GP261125180405123456',
  StoreID: '',
  RtnCode: '1',
  RtnMsg: '交易成功',
  TradeNo: '2611251804051234',
  TradeAmt: '1980',
  PaymentDate: '2026/11/25 18:06:12',
  PaymentType: 'Credit_CreditCard',
  PaymentTypeChargeFee: '40',
  TradeDate: '2026/11/25 18:04:05',
  SimulatePaid: '0',
  CustomField1: '',
  CustomField2: '',
  CustomField3: '',
  CustomField4: '',
};

describe('ECPay notifications, signed by ECPay’s SDK', () => {
  it('reads a paid notification as captured, with ECPay’s trade number and the whole amount', () => {
    expect(provider.verifyNotification(sdkSignedNotification(paid))).toEqual({
      orderNumber: 'GP261125180405123456',
      tradeNo: '2611251804051234',
      outcome: 'captured',
      amount: 1980,
    });
  });

  it('reads the convenience store code obtained (10100073) with its code and Taipei expiry', () => {
    const body = sdkSignedNotification({
      ...paid,
      RtnCode: '10100073',
      RtnMsg: 'Get CVS Code Succeeded.',
      PaymentType: 'CVS_CVS',
      PaymentNo: 'LLL22251222',
      ExpireDate: '2026/12/02 18:04:05',
      Barcode1: '',
      Barcode2: '',
      Barcode3: '',
    });
    expect(provider.verifyNotification(body)).toMatchObject({
      outcome: 'code-issued',
      paymentCode: 'LLL22251222',
      codeExpiresAt: Date.UTC(2026, 11, 2, 10, 4, 5),
    });
  });

  it('reads any other RtnCode as failed, with ECPay’s words', () => {
    const body = sdkSignedNotification({ ...paid, RtnCode: '10100058', RtnMsg: '付款失敗' });
    expect(provider.verifyNotification(body)).toMatchObject({
      outcome: 'failed',
      reason: '10100058 付款失敗',
    });
  });

  it('refuses a notification with one byte of its CheckMacValue flipped', () => {
    const body = sdkSignedNotification(paid);
    const mac = body.CheckMacValue!;
    const flipped = mac.slice(0, 10) + (mac[10] === 'A' ? 'B' : 'A') + mac.slice(11);
    expect(() => provider.verifyNotification({ ...body, CheckMacValue: flipped })).toThrow(
      PaymentSignatureError,
    );
  });

  it('refuses a notification whose amount was changed after ECPay signed it', () => {
    const body = { ...sdkSignedNotification(paid), TradeAmt: '1' };
    expect(() => provider.verifyNotification(body)).toThrow(PaymentSignatureError);
  });

  it('refuses a notification signed with another merchant’s keys, or not signed', () => {
    const other = new EcpayPaymentProvider({ ...STAGE_MERCHANT, hashKey: '5294y06JbISpM5x9', stage: true });
    expect(() => other.verifyNotification(sdkSignedNotification(paid))).toThrow(PaymentSignatureError);
    expect(() => provider.verifyNotification(paid)).toThrow(PaymentSignatureError);
  });

  it('answers ECPay as it expects, or ECPay notifies again', () => {
    expect(provider.acknowledgement()).toBe('1|OK');
  });
});
