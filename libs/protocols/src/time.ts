/** Calendar checks shared by the codecs: device clocks send impossible dates after a reset. */
export function validDateParts(
  year: number,
  month: number,
  day: number,
  h: number,
  m: number,
  s: number,
): boolean {
  if (month < 1 || month > 12 || day < 1 || h > 23 || m > 59 || s > 59) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const two = (n: number): string => String(n).padStart(2, '0');

/** HHmmss in UTC. */
export function formatUtcTime(date: Date): string {
  return two(date.getUTCHours()) + two(date.getUTCMinutes()) + two(date.getUTCSeconds());
}

/** yyyyMMddHHmmss in UTC. */
export function formatUtcTimestamp(date: Date): string {
  return (
    String(date.getUTCFullYear()).padStart(4, '0') +
    two(date.getUTCMonth() + 1) +
    two(date.getUTCDate()) +
    formatUtcTime(date)
  );
}
