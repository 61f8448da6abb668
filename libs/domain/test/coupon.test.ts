import {
  COUPON_ALPHABET,
  COUPON_NUMBER_LENGTH,
  couponDecider,
  couponNumberIsWellFormed,
  newCouponNumber,
  streams,
  type CouponCommand,
  type CouponEvent,
  type RedeemCoupon,
} from '../src';
import { failingFields } from './support/failing-fields';
import { errorOf, eventsOf, givenWhenThen } from './support/given-when-then';

const run = givenWhenThen(couponDecider);
const AT = 1_764_000_000_000;
const ADMIN = 'admin-1';
const FLEET = 'fleet-1';
const NUMBER = 'ABCD2345EFGH6789';
const ORDER = 'GP261125120000123456';

const issued: CouponEvent = {
  type: 'CouponIssued',
  version: 1,
  data: { couponNumber: NUMBER, batchId: 'b1', discountFee: 100, at: AT, by: ADMIN },
};
const sent: CouponEvent = {
  type: 'CouponChanged',
  version: 1,
  data: { couponNumber: NUMBER, discountFee: 100, status: 2, at: AT + 1, by: ADMIN },
};
const deleted: CouponEvent = {
  type: 'CouponDeleted',
  version: 1,
  data: { couponNumber: NUMBER, at: AT + 2, by: ADMIN },
};
const redeemed = (orderNumber = ORDER): CouponEvent => ({
  type: 'CouponRedeemed',
  version: 1,
  data: {
    couponNumber: NUMBER,
    orderNumber,
    serialNumbers: ['358899051234567'],
    discountFee: 100,
    at: AT + 3,
    by: FLEET,
  },
});
const released: CouponEvent = {
  type: 'CouponReleased',
  version: 1,
  data: { couponNumber: NUMBER, orderNumber: ORDER, at: AT + 4 },
};

function redeem(overrides: Partial<RedeemCoupon> = {}): RedeemCoupon {
  return {
    type: 'RedeemCoupon',
    couponNumber: NUMBER,
    orderNumber: ORDER,
    serialNumbers: ['358899051234567', '358899051234568'],
    at: AT + 10,
    by: FLEET,
    ...overrides,
  };
}
const change = (status: unknown, discountFee: unknown = 100): CouponCommand => ({
  type: 'ChangeCoupon',
  couponNumber: NUMBER,
  discountFee,
  status,
  at: AT + 10,
  by: ADMIN,
});
const remove: CouponCommand = { type: 'DeleteCoupon', couponNumber: NUMBER, at: AT + 10, by: ADMIN };
const release = (orderNumber = ORDER): CouponCommand => ({
  type: 'ReleaseCoupon',
  couponNumber: NUMBER,
  orderNumber,
  at: AT + 10,
});
const reasonOf = (given: CouponEvent[], command: CouponCommand) =>
  errorOf(run(given, command)).detail?.reason;

describe('coupon numbers', () => {
  it('names each coupon stream by its number', () => {
    expect(streams.coupon(NUMBER)).toBe(`coupon-${NUMBER}`);
  });

  it('uses 31 characters without look-alikes', () => {
    expect(COUPON_ALPHABET).toHaveLength(31);
    expect(COUPON_ALPHABET).not.toMatch(/[01ILO]/);
    expect(new Set(COUPON_ALPHABET).size).toBe(31);
  });

  it('tells a well-formed number from anything else', () => {
    expect(couponNumberIsWellFormed(NUMBER)).toBe(true);
    expect(couponNumberIsWellFormed(NUMBER.toLowerCase())).toBe(false);
    expect(couponNumberIsWellFormed(NUMBER.slice(1))).toBe(false);
    expect(couponNumberIsWellFormed(`${NUMBER}2`)).toBe(false);
    expect(couponNumberIsWellFormed('ABCD2345EFGH678O')).toBe(false);
    expect(couponNumberIsWellFormed(12)).toBe(false);
  });

  it('draws 16 well-formed characters from the random bytes', () => {
    const bytes = Array.from({ length: COUPON_NUMBER_LENGTH }, (_, i) => i);
    const number = newCouponNumber((size) => Uint8Array.from(bytes.slice(0, size)));
    expect(number).toBe(COUPON_ALPHABET.slice(0, COUPON_NUMBER_LENGTH));
    expect(couponNumberIsWellFormed(number)).toBe(true);
  });

  it('draws again for a byte of 248 or more, so no letter is likelier than another', () => {
    // 248 = 8 x 31: 248..255 would map to the first 8 letters a ninth time.
    const queue = [248, 255, 30, ...Array.from({ length: 15 }, () => 0)];
    const sizes: number[] = [];
    const number = newCouponNumber((size) => {
      sizes.push(size);
      return Uint8Array.from(queue.splice(0, size));
    });
    expect(number).toBe(`Z${'2'.repeat(15)}`);
    expect(sizes).toEqual([16, 2]);
  });

  it('gives every letter the same number of byte values', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte += 1) {
      const queue = [byte, ...Array.from({ length: 16 }, () => 0)];
      const first = newCouponNumber((size) => Uint8Array.from(queue.splice(0, size)))[0];
      if (byte < 248) counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    expect(new Set(counts.values())).toEqual(new Set([8]));
    expect(counts.size).toBe(31);
  });
});

