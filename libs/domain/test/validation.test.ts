import { DomainError, charLength, optionalEmail, optionalPhone, optionalText, requiredText } from '../src';

describe('validation helpers', () => {
  it('counts code points', () => {
    expect(charLength('車隊')).toBe(2);
    expect(charLength('🚚🚚')).toBe(2);
  });

  it('trims required text and names the field on failure', () => {
    expect(requiredText('alias', '  x ', 5)).toBe('x');
    expect(() => requiredText('alias', 42, 5)).toThrow(DomainError);
    try {
      requiredText('alias', '', 5);
    } catch (e) {
      expect(e).toMatchObject({ kind: 'validation', detail: { field: 'alias' } });
    }
  });

  it('turns blank optional text into null', () => {
    expect(optionalText('contact', '   ', 5)).toBeNull();
    expect(optionalText('contact', null, 5)).toBeNull();
    expect(() => optionalText('contact', 7, 5)).toThrow(DomainError);
  });

  it.each(['a@b.co', 'first.last+tag@sub.example.com.tw'])('accepts email %s', (email) => {
    expect(optionalEmail('email', email)).toBe(email);
  });

  it.each(['a@b', '@b.co', 'a b@c.co', 'a@@b.co', 'plain'])('rejects email %s', (email) => {
    expect(() => optionalEmail('email', email)).toThrow(DomainError);
  });

  it.each(['0912345678', '+886 (2) 2345-6789'])('accepts phone %s', (phone) => {
    expect(optionalPhone('phone', phone)).toBe(phone);
  });

  it.each(['09123x', '+886#1', '1'.repeat(31)])('rejects phone %s', (phone) => {
    expect(() => optionalPhone('phone', phone)).toThrow(DomainError);
  });
});
