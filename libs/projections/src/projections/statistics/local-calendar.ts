/** Where an instant falls on the platform's local calendar. */
export interface LocalHour {
  /** YYYYMMDD, local. */
  day: string;
  /** 0..23, local. */
  hour: number;
}

/**
 * Every zone's offset from UTC (summer time included) has been a whole number of quarter hours since
 * 1972, and changes only at such a boundary: all instants of one 15-minute UTC slot share their local
 * day and hour.
 */
const SLOT_MS = 15 * 60_000;
/** Two years of slots (70,080 small entries): a replay walks forward, so older slots are rarely asked again. */
const MAX_CACHED_SLOTS = 2 * 366 * 24 * 4;

/**
 * The local day and hour of instants in one time zone. Intl is slow (microseconds a call) and a rollup
 * asks for every counted event, so each 15-minute UTC slot is computed once and kept; the cache only
 * speeds the answer, which depends on the instant alone (the projection stays deterministic).
 */
export class LocalCalendar {
  private readonly parts: Intl.DateTimeFormat;
  private readonly slots = new Map<number, LocalHour>();

  /** Throws a RangeError for a zone Intl does not know. */
  constructor(readonly timeZone: string) {
    this.parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
    });
  }

  /** The local day and hour of `ms` (epoch ms). */
  hourOf(ms: number): LocalHour {
    const slot = Math.floor(ms / SLOT_MS);
    const kept = this.slots.get(slot);
    if (kept) return kept;
    if (this.slots.size >= MAX_CACHED_SLOTS) this.slots.clear();
    const computed = this.compute(slot * SLOT_MS);
    this.slots.set(slot, computed);
    return computed;
  }

  private compute(ms: number): LocalHour {
    const p: Record<string, string> = {};
    for (const { type, value } of this.parts.formatToParts(ms)) p[type] = value;
    return { day: `${p.year.padStart(4, '0')}${p.month}${p.day}`, hour: Number(p.hour) };
  }
}
