/** Whole New Taiwan dollars as a Taiwanese reader writes them: NT$1,200 (amounts are integers). */
export function ntd(amount: number): string {
  return `NT$${amount.toLocaleString('en-US')}`;
}
