/** Taiwan keeps UTC+8 all year (no daylight saving since 1979): ECPay's times are Taipei's. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (n: number): string => String(n).padStart(2, '0');

/** Epoch ms as ECPay writes a time: `yyyy/MM/dd HH:mm:ss`, Taipei time. */
export function formatTaipeiTime(epochMs: number): string {
  const t = new Date(epochMs + TAIPEI_OFFSET_MS);
  const date = `${t.getUTCFullYear()}/${pad(t.getUTCMonth() + 1)}/${pad(t.getUTCDate())}`;
  return `${date} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** ECPay's `yyyy/MM/dd HH:mm:ss` (seconds optional) Taipei time as epoch ms, or undefined if it is not one. */
export function parseTaipeiTime(text: string): number | undefined {
  const match = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  return Date.UTC(year!, month! - 1, day, hours, minutes, seconds) - TAIPEI_OFFSET_MS;
}
