import { deviceKey } from './buildTree';

/**
 * The vehicles ticked on the monitor are remembered per account (this browser's localStorage), so
 * a reload or the next sign-in shows them again. With nothing remembered (a first sign-in), a small
 * fleet is shown whole: up to this many vehicles fit one map and one list without hiding each
 * other; a larger fleet starts empty and its user picks (docs/decisions/monitor.md).
 */
export const SMALL_FLEET_MAX_VEHICLES = 20;

const STORAGE_PREFIX = 'gps.monitor.selection.';

export function selectionStorageKey(accountId: string): string {
  return `${STORAGE_PREFIX}${accountId}`;
}

/** The tree keys to tick once the devices are loaded: the remembered ones, else the small fleet's all. */
export function initialSelection(
  remembered: readonly string[] | null,
  deviceIds: readonly string[],
): string[] {
  if (remembered) return [...remembered];
  return deviceIds.length <= SMALL_FLEET_MAX_VEHICLES ? deviceIds.map(deviceKey) : [];
}

/** The remembered keys, or null when none are (or what is stored is not a list of keys). */
export function readSelection(storage: Pick<Storage, 'getItem'>, accountId: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(selectionStorageKey(accountId)) ?? 'null');
    return Array.isArray(parsed) && parsed.every((k) => typeof k === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSelection(
  storage: Pick<Storage, 'setItem'>,
  accountId: string,
  keys: readonly string[],
): void {
  try {
    storage.setItem(selectionStorageKey(accountId), JSON.stringify(keys));
  } catch {
    // Storage full or refused (private mode): the selection is then only kept until the reload.
  }
}
