import type { DeviceStatus, Fix, SimAlarmKind } from '../types';

/** Device-side H02 sentences (reference §3). Times and dates are UTC, speeds in knots. */

const KNOTS_PER_KMH = 1 / 1.852;
const two = (n: number): string => String(n).padStart(2, '0');

/** `ddmm.mmmm` (latitude) or `dddmm.mmmm` (longitude), unsigned; the hemisphere goes separately. */
export function h02Coordinate(value: number, isLatitude: boolean): string {
  const totalMinutes = Math.round(Math.abs(value) * 60 * 10_000) / 10_000;
  const degrees = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes - degrees * 60;
  return String(degrees).padStart(isLatitude ? 2 : 3, '0') + minutes.toFixed(4).padStart(7, '0');
}

/** Active-low bits for the alarms H02 can express; low battery has none. */
const ALARM_BITS: Readonly<Partial<Record<SimAlarmKind, number>>> = {
  vibration: 0,
  sos: 1,
  power_cut: 19,
};
const ACC_BIT = 10;

/** The 32-bit status word in hex: all ones is "nothing active"; bit 10 is ACC and active-high. */
export function h02StatusWord(status: DeviceStatus): string {
  let word = 0xffffffff;
  if (!status.acc) word &= ~(1 << ACC_BIT);
  const bit = status.alarm === undefined ? undefined : ALARM_BITS[status.alarm];
  if (bit !== undefined) word &= ~(1 << bit);
  return (word >>> 0).toString(16).toUpperCase().padStart(8, '0');
}

function hhmmss(date: Date): string {
  return two(date.getUTCHours()) + two(date.getUTCMinutes()) + two(date.getUTCSeconds());
}

function ddmmyy(date: Date): string {
  return two(date.getUTCDate()) + two(date.getUTCMonth() + 1) + two(date.getUTCFullYear() % 100);
}

/** `<hhmmss>,<A|V>,<lat>,<N|S>,<lon>,<E|W>,<knots>,<course>,<ddmmyy>,<status>` */
function positionFields(fix: Fix, status: DeviceStatus): string[] {
  return [
    hhmmss(fix.time),
    fix.valid ? 'A' : 'V',
    h02Coordinate(fix.latitude, true),
    fix.latitude < 0 ? 'S' : 'N',
    h02Coordinate(fix.longitude, false),
    fix.longitude < 0 ? 'W' : 'E',
    (fix.speedKmh * KNOTS_PER_KMH).toFixed(2).padStart(6, '0'),
    String(Math.round(fix.course) % 360).padStart(3, '0'),
    ddmmyy(fix.time),
    h02StatusWord(status),
  ];
}

function sentence(fields: readonly string[]): Buffer {
  return Buffer.from(`*${fields.join(',')}#`, 'latin1');
}

/** `*HQ,<id>,V1,...,<status>,<mcc>,<mnc>,<lac>,<cid>#` */
export function h02Position(id: string, fix: Fix, status: DeviceStatus): Buffer {
  const { mcc, mnc, lac, cid } = fix.cell;
  return sentence([
    'HQ',
    id,
    'V1',
    ...positionFields(fix, status),
    String(mcc),
    two(mnc),
    String(lac),
    String(cid),
  ]);
}

/** `*HQ,<id>,HTBT,<battery %>#` */
export function h02Heartbeat(id: string, status: DeviceStatus): Buffer {
  return sentence(['HQ', id, 'HTBT', String(status.batteryLevel)]);
}

/**
 * `*HQ,<id>,V4,<CMD>,<params...>,<HHMMSS of the command>,<position fields>#`: the confirmation
 * echoes the command time, which is how the platform matches it to its request.
 */
export function h02Confirmation(
  id: string,
  code: string,
  params: readonly string[],
  commandTime: string,
  fix: Fix,
  status: DeviceStatus,
): Buffer {
  return sentence(['HQ', id, 'V4', code, ...params, commandTime, ...positionFields(fix, status)]);
}
