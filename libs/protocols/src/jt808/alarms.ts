import type { AlarmKind } from '../types';

/**
 * Alarm flag bits (JT/T 808-2013 table 24) that have a kind of ours, in priority order: when
 * several bits are set, the first listed wins; the whole word stays in `alarmCode`. Bits with no
 * kind of ours (fatigue, module faults, route timing, ...) come out as 'other'.
 */
const ALARM_BITS: readonly (readonly [number, AlarmKind])[] = [
  [0, 'sos'], // emergency alarm, triggered by the alarm switch
  [29, 'collision'], // collision warning
  [8, 'power_cut'], // main power supply cut off
  [7, 'low_battery'], // main power supply under-voltage
  [28, 'tow'], // illegal displacement of the vehicle
  [26, 'tamper'], // vehicle stolen (by the vehicle anti-theft device)
  [17, 'tamper'], // reserved in 2013; trackers use it for tampering (Traccar's capture)
  [31, 'door'], // illegal door opening
  [1, 'overspeed'], // overspeed alarm
  [20, 'geofence'], // entering or leaving an area
  [21, 'geofence'], // entering or leaving a route
];

/** undefined when no bit is set; 'other' when only bits without a kind of ours are set. */
export function jt808AlarmFromFlags(flags: number): AlarmKind | undefined {
  if (flags === 0) return undefined;
  for (const [bit, kind] of ALARM_BITS) if ((flags >>> bit) & 1) return kind;
  return 'other';
}
