import { describe, expect, it } from '@jest/globals';
import { InvoiceType, PaymentType } from '@gps/codes';
import { linePriceOf, orderInputOf, planOfDevices } from '../src/features/renewal/orderForm';
import { expiryOf, orderIsPending } from '../src/features/renewal/orderProgress';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 25, 12);
const µs = (ms: number) => ms * 1000;
const item = { price: 1200, overtimeDays: 30, overtimePrice: 1500 };

describe("a device's price in the order dialog, as the server prices it", () => {
  it('is the price while the service runs or lapsed no longer than overtimeDays', () => {
    expect(linePriceOf(item, µs(NOW + DAY_MS), NOW)).toEqual({ price: 1200, overtime: false });
    expect(linePriceOf(item, µs(NOW - 30 * DAY_MS), NOW)).toEqual({ price: 1200, overtime: false });
  });

  it('is the overtime price once lapsed longer than overtimeDays; with 0 any lapse', () => {
    expect(linePriceOf(item, µs(NOW - 30 * DAY_MS - 1), NOW)).toEqual({ price: 1500, overtime: true });
    expect(linePriceOf({ ...item, overtimeDays: 0 }, µs(NOW - 1), NOW)).toEqual({
      price: 1500,
      overtime: true,
    });
  });

  it('has no overtime for an item without it (VIP, address plan) or a device never served', () => {
    expect(linePriceOf({ price: 300 }, µs(NOW - 400 * DAY_MS), NOW)).toEqual({ price: 300, overtime: false });
    expect(linePriceOf(item, null, NOW)).toEqual({ price: 1200, overtime: false });
  });
});

describe('the devices of one renewal order', () => {
  it('share a plan', () => {
    expect(planOfDevices([{ planId: 3 }, { planId: 3 }])).toEqual({ planId: 3 });
    expect(planOfDevices([{ planId: 3 }, { planId: 4 }])).toEqual({ problem: 'mixedPlans' });
    expect(planOfDevices([{ planId: 3 }, { planId: 0 }])).toEqual({ problem: 'noPlan' });
  });
});

describe('the order the form sends', () => {
  it('sends blanks as none, the coupon only when typed, and confirmed only once asked', () => {
    const values = {
      itemId: 'i1',
      couponNumber: '  ',
      paymentType: PaymentType.CREDIT_CARD,
      invoice: { type: InvoiceType.COMPANY, taxId: ' 04595257 ', companyTitle: 'ACME', carrier: '' },
    } as const;
    const input = orderInputOf(values, ['S1', 'S2'], 'service', { confirmed: false, lang: 'en-US' });
    expect(input).toEqual({
      deviceSerialNumbers: ['S1', 'S2'],
      kind: 'service',
      itemId: 'i1',
      invoice: {
        type: 2,
        carrier: null,
        taxId: '04595257',
        companyTitle: 'ACME',
        loveCode: null,
        email: null,
      },
      paymentType: 1,
      lang: 'en-US',
    });
    const again = orderInputOf({ ...values, couponNumber: 'ABC' }, ['S1'], 'service', {
      confirmed: true,
      lang: 'zh-TW',
    });
    expect(again).toMatchObject({ couponNumber: 'ABC', confirmed: true, lang: 'zh-TW' });
  });
});

describe('the order page after paying', () => {
  it('keeps asking while the payment or the delivery is on its way, not while a store code waits', () => {
    expect(orderIsPending({ orderStatus: 1, paymentCode: null })).toBe(true);
    expect(orderIsPending({ orderStatus: 2, paymentCode: null })).toBe(true);
    expect(orderIsPending({ orderStatus: 1, paymentCode: 'LLL26112512345' })).toBe(false);
    for (const done of [3, 4, 8, 9, 11])
      expect(orderIsPending({ orderStatus: done, paymentCode: null })).toBe(false);
  });

  it('shows the expiry the order moved', () => {
    const device = { serviceExpiredDate: 1, valueExpiredDate: 2, addressPlanExpiredDate: 3 };
    expect(expiryOf('service', device)).toBe(1);
    expect(expiryOf('vip', device)).toBe(2);
    expect(expiryOf('address', device)).toBe(3);
  });
});
