import { ALARM_KINDS, type AlarmKind } from '../types';

/**
 * Phone clients send Traccar's alarm names (`alarm=sos`, camelCase). Ours are accepted too, so a
 * simulator can send any kind; anything else is 'other' with the text kept as an attribute.
 */
const TRACCAR_NAMES: ReadonlyMap<string, AlarmKind> = new Map<string, AlarmKind>([
  ['sos', 'sos'],
  ['vibration', 'vibration'],
  ['overspeed', 'overspeed'],
  ['lowbattery', 'low_battery'],
  ['lowpower', 'low_battery'],
  ['powercut', 'power_cut'],
  ['poweroff', 'power_off'],
  ['poweron', 'power_on'],
  ['tampering', 'tamper'],
  ['removing', 'removal'],
  ['door', 'door'],
  ['geofence', 'geofence'],
  ['geofenceenter', 'geofence_enter'],
  ['geofenceexit', 'geofence_exit'],
  ['tow', 'tow'],
  ['falldown', 'fall'],
  ['hardacceleration', 'harsh_acceleration'],
  ['hardbraking', 'harsh_braking'],
  ['hardcornering', 'sharp_turn'],
  ['accident', 'collision'],
]);

export function osmAndAlarmKind(text: string): AlarmKind {
  const key = text.trim();
  if ((ALARM_KINDS as readonly string[]).includes(key)) return key as AlarmKind;
  return TRACCAR_NAMES.get(key.toLowerCase().replace(/[_\s-]/g, '')) ?? 'other';
}
