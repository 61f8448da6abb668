import type { AlarmKind } from '../types';

/**
 * Alarm byte of the alarm/language word (reference §1.6). The vendor meaning wins where Traccar
 * differs, because our devices follow the vendor document; the raw code is always kept alongside.
 */
const ALARM_CODES: ReadonlyMap<number, AlarmKind> = new Map<number, AlarmKind>([
  [0x01, 'sos'],
  [0x02, 'power_cut'],
  [0x03, 'vibration'],
  [0x04, 'geofence_enter'],
  [0x05, 'geofence_exit'],
  [0x06, 'overspeed'],
  [0x09, 'tow'],
  [0x0a, 'gps_blind_spot_enter'],
  [0x0b, 'gps_blind_spot_exit'],
  [0x0c, 'power_on'],
  [0x0d, 'first_fix'],
  [0x0e, 'low_battery'],
  [0x0f, 'low_battery'],
  [0x10, 'sim_changed'],
  [0x11, 'power_off'],
  [0x13, 'tamper'],
  [0x14, 'door'],
  [0x15, 'power_off'],
  [0x18, 'removal'],
  [0x19, 'low_battery'],
  [0x23, 'fall'],
  [0x29, 'harsh_acceleration'],
  [0x2a, 'sharp_turn'],
  [0x2b, 'sharp_turn'],
  [0x2c, 'collision'],
  [0x30, 'harsh_braking'],
  [0x32, 'unplugged'],
  [0xfe, 'acc_on'],
  [0xff, 'acc_off'],
]);

/** undefined for 0x00 (normal); 'other' for codes the reference does not name. */
export function gt06AlarmFromCode(code: number): AlarmKind | undefined {
  if (code === 0) return undefined;
  return ALARM_CODES.get(code) ?? 'other';
}

/** Terminal-information bits 5..3 (reference §1.3); 110 and 111 as Traccar maps them. */
const TERMINAL_ALARMS: readonly (AlarmKind | undefined)[] = [
  undefined,
  'vibration',
  'power_cut',
  'low_battery',
  'sos',
  undefined,
  'geofence',
  'removal',
];

export function gt06AlarmFromTerminalInfo(info: number): AlarmKind | undefined {
  return TERMINAL_ALARMS[(info >> 3) & 0x07];
}
