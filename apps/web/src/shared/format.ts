import dayjs from 'dayjs';

/** Time fields are epoch microseconds; shown in local time. */
export function formatMicros(
  micros: number | null | undefined,
  withTime = true,
  withSeconds = false,
): string {
  if (micros === null || micros === undefined || micros <= 0) return '—';
  const time = withSeconds ? ' HH:mm:ss' : ' HH:mm';
  return dayjs(micros / 1000).format(withTime ? `YYYY-MM-DD${time}` : 'YYYY-MM-DD');
}

export function nowMicros(): number {
  return Date.now() * 1000;
}

export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}
