import type { InvoiceDetails } from './invoice-details';

/** One line printed on the invoice; amounts are whole NT$, tax included. */
export interface InvoiceLine {
  name: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface IssueInvoiceRequest {
  orderNumber: string;
  /** The invoice's total, whole NT$ tax included: the sum of the lines' amounts. */
  amount: number;
  at: number;
  details: InvoiceDetails;
  lines: InvoiceLine[];
}

export interface IssuedInvoice {
  /** Two letters (the period's track) and eight digits. */
  invoiceNumber: string;
  /** The four digits printed on the invoice for the lottery and the buyer's look-up. */
  randomNumber: string;
  issuedAt: number;
}

export interface VoidInvoiceRequest {
  invoiceNumber: string;
  issuedAt: number;
  reason: string;
  at: number;
}

export interface AllowanceRequest {
  invoiceNumber: string;
  issuedAt: number;
  /** Whole NT$ tax included, at least 1 and at most what the invoice has left. */
  amount: number;
  reason: string;
  at: number;
  details: InvoiceDetails;
}

/**
 * The invoice-provider port (docs/decisions/invoices.md): issues Taiwan's uniform e-invoices, voids
 * them, and issues allowances (折讓) where voiding is no longer allowed (`invoiceVoidable`). Every
 * refusal is an `InvoiceProviderError` with the provider's own message. Adapters: the sandbox
 * (numbers issued locally) and ECPay e-invoice; one contract suite (test/contract) runs on both.
 */
export interface InvoiceProvider {
  readonly id: string;
  issue(request: IssueInvoiceRequest): Promise<IssuedInvoice>;
  void(request: VoidInvoiceRequest): Promise<void>;
  allowance(request: AllowanceRequest): Promise<{ allowanceNumber: string }>;
}
