import { InvoiceProviderError } from '../errors';
import type {
  AllowanceRequest,
  InvoiceProvider,
  IssueInvoiceRequest,
  IssuedInvoice,
  VoidInvoiceRequest,
} from '../invoice-provider.port';
import type { EcpayKeys } from './check-mac-value';
import { allowanceRequest, issueRequest, voidRequest, type EcpayRequest } from './ecpay-requests';
import { acceptedAnswer, ecpayTime } from './ecpay-response';

export const ECPAY_INVOICE_PROVIDER_ID = 'ecpay';
const INVOICE_NUMBER = /^[A-Z]{2}\d{8}$/;
const RANDOM_NUMBER = /^\d{4}$/;
/** A call ECPay has not answered by then has failed: the order process must not hang on it. */
const DEFAULT_TIMEOUT_MS = 30_000;
export const ECPAY_INVOICE_HOSTS = {
  stage: 'https://einvoice-stage.ecpay.com.tw',
  production: 'https://einvoice.ecpay.com.tw',
} as const;
/**
 * ECPay's published stage merchant for e-invoices (the SDK's `conf/invoice_conf.xml` and ECPay's
 * docs): a test account, not a secret.
 */
export const ECPAY_INVOICE_STAGE_MERCHANT = {
  merchantId: '2000132',
  hashKey: 'ejCk326UnaZWKisg',
  hashIv: 'q9jcZX8Ib9LM8wYk',
} as const;

export interface EcpayInvoiceOptions extends EcpayKeys {
  merchantId: string;
  /** The e-invoice host (`ECPAY_INVOICE_HOSTS`, or a local server in tests). */
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

/**
 * ECPay's B2C e-invoice, the form-posted generation with the MD5 CheckMacValue that ECPay's own
 * `ecpay_invoice_nodejs` speaks (docs/decisions/invoices.md): issue, void and allowance.
 */
export class EcpayInvoiceProvider implements InvoiceProvider {
  readonly id = ECPAY_INVOICE_PROVIDER_ID;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: EcpayInvoiceOptions) {
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  private refuse(message: string): never {
    throw new InvoiceProviderError(this.id, message);
  }

  private async post(request: EcpayRequest): Promise<Record<string, string>> {
    let response: Response;
    try {
      response = await this.fetch(this.options.baseUrl + request.path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(request.fields).toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      this.refuse(`ECPay could not be reached: ${(error as Error).message}`);
    }
    const body = await response.text();
    if (!response.ok) this.refuse(`ECPay answered HTTP ${response.status}`);
    return acceptedAnswer(body, this.options);
  }

  async issue(request: IssueInvoiceRequest): Promise<IssuedInvoice> {
    const total = request.lines.reduce((sum, line) => sum + line.amount, 0);
    if (total !== request.amount)
      this.refuse(`the lines add up to ${total}, not the invoice's ${request.amount}`);
    if (!request.details.email) this.refuse("an ECPay e-invoice needs the buyer's email");
    const answer = await this.post(issueRequest(request, this.options.merchantId, this.now(), this.options));
    const { InvoiceNumber: invoiceNumber = '', RandomNumber: randomNumber = '' } = answer;
    if (!INVOICE_NUMBER.test(invoiceNumber) || !RANDOM_NUMBER.test(randomNumber))
      this.refuse(
        `ECPay answered success without an invoice number and random number: ${invoiceNumber} ${randomNumber}`,
      );
    return { invoiceNumber, randomNumber, issuedAt: ecpayTime(answer.InvoiceDate) ?? request.at };
  }

  async void(request: VoidInvoiceRequest): Promise<void> {
    await this.post(voidRequest(request, this.options.merchantId, this.now(), this.options));
  }

  async allowance(request: AllowanceRequest): Promise<{ allowanceNumber: string }> {
    const answer = await this.post(
      allowanceRequest(request, this.options.merchantId, this.now(), this.options),
    );
    if (!answer.IA_Allow_No) this.refuse('ECPay answered success without an allowance number');
    return { allowanceNumber: answer.IA_Allow_No };
  }
}
