/**
 * ECPay's own e-invoice SDK (`ecpay_invoice_nodejs`, its stage merchant in its conf) as the oracle:
 * what it would post for the given parameters, captured instead of sent, and its check of an answer.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const EcpayInvoiceSdk = require('ecpay_invoice_nodejs') as new () => SdkInstance;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SdkHelper = require('ecpay_invoice_nodejs/lib/ecpay_invoice/helper.js') as new () => SdkHelperInstance;

interface SdkHelperInstance {
  date: Date;
  http_request(method: string, url: string, payload: Record<string, string>): Promise<Buffer[]>;
  gen_chk_mac_value(params: Record<string, string>, mode: 0 | 1): string;
  valid_chkmc_string(body: string): boolean;
}
interface SdkInstance {
  invoice_client: {
    helper: SdkHelperInstance;
    ecpay_invoice_issue(p: Record<string, string>): Promise<string>;
    ecpay_invoice_issue_invalid(p: Record<string, string>): Promise<string>;
    ecpay_invoice_allowance(p: Record<string, string>): Promise<string>;
  };
}

export interface SdkPost {
  url: string;
  fields: Record<string, string>;
}

type Call = 'ecpay_invoice_issue' | 'ecpay_invoice_issue_invalid' | 'ecpay_invoice_allowance';

/** The SDK logs every request it signs: quiet it while it runs. */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const log = console.log;
  console.log = () => undefined;
  try {
    return await work();
  } finally {
    console.log = log;
  }
}

/** What the SDK posts for `parameters` at `now` (it dates the request from its clock). */
export async function sdkPost(call: Call, parameters: Record<string, string>, now: number): Promise<SdkPost> {
  const sdk = new EcpayInvoiceSdk();
  const helper = sdk.invoice_client.helper;
  helper.date = new Date(now);
  let post: SdkPost | undefined;
  helper.http_request = (_method, url, payload) => {
    post = { url, fields: { ...payload } };
    return Promise.resolve([Buffer.from('')]);
  };
  await quietly(() => sdk.invoice_client[call]({ ...parameters }));
  return post!;
}

/** Whether the SDK accepts an answer's CheckMacValue. */
export function sdkAcceptsAnswer(body: string): boolean {
  const helper = new SdkHelper();
  const log = console.log;
  console.log = () => undefined;
  try {
    return helper.valid_chkmc_string(body);
  } finally {
    console.log = log;
  }
}
