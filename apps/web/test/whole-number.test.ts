import { describe, expect, it } from '@jest/globals';
import { parseWholeNumber } from '../src/shared/forms/wholeNumber';

describe('a whole-number field (the permission group sort)', () => {
  it('reads digits as their number', () => {
    expect(parseWholeNumber('0')).toBe(0);
    expect(parseWholeNumber('42')).toBe(42);
    expect(parseWholeNumber(' 7 ')).toBe(7);
  });

  it('refuses anything else rather than turning it into 0', () => {
    for (const text of ['abc', '', '   ', '-1', '1.5', '1e3', '0x10', '12abc', undefined])
      expect(parseWholeNumber(text)).toBeUndefined();
    expect(parseWholeNumber('9'.repeat(20))).toBeUndefined();
  });
});
