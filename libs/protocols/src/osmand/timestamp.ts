import { validDateParts } from '../time';

/** Traccar's switch point: numbers below Integer.MAX_VALUE are seconds, the rest milliseconds. */
const SECONDS_LIMIT = 2 ** 31 - 1;

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?$/;

/**
 * Every timestamp form the OsmAnd clients send (reference §2.1, §2.2): unix seconds, unix
 * milliseconds, ISO-8601 with `T` (UTC when no zone is given), or `yyyy-MM-dd HH:mm:ss` in the
 * server's zone, passed in as `localOffsetMinutes` because a pure codec has no zone of its own.
 */
export function parseOsmAndTimestamp(value: string | number, localOffsetMinutes = 0): Date | undefined {
  if (typeof value === 'number') return fromEpochNumber(value);
  const text = value.trim();
  if (/^\d{1,16}(\.\d{1,9})?$/.test(text)) return fromEpochNumber(Number(text));
  if (text.includes('T') || text.includes('t')) return fromIso(text);
  return fromLocal(text, localOffsetMinutes);
}

function fromEpochNumber(n: number): Date | undefined {
  if (!Number.isFinite(n) || n < 0) return undefined;
  return checked(n < SECONDS_LIMIT ? Math.round(n * 1000) : Math.round(n));
}

function fromIso(text: string): Date | undefined {
  const m = ISO.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s = '0', fraction, zone] = m;
  const base = utcMillis(y, mo, d, h, mi, s, fraction);
  if (base === undefined) return undefined;
  return checked(base - zoneOffsetMinutes(zone) * 60_000);
}

function fromLocal(text: string, localOffsetMinutes: number): Date | undefined {
  const m = LOCAL.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, fraction] = m;
  const base = utcMillis(y, mo, d, h, mi, s, fraction);
  if (base === undefined) return undefined;
  return checked(base - localOffsetMinutes * 60_000);
}

function utcMillis(
  y: string,
  mo: string,
  d: string,
  h: string,
  mi: string,
  s: string,
  fraction: string | undefined,
): number | undefined {
  const parts = [y, mo, d, h, mi, s].map(Number);
  if (!validDateParts(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5])) return undefined;
  const ms = fraction ? Math.round(Number(`0.${fraction}`) * 1000) : 0;
  return Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5], ms);
}

function zoneOffsetMinutes(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const sign = zone[0] === '-' ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  return sign * (hours * 60 + minutes);
}

function checked(ms: number): Date | undefined {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
