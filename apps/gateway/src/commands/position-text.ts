import type { Position } from '@gps/protocols';

const COORDINATE_DIGITS = 6;
const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * A binary position answer (JT808 0x0201) as the command log keeps a reply: text. It is written
 * in the form trackers answer `WHERE#` with (`Lat:N23.980000,Lon:E120.970000,Course:90,Speed:40.0,
 * DateTime:2026-05-01 06:00:20`, UTC), so the web app reads it as a position like a GT06 answer.
 */
export function positionReplyText(position: Position): string {
  const t = position.fixTime;
  const date = `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
  const time = `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
  return (
    `Lat:${position.latitude < 0 ? 'S' : 'N'}${Math.abs(position.latitude).toFixed(COORDINATE_DIGITS)},` +
    `Lon:${position.longitude < 0 ? 'W' : 'E'}${Math.abs(position.longitude).toFixed(COORDINATE_DIGITS)},` +
    `Course:${position.course},Speed:${position.speedKmh.toFixed(1)},DateTime:${date} ${time}`
  );
}
