import { InvoiceType } from '@gps/codes';
import { CHARITIES, DomainError, invoiceDetailsOf, taxIdIsValid, type InvoiceDetailsInput } from '../../src';

function failure(input: InvoiceDetailsInput): Record<string, unknown> | undefined {
  try {
    invoiceDetailsOf(input);
  } catch (error) {
    if (error instanceof DomainError) return error.detail;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the tax id checksum (Ministry of Finance, divisible by 5 since 2023)', () => {
  it.each(['04595257', '10458575', '12345675'])('accepts %s', (taxId) => {
    expect(taxIdIsValid(taxId)).toBe(true);
  });

  it('accepts a 7th digit 7 whose sum passes only with the +1 reading', () => {
    // 1,0,4,5,8,5,7,4: digit sums 1+0+4+1+8+1+10+4 = 29; 29 + 1 = 30.
    expect(taxIdIsValid('10458574')).toBe(true);
    // The same sum without a 7 in the 7th place fails: 1,0,4,5,8,5,3,4 -> 1+0+4+1+8+1+3+4 = 22.
    expect(taxIdIsValid('10458534')).toBe(false);
  });

  it('accepts 04595252 under the current rule (sum 35), which the old divisible-by-10 rule refused', () => {
    expect(taxIdIsValid('04595252')).toBe(true);
  });

  it.each(['04595253', '04595258', '1234567', '123456789', '0459525A', ''])('refuses %s', (taxId) => {
    expect(taxIdIsValid(taxId)).toBe(false);
  });
});

describe('invoice details', () => {
  it('keeps a personal carrier and drops the other types\u2019 fields', () => {
    expect(
      invoiceDetailsOf({
        type: InvoiceType.PERSONAL,
        carrier: '/AB+-.12',
        taxId: '04595257',
        companyTitle: 'left in another tab',
        loveCode: '919',
        email: 'buyer@example.com.tw',
      }),
    ).toEqual({
      type: InvoiceType.PERSONAL,
      carrier: '/AB+-.12',
      taxId: null,
      companyTitle: null,
      loveCode: null,
      email: 'buyer@example.com.tw',
    });
  });

  it('takes a personal invoice with no carrier (the platform keeps the cloud copy)', () => {
    expect(invoiceDetailsOf({ type: InvoiceType.PERSONAL, carrier: '' }).carrier).toBeNull();
  });

  it.each(['AB12345', '/AB1234', '/AB123456', '/ab12345', '/AB 2345', '/AB_2345'])(
    'refuses the carrier %j',
    (carrier) => {
      expect(failure({ type: InvoiceType.PERSONAL, carrier })).toMatchObject({
        field: 'invoice.carrier',
        code: 'invoice_carrier_invalid',
      });
    },
  );

  it('takes a company invoice with a valid tax id and a title of 1 to 60 characters', () => {
    const details = invoiceDetailsOf({
      type: InvoiceType.COMPANY,
      taxId: '04595257',
      companyTitle: 'x'.repeat(60),
    });
    expect(details).toMatchObject({ taxId: '04595257', companyTitle: 'x'.repeat(60), carrier: null });
  });

  it('answers a bad tax id, a missing title and a bad email at once', () => {
    expect(
      failure({ type: InvoiceType.COMPANY, taxId: '04595253', companyTitle: ' ', email: 'no-at-sign' }),
    ).toMatchObject({
      issues: [
        { field: 'invoice.taxId', code: 'tax_id_invalid' },
        { field: 'invoice.companyTitle', code: 'required' },
        { field: 'invoice.email', code: 'email' },
      ],
    });
  });

  it('refuses a company title over 60 characters', () => {
    expect(
      failure({ type: InvoiceType.COMPANY, taxId: '04595257', companyTitle: 'x'.repeat(61) }),
    ).toMatchObject({
      field: 'invoice.companyTitle',
      code: 'too_long',
    });
  });

  it.each(CHARITIES.map((c) => c.loveCode))('takes the love code %s', (loveCode) => {
    expect(invoiceDetailsOf({ type: InvoiceType.DONATION, loveCode }).loveCode).toBe(loveCode);
  });

  it.each(['123', '9190', null])('refuses the love code %j', (loveCode) => {
    expect(failure({ type: InvoiceType.DONATION, loveCode })).toMatchObject({
      field: 'invoice.loveCode',
      code: 'love_code_unknown',
    });
  });

  it('refuses an unknown invoice type', () => {
    expect(failure({ type: 4 })).toMatchObject({ field: 'invoice.type', code: 'invalid_choice' });
  });

  it('lists five charities, each named in both languages', () => {
    expect(CHARITIES).toHaveLength(5);
    for (const charity of CHARITIES) {
      expect(charity.nameZhTw.length).toBeGreaterThan(0);
      expect(charity.nameEnUs.length).toBeGreaterThan(0);
    }
  });
});
