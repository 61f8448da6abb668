import { InvoiceType } from '@gps/codes';
import type { InvoiceDetails } from '../invoice-details';
import type { AllowanceRequest, IssueInvoiceRequest, VoidInvoiceRequest } from '../invoice-provider.port';
import { checkMacValue, dotNetUrlEncode, type EcpayKeys } from './check-mac-value';

/** One API call: its path on the e-invoice host and the form fields it posts, signed. */
export interface EcpayRequest {
  path: string;
  fields: Record<string, string>;
}

export const ECPAY_INVOICE_PATHS = {
  issue: '/Invoice/Issue',
  void: '/Invoice/IssueInvalid',
  allowance: '/Invoice/Allowance',
} as const;

/** The unit printed beside each line: these are services (一式), not goods counted in pieces. */
const ITEM_WORD = '式';
const CARRIER = { NONE: '', ECPAY_MEMBER: '1', MOBILE_BARCODE: '3' } as const;
const YES = '1';
const NO = '0';
/** 應稅 (taxable at 5 %), prices tax included (`vat` 1), a general-rate track (`InvType` 07). */
const TAXABLE = '1';
const PRICES_INCLUDE_TAX = '1';
const GENERAL_TRACK = '07';
/** Allowance notice: by email, or none when the buyer gave no email. */
const NOTIFY_BY_EMAIL = 'E';
const NOTIFY_NONE = 'N';
/** The SDK dates each request this far ahead of the clock (ECPay refuses stale time stamps). */
const TIMESTAMP_LEAD_SECONDS = 120;
const MS_PER_SECOND = 1000;

/**
 * Per call, the fields the SDK leaves out of the CheckMacValue (free text ECPay does not sign), and
 * the fields it URL-encodes before signing (ECPay signs their encoded form).
 */
const UNSIGNED = {
  issue: ['InvoiceRemark', 'ItemName', 'ItemRemark', 'ItemWord'],
  void: ['Reason'],
  allowance: ['ItemName', 'ItemWord'],
} as const;
const ENCODED_WHEN_SIGNED = ['CustomerName', 'CustomerAddr', 'CustomerEmail', 'NotifyMail'];

export function timeStamp(now: number): string {
  return String(Math.floor(now / MS_PER_SECOND) + TIMESTAMP_LEAD_SECONDS);
}

function signed(
  fields: Record<string, string>,
  unsigned: readonly string[],
  keys: EcpayKeys,
): Record<string, string> {
  const toSign = Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => !unsigned.includes(name))
      .map(([name, value]) => [name, ENCODED_WHEN_SIGNED.includes(name) ? dotNetUrlEncode(value) : value]),
  );
  return { ...fields, CheckMacValue: checkMacValue(toSign, keys) };
}

/**
 * The buyer's part of an issue, as ECPay's rules want it: a company invoice is printed (with the
 * title) and takes no carrier; a mobile barcode carrier or a donation is never printed; a personal
 * invoice without a carrier goes to ECPay's member carrier (the cloud copy, prizes by email).
 */
function buyerFields(details: InvoiceDetails): Record<string, string> {
  const company = details.type === InvoiceType.COMPANY;
  const donation = details.type === InvoiceType.DONATION;
  const barcode = details.type === InvoiceType.PERSONAL && details.carrier !== null;
  const memberCarrier = details.type === InvoiceType.PERSONAL && details.carrier === null;
  return {
    CustomerIdentifier: company ? (details.taxId ?? '') : '',
    CustomerName: company ? (details.companyTitle ?? '') : '',
    Print: company ? YES : NO,
    Donation: donation ? YES : NO,
    LoveCode: donation ? (details.loveCode ?? '') : '',
    CarruerType: barcode ? CARRIER.MOBILE_BARCODE : memberCarrier ? CARRIER.ECPAY_MEMBER : CARRIER.NONE,
    // The SDK sends a barcode's `+` as a space (ECPay reads the form that way).
    CarruerNum: barcode ? details.carrier!.replace(/\+/g, ' ') : '',
  };
}

const joined = (values: (string | number)[]) => values.map(String).join('|');

export function issueRequest(
  request: IssueInvoiceRequest,
  merchantId: string,
  now: number,
  keys: EcpayKeys,
): EcpayRequest {
  const { lines } = request;
  const fields = {
    RelateNumber: request.orderNumber,
    CustomerID: '',
    CustomerAddr: '',
    CustomerPhone: '',
    CustomerEmail: request.details.email ?? '',
    ClearanceMark: '',
    ...buyerFields(request.details),
    TaxType: TAXABLE,
    SalesAmount: String(request.amount),
    InvoiceRemark: '',
    ItemName: joined(lines.map((line) => line.name)),
    ItemCount: joined(lines.map((line) => line.quantity)),
    ItemWord: joined(lines.map(() => ITEM_WORD)),
    ItemPrice: joined(lines.map((line) => line.unitPrice)),
    ItemTaxType: '',
    ItemAmount: joined(lines.map((line) => line.amount)),
    ItemRemark: '',
    InvType: GENERAL_TRACK,
    vat: PRICES_INCLUDE_TAX,
    MerchantID: merchantId,
    TimeStamp: timeStamp(now),
  };
  return { path: ECPAY_INVOICE_PATHS.issue, fields: signed(fields, UNSIGNED.issue, keys) };
}

export function voidRequest(
  request: VoidInvoiceRequest,
  merchantId: string,
  now: number,
  keys: EcpayKeys,
): EcpayRequest {
  const fields = {
    InvoiceNumber: request.invoiceNumber,
    Reason: request.reason,
    MerchantID: merchantId,
    TimeStamp: timeStamp(now),
  };
  return { path: ECPAY_INVOICE_PATHS.void, fields: signed(fields, UNSIGNED.void, keys) };
}

/** One line, the refunded amount, named by the reason: an allowance of a service is a sum, not goods. */
export function allowanceRequest(
  request: AllowanceRequest,
  merchantId: string,
  now: number,
  keys: EcpayKeys,
): EcpayRequest {
  const { details } = request;
  const amount = String(request.amount);
  const fields = {
    InvoiceNo: request.invoiceNumber,
    AllowanceNotify: details.email ? NOTIFY_BY_EMAIL : NOTIFY_NONE,
    CustomerName: details.type === InvoiceType.COMPANY ? (details.companyTitle ?? '') : '',
    NotifyMail: details.email ?? '',
    NotifyPhone: '',
    AllowanceAmount: amount,
    ItemName: request.reason,
    ItemCount: '1',
    ItemWord: ITEM_WORD,
    ItemPrice: amount,
    ItemTaxType: '',
    ItemAmount: amount,
    MerchantID: merchantId,
    TimeStamp: timeStamp(now),
  };
  return { path: ECPAY_INVOICE_PATHS.allowance, fields: signed(fields, UNSIGNED.allowance, keys) };
}
