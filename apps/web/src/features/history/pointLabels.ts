/**
 * How a track point's codes read: the locate type (1 satellites, 2 cell towers, as the track
 * answers it) and the ignition. Pure, for the details panel and the table.
 */
const LOCATE_TYPE_KEYS: Record<number, string> = {
  1: 'history.locateTypes.gps',
  2: 'history.locateTypes.lbs',
};

export function locateTypeKey(code: number | null | undefined): string {
  return (code !== null && code !== undefined && LOCATE_TYPE_KEYS[code]) || 'history.locateTypes.unknown';
}

/** null when the device did not say. */
export function accKey(acc: boolean | null | undefined): string | null {
  if (acc === null || acc === undefined) return null;
  return acc ? 'history.accOn' : 'history.accOff';
}

const SECONDS_PER_MINUTE = 60;
const MINUTES_PER_HOUR = 60;

/** A stop's duration as hours and minutes (the translation key and its values), rounded down. */
export function durationParts(seconds: number): { key: string; hours: number; minutes: number } {
  const totalMinutes = Math.floor(Math.max(0, seconds) / SECONDS_PER_MINUTE);
  const hours = Math.floor(totalMinutes / MINUTES_PER_HOUR);
  const minutes = totalMinutes % MINUTES_PER_HOUR;
  return { key: hours > 0 ? 'history.duration.hm' : 'history.duration.m', hours, minutes };
}
