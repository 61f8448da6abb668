import {
  EcpayPaymentProvider,
  newSandboxTradeNo,
  notificationsFor,
  readSandboxCheckout,
  sandboxNotificationBody,
  SandboxPaymentProvider,
  type CheckoutForm,
  type PaymentProvider,
} from '@gps/payments';
import { sdkSignedNotification, STAGE_MERCHANT } from '../support/ecpay-oracle';

/** A provider, and the provider's own side: the notification it posts once the customer has paid. */
export interface ProviderHarness {
  name: string;
  provider: PaymentProvider;
  /** The body the provider notifies, signed as it signs, for the checkout the browser submitted. */
  paidNotification(form: CheckoutForm): Record<string, string>;
}

const SANDBOX_SECRET = 'contract-suite-sandbox-secret';

export const harnesses: ProviderHarness[] = [
  {
    name: 'sandbox',
    provider: new SandboxPaymentProvider({
      secret: SANDBOX_SECRET,
      pageUrl: 'https://gps.example.tw/pay/sandbox',
    }),
    paidNotification(form) {
      // What the sandbox page does when the customer pays by card: its last notification captures.
      const checkout = readSandboxCheckout(form.fields, SANDBOX_SECRET);
      const sent = notificationsFor('card', checkout, newSandboxTradeNo(), Date.now());
      return sandboxNotificationBody(sent[sent.length - 1]!, SANDBOX_SECRET);
    },
  },
  {
    name: 'ecpay',
    provider: new EcpayPaymentProvider({ ...STAGE_MERCHANT, stage: true }),
    paidNotification(form) {
      // What ECPay posts to ReturnURL for a paid card, signed by ECPay's own SDK.
      return sdkSignedNotification({
        MerchantID: form.fields.MerchantID!,
        MerchantTradeNo: form.fields.MerchantTradeNo!,
        RtnCode: '1',
        RtnMsg: '交易成功',
        TradeNo: '2611251804051234',
        TradeAmt: form.fields.TotalAmount!,
        PaymentDate: '2026/11/25 18:06:12',
        PaymentType: 'Credit_CreditCard',
        SimulatePaid: '0',
      });
    },
  },
];
