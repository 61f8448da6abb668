import { LocateType } from '@gps/codes';
import type { TrackPoint as TrackPointSchema } from '@gps/contracts';
import { streams, type PositionRecordedData } from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';
import { Collections, lateFixDaysId, micros } from '@gps/projections';
import type { z } from 'zod';
import type { HistorySources, Period } from './sources';
import { dayNamed, daysOf, type UtcDay } from './utc-days';

/** One accepted position as history serves it (the contract's TrackPoint). */
export type TrackPoint = z.input<typeof TrackPointSchema>;

/**
 * Where a point stands in a track: its fix time (epoch ms), then its place in the event log, which
 * orders points of the same fix time (a resent fix) the way they were recorded.
 */
export interface TrackKey {
  fixTime: number;
  position: bigint;
}

export interface TrackEntry {
  point: TrackPoint;
  key: TrackKey;
}

const MS_PER_MICRO = 1 / 1000;

/** Whether entry `a` comes before `b` in a track. */
export function compareKeys(a: TrackKey, b: TrackKey): number {
  if (a.fixTime !== b.fixTime) return a.fixTime - b.fixTime;
  return a.position < b.position ? -1 : a.position > b.position ? 1 : 0;
}

/** The position a PositionRecorded event holds, as the telemetry decider recorded it. */
function recordedPosition(event: RecordedEvent): PositionRecordedData | null {
  // The log holds what the domain recorded under this type: trusted here, once.
  return event.type === 'PositionRecorded' ? (event.data as unknown as PositionRecordedData) : null;
}

function trackPoint(p: PositionRecordedData): TrackPoint {
  return {
    fixTime: micros(p.fixTime),
    receivedAt: micros(p.receivedAt),
    latitude: p.latitude,
    longitude: p.longitude,
    speed: p.speed,
    course: p.course,
    altitude: p.altitude,
    satellites: p.satellites,
    locateType: LocateType[p.locateType],
    acc: p.acc,
    odometerMeters: p.odometerMeters,
    buffered: p.outOfOrder,
    // No geocoder yet (docs/decisions/history.md).
    address: null,
  };
}

/**
 * The day streams one track reading needs, each read once: a stream read as another day's late
 * receipts is usually read again as its own day next.
 */
class DayStreams {
  private readonly read = new Map<string, Promise<RecordedEvent[]>>();

  constructor(
    private readonly sources: HistorySources,
    private readonly serial: string,
  ) {}

  events(dayName: string): Promise<RecordedEvent[]> {
    let events = this.read.get(dayName);
    if (!events) {
      events = this.sources.events.readStream(streams.telemetry(this.serial, dayNamed(dayName).start));
      this.read.set(dayName, events);
    }
    return events;
  }

  /**
   * Forgets the streams of days before `dayName`: later fix days seldom need them (only a clock
   * ahead near midnight puts a fix in the day stream before its own), and are read again if so.
   */
  forgetBefore(dayName: string): void {
    for (const name of this.read.keys()) if (name < dayName) this.read.delete(name);
  }
}

/**
 * The points whose fixes were taken on one UTC day, within the period, in track order: from that
 * day's stream and the other days' streams the history read model names for it (late receipts).
 */
async function dayEntries(
  sources: HistorySources,
  days: DayStreams,
  serial: string,
  day: UtcDay,
  period: Period,
): Promise<TrackEntry[]> {
  const late = await sources.read.get(Collections.lateFixDays, lateFixDaysId(serial, day.name));
  const from = Math.max(day.start, period.from * MS_PER_MICRO);
  const to = Math.min(day.end, period.to * MS_PER_MICRO);
  const entries: TrackEntry[] = [];
  for (const receiptDay of [day.name, ...(late?.receiptDays ?? [])]) {
    for (const event of await days.events(receiptDay)) {
      const p = recordedPosition(event);
      if (p === null || p.fixTime < from || p.fixTime >= to) continue;
      entries.push({ point: trackPoint(p), key: { fixTime: p.fixTime, position: event.position } });
    }
  }
  return entries.sort((a, b) => compareKeys(a.key, b.key));
}

/**
 * A device's accepted positions taken in `period`, in fix-time order (ties in the order they were
 * recorded), after `after` when given: read a UTC fix day at a time, so a caller that stops early
 * reads no further. Rejected positions are not in it; buffered ones are, where they belong in time.
 */
export async function* trackEntries(
  sources: HistorySources,
  serial: string,
  period: Period,
  after?: TrackKey,
): AsyncGenerator<TrackEntry> {
  const from =
    after === undefined ? period.from * MS_PER_MICRO : Math.max(period.from * MS_PER_MICRO, after.fixTime);
  const days = new DayStreams(sources, serial);
  for (const day of daysOf(from, period.to * MS_PER_MICRO)) {
    days.forgetBefore(day.name);
    for (const entry of await dayEntries(sources, days, serial, day, period)) {
      if (after === undefined || compareKeys(entry.key, after) > 0) yield entry;
    }
  }
}

/** The points of a period in fix-time order: what exports stream (docs/decisions/history.md). */
export async function* readTrack(
  sources: HistorySources,
  serial: string,
  period: Period,
): AsyncGenerator<TrackPoint> {
  for await (const entry of trackEntries(sources, serial, period)) yield entry.point;
}

/** One page of a track: at most `size` points after `after`, and the key to continue from (null at the end). */
export async function readTrackPage(
  sources: HistorySources,
  serial: string,
  period: Period,
  after: TrackKey | undefined,
  size: number,
): Promise<{ points: TrackPoint[]; next: TrackKey | null }> {
  const page: TrackEntry[] = [];
  for await (const entry of trackEntries(sources, serial, period, after)) {
    if (page.length === size) return { points: page.map((e) => e.point), next: page[size - 1].key };
    page.push(entry);
  }
  return { points: page.map((e) => e.point), next: null };
}
