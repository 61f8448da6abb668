import { LocateType } from '@gps/codes';
import type { ParkingStop, TrackPoint } from '../../src/exports/export-rows';
import { EXPORT_TEXTS } from '../../src/exports/export-texts';
import { ZoneClock } from '../../src/exports/local-time';
import type { MapDocument } from '../../src/exports/map-document';

/** 2026-11-24 00:00:00 in Taipei (16:00 UTC the day before), epoch µs. */
export const DAY_START_MICROS = Date.UTC(2026, 10, 23, 16) * 1000;
const TEN_SECONDS_MICROS = 10_000_000;
export const TAIPEI = 'Asia/Taipei';
export const clock = new ZoneClock(TAIPEI);

/** One point every 10 s from DAY_START_MICROS, moving north-east; every 7th by cell tower, ACC varies. */
export function point(i: number): TrackPoint {
  return {
    fixTime: DAY_START_MICROS + i * TEN_SECONDS_MICROS,
    latitude: 25.033 + i * 1e-5,
    longitude: 121.5654 + i * 1e-5,
    speed: i % 120,
    course: (i * 7) % 360,
    altitude: i % 5 === 0 ? null : 12.5,
    satellites: i % 5 === 0 ? null : 9,
    locateType: i % 7 === 0 ? LocateType.lbs : LocateType.gps,
    acc: i % 3 === 0 ? null : i % 3 === 1,
    address: null,
  };
}

/** The rows as an async iterable that counts how many were read. */
export function source<T>(rows: readonly T[]): AsyncIterable<T> & { read: number } {
  const counted = {
    read: 0,
    async *[Symbol.asyncIterator]() {
      for (const row of rows) {
        counted.read += 1;
        yield row;
      }
    },
  };
  return counted;
}

export const points = (n: number): TrackPoint[] => Array.from({ length: n }, (_, i) => point(i));

/** Two stops: one of 1 h 30 min with an address that would break a file, one still going on. */
export const STOPS: ParkingStop[] = [
  {
    startTime: DAY_START_MICROS + 3_600_000_000,
    endTime: DAY_START_MICROS + 9_000_000_000,
    durationSeconds: 5400,
    latitude: 25.04,
    longitude: 121.56,
    address: '=HYPERLINK("http://x"),"台北市" <b>&\n二樓',
    marker: null,
  },
  {
    startTime: DAY_START_MICROS + 80_000_000_000,
    endTime: null,
    durationSeconds: 6400,
    latitude: -33.86,
    longitude: -151.2,
    address: null,
    marker: null,
  },
];

export function mapDocument(
  language: 'zh-TW' | 'en-US',
  track: readonly TrackPoint[] | undefined,
  name = '藍色貨車 <A&B>',
): MapDocument {
  return {
    name,
    texts: EXPORT_TEXTS[language],
    clock,
    stops: source(STOPS),
    ...(track ? { track: source(track) } : {}),
  };
}

/** Everything an encoder yields, as one text. */
export async function textOf(pieces: AsyncIterable<string | Uint8Array>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const piece of pieces)
    parts.push(typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece));
  return Buffer.concat(parts).toString('utf8');
}

/** Everything an encoder yields, as bytes. */
export async function bytesOf(pieces: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const piece of pieces) parts.push(Buffer.from(piece));
  return Buffer.concat(parts);
}

/** `YYYY-MM-DDTHH:mm:ssZ` of an epoch-µs time. */
export const isoOf = (micros: number): string => new Date(micros / 1000).toISOString().replace('.000Z', 'Z');
