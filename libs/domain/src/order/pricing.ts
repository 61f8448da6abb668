import { DAY_MS } from '../device/info';
import { CONFIRM_EXTENSION_BEYOND_DAYS, OrderKind } from '@gps/codes';
import { refusal } from '../errors';
import type { OrderLine } from './lines';

/** What pricing needs of the item sold; VIP plan items have no overtime (0 and their price). */
export interface PricedItem {
  price: number;
  extendDays: number;
  overtimeDays: number;
  overtimePrice: number;
}

/** A device to be renewed and the expiry of what the order extends (null: it never had it). */
export interface PricedDevice {
  serialNumber: string;
  expiredAt: number | null;
}

export interface Pricing {
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  amount: number;
}

/**
 * Overtime (billing.md) is for service plan items only: a service expired more than the item's
 * overtimeDays before the order (any lapse when 0) pays overtimePrice and starts anew at delivery.
 * At exactly overtimeDays it is still within the grace and continues from its old expiry.
 */
export function isOvertime(kind: OrderKind, item: PricedItem, expiredAt: number | null, at: number): boolean {
  if (kind !== OrderKind.SERVICE || expiredAt === null) return false;
  return at - expiredAt > item.overtimeDays * DAY_MS;
}

export function lineOf(kind: OrderKind, item: PricedItem, device: PricedDevice, at: number): OrderLine {
  const overtime = isOvertime(kind, item, device.expiredAt, at);
  return {
    serialNumber: device.serialNumber,
    unitPrice: overtime ? item.overtimePrice : item.price,
    overtime,
    days: item.extendDays,
  };
}

/**
 * Where the line's new period starts: at delivery ('now') for an overtime line and for what the
 * device never had or let lapse (VIP, address plan), else on from the old expiry, so a service
 * renewed within its grace stays continuous.
 */
export function continueFromOf(
  kind: OrderKind,
  line: OrderLine,
  expiredAt: number | null,
  at: number,
): 'expiry' | 'now' {
  if (line.overtime || expiredAt === null) return 'now';
  if (kind !== OrderKind.SERVICE && expiredAt < at) return 'now';
  return 'expiry';
}

/** The expiry the line would set if delivered at `at`. */
export function expiryAfter(kind: OrderKind, line: OrderLine, expiredAt: number | null, at: number): number {
  const from = continueFromOf(kind, line, expiredAt, at) === 'now' || expiredAt === null ? at : expiredAt;
  return from + line.days * DAY_MS;
}

/** The coupon takes discountFee off the subtotal, never below 0. */
export function priced(lines: OrderLine[], couponDiscount: number | null): Pricing {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice, 0);
  const discount = Math.min(couponDiscount ?? 0, subtotal);
  return { lines, subtotal, discount, amount: subtotal - discount };
}

/**
 * The spec's confirmation: an expiry set more than CONFIRM_EXTENSION_BEYOND_DAYS after the order
 * is placed (buying ahead while much time remains, or a long item) is refused unless confirmed.
 */
export function checkConfirmation(
  kind: OrderKind,
  devices: readonly PricedDevice[],
  lines: readonly OrderLine[],
  at: number,
  confirmed: boolean,
): void {
  if (confirmed) return;
  const limit = at + CONFIRM_EXTENSION_BEYOND_DAYS * DAY_MS;
  lines.forEach((line, i) => {
    const expiry = expiryAfter(kind, line, devices[i]?.expiredAt ?? null, at);
    if (expiry > limit) {
      throw refusal(
        'conflict',
        'confirmation_required',
        `${line.serialNumber}'s new expiry is more than a year away`,
        {
          serialNumber: line.serialNumber,
          expiredAt: expiry,
        },
      );
    }
  });
}

/** The lines and amount of an order for `devices`, with the confirmation rule applied. */
export function priceOrder(input: {
  kind: OrderKind;
  item: PricedItem;
  devices: readonly PricedDevice[];
  couponDiscount: number | null;
  at: number;
  confirmed: boolean;
}): Pricing {
  const lines = input.devices.map((device) => lineOf(input.kind, input.item, device, input.at));
  checkConfirmation(input.kind, input.devices, lines, input.at, input.confirmed);
  return priced(lines, input.couponDiscount);
}
