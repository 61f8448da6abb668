import { CONFIRM_EXTENSION_BEYOND_DAYS, OrderKind } from '@gps/codes';
import {
  DAY_MS,
  DomainError,
  continueFromOf,
  expiryAfter,
  priceOrder,
  priced,
  type OrderLine,
  type PricedItem,
} from '../../src';

const AT = Date.UTC(2026, 10, 25, 4);
const ITEM: PricedItem = { price: 1200, extendDays: 365, overtimeDays: 30, overtimePrice: 1500 };
const SERIAL = '358899051234567';

function line(expiredAt: number | null, kind: OrderKind = OrderKind.SERVICE, item = ITEM): OrderLine {
  const [only] = priceOrder({
    kind,
    item,
    devices: [{ serialNumber: SERIAL, expiredAt }],
    couponDiscount: null,
    at: AT,
    confirmed: true,
  }).lines;
  if (!only) throw new Error('no line');
  return only;
}

describe('overtime (billing.md)', () => {
  it('charges price and continues from the expiry within overtimeDays, the boundary included', () => {
    const expiredAt = AT - 30 * DAY_MS;
    const l = line(expiredAt);
    expect(l).toEqual({ serialNumber: SERIAL, unitPrice: 1200, overtime: false, days: 365 });
    expect(continueFromOf(OrderKind.SERVICE, l, expiredAt, AT)).toBe('expiry');
    expect(expiryAfter(OrderKind.SERVICE, l, expiredAt, AT)).toBe(expiredAt + 365 * DAY_MS);
  });

  it('charges overtimePrice and starts at delivery one millisecond past overtimeDays', () => {
    const expiredAt = AT - 30 * DAY_MS - 1;
    const l = line(expiredAt);
    expect(l).toMatchObject({ unitPrice: 1500, overtime: true });
    expect(continueFromOf(OrderKind.SERVICE, l, expiredAt, AT)).toBe('now');
    expect(expiryAfter(OrderKind.SERVICE, l, expiredAt, AT)).toBe(AT + 365 * DAY_MS);
  });

  it('with 0 overtimeDays, any lapse is overtime and no lapse is not', () => {
    const item = { ...ITEM, overtimeDays: 0 };
    expect(line(AT - 1, OrderKind.SERVICE, item).overtime).toBe(true);
    expect(line(AT, OrderKind.SERVICE, item).overtime).toBe(false);
  });

  it('a running service is never overtime', () => {
    expect(line(AT + DAY_MS).overtime).toBe(false);
  });

  it('VIP items have no overtime: a lapsed VIP service starts anew at delivery at its price', () => {
    const item = { price: 300, extendDays: 30, overtimeDays: 0, overtimePrice: 0 };
    const expiredAt = AT - 90 * DAY_MS;
    const l = line(expiredAt, OrderKind.VIP, item);
    expect(l).toMatchObject({ unitPrice: 300, overtime: false });
    expect(continueFromOf(OrderKind.VIP, l, expiredAt, AT)).toBe('now');
    expect(continueFromOf(OrderKind.VIP, l, null, AT)).toBe('now');
    expect(continueFromOf(OrderKind.VIP, l, AT + DAY_MS, AT)).toBe('expiry');
  });
});

describe('the amount', () => {
  const lines: OrderLine[] = [
    { serialNumber: 'a', unitPrice: 1200, overtime: false, days: 365 },
    { serialNumber: 'b', unitPrice: 1500, overtime: true, days: 365 },
  ];

  it('is the sum of the lines less the coupon', () => {
    expect(priced(lines, 500)).toEqual({ lines, subtotal: 2700, discount: 500, amount: 2200 });
    expect(priced(lines, null)).toMatchObject({ discount: 0, amount: 2700 });
  });

  it('never goes below 0: a coupon worth more takes off the subtotal only', () => {
    expect(priced(lines, 2700)).toMatchObject({ discount: 2700, amount: 0 });
    expect(priced(lines, 5000)).toMatchObject({ discount: 2700, amount: 0 });
  });
});

describe('the one-year confirmation', () => {
  const limit = CONFIRM_EXTENSION_BEYOND_DAYS * DAY_MS;

  function order(expiredAt: number, confirmed: boolean, extendDays = 30): unknown {
    try {
      return priceOrder({
        kind: OrderKind.SERVICE,
        item: { ...ITEM, extendDays },
        devices: [{ serialNumber: SERIAL, expiredAt }],
        couponDiscount: null,
        at: AT,
        confirmed,
      }).amount;
    } catch (error) {
      if (error instanceof DomainError) return error.detail?.['reason'];
      throw error;
    }
  }

  it('passes an expiry exactly a year after the order', () => {
    expect(order(AT + limit - 30 * DAY_MS, false)).toBe(1200);
  });

  it('refuses an expiry a millisecond beyond, unless confirmed', () => {
    expect(order(AT + limit - 30 * DAY_MS + 1, false)).toBe('confirmation_required');
    expect(order(AT + limit - 30 * DAY_MS + 1, true)).toBe(1200);
  });

  it('refuses an item longer than a year for a device with no time left', () => {
    expect(order(AT, false, CONFIRM_EXTENSION_BEYOND_DAYS + 1)).toBe('confirmation_required');
    expect(order(AT, false, CONFIRM_EXTENSION_BEYOND_DAYS)).toBe(1200);
  });
});
