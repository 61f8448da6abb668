import { invoicePeriodOf, invoiceVoidable, voidingClosesAt } from '../src/invoice-period';

/** A Taipei wall-clock time as an instant (Taipei is UTC+8). */
const taipei = (iso: string) => Date.parse(`${iso}+08:00`);
const MS = 1;

describe('invoice periods and the voiding deadline (Taipei time)', () => {
  it('puts each month in its two-month period', () => {
    expect(invoicePeriodOf(taipei('2026-01-01T00:00:00'))).toEqual({ year: 2026, firstMonth: 1 });
    expect(invoicePeriodOf(taipei('2026-02-28T23:59:59'))).toEqual({ year: 2026, firstMonth: 1 });
    expect(invoicePeriodOf(taipei('2026-03-01T00:00:00'))).toEqual({ year: 2026, firstMonth: 3 });
    expect(invoicePeriodOf(taipei('2026-12-31T23:59:59'))).toEqual({ year: 2026, firstMonth: 11 });
  });

  it('lets an invoice be voided until the end of the 13th of the month after its period', () => {
    const issued = taipei('2026-01-05T10:00:00');
    expect(voidingClosesAt(issued)).toBe(taipei('2026-03-14T00:00:00'));
    expect(invoiceVoidable(issued, taipei('2026-03-13T23:59:59.999'))).toBe(true);
    expect(invoiceVoidable(issued, taipei('2026-03-14T00:00:00'))).toBe(false);
    expect(invoiceVoidable(issued, issued)).toBe(true);
  });

  it('gives the last invoice of a period the same deadline as its first', () => {
    const last = taipei('2026-02-28T23:59:59.999');
    expect(voidingClosesAt(last)).toBe(taipei('2026-03-14T00:00:00'));
    const next = last + MS;
    expect(voidingClosesAt(next)).toBe(taipei('2026-05-14T00:00:00'));
    expect(invoiceVoidable(last, taipei('2026-04-01T00:00:00'))).toBe(false);
    expect(invoiceVoidable(next, taipei('2026-05-13T23:59:59.999'))).toBe(true);
  });

  it('rolls the Nov–Dec period into January of the next year', () => {
    const issued = taipei('2026-12-31T23:00:00');
    expect(invoiceVoidable(issued, taipei('2027-01-13T23:59:59.999'))).toBe(true);
    expect(invoiceVoidable(issued, taipei('2027-01-14T00:00:00'))).toBe(false);
  });

  it('reads the period in Taipei, not UTC: 00:30 on 1 March in Taipei is still February in UTC', () => {
    const issued = Date.parse('2026-02-28T16:30:00Z');
    expect(invoicePeriodOf(issued)).toEqual({ year: 2026, firstMonth: 3 });
    expect(invoiceVoidable(issued, taipei('2026-04-20T12:00:00'))).toBe(true);
  });
});
