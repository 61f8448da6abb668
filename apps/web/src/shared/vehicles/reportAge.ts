/**
 * How long ago a device last reported, in the largest whole unit ("42 s", "3 min", "2 h", "5 d"),
 * for "x ago" beside the exact time; null when it never reported. A report stamped a little in
 * the future (the device's or the server's clock ahead of ours) reads as just now.
 */
export type AgeUnit = 'seconds' | 'minutes' | 'hours' | 'days';

const MICROS_PER: ReadonlyArray<readonly [AgeUnit, number]> = [
  ['days', 86_400_000_000],
  ['hours', 3_600_000_000],
  ['minutes', 60_000_000],
];

export function reportAge(
  lastSeenMicros: number | null | undefined,
  nowMicros: number,
): { unit: AgeUnit; count: number } | null {
  if (lastSeenMicros === null || lastSeenMicros === undefined || lastSeenMicros <= 0) return null;
  const elapsed = Math.max(0, nowMicros - lastSeenMicros);
  for (const [unit, size] of MICROS_PER) {
    if (elapsed >= size) return { unit, count: Math.floor(elapsed / size) };
  }
  return { unit: 'seconds', count: Math.floor(elapsed / 1_000_000) };
}
