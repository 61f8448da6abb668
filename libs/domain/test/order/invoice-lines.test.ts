import { COUPON_INVOICE_LINE, invoiceLinesOf } from '../../src/order';

const line = (serialNumber: string, unitPrice: number, overtime = false) => ({
  serialNumber,
  unitPrice,
  overtime,
  days: 365,
});

describe('an order\u2019s e-invoice lines', () => {
  it('are the item once per unit price, adding up to the amount', () => {
    const lines = invoiceLinesOf({
      invoiceName: 'GPS service, one year',
      lines: [line('1', 1200), line('2', 1500, true), line('3', 1200)],
      discount: 0,
    });
    expect(lines).toEqual([
      { name: 'GPS service, one year', quantity: 2, unitPrice: 1200, amount: 2400 },
      { name: 'GPS service, one year', quantity: 1, unitPrice: 1500, amount: 1500 },
    ]);
  });

  it('take the coupon off as a negative line, so they add up to what was paid', () => {
    const lines = invoiceLinesOf({ invoiceName: 'VIP', lines: [line('1', 99), line('2', 99)], discount: 50 });
    expect(lines).toEqual([
      { name: 'VIP', quantity: 2, unitPrice: 99, amount: 198 },
      { name: COUPON_INVOICE_LINE, quantity: 1, unitPrice: -50, amount: -50 },
    ]);
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(148);
  });
});
