import { InvoiceType, INVOICE_TYPES } from '@gps/codes';
import { optionalEmail } from '../validation/contact';
import { everyField } from '../validation/every-field';
import { invalid } from '../validation/invalid';
import { oneOf } from '../validation/numbers';
import { requiredText } from '../validation/text';
import { LOVE_CODES } from './love-codes';
import { taxIdIsValid } from './tax-id';

/** Taiwan's uniform e-invoice of an order: to a person, to a company, or donated (docs/decisions/orders.md). */
export interface InvoiceDetails {
  type: InvoiceType;
  /** Personal: a mobile barcode carrier ('/' and 7 characters), or null for the platform's cloud copy. */
  carrier: string | null;
  /** Company: the buyer's 8-digit tax id. */
  taxId: string | null;
  /** Company: the buyer's name printed on the invoice. */
  companyTitle: string | null;
  /** Donation: the charity's love code. */
  loveCode: string | null;
  /** Where the e-invoice notice goes; optional. */
  email: string | null;
}

/** The details as a form gives them. */
export type InvoiceDetailsInput = { [K in keyof InvoiceDetails]?: unknown };

/** A mobile barcode carrier (手機條碼): '/' and 7 of 0-9, A-Z, '+', '-', '.'. */
export const CARRIER_PATTERN = /^\/[0-9A-Z+\-.]{7}$/;
/** The longest company title the e-invoice platform prints. */
export const COMPANY_TITLE_MAX = 60;

function carrier(field: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !CARRIER_PATTERN.test(value)) {
    invalid(field, `${field} must be '/' and 7 of 0-9, A-Z, +, -, .`, 'invoice_carrier_invalid');
  }
  return value;
}

function taxId(field: string, value: unknown): string {
  if (typeof value !== 'string' || !taxIdIsValid(value)) {
    invalid(field, `${field} must be an 8-digit tax id passing the checksum`, 'tax_id_invalid');
  }
  return value;
}

function loveCode(field: string, value: unknown): string {
  if (typeof value !== 'string' || !LOVE_CODES.includes(value)) {
    invalid(field, `${field} must be one of ${LOVE_CODES.join(', ')}`, 'love_code_unknown');
  }
  return value;
}

/**
 * Checks the details of `type` and answers every failing field at once, named under `prefix`
 * (`invoice.taxId`). The fields of the other types are dropped (a form keeps what was typed in a
 * tab the buyer left), so a record never holds a tax id on a donated invoice.
 */
export function invoiceDetailsOf(input: InvoiceDetailsInput, prefix = 'invoice'): InvoiceDetails {
  const at = (name: keyof InvoiceDetails): string => `${prefix}.${name}`;
  const type = oneOf(at('type'), input.type, INVOICE_TYPES);
  const fields = everyField({
    carrier: () => (type === InvoiceType.PERSONAL ? carrier(at('carrier'), input.carrier) : null),
    taxId: () => (type === InvoiceType.COMPANY ? taxId(at('taxId'), input.taxId) : null),
    companyTitle: () =>
      type === InvoiceType.COMPANY
        ? requiredText(at('companyTitle'), input.companyTitle, COMPANY_TITLE_MAX)
        : null,
    loveCode: () => (type === InvoiceType.DONATION ? loveCode(at('loveCode'), input.loveCode) : null),
    email: () => optionalEmail(at('email'), input.email),
  });
  return { type, ...fields };
}
