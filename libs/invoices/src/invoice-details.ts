import type { InvoiceType } from '@gps/codes';

/**
 * What the buyer asked the invoice to be: the orders module's `InvoiceDetails`, declared again here
 * with the same fields so that the invoices lib never depends on the domain (the two fit
 * structurally). Validated by the orders module before an order is placed.
 */
export interface InvoiceDetails {
  type: InvoiceType;
  /** Personal: a mobile barcode carrier (`/` and 7 characters), or null for none. */
  carrier: string | null;
  /** Company: the 8-digit tax id (統一編號) and the title printed on the invoice. */
  taxId: string | null;
  companyTitle: string | null;
  /** Donation: the charity's love code (愛心碼). */
  loveCode: string | null;
  email: string | null;
}
