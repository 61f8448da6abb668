import { invalid } from '../validation/invalid';

const MS_PER_DAY = 86_400_000;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` as the midnight of that date in UTC, or null when it is no date. */
function utcMidnightOf(date: string): number | null {
  const match = LOCAL_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const ms = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2025-02-30 over into March: a date that does not come back as given is none.
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : null;
}

/** The calendar date `days` after `date` (both `YYYY-MM-DD`): calendar days, no time zone involved. */
export function addDays(date: string, days: number): string {
  const ms = utcMidnightOf(date);
  if (ms === null) throw new Error(`not a date: ${date}`);
  return new Date(ms + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The date a person in `timeZone` reads on their calendar at the instant `ms` (epoch ms). */
export function localDateOf(ms: number, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);
}

/** A date field: `YYYY-MM-DD`, a real date, and not after `today` (a service not yet done). */
export function pastDate(field: string, value: unknown, today: string): string {
  if (typeof value !== 'string' || value.trim() === '') invalid(field, `${field} is required`, 'required');
  const date = value.trim();
  if (utcMidnightOf(date) === null) invalid(field, `${field} must be a date YYYY-MM-DD`, 'pattern');
  if (date > today) invalid(field, `${field} must not be after today (${today})`, 'in_future');
  return date;
}
