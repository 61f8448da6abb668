/** Commands on one coupon, stream `coupon-<couponNumber>`. `by` is the acting account's id. */
export interface IssueCoupon {
  type: 'IssueCoupon';
  couponNumber: string;
  batchId: string;
  discountFee: unknown;
  at: number;
  by: string;
}
/** An administrator's edit: the discount, and whether the coupon was handed out (sent). */
export interface ChangeCoupon {
  type: 'ChangeCoupon';
  couponNumber: string;
  discountFee: unknown;
  status: unknown;
  at: number;
  by: string;
}
export interface DeleteCoupon {
  type: 'DeleteCoupon';
  couponNumber: string;
  at: number;
  by: string;
}
/** The orders process uses the coupon for an order (contract: issue 14). */
export interface RedeemCoupon {
  type: 'RedeemCoupon';
  couponNumber: string;
  orderNumber: string;
  serialNumbers: string[];
  at: number;
  by: string;
}
/** The order failed or was cancelled; a no-op unless that order holds the coupon. */
export interface ReleaseCoupon {
  type: 'ReleaseCoupon';
  couponNumber: string;
  orderNumber: string;
  at: number;
}

export type CouponCommand = IssueCoupon | ChangeCoupon | DeleteCoupon | RedeemCoupon | ReleaseCoupon;
