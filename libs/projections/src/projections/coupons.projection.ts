import { CouponStatus } from '@gps/codes';
import type { ReadModelWriter } from '@gps/read-store';
import { Collections, micros, type CouponDoc } from '../read-models';
import { defineProjection } from '../define-projection';

/** Changes the coupon's row, which its CouponIssued wrote first (one stream: in order). */
async function update(w: ReadModelWriter, couponNumber: string, change: Partial<CouponDoc>): Promise<void> {
  const current = await w.get(Collections.coupons, couponNumber);
  if (current) await w.put(Collections.coupons, { ...current, ...change });
}

/** Every coupon not deleted: its discount, status, and the order and devices that used it and when. */
export const couponsProjection = defineProjection({
  name: 'coupons',
  collections: [Collections.coupons],
  indexes: [
    { collection: Collections.coupons, fields: ['status', 'issuedAt'] },
    { collection: Collections.coupons, fields: ['batchId'] },
  ],
  handlers: {
    async CouponIssued({ data: d }, w) {
      await w.put(Collections.coupons, {
        id: d.couponNumber,
        couponNumber: d.couponNumber,
        batchId: d.batchId,
        discountFee: d.discountFee,
        status: CouponStatus.NOT_SENT,
        orderNumber: null,
        deviceSerialNumbers: [],
        usedAt: null,
        issuedAt: micros(d.at),
      });
    },
    async CouponChanged({ data: d }, w) {
      await update(w, d.couponNumber, { discountFee: d.discountFee, status: d.status });
    },
    async CouponDeleted({ data: d }, w) {
      await w.delete(Collections.coupons, d.couponNumber);
    },
    async CouponRedeemed({ data: d }, w) {
      await update(w, d.couponNumber, {
        status: CouponStatus.USED,
        orderNumber: d.orderNumber,
        deviceSerialNumbers: d.serialNumbers,
        usedAt: micros(d.at),
      });
    },
    async CouponReleased({ data: d }, w) {
      await update(w, d.couponNumber, {
        status: CouponStatus.SENT,
        orderNumber: null,
        deviceSerialNumbers: [],
        usedAt: null,
      });
    },
  },
});
