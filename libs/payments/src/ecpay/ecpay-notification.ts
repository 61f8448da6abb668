import { wholeAmountOf } from '../amounts';
import { sameSignature } from '../constant-time';
import { PaymentSignatureError } from '../errors';
import type { PaymentNotification } from '../payment-provider.port';
import { CHECK_MAC_VALUE, checkMacValue, type EcpayKeys } from './check-mac-value';
import { parseTaipeiTime } from './taipei-time';

/** ECPay's RtnCode for success: a payment made (card, or the store code paid), a DoAction done. */
export const RTN_SUCCESS = '1';
/** ECPay's RtnCode, on the PaymentInfoURL notification, for a convenience store code obtained. */
export const RTN_CVS_CODE_OBTAINED = '10100073';

/**
 * Reads ECPay's server-to-server notification (ReturnURL, or PaymentInfoURL for a convenience store
 * code), refusing it unless its CheckMacValue is the merchant's and it is for this merchant.
 */
export function readEcpayNotification(
  body: Record<string, string>,
  keys: EcpayKeys,
  merchantId: string,
): PaymentNotification {
  const received = body[CHECK_MAC_VALUE];
  if (!received) throw new PaymentSignatureError('ECPay notification without a CheckMacValue');
  if (!sameSignature(checkMacValue(body, keys), received.toUpperCase())) {
    throw new PaymentSignatureError('ECPay notification with a wrong CheckMacValue');
  }
  if (body.MerchantID !== merchantId) {
    throw new PaymentSignatureError(`ECPay notification for another merchant (${body.MerchantID})`);
  }
  const orderNumber = required(body, 'MerchantTradeNo');
  const tradeNo = required(body, 'TradeNo');
  const amount = wholeAmountOf(body.TradeAmt);
  if (amount === undefined)
    throw new PaymentSignatureError(`ECPay notification with amount "${body.TradeAmt}"`);
  const trade = { orderNumber, tradeNo, amount };
  switch (body.RtnCode) {
    case RTN_SUCCESS:
      return { ...trade, outcome: 'captured' };
    case RTN_CVS_CODE_OBTAINED: {
      const codeExpiresAt = parseTaipeiTime(body.ExpireDate ?? '');
      if (codeExpiresAt === undefined) {
        throw new PaymentSignatureError(`ECPay code notification with ExpireDate "${body.ExpireDate}"`);
      }
      return { ...trade, outcome: 'code-issued', paymentCode: required(body, 'PaymentNo'), codeExpiresAt };
    }
    default:
      return { ...trade, outcome: 'failed', reason: `${body.RtnCode ?? ''} ${body.RtnMsg ?? ''}`.trim() };
  }
}

function required(body: Record<string, string>, name: string): string {
  const value = body[name];
  if (!value) throw new PaymentSignatureError(`ECPay notification without ${name}`);
  return value;
}
