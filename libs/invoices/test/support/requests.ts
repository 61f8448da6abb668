import { InvoiceType } from '@gps/codes';
import type { InvoiceDetails, IssueInvoiceRequest } from '../../src';

export const taipei = (iso: string) => Date.parse(`${iso}+08:00`);

export const PERSONAL_BARCODE: InvoiceDetails = {
  type: InvoiceType.PERSONAL,
  carrier: '/ABC+123',
  taxId: null,
  companyTitle: null,
  loveCode: null,
  email: 'buyer@example.com',
};
export const PERSONAL_NO_CARRIER: InvoiceDetails = { ...PERSONAL_BARCODE, carrier: null };
export const COMPANY: InvoiceDetails = {
  type: InvoiceType.COMPANY,
  carrier: null,
  taxId: '04595257',
  companyTitle: '測試車隊股份有限公司',
  loveCode: null,
  email: 'fleet@example.com',
};
export const DONATION: InvoiceDetails = {
  type: InvoiceType.DONATION,
  carrier: null,
  taxId: null,
  companyTitle: null,
  loveCode: '919',
  email: 'donor@example.com',
};

/** Two devices renewed with an A plan item, a coupon's discount as a line of its own. */
export function issueRequest(overrides: Partial<IssueInvoiceRequest> = {}): IssueInvoiceRequest {
  return {
    orderNumber: 'GP261125103000123456',
    amount: 1900,
    at: taipei('2026-11-25T10:30:00'),
    details: PERSONAL_BARCODE,
    lines: [
      { name: 'A方案 365天', quantity: 2, unitPrice: 1000, amount: 2000 },
      { name: '折價券', quantity: 1, unitPrice: -100, amount: -100 },
    ],
    ...overrides,
  };
}

let orders = 0;
/** A new order number each time (an order has one invoice), in the order number's 20 characters. */
export function nextOrderNumber(): string {
  orders += 1;
  return `GP26112510300${String(orders).padStart(7, '0')}`;
}

/** The test order under a new order number. */
export function anotherIssue(overrides: Partial<IssueInvoiceRequest> = {}): IssueInvoiceRequest {
  return issueRequest({ orderNumber: nextOrderNumber(), ...overrides });
}
