const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;

/**
 * The wall clock of one time zone (Intl's, so summer time is the runtime's business, not ours): what
 * a person in the platform's zone reads on their watch at an instant.
 */
export class ZoneClock {
  private readonly parts: Intl.DateTimeFormat;

  constructor(readonly timeZone: string) {
    this.parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  }

  /**
   * The wall time at `ms` (epoch ms) written as if it were UTC: a spreadsheet cell has no zone, so
   * this is the instant whose UTC reading is the local one (whole seconds).
   */
  wallMs(ms: number): number {
    const p: Record<string, number> = {};
    for (const { type, value } of this.parts.formatToParts(ms)) p[type] = Number(value);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  }

  /** `YYYY-MM-DD HH:mm:ss`, local. */
  text(ms: number): string {
    return new Date(this.wallMs(ms)).toISOString().slice(0, 19).replace('T', ' ');
  }

  /** `YYYYMMDD-HHmm`, local: a period's edge in a file name. */
  compact(ms: number): string {
    const iso = new Date(this.wallMs(ms)).toISOString();
    return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 16).replace(':', '')}`;
  }
}

/** `H:MM:SS` of a duration (hours not wrapped at a day). */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const minutes = Math.floor(whole / SECONDS_PER_MINUTE) % SECONDS_PER_MINUTE;
  return `${Math.floor(whole / SECONDS_PER_HOUR)}:${pad(minutes)}:${pad(whole % SECONDS_PER_MINUTE)}`;
}

/** ISO 8601 in UTC with a Z (GPX and KML times), whole seconds. */
export function utcText(ms: number): string {
  return new Date(Math.floor(ms / MS_PER_SECOND) * MS_PER_SECOND).toISOString().replace('.000Z', 'Z');
}
