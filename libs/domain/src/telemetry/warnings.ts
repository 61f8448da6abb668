import { WARNING_KINDS, type WarningKind } from '@gps/codes';

/** The warning kinds are a code set of @gps/codes, re-exported for the domain's readers. */
export { WARNING_KINDS, type WarningKind };

/** Stable English texts; the UI translates by kind, so changing one changes no stored meaning. */
export const WARNING_MESSAGES: Readonly<Record<WarningKind, string>> = Object.freeze({
  sos: 'SOS alarm',
  power_cut: 'External power cut',
  low_battery: 'Low battery',
  vibration: 'Vibration detected',
  power_off: 'Device powered off',
  tamper: 'Device tampered with',
  removal: 'Device removed',
  unplugged: 'Device unplugged',
  overspeed: 'Overspeed',
  tow: 'Vehicle towed',
  collision: 'Collision detected',
  fall: 'Fall detected',
  door: 'Door alarm',
  harsh_acceleration: 'Harsh acceleration',
  harsh_braking: 'Harsh braking',
  sharp_turn: 'Sharp turn',
  geofence: 'Device geofence alarm',
  geofence_enter: 'Entered a device geofence',
  geofence_exit: 'Left a device geofence',
  gps_blind_spot: 'Entered a GPS blind spot',
  sim_changed: 'SIM card changed',
  offline: 'Device went offline',
  fence_enter: 'Entered a fence',
  fence_exit: 'Left a fence',
  maintenance: 'Maintenance due',
  other: 'Device alarm',
});

/** Alarm kinds that are news but not warnings: ACC is vehicle state, the rest are the good news. */
const NOT_WARNINGS: ReadonlySet<string> = new Set([
  'acc_on',
  'acc_off',
  'power_on',
  'first_fix',
  'gps_blind_spot_exit',
]);

const RENAMED: Readonly<Record<string, WarningKind>> = { gps_blind_spot_enter: 'gps_blind_spot' };

/** Kinds only the platform decides: a device alarm by that name is some vendor's code, `other`. */
const PLATFORM_ONLY: ReadonlySet<string> = new Set<WarningKind>([
  'offline',
  'fence_enter',
  'fence_exit',
  'maintenance',
]);

/**
 * The warning for an alarm kind as the codecs name it; null when the alarm is not a warning.
 * Kinds nobody mapped yet become `other` so a new vendor code is still seen.
 */
export function warningKindOf(alarm: string): WarningKind | null {
  if (NOT_WARNINGS.has(alarm)) return null;
  if (Object.hasOwn(RENAMED, alarm)) return RENAMED[alarm];
  if (PLATFORM_ONLY.has(alarm)) return 'other';
  return Object.hasOwn(WARNING_MESSAGES, alarm) ? (alarm as WarningKind) : 'other';
}

/**
 * Deterministic, so a retried command writes the same warning id. Unique: one command raises a
 * kind at most once, and the repeat window stops a second one at the same instant.
 */
export function warningIdOf(serial: string, at: number, kind: WarningKind): string {
  return `${serial}-${at}-${kind}`;
}

/** Keeps kind lists in one canonical order, so equal sets are equal arrays (and equal events). */
export function sortKinds(kinds: Iterable<WarningKind>): WarningKind[] {
  const set = new Set(kinds);
  return WARNING_KINDS.filter((k) => set.has(k));
}
