/**
 * Taiwan's business tax id (統一編號): 8 digits whose weighted digit sum passes the Ministry of
 * Finance's check. Since 2023 the sum must be divisible by 5 (it was 10: the ids ran short); when
 * the 7th digit is 7, its product 28 counts as 10 or as 1, so the sum plus 1 divisible by 5 passes too.
 */
export const TAX_ID_PATTERN = /^\d{8}$/;
const WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;
const DIVISOR = 5;
/** The 7th digit (index 6) whose product, 7 x 4 = 28, has two readings. */
const SEVENTH = 6;
const SEVENTH_EXCEPTION_DIGIT = 7;
const DECIMAL = 10;

function digitSum(n: number): number {
  return Math.floor(n / DECIMAL) + (n % DECIMAL);
}

export function taxIdIsValid(taxId: string): boolean {
  if (!TAX_ID_PATTERN.test(taxId)) return false;
  const digits = [...taxId].map(Number);
  const sum = digits.reduce((total, digit, i) => total + digitSum(digit * (WEIGHTS[i] ?? 0)), 0);
  if (sum % DIVISOR === 0) return true;
  return digits[SEVENTH] === SEVENTH_EXCEPTION_DIGIT && (sum + 1) % DIVISOR === 0;
}
