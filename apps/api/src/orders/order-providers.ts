import { createInvoiceProvider, type InvoiceProvider } from '@gps/invoices';
import type { PaymentProvider } from '@gps/payments';
import type { ReadStore } from '@gps/read-store';
import type { AppConfig } from '../config';
import type { Payments } from '../payments/payments';

/** The providers behind the orders' two ports, as configured (PAYMENT_PROVIDER, INVOICE_PROVIDER). */
export interface OrderProviders {
  payment: PaymentProvider;
  invoice: InvoiceProvider;
}

/**
 * The one place the order process' providers are built from the configuration: the payment
 * provider the platform holds (its sandbox page shares it) and the invoice provider, whose sandbox
 * keeps its counters in the read store's operational state.
 */
export function orderProvidersOf(
  config: Pick<AppConfig, 'invoices'>,
  payments: Pick<Payments, 'provider'>,
  store: Pick<ReadStore, 'unitOfWork'>,
): OrderProviders {
  return { payment: payments.provider, invoice: createInvoiceProvider(config.invoices, { store }) };
}
