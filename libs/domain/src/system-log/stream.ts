import { utcDay } from './day';

/** `systemlog-YYYYMMDD` for the UTC day of `at` (same as streams.systemLog). */
export function systemLogStream(at: number): string {
  return `systemlog-${utcDay(at)}`;
}
