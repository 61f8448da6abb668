import { PaymentType } from '@gps/codes';
import { PaymentSignatureError, type CheckoutRequest } from '@gps/payments';
import { harnesses } from './provider-harnesses';

const request: CheckoutRequest = {
  orderNumber: 'GP261125180405654321',
  amount: 2400,
  itemName: 'Plan A, one year',
  paymentType: PaymentType.CREDIT_CARD,
  at: Date.UTC(2026, 10, 25, 10, 4, 5),
  returnUrl: 'https://gps.example.tw/main/planOrder',
  notifyUrl: 'https://gps.example.tw/pay/notify',
};

/** The same body with one character of its signature changed. */
function tampered(body: Record<string, string>): Record<string, string> {
  const [name, value] = Object.entries(body).find(([key]) => /^(CheckMacValue|signature)$/.test(key))!;
  const flipped = value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A');
  return { ...body, [name]: flipped };
}

describe.each(harnesses)('the payment provider contract: $name', ({ provider, paidNotification }) => {
  it('round-trips a checkout into a captured notification for that order and amount', () => {
    const form = provider.checkout(request);
    const notification = provider.verifyNotification(paidNotification(form));
    expect(notification).toMatchObject({
      orderNumber: request.orderNumber,
      outcome: 'captured',
      amount: 2400,
    });
    expect(notification.tradeNo).not.toBe('');
  });

  it('refuses a notification with a bad signature', () => {
    const body = paidNotification(provider.checkout(request));
    expect(() => provider.verifyNotification(tampered(body))).toThrow(PaymentSignatureError);
  });

  it('refuses a notification whose amount was changed', () => {
    const body = paidNotification(provider.checkout(request));
    const amountField = 'TradeAmt' in body ? 'TradeAmt' : 'amount';
    expect(() => provider.verifyNotification({ ...body, [amountField]: '1' })).toThrow(PaymentSignatureError);
  });

  it('reads a notification delivered twice identically (the order counts it once)', () => {
    const body = paidNotification(provider.checkout(request));
    expect(provider.verifyNotification({ ...body })).toEqual(provider.verifyNotification({ ...body }));
  });

  it('takes and gives amounts as whole NT$ only', () => {
    for (const amount of [0, -5, 19.5, Number.NaN]) {
      expect(() => provider.checkout({ ...request, amount })).toThrow(RangeError);
    }
    const notification = provider.verifyNotification(paidNotification(provider.checkout(request)));
    expect(Number.isInteger(notification.amount)).toBe(true);
  });

  it('has an acknowledgement for the notification’s answer', () => {
    expect(provider.acknowledgement()).not.toBe('');
  });
});
