import type { DomainEvent } from '../decider';

/** `by` is the acting account's id: the administrator, or the customer whose order used the coupon. */
export interface CouponIssuedData {
  couponNumber: string;
  /** The addCoupon call that issued it with the others of its batch. */
  batchId: string;
  discountFee: number;
  at: number;
  by: string;
}
export interface CouponChangedData {
  couponNumber: string;
  discountFee: number;
  /** 1 not sent, 2 sent. */
  status: 1 | 2;
  at: number;
  by: string;
}
export interface CouponDeletedData {
  couponNumber: string;
  at: number;
  by: string;
}
export interface CouponRedeemedData {
  couponNumber: string;
  orderNumber: string;
  /** The devices of the order. */
  serialNumbers: string[];
  /** The discount as it was when used. */
  discountFee: number;
  at: number;
  by: string;
}
/** The order that used it failed or was cancelled: the coupon is sent and usable again. */
export interface CouponReleasedData {
  couponNumber: string;
  orderNumber: string;
  at: number;
}

export type CouponIssued = DomainEvent<'CouponIssued', CouponIssuedData>;
export type CouponChanged = DomainEvent<'CouponChanged', CouponChangedData>;
export type CouponDeleted = DomainEvent<'CouponDeleted', CouponDeletedData>;
export type CouponRedeemed = DomainEvent<'CouponRedeemed', CouponRedeemedData>;
export type CouponReleased = DomainEvent<'CouponReleased', CouponReleasedData>;

export type CouponEvent = CouponIssued | CouponChanged | CouponDeleted | CouponRedeemed | CouponReleased;

export const COUPON_EVENT_TYPES = [
  'CouponIssued',
  'CouponChanged',
  'CouponDeleted',
  'CouponRedeemed',
  'CouponReleased',
] as const satisfies readonly CouponEvent['type'][];
