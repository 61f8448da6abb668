/**
 * When what the page shows of a vehicle can no longer be trusted (docs/decisions/monitor.md): while
 * the live connection is down, everything is stale (no update can arrive); otherwise a vehicle is
 * stale once its last report (`lastSeenTimestamp`) is older than this, or when it never reported.
 * Ten minutes is twice the server's default offline timeout (300 s): a device the server still
 * holds "running" that long after its last report means the page is not being updated.
 */
export const STALE_AFTER_MINUTES = 10;

const MICROS_PER_MINUTE = 60_000_000;

export function isStale(
  lastSeenMicros: number | null | undefined,
  nowMicros: number,
  connected: boolean,
): boolean {
  if (!connected) return true;
  if (lastSeenMicros === null || lastSeenMicros === undefined || lastSeenMicros <= 0) return true;
  return nowMicros - lastSeenMicros > STALE_AFTER_MINUTES * MICROS_PER_MINUTE;
}
