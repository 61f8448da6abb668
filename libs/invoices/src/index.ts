export type { InvoiceDetails } from './invoice-details';
export type {
  AllowanceRequest,
  InvoiceLine,
  InvoiceProvider,
  IssueInvoiceRequest,
  IssuedInvoice,
  VoidInvoiceRequest,
} from './invoice-provider.port';
export { InvoiceProviderError } from './errors';
export { invoicePeriodOf, invoiceVoidable, voidingClosesAt, type InvoicePeriod } from './invoice-period';
export { SandboxInvoiceProvider, SANDBOX_INVOICE_PROVIDER_ID } from './sandbox/sandbox-invoice-provider';
export { INVOICE_COUNTERS, SANDBOX_INVOICES, type SandboxInvoiceDoc } from './sandbox/sandbox-records';
export {
  EcpayInvoiceProvider,
  ECPAY_INVOICE_HOSTS,
  ECPAY_INVOICE_PROVIDER_ID,
  ECPAY_INVOICE_STAGE_MERCHANT,
  type EcpayInvoiceOptions,
} from './ecpay/ecpay-invoice-provider';
export { createInvoiceProvider, invoiceProviderConfig, type InvoiceProviderConfig } from './invoice-config';
