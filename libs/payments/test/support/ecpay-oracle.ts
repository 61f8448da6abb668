import EcpayPayment from 'ecpay_aio_nodejs';
import APIHelper from 'ecpay_aio_nodejs/lib/ecpay_payment/helper.js';

/**
 * ECPay's published stage merchant (developers.ecpay.com.tw, "Merchant Test Data: Simulation Bank
 * 3D Verification"): the SDK and our adapter sign with the same keys.
 */
export const STAGE_MERCHANT = {
  merchantId: '3002607',
  hashKey: 'pwFHCqoQZGmho4w6',
  hashIV: 'EkRm7iFT261dpevs',
};

const options = {
  OperationMode: 'Test' as const,
  MercProfile: {
    MerchantID: STAGE_MERCHANT.merchantId,
    HashKey: STAGE_MERCHANT.hashKey,
    HashIV: STAGE_MERCHANT.hashIV,
  },
  IgnorePayment: [],
  IsProjectContractor: false,
};

/** The SDK logs what it signs on the console: the oracle keeps the test output quiet. */
function quietly<T>(run: () => T): T {
  const log = console.log;
  console.log = () => undefined;
  try {
    return run();
  } finally {
    console.log = log;
  }
}

/** ECPay's own CheckMacValue of these fields. */
export function sdkCheckMacValue(fields: Record<string, string>): string {
  return quietly(() => new APIHelper(options).gen_chk_mac_value({ ...fields }));
}

/** ECPay's own AIO form, as the SDK writes it in HTML, read back into its action and fields. */
export function sdkCheckoutForm(
  kind: 'Credit' | 'CVS',
  parameters: Record<string, string>,
  cvs: Record<string, string> = {},
): { action: string; fields: Record<string, string> } {
  const sdk = new EcpayPayment(options);
  const html = quietly(() =>
    kind === 'Credit'
      ? sdk.payment_client.aio_check_out_credit_onetime({ ...parameters })
      : sdk.payment_client.aio_check_out_cvs({ ...cvs }, { ...parameters }),
  );
  const action = /<form[^>]* action="([^"]*)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="([^"]*)" id="[^"]*" value="([^"]*)"/g,
  )) {
    fields[name!] = value!;
  }
  return { action, fields };
}

/** A notification as ECPay posts it to ReturnURL, signed by the SDK. */
export function sdkSignedNotification(fields: Record<string, string>): Record<string, string> {
  return { ...fields, CheckMacValue: sdkCheckMacValue(fields) };
}
