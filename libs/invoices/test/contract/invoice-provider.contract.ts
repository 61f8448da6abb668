import type { InvoiceProvider } from '../../src';
import {
  COMPANY,
  DONATION,
  anotherIssue,
  PERSONAL_BARCODE,
  PERSONAL_NO_CARRIER,
  taipei,
} from '../support/requests';

const INVOICE_NUMBER = /^[A-Z]{2}\d{8}$/;
const RANDOM_NUMBER = /^\d{4}$/;
const SOON_AFTER = taipei('2026-11-26T09:00:00');

/** The invoice port's contract: every adapter passes the same suite. */
export function invoiceProviderContract(provider: () => InvoiceProvider): void {
  it.each([
    ['a mobile barcode carrier', PERSONAL_BARCODE],
    ['no carrier', PERSONAL_NO_CARRIER],
    ['a company', COMPANY],
    ['a donation', DONATION],
  ])('issues an invoice for %s: two letters, eight digits, a 4-digit random number', async (_, details) => {
    const issued = await provider().issue(anotherIssue({ details }));
    expect(issued.invoiceNumber).toMatch(INVOICE_NUMBER);
    expect(issued.randomNumber).toMatch(RANDOM_NUMBER);
    expect(Number.isFinite(issued.issuedAt)).toBe(true);
  });

  it('voids an invoice it issued', async () => {
    const { invoiceNumber, issuedAt } = await provider().issue(anotherIssue());
    await expect(
      provider().void({ invoiceNumber, issuedAt, reason: '訂單退款', at: SOON_AFTER }),
    ).resolves.toBeUndefined();
  });

  it('issues an allowance on an invoice it issued, with a number', async () => {
    const { invoiceNumber, issuedAt } = await provider().issue(anotherIssue({ amount: 1900 }));
    const { allowanceNumber } = await provider().allowance({
      invoiceNumber,
      issuedAt,
      amount: 900,
      reason: '退款',
      at: SOON_AFTER,
      details: PERSONAL_BARCODE,
    });
    expect(allowanceNumber).toMatch(/^\d{16}$/);
  });
}
