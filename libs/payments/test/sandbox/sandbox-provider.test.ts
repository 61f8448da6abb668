import { PaymentType } from '@gps/codes';
import {
  choicesFor,
  newSandboxTradeNo,
  notificationsFor,
  PaymentSignatureError,
  readSandboxCheckout,
  sandboxNotificationBody,
  SandboxPaymentProvider,
  STORE_CODE_VALID_MS,
  type CheckoutRequest,
} from '@gps/payments';

const SECRET = 'sandbox-secret';
const provider = new SandboxPaymentProvider({
  secret: SECRET,
  pageUrl: 'https://gps.example.tw/pay/sandbox',
});
const request: CheckoutRequest = {
  orderNumber: 'GP261125180405111111',
  amount: 990,
  itemName: 'VIP 90 天',
  paymentType: PaymentType.CONVENIENCE_STORE,
  at: 0,
  returnUrl: 'https://gps.example.tw/main/planOrder',
  notifyUrl: 'https://gps.example.tw/pay/notify',
  lang: 'en-US',
};
const NOW = Date.UTC(2026, 10, 25);

describe('the sandbox payment provider', () => {
  it('sends the browser to our own page for the order, every field signed', () => {
    const form = provider.checkout(request);
    expect(form).toMatchObject({
      action: 'https://gps.example.tw/pay/sandbox/GP261125180405111111',
      method: 'GET',
    });
    expect(readSandboxCheckout(form.fields, SECRET)).toEqual({
      orderNumber: request.orderNumber,
      amount: 990,
      itemName: 'VIP 90 天',
      paymentType: PaymentType.CONVENIENCE_STORE,
      returnUrl: request.returnUrl,
      notifyUrl: request.notifyUrl,
      lang: 'en-US',
    });
  });

  it('refuses a checkout whose amount or notify address was changed in the browser', () => {
    const { fields } = provider.checkout(request);
    expect(() => readSandboxCheckout({ ...fields, amount: '1' }, SECRET)).toThrow(PaymentSignatureError);
    expect(() => readSandboxCheckout({ ...fields, notifyUrl: 'https://evil.example/' }, SECRET)).toThrow(
      PaymentSignatureError,
    );
    expect(() => readSandboxCheckout(fields, 'another secret')).toThrow(PaymentSignatureError);
  });

  it('offers card choices for a card and store choices for the convenience store', () => {
    expect(choicesFor(PaymentType.CREDIT_CARD)).toEqual(['card', 'declined', 'cancel']);
    expect(choicesFor(PaymentType.CONVENIENCE_STORE)).toEqual(['store', 'cancel']);
  });

  it('plays each choice as its notifications, each verifying as it was sent', () => {
    const checkout = readSandboxCheckout(provider.checkout(request).fields, SECRET);
    const tradeNo = newSandboxTradeNo();
    const outcomes = (choice: Parameters<typeof notificationsFor>[0]) =>
      notificationsFor(choice, checkout, tradeNo, NOW).map((sent) => {
        expect(provider.verifyNotification(sandboxNotificationBody(sent, SECRET))).toEqual(sent);
        return sent.outcome;
      });
    expect(outcomes('card')).toEqual(['authorised', 'captured']);
    expect(outcomes('declined')).toEqual(['failed']);
    expect(outcomes('cancel')).toEqual(['cancelled']);
    expect(outcomes('store')).toEqual(['code-issued']);
    expect(outcomes('store-paid')).toEqual(['captured']);
    const [code] = notificationsFor('store', checkout, tradeNo, NOW);
    expect(code).toMatchObject({
      codeExpiresAt: NOW + STORE_CODE_VALID_MS,
      paymentCode: expect.stringMatching(/^\d{12}$/),
    });
  });

  it('gives trade numbers of 20 characters, each new', () => {
    const tradeNo = newSandboxTradeNo();
    expect(tradeNo).toMatch(/^SB[0-9a-f]{18}$/);
    expect(newSandboxTradeNo()).not.toBe(tradeNo);
  });

  it('captures and refunds its own trades, and refuses another provider’s', async () => {
    const trade = { orderNumber: request.orderNumber, tradeNo: newSandboxTradeNo(), amount: 990 };
    await expect(provider.capture(trade)).resolves.toEqual({ accepted: true });
    await expect(provider.refund(trade)).resolves.toEqual({ accepted: true });
    await expect(provider.refund({ ...trade, tradeNo: '2611251804051234' })).resolves.toEqual({
      accepted: false,
      unanswered: false,
      reason: 'trade 2611251804051234 is not a sandbox trade',
    });
  });

  it('never checks out a manual top-up', () => {
    expect(() => provider.checkout({ ...request, paymentType: PaymentType.MANUAL })).toThrow(RangeError);
  });
});
