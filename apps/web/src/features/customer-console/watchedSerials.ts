/**
 * The customer console's watch list is the administrator's own, kept in this browser across
 * reloads like the monitor's ticks: per account, as serial numbers in the order they were added.
 */
export const watchStorageKey = (accountId: string): string => `gps.customerConsole.watched.${accountId}`;

export function readWatched(storage: Pick<Storage, 'getItem'>, accountId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(watchStorageKey(accountId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    // A hand-edited or foreign value: start with an empty list rather than fail the page.
    return [];
  }
}

export function writeWatched(
  storage: Pick<Storage, 'setItem'>,
  accountId: string,
  serials: readonly string[],
) {
  storage.setItem(watchStorageKey(accountId), JSON.stringify(serials));
}

/** The list with these serials added at its end, each once. */
export function withWatched(held: readonly string[], added: readonly string[]): string[] {
  const next = [...held];
  for (const serial of added) if (!next.includes(serial)) next.push(serial);
  return next;
}
