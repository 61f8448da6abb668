import { OrderKind, OrderStatus } from '@gps/codes';

/** How often the order page asks again while the payment or the delivery is on its way. */
export const ORDER_POLL_MS = 2000;

/**
 * Whether the order page is still waiting for the provider's word: unpaid with no payment code yet
 * (the notification is on its way), or paid and not yet delivered. A convenience-store order with
 * its code waits for the customer, not for us: the page shows the code and stops asking.
 */
export function orderIsPending(order: { orderStatus: number; paymentCode: string | null }): boolean {
  if (order.orderStatus === OrderStatus.PAID_DELIVERING) return true;
  return order.orderStatus === OrderStatus.WAITING_FOR_PAYMENT && order.paymentCode === null;
}

/** The expiry an order of this kind moves. */
export function expiryOf(
  kind: string,
  device: {
    serviceExpiredDate?: number | null;
    valueExpiredDate?: number | null;
    addressPlanExpiredDate?: number | null;
  },
): number | null {
  if (kind === OrderKind.VIP) return device.valueExpiredDate ?? null;
  if (kind === OrderKind.ADDRESS_PLAN) return device.addressPlanExpiredDate ?? null;
  return device.serviceExpiredDate ?? null;
}
