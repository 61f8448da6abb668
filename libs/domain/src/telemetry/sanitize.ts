/**
 * Device data that rides along (battery, signal, ...) is kept when it is a sane value and stored
 * as null otherwise: a bad battery reading must not cost the position it came with, and events
 * must never hold NaN (JSON would turn it into null anyway, and a replay would then differ).
 */
export function numberOrNull(value: unknown, min = -Infinity, max = Infinity): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/**
 * A reading added after the first events: present only when sane, so an event without it is
 * written exactly as before and older events replay unchanged.
 */
export function saneReading<K extends string>(
  key: K,
  value: unknown,
  min = -Infinity,
): Partial<Record<K, number>> {
  const sane = numberOrNull(value, min);
  return sane === null ? {} : ({ [key]: sane } as Partial<Record<K, number>>);
}

export function booleanOrNull(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

/** Status words are 8 bits (GT06) or 32 bits (H02). */
export function statusBitsOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= 0xffff_ffff
    ? value
    : null;
}
