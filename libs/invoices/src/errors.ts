/** The provider refused or failed: `message` is the provider's own words (ECPay's RtnMsg). */
export class InvoiceProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvoiceProviderError';
  }
}
