import { z } from 'zod';
import { COUPON_STATUSES } from '@gps/codes';
import { byName, call, NO_DATA, page } from '../catalogue/declare';
import { PAGE_SIZES } from '../constants';
import { epochMicros, int, keyword, maybeEpochMicros, maybeText, pageIndex, pageRows, text } from './common';

/** As the domain's: the coupon number's form is checked there (16 letters and digits). */
const COUPON_NUMBER_MAX = 16;
const couponNumber = z.string().trim().min(1).max(COUPON_NUMBER_MAX).describe('The coupon number.');

export const Coupon = z
  .object({
    couponNumber: text.describe('16 characters without look-alikes (no 0, 1, I, L, O).'),
    batchId: text.describe('The addCoupon call that issued it with the rest of its batch.'),
    discountFee: int.describe('Whole NT$ off an order.'),
    status: int.describe('1 not sent, 2 sent, 3 used.'),
    orderNumber: maybeText.describe('The order it was used on; null while unused.'),
    deviceSerialNumbers: z.array(text).describe("The order's devices; empty while unused."),
    usedAt: maybeEpochMicros.describe('When it was used (epoch µs); null while unused.'),
    issuedAt: epochMicros,
  })
  .meta({
    id: 'Coupon',
    description: 'A coupon: its discount, whether it was sent, and the order that used it.',
  });
export const CouponPage = page(Coupon, 'CouponPage');

export const AddedCoupons = z
  .object({
    batchId: text,
    couponNumbers: z.array(text).describe('The numbers issued, to hand out.'),
  })
  .meta({ id: 'AddedCoupons', description: 'The coupons one addCoupon issued.' });

const RULES =
  ' Administrators need the VIP plan right (function 7). Refused (-5, coupon_setting_off) while the system setting showCoupon is off.';

export const couponCalls = byName([
  call({
    name: 'getCoupons',
    kind: 'query',
    summary:
      'Coupons, newest batch first, 50 a page; narrowed by status, a batch, and a keyword (the start of the coupon number).' +
      RULES,
    input: z.object({
      status: z
        .number()
        .int()
        .optional()
        .describe(`Only this status (${COUPON_STATUSES.join(', ')}).`),
      batchId: z.string().max(64).optional().describe('Only the coupons of this batch.'),
      keyword: keyword.describe('The coupon number or its beginning.'),
      pageIndex,
      pageRows: pageRows(PAGE_SIZES.coupons),
    }),
    output: CouponPage,
    graphql: { field: 'coupons', args: { filter: 'CouponFilter' } },
  }),
  call({
    name: 'addCoupon',
    kind: 'mutation',
    summary:
      'Issues numberOfCoupons coupons (1 to 500) of discountFee whole NT$ (1 to 1,000,000), not sent; answers their numbers. A retry with the same requestId answers the same numbers.' +
      RULES,
    input: z.object({
      numberOfCoupons: z.number().int().min(1).max(500),
      discountFee: z.number().describe('Whole NT$ off an order, 1 to 1,000,000.'),
    }),
    output: AddedCoupons,
    graphql: { field: 'addCoupon', args: 'flat' },
  }),
  call({
    name: 'editCoupon',
    kind: 'mutation',
    summary:
      "Changes an unused coupon's discount and marks it sent (2) or not sent (1); a used coupon is refused (-5, coupon_used), a deleted or unknown one -3." +
      RULES,
    input: z.object({
      couponNumber,
      discountFee: z.number().describe('Whole NT$, 1 to 1,000,000.'),
      status: z.number().int().describe('1 not sent, 2 sent.'),
    }),
    output: Coupon,
    graphql: { field: 'editCoupon', args: 'flat' },
  }),
  call({
    name: 'deleteCoupon',
    kind: 'mutation',
    summary:
      'Deletes an unused coupon: it can no longer be used. A used coupon is refused (-5, coupon_used).' +
      RULES,
    input: z.object({ couponNumber }),
    output: NO_DATA,
    graphql: { field: 'deleteCoupon', args: 'flat' },
  }),
] as const);
