/** Amounts are whole New Taiwan dollars (docs/decisions/billing.md): a checkout of anything else is a bug. */
export function assertWholeAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 1) {
    throw new RangeError(`a payment amount is a positive whole number of NT$, got ${amount}`);
  }
}

/** A provider's amount field: digits only, read as a whole number, else undefined. */
export function wholeAmountOf(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,12}$/.test(text)) return undefined;
  return Number(text);
}
