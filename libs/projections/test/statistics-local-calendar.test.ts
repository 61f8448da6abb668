import { LocalCalendar } from '../src/projections/statistics/local-calendar';

/**
 * The statistics' local day and hour, kept per 15-minute UTC slot, equal Intl's reading of every
 * instant: across summer-time changes, and in zones whose offset is not a whole hour.
 */

const MINUTE = 60_000;

/** What Intl says directly for one instant. */
function intlHour(timeZone: string, ms: number): { day: string; hour: number } {
  const p: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
  });
  for (const { type, value } of format.formatToParts(ms)) p[type] = value;
  return { day: `${p.year}${p.month}${p.day}`, hour: Number(p.hour) };
}

describe('LocalCalendar', () => {
  it.each([
    // Summer time begins (01:00 UTC) and ends (01:00 UTC).
    ['Europe/Berlin', Date.UTC(2024, 2, 30, 12)],
    ['Europe/Berlin', Date.UTC(2024, 9, 26, 12)],
    // UTC+5:45, and a summer time of half an hour.
    ['Asia/Kathmandu', Date.UTC(2024, 5, 1, 12)],
    ['Australia/Lord_Howe', Date.UTC(2024, 3, 6, 0)],
    ['Asia/Taipei', Date.UTC(2024, 5, 1, 0)],
  ])('reads every minute of two days in %s as Intl does', (timeZone, from) => {
    const calendar = new LocalCalendar(timeZone);
    const wrong: number[] = [];
    // Each instant twice: computed, then from the cache.
    for (let pass = 0; pass < 2; pass++) {
      for (let ms = from; ms < from + 2 * 24 * 60 * MINUTE; ms += MINUTE + 7_000) {
        const { day, hour } = calendar.hourOf(ms);
        const expected = intlHour(timeZone, ms);
        if (day !== expected.day || hour !== expected.hour) wrong.push(ms);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a zone Intl does not know', () => {
    expect(() => new LocalCalendar('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
