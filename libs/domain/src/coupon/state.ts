import type { CouponStatus } from '@gps/codes';

/** One coupon; `issued` false is a stream nothing was ever issued on (an unknown number). */
export interface CouponState {
  readonly issued: boolean;
  readonly deleted: boolean;
  readonly status: CouponStatus;
  readonly discountFee: number;
  /** The order holding it while used, else null. */
  readonly orderNumber: string | null;
}

export const NO_COUPON: CouponState = {
  issued: false,
  deleted: false,
  status: 1,
  discountFee: 0,
  orderNumber: null,
};
