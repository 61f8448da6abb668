import type { Position } from '../types';
import { validDateParts } from '../time';

const PATTERN =
  /^Current position!Lat:([NS])(\d{1,2}\.\d+),Lon:([EW])(\d{1,3}\.\d+),Course:(\d+(?:\.\d+)?),Speed:(\d+(?:\.\d+)?),DateTime:(\d{4})-(\d\d)-(\d\d) +(\d\d):(\d\d):(\d\d)/;

/**
 * Some firmwares answer WHERE# with a text position in a 0x21 reply. Speed is taken as km/h, the
 * unit these Concox texts use; the date is in the device clock like the binary GPS block.
 */
export function parseGt06TextPosition(
  text: string,
  deviceId: string,
  offsetMinutes: number,
): Position | undefined {
  const m = PATTERN.exec(text);
  if (!m) return undefined;
  const [, ns, lat, ew, lon, course, speed, y, mo, d, h, mi, s] = m;
  const parts = [y, mo, d, h, mi, s].map(Number);
  if (!validDateParts(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5])) return undefined;
  const latitude = Number(lat) * (ns === 'S' ? -1 : 1);
  const longitude = Number(lon) * (ew === 'W' ? -1 : 1);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return {
    protocol: 'gt06',
    deviceId,
    fixTime: new Date(
      Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5]) - offsetMinutes * 60_000,
    ),
    valid: true,
    latitude,
    longitude,
    speedKmh: Number(speed),
    course: Number(course),
    locateType: 'gps',
  };
}
