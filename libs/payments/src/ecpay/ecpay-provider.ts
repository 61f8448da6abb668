import { PaymentProviderId, PaymentType } from '@gps/codes';
import { assertWholeAmount } from '../amounts';
import type {
  CheckoutForm,
  CheckoutRequest,
  PaymentNotification,
  PaymentProvider,
  ProviderAnswer,
  TradeRequest,
} from '../payment-provider.port';
import { CHECK_MAC_VALUE, checkMacValue } from './check-mac-value';
import { doAction } from './do-action';
import { AIO_CHECKOUT_PATH, ecpayHost, type EcpaySettings } from './ecpay-settings';
import { readEcpayNotification } from './ecpay-notification';
import { formatTaipeiTime } from './taipei-time';

/** ECPay's answer to a notification: anything else and ECPay sends it again. */
const ACKNOWLEDGEMENT = '1|OK';
/** How long a convenience store code stays payable, in minutes (ECPay's default: 7 days). */
const CVS_EXPIRY_MINUTES = 7 * 24 * 60;

/**
 * ECPay (綠界) all-in-one checkout (docs/decisions/payments.md). The form carries the same fields as
 * ECPay's own SDK builds (its tests compare them), signed with the merchant's CheckMacValue.
 */
export class EcpayPaymentProvider implements PaymentProvider {
  readonly id = PaymentProviderId.ECPAY;

  constructor(private readonly settings: EcpaySettings) {}

  checkout(request: CheckoutRequest): CheckoutForm {
    assertWholeAmount(request.amount);
    const fields: Record<string, string> = {
      MerchantID: this.settings.merchantId,
      PlatformID: '',
      MerchantTradeNo: request.orderNumber,
      MerchantTradeDate: formatTaipeiTime(request.at),
      PaymentType: 'aio',
      TotalAmount: String(request.amount),
      TradeDesc: request.itemName,
      ItemName: request.itemName,
      ReturnURL: request.notifyUrl,
      // A link back on ECPay's result page (a GET: the web app's routes take no POST).
      ClientBackURL: request.returnUrl,
      // Invoices are issued by the invoice port when the payment is captured, not by the checkout.
      InvoiceMark: 'N',
      DeviceSource: '',
      EncryptType: '1',
      ...this.paymentFields(request),
    };
    fields[CHECK_MAC_VALUE] = checkMacValue(fields, this.settings);
    return { action: `${ecpayHost(this.settings)}${AIO_CHECKOUT_PATH}`, method: 'POST', fields };
  }

  private paymentFields(request: CheckoutRequest): Record<string, string> {
    if (request.paymentType === PaymentType.CONVENIENCE_STORE) {
      return {
        ChoosePayment: 'CVS',
        StoreExpireDate: String(CVS_EXPIRY_MINUTES),
        Desc_1: '',
        Desc_2: '',
        Desc_3: '',
        Desc_4: '',
        // The code obtained (RtnCode 10100073) is notified here; the payment itself to ReturnURL.
        PaymentInfoURL: request.notifyUrl,
      };
    }
    if (request.paymentType === PaymentType.CREDIT_CARD) return { ChoosePayment: 'Credit' };
    throw new RangeError(
      `ECPay takes card and convenience store payments, not payment type ${request.paymentType}`,
    );
  }

  verifyNotification(body: Record<string, string>): PaymentNotification {
    return readEcpayNotification(body, this.settings, this.settings.merchantId);
  }

  acknowledgement(): string {
    return ACKNOWLEDGEMENT;
  }

  capture(request: TradeRequest): Promise<ProviderAnswer> {
    return doAction(this.settings, 'C', request);
  }

  refund(request: TradeRequest): Promise<ProviderAnswer> {
    return doAction(this.settings, 'R', request);
  }
}
