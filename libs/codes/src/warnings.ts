import { isOneOf } from './code-set';

/**
 * Warnings the platform raises from device alarms and its own episodes (overspeed over the
 * configured limit, offline, crossing one of the device's fences, a maintenance item falling
 * due): a closed set, so the UI can translate every kind and statistics can group them. Device-side geofence alarms (`geofence*`,
 * fences programmed into the tracker) are not the platform's fences (`fence_enter`, `fence_exit`).
 */
export const WARNING_KINDS = Object.freeze([
  'sos',
  'power_cut',
  'low_battery',
  'vibration',
  'power_off',
  'tamper',
  'removal',
  'unplugged',
  'overspeed',
  'tow',
  'collision',
  'fall',
  'door',
  'harsh_acceleration',
  'harsh_braking',
  'sharp_turn',
  'geofence',
  'geofence_enter',
  'geofence_exit',
  'gps_blind_spot',
  'sim_changed',
  // Decided by the platform, never sent by a device: the device went silent (an offline episode).
  'offline',
  // Decided by the platform from the device's own fences (places): a fix crossed a fence's edge.
  'fence_enter',
  'fence_exit',
  // Decided by the platform from a device's maintenance items: a due point was reached.
  'maintenance',
  'other',
] as const);
export type WarningKind = (typeof WARNING_KINDS)[number];
export const isWarningKind = isOneOf(WARNING_KINDS);
