import type { AlarmKind } from '../types';
import { gt06ModelFamily } from './models';

/**
 * Alarm byte of the alarm/language word (reference §1.6). The vendor meaning wins where the codes
 * agree with what devices send; where most real devices use a code differently (0x0C and 0x25 as
 * tampering, seen in the corpus), the devices win. The raw code is always kept alongside.
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
  [0x0c, 'tamper'],
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
  [0x1a, 'harsh_braking'],
  [0x1b, 'sharp_turn'],
  [0x23, 'fall'],
  [0x25, 'tamper'],
  [0x26, 'harsh_acceleration'],
  [0x27, 'harsh_braking'],
  [0x28, 'harsh_braking'],
  [0x29, 'harsh_acceleration'],
  [0x2a, 'sharp_turn'],
  [0x2b, 'sharp_turn'],
  [0x2c, 'collision'],
  [0x2e, 'sharp_turn'],
  [0x30, 'harsh_braking'],
  [0x32, 'unplugged'],
  [0xf0, 'harsh_acceleration'],
  [0xf1, 'harsh_braking'],
  [0xf2, 'collision'],
  [0xfe, 'acc_on'],
  [0xff, 'acc_off'],
]);

/** Codes the LW family (driving-behaviour trackers) reuses for its accelerometer events. */
const LW_ALARM_CODES: ReadonlyMap<number, AlarmKind> = new Map<number, AlarmKind>([
  [0x18, 'collision'],
  [0x19, 'harsh_acceleration'],
]);

/** Codes the VL family (VL103, LL303, VL512, G18) uses differently. */
const VL_ALARM_CODES: ReadonlyMap<number, AlarmKind> = new Map<number, AlarmKind>([[0x28, 'power_off']]);

/** Codes the SEEWORLD trackers use differently. */
const SEEWORLD_ALARM_CODES: ReadonlyMap<number, AlarmKind> = new Map<number, AlarmKind>([
  [0x28, 'sharp_turn'],
  [0x29, 'collision'],
]);

const NO_CODES: ReadonlyMap<number, AlarmKind> = new Map();

const FAMILY_CODES = {
  lw: LW_ALARM_CODES,
  vl: VL_ALARM_CODES,
  seeworld: SEEWORLD_ALARM_CODES,
  r11: NO_CODES,
  nt: NO_CODES,
  qh302r: NO_CODES,
} as const;

/**
 * undefined for 0x00 (normal); 'other' for codes nobody names. The device's model (undefined =
 * generic) picks the family table first, because some families reuse codes for other events.
 */
export function gt06AlarmFromCode(code: number, model?: string): AlarmKind | undefined {
  if (code === 0) return undefined;
  const family = gt06ModelFamily(model);
  const own = family ? FAMILY_CODES[family].get(code) : undefined;
  return own ?? ALARM_CODES.get(code) ?? 'other';
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
