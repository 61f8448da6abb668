/** Where the notification endpoint is served: `/api/payments/<provider>/notify`. */
export const PAYMENT_NOTIFY_PREFIX = '/api/payments';

/** The absolute addresses an order gives its payment provider, from the platform's PUBLIC_URL. */
export interface OrderLinks {
  publicUrl: string;
}

const base = (links: OrderLinks): string => links.publicUrl.replace(/\/+$/, '');

/** Where the provider notifies the order's payment, server to server. */
export function notifyUrlOf(links: OrderLinks, providerId: string): string {
  return `${base(links)}${PAYMENT_NOTIFY_PREFIX}/${encodeURIComponent(providerId)}/notify`;
}

/** Where the browser comes back to: the order's page in the web app. */
export function returnUrlOf(links: OrderLinks, orderNumber: string): string {
  return `${base(links)}/main/order/${encodeURIComponent(orderNumber)}`;
}
