import { isOrderNumber, orderNumberAt } from '../../src';

describe('order numbers', () => {
  it('is GP, the Taipei time yyMMddHHmmss and 6 random digits', () => {
    // 2026-11-25 17:04:05 UTC is 2026-11-26 01:04:05 in Taipei.
    const number = orderNumberAt(Date.UTC(2026, 10, 25, 17, 4, 5), () => 42);
    expect(number).toBe('GP261126010405000042');
    expect(number).toHaveLength(20);
    expect(isOrderNumber(number)).toBe(true);
  });

  it('asks for a number below a million', () => {
    const asked: number[] = [];
    orderNumberAt(0, (n) => {
      asked.push(n);
      return n - 1;
    });
    expect(asked).toEqual([1_000_000]);
    expect(orderNumberAt(0, (n) => n - 1)).toBe('GP700101080000999999');
  });

  it.each(['GP26112601040500004', 'gp261126010405000042', 'GP2611260104050000AB', 42])(
    'refuses %j',
    (value) => {
      expect(isOrderNumber(value)).toBe(false);
    },
  );
});
