import { LocateType, codesOf, isOneOf } from '@gps/codes';
import { msOf, type ParkingStop, type TrackPoint } from './export-rows';
import type { ExportTexts } from './export-texts';

/**
 * How a cell is written: a time (epoch ms: local text in CSV, a date in XLSX), a duration (seconds:
 * H:MM:SS in CSV, a duration in XLSX), a number, or text (made formula-safe in CSV).
 */
export type CellKind = 'time' | 'duration' | 'number' | 'text';
export type Cell = string | number | null;

export interface Column<R> {
  header: string;
  kind: CellKind;
  /** The cell of a row; `index` counts rows from 0. */
  value(row: R, index: number): Cell;
  /** Width in characters in XLSX. */
  width: number;
}

/** A table export: a sheet name, its columns and its rows, read once. */
export interface ExportTable<R> {
  name: string;
  columns: readonly Column<R>[];
  rows: AsyncIterable<R>;
}

const isLocateType = isOneOf(codesOf(LocateType));

/** Column widths (characters) for XLSX, by what the column holds. */
const WIDTH = { time: 20, coordinate: 12, figure: 10, word: 12, address: 40 } as const;

/** The time header names the zone the times are written in. */
const timeHeader = (header: string, timeZone: string) => `${header} (${timeZone})`;

function accText(acc: boolean | null, texts: ExportTexts): string | null {
  if (acc === null) return null;
  return acc ? texts.acc.on : texts.acc.off;
}

/** A track as a table: one row per point, in time order. */
export function trackTable(
  points: AsyncIterable<TrackPoint>,
  texts: ExportTexts,
  timeZone: string,
): ExportTable<TrackPoint> {
  const c = texts.columns;
  return {
    name: texts.track,
    rows: points,
    columns: [
      {
        header: timeHeader(c.time, timeZone),
        kind: 'time',
        value: (p) => msOf(p.fixTime),
        width: WIDTH.time,
      },
      { header: c.latitude, kind: 'number', value: (p) => p.latitude, width: WIDTH.coordinate },
      { header: c.longitude, kind: 'number', value: (p) => p.longitude, width: WIDTH.coordinate },
      { header: c.speed, kind: 'number', value: (p) => p.speed, width: WIDTH.figure },
      { header: c.course, kind: 'number', value: (p) => p.course, width: WIDTH.figure },
      { header: c.altitude, kind: 'number', value: (p) => p.altitude, width: WIDTH.figure },
      { header: c.satellites, kind: 'number', value: (p) => p.satellites, width: WIDTH.figure },
      {
        header: c.locateType,
        kind: 'text',
        value: (p) => (isLocateType(p.locateType) ? texts.locateTypes[p.locateType] : p.locateType),
        width: WIDTH.word,
      },
      { header: c.acc, kind: 'text', value: (p) => accText(p.acc, texts), width: WIDTH.figure },
      { header: c.address, kind: 'text', value: (p) => p.address, width: WIDTH.address },
    ],
  };
}

/** The parking list as a table: one row per stop, numbered as in GPX and KML. */
export function parkingTable(
  stops: AsyncIterable<ParkingStop>,
  texts: ExportTexts,
  timeZone: string,
): ExportTable<ParkingStop> {
  const c = texts.columns;
  return {
    name: texts.parking,
    rows: stops,
    columns: [
      { header: c.index, kind: 'number', value: (_s, i) => i + 1, width: WIDTH.figure },
      {
        header: timeHeader(c.start, timeZone),
        kind: 'time',
        value: (s) => msOf(s.startTime),
        width: WIDTH.time,
      },
      {
        header: timeHeader(c.end, timeZone),
        kind: 'time',
        value: (s) => (s.endTime === null ? null : msOf(s.endTime)),
        width: WIDTH.time,
      },
      { header: c.duration, kind: 'duration', value: (s) => s.durationSeconds, width: WIDTH.figure },
      { header: c.latitude, kind: 'number', value: (s) => s.latitude, width: WIDTH.coordinate },
      { header: c.longitude, kind: 'number', value: (s) => s.longitude, width: WIDTH.coordinate },
      { header: c.address, kind: 'text', value: (s) => s.address, width: WIDTH.address },
    ],
  };
}
