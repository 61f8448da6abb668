import { CouponStatus } from '@gps/codes';

/** The domain's bounds (libs/domain/src/coupon/limits.ts), for the inputs' own limits. */
export const COUPON_INPUT_LIMITS = {
  batchMax: 500,
  discountFeeMax: 1_000_000,
} as const;

/** The tag colour of each status: unused ones stand out from the used. */
export const STATUS_COLOURS: Readonly<Record<number, string>> = {
  [CouponStatus.NOT_SENT]: 'default',
  [CouponStatus.SENT]: 'blue',
  [CouponStatus.USED]: 'green',
};

/** The numbers of a batch as the administrator copies them: one a line, for a mail or a sheet. */
export function couponNumbersText(numbers: readonly string[]): string {
  return numbers.join('\n');
}
