/** What a device row needs to be ordered against another of the same device. */
interface Stamped {
  deviceId: string;
  updatedTimestamp: number;
}

/**
 * A row arriving from a load or a live update replaces the one held unless that one is newer: a
 * load answered after a live update may carry the older row.
 */
export function newer(held: Stamped | undefined, incoming: Stamped): boolean {
  return !held || incoming.updatedTimestamp >= held.updatedTimestamp;
}

/** The rows held with the newer of these in their place; the same map when none is newer. */
export function withNewerRows<Row extends Stamped>(
  previous: ReadonlyMap<string, Row>,
  rows: readonly Row[],
): ReadonlyMap<string, Row> {
  const fresh = rows.filter((row) => newer(previous.get(row.deviceId), row));
  if (fresh.length === 0) return previous;
  const next = new Map(previous);
  for (const row of fresh) next.set(row.deviceId, row);
  return next;
}