describe('coupon decider', () => {
  it('issues a coupon, not sent', () => {
    const command: CouponCommand = {
      type: 'IssueCoupon',
      couponNumber: NUMBER,
      batchId: 'b1',
      discountFee: 100,
      at: AT,
      by: ADMIN,
    };
    expect(run([], command)).toEqual([issued]);
    expect(reasonOf([issued], command)).toBe('already_exists');
  });

  it('refuses a malformed number, a discount below 1 NT$ or fractional, at once', () => {
    const outcome = run([], {
      type: 'IssueCoupon',
      couponNumber: 'abc',
      batchId: 'b1',
      discountFee: 0.5,
      at: AT,
      by: ADMIN,
    });
    expect(failingFields(outcome)).toEqual([
      { field: 'couponNumber', code: 'pattern' },
      { field: 'discountFee', code: 'not_integer' },
    ]);
  });

  it('marks a coupon sent and changes its discount', () => {
    expect(run([issued], change(2))).toEqual([{ ...sent, data: { ...sent.data, at: AT + 10 } }]);
    expect(eventsOf(run([issued, sent], change(1, 150)))[0].data).toMatchObject({
      status: 1,
      discountFee: 150,
    });
  });

  it('records nothing for a change that changes nothing', () => {
    expect(run([issued, sent], change(2))).toEqual([]);
  });

  it('lets an administrator set not sent or sent, never used', () => {
    expect(failingFields(run([issued], change(3)))).toEqual([{ field: 'status', code: 'invalid_choice' }]);
    expect(failingFields(run([issued], change(2, 0)))).toEqual([{ field: 'discountFee', code: 'too_small' }]);
  });

  it('refuses to change or delete a used coupon', () => {
    expect(reasonOf([issued, sent, redeemed()], change(2, 50))).toBe('coupon_used');
    expect(reasonOf([issued, sent, redeemed()], remove)).toBe('coupon_used');
  });

  it('refuses to change or delete a deleted or unknown coupon', () => {
    expect(errorOf(run([issued, deleted], change(2))).kind).toBe('not_found');
    expect(errorOf(run([issued, deleted], remove)).kind).toBe('not_found');
    expect(errorOf(run([], remove)).kind).toBe('not_found');
  });

  it('deletes an unused coupon, sent or not', () => {
    expect(run([issued], remove)).toEqual([{ ...deleted, data: { ...deleted.data, at: AT + 10 } }]);
    expect(eventsOf(run([issued, sent], remove))).toHaveLength(1);
  });

  it('redeems a sent coupon for an order, with its discount then', () => {
    expect(run([issued, sent], redeem())).toEqual([
      {
        type: 'CouponRedeemed',
        version: 1,
        data: {
          couponNumber: NUMBER,
          orderNumber: ORDER,
          serialNumbers: ['358899051234567', '358899051234568'],
          discountFee: 100,
          at: AT + 10,
          by: FLEET,
        },
      },
    ]);
  });

  it('says "serial already used" to another order, and nothing new to the same order retried', () => {
    expect(reasonOf([issued, sent, redeemed()], redeem({ orderNumber: 'GP261125120000999999' }))).toBe(
      'coupon_used',
    );
    expect(run([issued, sent, redeemed()], redeem())).toEqual([]);
  });

  it('says "serial cannot be used" for a coupon not sent or deleted', () => {
    expect(reasonOf([issued], redeem())).toBe('coupon_unusable');
    expect(reasonOf([issued, sent, deleted], redeem())).toBe('coupon_unusable');
  });

  it('says "serial input wrong" for a malformed or unknown number', () => {
    expect(reasonOf([], redeem())).toBe('coupon_invalid');
    expect(reasonOf([], redeem({ couponNumber: 'abc' }))).toBe('coupon_invalid');
  });

  it('refuses a redemption naming no device', () => {
    expect(failingFields(run([issued, sent], redeem({ serialNumbers: [] })))).toEqual([
      { field: 'serialNumbers', code: 'too_few' },
    ]);
  });

  it('releases a coupon the failed order held: it is sent and usable again', () => {
    expect(run([issued, sent, redeemed()], release())).toEqual([
      { ...released, data: { ...released.data, at: AT + 10 } },
    ]);
    const other = 'GP261125120000999999';
    expect(
      eventsOf(run([issued, sent, redeemed(), released], redeem({ orderNumber: other })))[0].data,
    ).toMatchObject({
      orderNumber: other,
    });
  });

  it('releases nothing for another order, an unused coupon or twice', () => {
    expect(run([issued, sent, redeemed()], release('GP261125120000999999'))).toEqual([]);
    expect(run([issued, sent], release())).toEqual([]);
    expect(run([issued, sent, redeemed(), released], release())).toEqual([]);
  });
});
