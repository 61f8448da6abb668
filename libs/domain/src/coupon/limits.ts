/** The bounds of coupons (docs/decisions/billing.md). Amounts are whole NT$. */
export const COUPON_LIMITS = {
  discountFeeMin: 1,
  /** As a VIP plan item's top price: more is a typing slip. */
  discountFeeMax: 1_000_000,
  /** Coupons one addCoupon issues. */
  batchMax: 500,
  /** Devices one redemption names (an order's devices). */
  serialNumbersMax: 500,
} as const;
