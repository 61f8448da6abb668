import { daysFrom, daysIncluded, isCalendarDay, monthOf } from '../src';

describe('calendar days', () => {
  it('knows which days exist', () => {
    expect(isCalendarDay('2026-01-31')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay('yesterday')).toBe(false);
  });

  it('counts and lists the days of a period, both ends included, across months and a leap day', () => {
    expect(daysFrom('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(daysIncluded('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysIncluded('2024-01-01', '2025-12-31')).toBe(731);
    expect(daysIncluded('2026-01-02', '2026-01-01')).toBe(0);
    expect(daysFrom('2026-01-02', '2026-01-01')).toEqual([]);
    expect(monthOf('2026-11-25')).toBe('2026-11');
  });
});
