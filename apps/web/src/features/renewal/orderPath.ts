/** The order's page in the customer area, where the payment provider sends the browser back. */
export const orderPath = (orderNumber: string): string => `/main/order/${encodeURIComponent(orderNumber)}`;
