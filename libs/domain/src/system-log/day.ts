import { timestamp } from '../validation/numbers';

/** The UTC calendar day of an instant as YYYYMMDD; UTC so the bucket never depends on a server's zone. */
export function utcDay(at: number): string {
  const date = new Date(timestamp('at', at));
  const yyyy = String(date.getUTCFullYear()).padStart(4, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${yyyy}${mm}${dd}`;
}
