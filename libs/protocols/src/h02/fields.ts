import { validDateParts } from '../time';

/** Text field parsers for H02 sentences (reference §3). They return undefined rather than guess. */

/** Degrees may be absent altogether: `38.6508,W` is 38.6508 minutes west (under one degree). */
const DOTTED = /^(\d*)(\d\d\.\d+)$/;
const DASHED = /^-(\d+)-(\d+\.\d+)$/;
const UNDOTTED = /^(\d+)(\d\d)(\d{4})$/;

/**
 * Degrees and minutes in any of the shapes devices send: `ddmm.mmmm` (4 or 5 decimals, any number
 * of degree digits), `-d-m.m`, or undotted `ddmmmmmm`. The hemisphere letter gives the sign.
 */
export function parseH02Coordinate(
  value: string,
  hemisphere: string,
  isLatitude: boolean,
): number | undefined {
  const positive = isLatitude ? 'N' : 'E';
  const negative = isLatitude ? 'S' : 'W';
  if (hemisphere !== positive && hemisphere !== negative) return undefined;
  let degrees: number;
  let minutes: number;
  let m: RegExpExecArray | null;
  if ((m = DOTTED.exec(value))) {
    degrees = Number(m[1]);
    minutes = Number(m[2]);
  } else if ((m = DASHED.exec(value))) {
    degrees = Number(m[1]);
    minutes = Number(m[2]);
  } else if ((m = UNDOTTED.exec(value))) {
    degrees = Number(m[1]);
    minutes = Number(m[2]) + Number(m[3]) / 10_000;
  } else {
    return undefined;
  }
  if (minutes >= 60) return undefined;
  const result = degrees + minutes / 60;
  if (result > (isLatitude ? 90 : 180)) return undefined;
  return hemisphere === negative ? -result : result;
}

/** `hhmmss` and `ddmmyy`, both UTC. Empty fields give undefined (the caller uses its clock). */
export function parseH02DateTime(time: string, date: string): { ok: true; date?: Date } | { ok: false } {
  if (time === '' || date === '') return { ok: true };
  if (!/^\d{6}$/.test(time) || !/^\d{6}$/.test(date)) return { ok: false };
  const [h, mi, s] = [0, 2, 4].map((i) => Number(time.substring(i, i + 2)));
  const [d, mo, y] = [0, 2, 4].map((i) => Number(date.substring(i, i + 2)));
  if (!validDateParts(2000 + y, mo, d, h, mi, s)) return { ok: false };
  return { ok: true, date: new Date(Date.UTC(2000 + y, mo - 1, d, h, mi, s)) };
}

/** Non-negative decimal such as `000.00`, ` 12.5` or `270.90`; empty is undefined. */
export function parseDecimal(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (!/^\d+(\.\d*)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

export function parseInteger(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (!/^-?\d{1,15}$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** A battery level in percent, 0 to 100; anything else is undefined. */
export function parseBatteryPercent(value: string | undefined): number | undefined {
  const percent = parseInteger(value);
  return percent !== undefined && percent >= 0 && percent <= 100 ? percent : undefined;
}
