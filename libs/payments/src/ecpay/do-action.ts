import { assertWholeAmount } from '../amounts';
import type { ProviderAnswer, TradeRequest } from '../payment-provider.port';
import { CHECK_MAC_VALUE, checkMacValue } from './check-mac-value';
import { DO_ACTION_PATH, ecpayHost, type EcpaySettings } from './ecpay-settings';
import { RTN_SUCCESS } from './ecpay-notification';

/** DoAction's actions we use: C closes (captures) an authorised card payment, R refunds a captured one. */
export type DoActionKind = 'C' | 'R';

/**
 * ECPay's credit card DoAction: a signed form POST answered with `k=v&…` (RtnCode 1 when done).
 * A network failure or an HTTP error is an unanswered refusal, another answer a refusal with
 * ECPay's words, never an exception: the order process records it and the administrator may try
 * again.
 */
export async function doAction(
  settings: EcpaySettings,
  action: DoActionKind,
  request: TradeRequest,
): Promise<ProviderAnswer> {
  assertWholeAmount(request.amount);
  const fields: Record<string, string> = {
    MerchantID: settings.merchantId,
    PlatformID: '',
    MerchantTradeNo: request.orderNumber,
    TradeNo: request.tradeNo,
    Action: action,
    TotalAmount: String(request.amount),
  };
  fields[CHECK_MAC_VALUE] = checkMacValue(fields, settings);
  const fetch = settings.fetch ?? globalThis.fetch;
  let text: string;
  try {
    const response = await fetch(`${ecpayHost(settings)}${DO_ACTION_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    text = await response.text();
    if (!response.ok) {
      return { accepted: false, unanswered: true, reason: `ECPay answered HTTP ${response.status}` };
    }
  } catch (error) {
    return { accepted: false, unanswered: true, reason: `ECPay unreachable: ${(error as Error).message}` };
  }
  const answer = new URLSearchParams(text);
  if (answer.get('RtnCode') === RTN_SUCCESS) return { accepted: true };
  const words = `${answer.get('RtnCode') ?? ''} ${answer.get('RtnMsg') ?? text}`.trim();
  return { accepted: false, unanswered: false, reason: words };
}
